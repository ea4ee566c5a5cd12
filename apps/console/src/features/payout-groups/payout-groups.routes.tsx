import { lazy } from 'react';
import { SettingOutlined } from '@ant-design/icons';
import { MASK } from '@mintfront/domain';
import type { ConsoleRoute } from '../../app/route-types.ts';

const settingsGroup = { key: 'settings', label: 'settings', icon: <SettingOutlined /> } as const;

/** spec doc 2 §2 Settings/payoutGroup; doc 1 §6 mask 32. */
export const payoutGroupsRoutes: ConsoleRoute[] = [
  {
    path: 'Settings/payoutGroup',
    access: 'shop',
    mask: MASK.payoutGroup,
    screen: lazy(() => import('./payout-group-list.tsx')),
    menu: { label: 'settingsPayoutGroup', order: 920, parent: settingsGroup },
  },
];
