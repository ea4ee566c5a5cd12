import { lazy } from 'react';
import { MASK } from '@mintfront/domain';
import type { ConsoleRoute } from '../../app/route-types.ts';

/** spec doc 1 §2 /multiple (bulk NFT creation), an NFT page: mask 1 (§6). Reached from the NFT list. */
export const nftBulkRoutes: ConsoleRoute[] = [
  {
    path: 'multiple',
    menuOf: 'NFT/CreatedNFT',
    access: 'shop',
    mask: MASK.nft,
    screen: lazy(() => import('./nft-bulk-create.tsx')),
  },
];
