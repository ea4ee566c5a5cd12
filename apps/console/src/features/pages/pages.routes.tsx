import { lazy } from 'react';
import { MASK } from '@mintfront/domain';
import type { ConsoleRoute } from '../../app/route-types.ts';
import { appearanceGroup } from '../themes/appearance-group.tsx';

/** spec doc 2 §2: /Appearance/Pages (list, /create, catch-all modify); mask 1024. */
export const pagesRoutes: ConsoleRoute[] = [
  {
    path: 'Appearance/Pages',
    access: 'shop',
    mask: MASK.pages,
    screen: lazy(() => import('./page-list.tsx')),
    menu: { label: 'appearancePages', order: 620, parent: appearanceGroup },
  },
  {
    path: 'Appearance/Pages/create',
    access: 'shop',
    mask: MASK.pages,
    screen: lazy(() => import('./page-create.tsx')),
  },
  {
    path: 'Appearance/Pages/*',
    access: 'shop',
    mask: MASK.pages,
    screen: lazy(() => import('./page-modify.tsx')),
  },
];
