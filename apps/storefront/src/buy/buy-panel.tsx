// @jsxRuntime automatic
import type { StoreNftDetail, StoreSellOrder } from '@mintfront/domain';
import { BidForm } from './bid-form.tsx';
import { BuyForm } from './buy-form.tsx';
import { storePath, type Store } from './buy-flow.ts';
import { takesBids, type SaleBlock } from './sale-state.ts';
import { apiCall } from './store-api.ts';

/** The interactive half of the NFT page's sell orders, loaded once the page is live (sell-orders.tsx). */
export { WalletBar } from './wallet-bar.tsx';

export function OrderActions({
  order,
  onBought,
  blocked,
}: {
  order: StoreSellOrder;
  /** A purchase here was confirmed: this many copies fewer are left. */
  onBought?: (quantity: number) => void;
  /** Why the order can no longer be bought (the buyer's own purchase sold it out), keeping its result in view. */
  blocked?: SaleBlock;
}) {
  return takesBids(order) ? (
    <BidForm order={order} />
  ) : (
    <BuyForm order={order} onBought={onBought} blocked={blocked} />
  );
}

/**
 * The NFT's sell orders as the server answers them now (after a purchase): copies left count
 * every buyer's purchases and reservations. An order no longer listed (Accepted once sold out)
 * answers with nothing left.
 */
export async function freshSellOrders(
  store: Store,
  nftId: number,
  shown: StoreSellOrder[],
): Promise<StoreSellOrder[]> {
  const nft = await apiCall<StoreNftDetail>(store.lang, 'GET', storePath(store, `/nft/${nftId}`));
  const now = new Map((nft.sell_orders ?? []).map((o) => [o.id, o]));
  return shown.map((o) => now.get(o.id) ?? { ...o, available: 0 });
}
export { CreditBox } from './bid-form.tsx';
