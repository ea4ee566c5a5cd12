// @jsxRuntime automatic
import { useEffect, useState } from 'react';
import type * as OrdersViewModule from '../buy/orders-view.tsx';
import { useText } from '../view-context.ts';

type OrdersView = typeof OrdersViewModule;

/** The buyer's orders: the list needs the buyer's token, so the browser reads it (lazily loaded). */
export function OrdersPage() {
  const t = useText();
  const [loaded, setLoaded] = useState<OrdersView | null>(null);
  useEffect(() => {
    let live = true;
    void import('../buy/orders-view.tsx').then((m) => live && setLoaded(m));
    return () => {
      live = false;
    };
  }, []);
  return (
    <section className="orders-page" aria-labelledby="orders-title">
      <h1 id="orders-title">{t('myOrders')}</h1>
      {loaded ? (
        <loaded.OrdersView />
      ) : (
        <p className="muted" aria-busy="true">
          {t('loadingBuy')}
        </p>
      )}
    </section>
  );
}
