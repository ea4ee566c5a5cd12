import { lazy } from 'react';
import { MASK } from '@mintfront/domain';
import { menuGroups } from '../../app/menu-groups.tsx';
import type { ConsoleRoute } from '../../app/route-types.ts';

const list = lazy(() => import('./launchpad-list.tsx'));
/** spec doc 2 §6: 128 launchpad and airdrop. */
const launchpad = { access: 'shop', mask: MASK.launchpad } as const;
const parent = menuGroups.launchpad;

/**
 * spec doc 2 §2: Launchpad (children Airdrop, Drop), /DropDetail/:id?, /CreateDrop,
 * Launchpad/CreateAirdrop, AirdropDetail/:id?. The entries join the Launchpad menu group
 * (orders 450–451 here; raffles take 460 and on, before Discount at 500).
 */
export const launchpadRoutes: ConsoleRoute[] = [
  { path: 'Launchpad', ...launchpad, redirectTo: '/Launchpad/Airdrop' },
  {
    path: 'Launchpad/Airdrop',
    ...launchpad,
    screen: list,
    menu: { label: 'launchpadAirdrop', order: 450, parent },
  },
  {
    path: 'Launchpad/Drop',
    ...launchpad,
    screen: list,
    menu: { label: 'launchpadDrop', order: 451, parent },
  },
  {
    path: 'Launchpad/CreateAirdrop',
    menuOf: 'Launchpad/Airdrop',
    ...launchpad,
    screen: lazy(() => import('./airdrop-create.tsx')),
  },
  {
    path: 'AirdropDetail/:id?',
    menuOf: 'Launchpad/Airdrop',
    ...launchpad,
    screen: lazy(() => import('./airdrop-detail.tsx')),
  },
  {
    path: 'CreateDrop',
    menuOf: 'Launchpad/Drop',
    ...launchpad,
    screen: lazy(() => import('./drop-create.tsx')),
  },
  {
    path: 'DropDetail/:id?',
    menuOf: 'Launchpad/Drop',
    ...launchpad,
    screen: lazy(() => import('./drop-detail.tsx')),
  },
];
