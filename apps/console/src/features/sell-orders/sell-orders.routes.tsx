import { lazy } from 'react';
import { ShoppingOutlined } from '@ant-design/icons';
import { MASK } from '@mintfront/domain';
import type { ConsoleRoute } from '../../app/route-types.ts';

const parent = { key: 'sellOrders', label: 'sellOrders', icon: <ShoppingOutlined /> } as const;
const list = lazy(() => import('./sell-order-list.tsx'));
const detail = lazy(() => import('./sell-order-detail.tsx'));
const create = lazy(() => import('./sell-order-create.tsx'));
const bulk = lazy(() => import('./sell-orders-bulk-create.tsx'));
const timing = lazy(() => import('./sell-order-timing.tsx'));
const sell = { access: 'shop', mask: MASK.sellOrders } as const;
/**
 * Loads when the menu first shows it (a closed group renders none of its entries): the other
 * screens, the store home among them, do without antd's Badge and the sales calls.
 */
const UnreadOffersBadge = lazy(() =>
  import('./components/unread-offers-badge.tsx').then((m) => ({ default: m.UnreadOffersBadge })),
);

/** spec doc 2 §2 sell order routes; §6 mask 4. After a bulk confirmation the user lands on /SellOrder. */
export const sellOrdersRoutes: ConsoleRoute[] = [
  {
    path: 'SellOrder',
    ...sell,
    screen: list,
    menu: { label: 'sellOrderList', order: 400, parent },
  },
  { path: 'SellOrder/details/:id', ...sell, screen: detail },
  { path: 'SellOrder/history/:id', ...sell, screen: detail },
  {
    path: 'SellOrder/offers',
    ...sell,
    screen: lazy(() => import('./sell-order-offers.tsx')),
    menu: { label: 'offers', order: 401, parent, badge: UnreadOffersBadge },
  },
  { path: 'timing', ...sell, redirectTo: '/timing/tipaimai' },
  {
    path: 'timing/tipaimai',
    ...sell,
    screen: timing,
    menu: { label: 'timing', order: 402, parent },
  },
  {
    path: 'CreateSellOrder',
    ...sell,
    screen: create,
    menu: { label: 'createSellOrder', order: 403, parent },
  },
  { path: 'CreateSellOrder/auction', ...sell, screen: create },
  { path: 'CreateSellOrder/mysteryBox', ...sell, screen: create },
  {
    path: 'CreateMultipleSellOrders',
    ...sell,
    screen: bulk,
    menu: { label: 'createMultipleSellOrders', order: 404, parent },
  },
  { path: 'CreateMultipleSellOrders/auction', ...sell, screen: bulk },
];
