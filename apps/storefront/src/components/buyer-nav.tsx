// @jsxRuntime automatic
import { useBuyerSession } from '../buy/use-buyer-session.ts';
import { useText, useView } from '../view-context.ts';

/** "My orders" in the header once the buyer signed in on this store (known in the browser only). */
export function BuyerNav() {
  const t = useText();
  const { base, store } = useView();
  const session = useBuyerSession(store.subdomain);
  if (!session) return null;
  return (
    <nav className="buyer-nav" aria-label={t('myOrders')}>
      <a href={`${base}/orders`}>{t('myOrders')}</a>
    </nav>
  );
}
