import { lazy } from 'react';
import { SettingOutlined } from '@ant-design/icons';
import { MASK } from '@mintfront/domain';
import type { ConsoleRoute } from '../../app/route-types.ts';

const settingsGroup = { key: 'settings', label: 'settings', icon: <SettingOutlined /> } as const;

/** spec doc 2 §2 Settings/team (owner only, like the server) and the page the invitation mail links to. */
export const collaboratorsRoutes: ConsoleRoute[] = [
  {
    path: 'Settings/team',
    access: 'shop',
    mask: MASK.none,
    owner: true,
    screen: lazy(() => import('./team-list.tsx')),
    menu: { label: 'settingsTeam', order: 925, parent: settingsGroup },
  },
  // Public: a signed-out visitor is sent to sign in or up and brought back here.
  { path: '/invite', access: 'public', screen: lazy(() => import('./accept-invitation.tsx')) },
];
