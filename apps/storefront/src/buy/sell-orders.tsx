// @jsxRuntime automatic
import { useEffect, useState } from 'react';
import type { StoreSellOrder } from '@mintfront/domain';
import { useText, useView } from '../view-context.ts';
import type * as BuyPanel from './buy-panel.tsx';
import { formatWhen, saleBlock, saleTypeKey, takesBids } from './sale-state.ts';

type Panel = typeof BuyPanel;

/**
 * The NFT's live sell orders. What they are is rendered on the server; the wallet and payment
 * code (buy-panel.tsx) is a chunk of its own, loaded once the page is live, so the other pages
 * never load it (docs/decisions.md "Storefront buying").
 */
export function SellOrders({
  orders: rendered,
  nftId,
}: {
  orders: StoreSellOrder[];
  nftId?: number;
}) {
  const t = useText();
  const { store } = useView();
  const [loaded, setLoaded] = useState<Panel | null>(null);
  // The orders as last known: rendered by the server, then refreshed after a purchase here.
  const [orders, setOrders] = useState(rendered);
  // Copies this visitor bought here since the page was rendered.
  const [bought, setBought] = useState<Record<number, number>>({});
  const any = orders.length > 0;
  /** A purchase was confirmed: fewer copies at once, then the server's count (others buy too). */
  const onBought = (id: number, n: number) => {
    setBought((b) => ({ ...b, [id]: (b[id] ?? 0) + n }));
    const after = orders.map((o) =>
      o.id === id ? { ...o, available: Math.max(0, o.available - n) } : o,
    );
    setOrders(after);
    if (loaded && nftId !== undefined)
      void loaded
        .freshSellOrders(
          { subdomain: store.subdomain, lang: store.language, chain: store.chain },
          nftId,
          after,
        )
        .then(setOrders, () => null);
  };
  useEffect(() => {
    if (loaded || !any) return;
    let live = true;
    void import('./buy-panel.tsx').then((m) => live && setLoaded(m));
    return () => {
      live = false;
    };
  }, [loaded, any]);
  if (!any) return null;
  const now = new Date();
  const when = (iso: string) => formatWhen(iso, store.language);
  return (
    <section className="sell-orders" aria-labelledby="sell-orders-title">
      <h2 id="sell-orders-title">{t('forSale')}</h2>
      {loaded && <loaded.WalletBar />}
      <ul>
        {orders.map((o) => {
          const block = saleBlock(o, now);
          const bids = takesBids(o);
          return (
            <li key={o.id} className="sell-order" data-testid={`sell-order-${o.id}`}>
              <h3>{t(saleTypeKey(o))}</h3>
              <dl>
                {bids ? (
                  <>
                    <dt>{t('minimumPrice')}</dt>
                    <dd>
                      {o.minimum_price ?? '0'} {o.currency.symbol}
                    </dd>
                  </>
                ) : (
                  <>
                    <dt>{t('price')}</dt>
                    <dd className="sell-price">
                      {o.price} {o.currency.symbol}
                    </dd>
                  </>
                )}
                <dt>{t('quantity')}</dt>
                <dd>{t('left', { left: Math.max(0, o.available), total: o.quantity })}</dd>
                <dt>{t('starts')}</dt>
                <dd>{when(o.start_at)}</dd>
                {o.end_at && (
                  <>
                    <dt>{t('ends')}</dt>
                    <dd>{when(o.end_at)}</dd>
                  </>
                )}
                {o.open_at && (
                  <>
                    <dt>{t('boxOpens')}</dt>
                    <dd>{when(o.open_at)}</dd>
                  </>
                )}
              </dl>
              {o.whitelist && <p className="muted">{t('allowListOnly')}</p>}
              {block && loaded && bought[o.id] ? (
                <loaded.OrderActions order={o} blocked={block} />
              ) : block ? (
                <>
                  <button
                    type="button"
                    className="button"
                    disabled
                    aria-describedby={`sell-order-${o.id}-why`}
                  >
                    {t(
                      bids
                        ? o.offer_mode
                          ? 'makeOffer'
                          : 'placeBid'
                        : o.type === 4
                          ? 'buyBox'
                          : 'buy',
                    )}
                  </button>
                  <p id={`sell-order-${o.id}-why`} className="sale-block">
                    {t(block)}
                  </p>
                  {bids && loaded && <loaded.CreditBox order={o} />}
                </>
              ) : loaded ? (
                <loaded.OrderActions order={o} onBought={(n) => onBought(o.id, n)} />
              ) : (
                <p className="muted" aria-busy="true">
                  {t('loadingBuy')}
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
