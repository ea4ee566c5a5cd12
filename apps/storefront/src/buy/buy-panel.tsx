// @jsxRuntime automatic
import type { StoreSellOrder } from '@mintfront/domain';
import { BidForm } from './bid-form.tsx';
import { BuyForm } from './buy-form.tsx';
import { takesBids } from './sale-state.ts';

/** The interactive half of the NFT page's sell orders, loaded once the page is live (sell-orders.tsx). */
export { WalletBar } from './wallet-bar.tsx';

export function OrderActions({
  order,
  onBought,
}: {
  order: StoreSellOrder;
  /** A purchase here was confirmed: this many copies fewer are left. */
  onBought?: (quantity: number) => void;
}) {
  return takesBids(order) ? (
    <BidForm order={order} />
  ) : (
    <BuyForm order={order} onBought={onBought} />
  );
}
export { CreditBox } from './bid-form.tsx';
