// @jsxRuntime automatic
import type { StoreSellOrder } from '@mintfront/domain';
import { BidForm } from './bid-form.tsx';
import { BuyForm } from './buy-form.tsx';
import { takesBids } from './sale-state.ts';

/** The interactive half of the NFT page's sell orders, loaded once the page is live (sell-orders.tsx). */
export { WalletBar } from './wallet-bar.tsx';

export function OrderActions({ order }: { order: StoreSellOrder }) {
  return takesBids(order) ? <BidForm order={order} /> : <BuyForm order={order} />;
}
export { CreditBox } from './bid-form.tsx';
