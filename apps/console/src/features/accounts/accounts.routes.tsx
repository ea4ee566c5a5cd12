import { lazy } from 'react';
import type { ConsoleRoute } from '../../app/route-types.ts';

export const accountsRoutes: ConsoleRoute[] = [
  { path: '/login', access: 'public', screen: lazy(() => import('./login.tsx')) },
  { path: '/register', access: 'public', screen: lazy(() => import('./register.tsx')) },
  {
    path: '/forgot-password',
    access: 'public',
    screen: lazy(() => import('./forgot-password.tsx')),
  },
];
