// @jsxRuntime automatic
import { useEffect, useState } from 'react';
import type { BuyTextKey } from './buy-i18n.ts';
import { useView } from '../view-context.ts';
import { useBuyText } from './buy-i18n.ts';
import { writeBuyerSession } from './buyer-token.ts';
import { buyerOrders } from './buy-flow.ts';
import { formatWhen } from './sale-state.ts';
import { ApiError, UNAUTHORIZED, type OrdersPage } from './store-api.ts';
import { useBuyerSession } from './use-buyer-session.ts';
import { sleep } from './wallet.ts';
import { WalletBar, useStore } from './wallet-bar.tsx';

/** While an order is pending the list asks again this often. */
const PENDING_POLL_MS = 3000;

/** GET /api/store/{subdomain}/orders as a table, following pending orders until they settle. */
export function OrdersView() {
  const t = useBuyText();
  const { base } = useView();
  const store = useStore();
  const session = useBuyerSession(store.subdomain);
  const [page, setPage] = useState(1);
  const [orders, setOrders] = useState<OrdersPage | null>(null);
  const [error, setError] = useState<string | null>(null);
  const token = session?.token ?? null;

  useEffect(() => {
    if (!token) return;
    let live = true;
    void (async () => {
      for (;;) {
        try {
          const answer = await buyerOrders(store, token, page);
          if (!live) return;
          setOrders(answer);
          setError(null);
          if (!answer.list.some((o) => o.status === 'pending')) return;
        } catch (err) {
          if (!live) return;
          if (err instanceof ApiError && err.code === UNAUTHORIZED)
            writeBuyerSession(store.subdomain, null);
          setError(err instanceof ApiError ? err.message : '');
          return;
        }
        await sleep(PENDING_POLL_MS);
        if (!live) return;
      }
    })();
    return () => {
      live = false;
    };
  }, [token, page, store]);

  if (!session)
    return (
      <>
        <p>{t('ordersSignIn')}</p>
        <WalletBar />
      </>
    );
  return (
    <>
      <WalletBar />
      {error !== null && (
        <p className="form-error" role="alert">
          {error || t('somethingWrong')}
        </p>
      )}
      {orders && orders.list.length === 0 && <p>{t('noOrders')}</p>}
      {orders && orders.list.length > 0 && (
        <div className="table-scroll">
          <table className="orders-table" data-testid="buyer-orders">
            <caption className="visually-hidden">{t('myOrders')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('order')}</th>
                <th scope="col">{t('nft')}</th>
                <th scope="col">{t('quantity')}</th>
                <th scope="col">{t('total')}</th>
                <th scope="col">{t('status')}</th>
                <th scope="col">{t('date')}</th>
                <th scope="col">{t('transaction')}</th>
              </tr>
            </thead>
            <tbody>
              {orders.list.map((o) => (
                <tr key={o.order_id} data-testid={`buyer-order-${o.order_id}`}>
                  <td>#{o.order_id}</td>
                  <td>
                    <a href={`${base}/nft/${o.nft_id}`}>{o.title ?? `#${o.nft_id}`}</a>
                    {o.revealed && o.revealed.length > 0 && (
                      <ul className="box-opened">
                        {o.revealed.map((r, i) => (
                          <li key={r.position} data-testid={`box-${r.position}`}>
                            <a href={`${base}/nft/${r.nft_id}`}>
                              {t('boxOpened', { n: i + 1, nft: `#${r.nft_id}` })}
                            </a>{' '}
                            <span className={r.delivered ? 'order-confirmed' : 'order-pending'}>
                              {t(r.delivered ? 'boxDelivered' : 'boxDelivering')}
                            </span>
                          </li>
                        ))}
                      </ul>
                    )}
                  </td>
                  <td>{o.quantity}</td>
                  <td>
                    {o.total} {o.currency}
                  </td>
                  <td className={`order-state order-${o.status}`}>
                    {t(`orderState_${o.status}` as BuyTextKey)}
                  </td>
                  <td>{formatWhen(o.createdAt, store.lang)}</td>
                  <td className="mono">{o.txHash ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {orders && orders.lastPage > 1 && (
        <nav className="pager" aria-label={t('myOrders')}>
          <button
            type="button"
            className="button button-quiet"
            disabled={page <= 1}
            onClick={() => setPage((p) => p - 1)}
          >
            {t('previous')}
          </button>
          <span>{t('pageOf', { page, pages: orders.lastPage })}</span>
          <button
            type="button"
            className="button button-quiet"
            disabled={page >= orders.lastPage}
            onClick={() => setPage((p) => p + 1)}
          >
            {t('next')}
          </button>
        </nav>
      )}
    </>
  );
}
