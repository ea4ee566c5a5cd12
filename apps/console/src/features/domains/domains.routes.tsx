import { lazy } from 'react';
import { MASK } from '@mintfront/domain';
import type { ConsoleRoute } from '../../app/route-types.ts';
import { appearanceGroup } from '../themes/appearance-group.tsx';

/** spec doc 2 §2: Appearance/Domain; mask 4096. */
export const domainsRoutes: ConsoleRoute[] = [
  {
    path: 'Appearance/Domain',
    access: 'shop',
    mask: MASK.domains,
    screen: lazy(() => import('./domain-list.tsx')),
    menu: { label: 'appearanceDomain', order: 640, parent: appearanceGroup },
  },
];
