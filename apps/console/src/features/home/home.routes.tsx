import { lazy } from 'react';
import { HomeOutlined } from '@ant-design/icons';
import { MASK } from '@mintfront/domain';
import type { ConsoleRoute } from '../../app/route-types.ts';

export const homeRoutes: ConsoleRoute[] = [
  // Spec §6: home belongs to the guide / dashboard group (mask 66).
  {
    path: 'home',
    access: 'shop',
    mask: MASK.guide,
    screen: lazy(() => import('./store-home.tsx')),
    menu: { label: 'home', icon: <HomeOutlined />, order: 0 },
  },
];
