import type { ComponentProps } from 'react';

/**
 * The storefront's islands: the only parts of a page React hydrates in the browser (everything
 * else is the server's markup, whose links and forms work without script). Each loads as a chunk
 * of its own, so a page fetches only the code of the islands it has.
 */
export const ISLANDS = {
  'buyer-nav': () => import('../components/buyer-nav.tsx').then((m) => m.BuyerNav),
  'mode-switch': () => import('../components/mode-switch.tsx').then((m) => m.ModeSwitch),
  'sell-orders': () => import('../buy/sell-orders.tsx').then((m) => m.SellOrders),
  'drop-page': () => import('../pages/drop-page.tsx').then((m) => m.DropPage),
  'airdrop-page': () => import('../pages/airdrop-page.tsx').then((m) => m.AirdropPage),
  'raffle-page': () => import('../pages/raffle-page.tsx').then((m) => m.RafflePage),
  'orders-page': () => import('../pages/orders-page.tsx').then((m) => m.OrdersPage),
};

export type IslandName = keyof typeof ISLANDS;

/** The props of an island's component: what the server writes into its `data-props`. */
export type IslandProps<N extends IslandName> = ComponentProps<
  Awaited<ReturnType<(typeof ISLANDS)[N]>>
>;
