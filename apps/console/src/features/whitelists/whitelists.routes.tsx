import { lazy } from 'react';
import { SettingOutlined } from '@ant-design/icons';
import { MASK } from '@mintfront/domain';
import type { ConsoleRoute } from '../../app/route-types.ts';

const settingsGroup = { key: 'settings', label: 'settings', icon: <SettingOutlined /> } as const;

/** spec doc 2 §2 Settings/whiteList; doc 1 §6 mask 64. */
export const whitelistsRoutes: ConsoleRoute[] = [
  {
    path: 'Settings/whiteList',
    access: 'shop',
    mask: MASK.whitelist,
    screen: lazy(() => import('./whitelist-list.tsx')),
    menu: { label: 'settingsWhiteList', order: 930, parent: settingsGroup },
  },
];
