// @jsxRuntime automatic
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import type { StoreSellOrder } from '@mintfront/domain';
import { useBuyText } from './buy-i18n.ts';
import { bid, creditOf, withdraw } from './buy-flow.ts';
import { FlowStatus } from './flow-status.tsx';
import { formatUnits } from './units.ts';
import { useBuyerSession } from './use-buyer-session.ts';
import { useFlow } from './use-flow.ts';
import { useStore } from './wallet-bar.tsx';

/** An outbid, refused or expired bidder's money held by the market, and the button to take it back. */
export function CreditBox({ order, refresh = 0 }: { order: StoreSellOrder; refresh?: number }) {
  const t = useBuyText();
  const store = useStore();
  const session = useBuyerSession(store.subdomain);
  const flow = useFlow();
  const [credit, setCredit] = useState(0n);
  const [withdrawn, setWithdrawn] = useState(false);
  const load = useCallback(
    () =>
      creditOf(store, order.currency.address)
        .then(setCredit)
        .catch(() => setCredit(0n)),
    [store, order.currency.address],
  );
  useEffect(() => {
    void load();
  }, [load, session?.wallet, refresh]);
  if (credit === 0n && !withdrawn && !flow.error) return null;
  const id = `credit-${order.id}`;
  return (
    <div className="credit-box" data-testid={id}>
      {credit > 0n && (
        <>
          <p>
            {t('credit', {
              amount: formatUnits(credit, order.currency.decimals),
              symbol: order.currency.symbol,
            })}
          </p>
          <button
            type="button"
            className="button"
            disabled={flow.busy}
            onClick={() =>
              void flow.run(async (onStep) => {
                await withdraw(store, order.currency.address, onStep);
                setWithdrawn(true);
                await load();
              })
            }
          >
            {t('withdraw')}
          </button>
        </>
      )}
      <FlowStatus id={id} flow={flow} done={withdrawn ? t('withdrawn') : null} />
    </div>
  );
}

/** Type 2: a bid on an auction or an offer, escrowed by the market. */
export function BidForm({ order }: { order: StoreSellOrder }) {
  const t = useBuyText();
  const store = useStore();
  const flow = useFlow();
  const [amount, setAmount] = useState('');
  const [placed, setPlaced] = useState(0);
  const id = `bid-${order.id}`;

  async function submit(e: FormEvent) {
    e.preventDefault();
    const hash = await flow.run((onStep) =>
      bid(store, { sale_id: order.id, amount: amount.trim() }, onStep),
    );
    if (hash) setPlaced((n) => n + 1);
  }

  const symbol = order.currency.symbol;
  return (
    <>
      <form className="buy-form" onSubmit={(e) => void submit(e)}>
        <label htmlFor={`${id}-amount`}>
          {t(order.offer_mode ? 'offerAmount' : 'bidAmount', { symbol })}
        </label>
        <input
          id={`${id}-amount`}
          inputMode="decimal"
          required
          pattern="\d+(\.\d+)?"
          autoComplete="off"
          aria-describedby={`${id}-hint`}
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
        />
        <p id={`${id}-hint`} className="muted">
          {t('minimumPrice')}: {order.minimum_price ?? '0'} {symbol}
          {!order.offer_mode && ` · ${t('increment', { rate: order.increment_rate })}`}
        </p>
        <button type="submit" className="button" disabled={flow.busy}>
          {t(order.offer_mode ? 'makeOffer' : 'placeBid')}
        </button>
        <FlowStatus id={id} flow={flow} done={placed ? t('bidPlaced') : null} />
      </form>
      <CreditBox order={order} refresh={placed} />
    </>
  );
}
