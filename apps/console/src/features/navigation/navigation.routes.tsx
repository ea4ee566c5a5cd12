import { lazy } from 'react';
import { MASK } from '@mintfront/domain';
import type { ConsoleRoute } from '../../app/route-types.ts';
import { appearanceGroup } from '../themes/appearance-group.tsx';

/** spec doc 2 §2: Appearance/Navigation (list, /create, catch-all modify); mask 2048. */
export const navigationRoutes: ConsoleRoute[] = [
  {
    path: 'Appearance/Navigation',
    access: 'shop',
    mask: MASK.navigation,
    screen: lazy(() => import('./navigation-list.tsx')),
    menu: { label: 'appearanceNavigation', order: 630, parent: appearanceGroup },
  },
  {
    path: 'Appearance/Navigation/create',
    access: 'shop',
    mask: MASK.navigation,
    screen: lazy(() => import('./navigation-create.tsx')),
  },
  {
    path: 'Appearance/Navigation/*',
    access: 'shop',
    mask: MASK.navigation,
    screen: lazy(() => import('./navigation-modify.tsx')),
  },
];
