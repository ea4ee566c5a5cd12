import { lazy } from 'react';
import { MASK } from '@mintfront/domain';
import type { ConsoleRoute } from '../../app/route-types.ts';
import { appearanceGroup } from './appearance-group.tsx';

/** spec doc 2 §2: Appearance/Theme and the editor /Appearance/Theme/:id outside the main layout; mask 512. */
export const themesRoutes: ConsoleRoute[] = [
  { path: 'Appearance', access: 'shop', redirectTo: '/Appearance/Theme' },
  {
    path: 'Appearance/Theme',
    access: 'shop',
    mask: MASK.themes,
    screen: lazy(() => import('./theme-list.tsx')),
    menu: { label: 'appearanceTheme', order: 610, parent: appearanceGroup },
  },
  {
    path: 'Appearance/Theme/:id',
    access: 'shop',
    mask: MASK.themes,
    fullScreen: true,
    screen: lazy(() => import('./theme-editor.tsx')),
  },
];
