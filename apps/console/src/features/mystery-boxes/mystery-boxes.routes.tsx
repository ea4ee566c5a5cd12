import { lazy } from 'react';
import { MASK } from '@mintfront/domain';
import { menuGroups } from '../../app/menu-groups.tsx';
import type { ConsoleRoute } from '../../app/route-types.ts';

/** spec doc 1 §2 mystery boxes, NFT pages (mask 1, §6); the list joins the NFT menu group. */
export const mysteryBoxesRoutes: ConsoleRoute[] = [
  {
    path: 'NFT/MysteryBox',
    access: 'shop',
    mask: MASK.nft,
    screen: lazy(() => import('./box-list.tsx')),
    menu: { label: 'mysteryBoxes', order: 110, parent: menuGroups.nft },
  },
  {
    path: 'CreateMysteryBox',
    menuOf: 'NFT/MysteryBox',
    access: 'shop',
    mask: MASK.nft,
    screen: lazy(() => import('./box-create.tsx')),
  },
];
