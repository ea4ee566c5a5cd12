import { lazy } from 'react';
import { NotificationOutlined } from '@ant-design/icons';
import { MASK } from '@mintfront/domain';
import type { ConsoleRoute } from '../../app/route-types.ts';

/** The side menu's Marketing group (spec doc 2 §2: Marketing/General; the blog joins it later). */
export const marketingGroup = {
  key: 'marketing',
  label: 'marketing',
  icon: <NotificationOutlined />,
} as const;

/** spec doc 2 §2 Marketing/General "SEO and analytics"; spec doc 1 §6: masks 8192, 16384, 32768. */
export const marketingRoutes: ConsoleRoute[] = [
  {
    path: 'Marketing/General',
    access: 'shop',
    mask: MASK.marketingGeneral | MASK.marketingSeo | MASK.marketingAnalytics,
    screen: lazy(() => import('./marketing-general.tsx')),
    menu: { label: 'marketingGeneral', order: 700, parent: marketingGroup },
  },
];
