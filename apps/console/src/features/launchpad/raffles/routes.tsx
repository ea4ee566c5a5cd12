import { lazy } from 'react';
import { MASK } from '@mintfront/domain';
import type { ConsoleRoute } from '../../../app/route-types.ts';

import { menuGroups } from '../../../app/menu-groups.tsx';

/** Raffles join the Launchpad menu group (spec doc 2 §2) beside airdrops and drops. */
const parent = menuGroups.launchpad;
const launchpad = { access: 'shop', mask: MASK.launchpad } as const;

/** spec doc 2 §2 /Raffle, /Raffle/CreateRaffle, /Raffle/RaffleDetail/:id? ; §6 mask 128. */
export const rafflesRoutes: ConsoleRoute[] = [
  {
    path: 'Raffle',
    ...launchpad,
    screen: lazy(() => import('./raffle-list.tsx')),
    menu: { label: 'raffles', order: 460, parent },
  },
  {
    path: 'Raffle/CreateRaffle',
    ...launchpad,
    menuOf: 'Raffle',
    screen: lazy(() => import('./raffle-create.tsx')),
  },
  {
    path: 'Raffle/RaffleDetail/:id?',
    ...launchpad,
    menuOf: 'Raffle',
    screen: lazy(() => import('./raffle-detail.tsx')),
  },
];
