import { lazy } from 'react';
import { SettingOutlined } from '@ant-design/icons';
import { MASK } from '@mintfront/domain';
import type { ConsoleRoute } from '../../app/route-types.ts';

const settingsGroup = { key: 'settings', label: 'settings', icon: <SettingOutlined /> } as const;

/** spec doc 2 §2 Settings/token; mask 32 like the other money settings (docs/decisions.md). */
export const paymentTokensRoutes: ConsoleRoute[] = [
  {
    path: 'Settings/token',
    access: 'shop',
    mask: MASK.payoutGroup,
    screen: lazy(() => import('./payment-token-list.tsx')),
    menu: { label: 'settingsToken', order: 927, parent: settingsGroup },
  },
];
