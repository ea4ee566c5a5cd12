import { lazy } from 'react';
import { MASK } from '@mintfront/domain';
import { menuGroups } from '../../app/menu-groups.tsx';
import type { ConsoleRoute } from '../../app/route-types.ts';

/**
 * spec doc 1 §2 NFT routes, mask 1 (§6). /multiple, /CreateMysteryBox and /NFT/MysteryBox are
 * registered by their own areas (nft-bulk, mystery-boxes), which join the same menu group.
 */
export const nftsRoutes: ConsoleRoute[] = [
  {
    path: 'NFT/CreatedNFT',
    access: 'shop',
    mask: MASK.nft,
    screen: lazy(() => import('./nft-list.tsx')),
    menu: { label: 'createdNfts', order: 100, parent: menuGroups.nft },
  },
  {
    path: 'NFT/ImportNFT',
    access: 'shop',
    mask: MASK.nft,
    screen: lazy(() => import('./nft-import.tsx')),
    menu: { label: 'importNft', order: 120, parent: menuGroups.nft },
  },
  // ?id={nftId}, and &purpose=2 after a mystery box was created.
  {
    path: 'specifics',
    menuOf: 'NFT/CreatedNFT',
    access: 'shop',
    mask: MASK.nft,
    screen: lazy(() => import('./nft-detail.tsx')),
  },
  // ?id={nftId}
  {
    path: 'TotalOwner',
    menuOf: 'NFT/CreatedNFT',
    access: 'shop',
    mask: MASK.nft,
    screen: lazy(() => import('./nft-owners.tsx')),
  },
  // Create, and edit with ?id={nftId}.
  {
    path: 'single',
    menuOf: 'NFT/CreatedNFT',
    access: 'shop',
    mask: MASK.nft,
    screen: lazy(() => import('./nft-create.tsx')),
  },
];
