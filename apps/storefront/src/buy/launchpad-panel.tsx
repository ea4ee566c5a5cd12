// @jsxRuntime automatic
import { useEffect, useState, type FormEvent } from 'react';
import {
  DROP_LIMITS,
  type StoreAirdrop,
  type StoreDropView,
  type StoreRaffle,
} from '@mintfront/domain';
import { useBuyText } from './buy-i18n.ts';
import { needsAddress, ShippingFields } from './buy-form.tsx';
import { FlowStatus } from './flow-status.tsx';
import { claimAirdrop, mintDrop, raffleOf, raffleTx } from './launchpad-flow.ts';
import type { CheckoutRequest } from './store-api.ts';
import { formatUnits, parseUnits } from './units.ts';
import { useBuyerSession } from './use-buyer-session.ts';
import { useFlow } from './use-flow.ts';
import { useStore } from './wallet-bar.tsx';

/** The launchpad pages' wallet code, loaded once the page is live (components/use-launchpad-panel.ts). */
export { WalletBar } from './wallet-bar.tsx';

/** What `quantity` tokens of the phase cost after its best bulk discount (as the contract takes it). */
export function mintTotal(drop: StoreDropView, quantity: number): string | null {
  const phase = drop.currentPhase;
  if (!phase) return null;
  const { decimals } = drop.currency;
  const tier = phase.bulkDiscounts
    .filter((d) => quantity >= d.quantity)
    .reduce((best, d) => Math.max(best, d.percent), 0);
  const unit = parseUnits(phase.price, decimals);
  if (unit === null) return null;
  return formatUnits((unit * BigInt(quantity) * BigInt(100 - tier)) / 100n, decimals);
}

/** The drop's mint: how many (up to what is left, the wallet limit and one transaction's most), then the wallet. */
export function DropMint({
  drop,
  onMinted,
}: {
  drop: StoreDropView;
  onMinted: (now: StoreDropView) => void;
}) {
  const t = useBuyText();
  const store = useStore();
  const flow = useFlow();
  const [quantity, setQuantity] = useState(1);
  const [done, setDone] = useState<number | null>(null);
  const most = Math.max(
    1,
    Math.min(
      drop.remaining,
      drop.currentPhase?.claimLimit ?? DROP_LIMITS.maxPerMint,
      DROP_LIMITS.maxPerMint,
    ),
  );
  async function submit(e: FormEvent) {
    e.preventDefault();
    setDone(null);
    const now = await flow.run((onStep) => mintDrop(store, drop, quantity, onStep));
    if (now) {
      setDone(quantity);
      setQuantity(1);
      onMinted(now);
    }
  }
  return (
    <form className="buy-form" onSubmit={(e) => void submit(e)} aria-describedby="drop-mint-status">
      {most > 1 && (
        <>
          <label htmlFor="drop-quantity">{t('quantity')}</label>
          <input
            id="drop-quantity"
            type="number"
            inputMode="numeric"
            min={1}
            max={most}
            step={1}
            value={quantity}
            onChange={(e) =>
              setQuantity(Math.min(most, Math.max(1, Math.floor(Number(e.target.value) || 1))))
            }
          />
        </>
      )}
      <p className="buy-total">
        {t('total')}: {mintTotal(drop, quantity)} {drop.currency.symbol}
      </p>
      <button type="submit" className="button" disabled={flow.busy}>
        {t('mint')}
      </button>
      <FlowStatus
        id="drop-mint"
        flow={flow}
        done={done === null ? null : t('minted', { quantity: done })}
      />
    </form>
  );
}

/** The airdrop's claim: the physical item's fields when it has one, then the wallet. */
export function AirdropClaim({
  airdrop,
  onClaimed,
}: {
  airdrop: StoreAirdrop;
  onClaimed: () => void;
}) {
  const t = useBuyText();
  const store = useStore();
  const flow = useFlow();
  const [material, setMaterial] = useState<NonNullable<CheckoutRequest['material']>>({});
  const [missing, setMissing] = useState(false);
  const [done, setDone] = useState<'confirmed' | 'failed' | null>(null);
  async function submit(e: FormEvent) {
    e.preventDefault();
    const item = airdrop.material;
    if (needsAddress(item, material)) {
      setMissing(true);
      return;
    }
    setMissing(false);
    setDone(null);
    const sent = item ? (material.declined ? { declined: true } : material) : undefined;
    const order = await flow.run((onStep) => claimAirdrop(store, airdrop.id, sent, onStep));
    if (!order) return;
    const ok = order.status === 'confirmed';
    setDone(ok ? 'confirmed' : 'failed');
    if (ok) onClaimed();
  }
  return (
    <form
      className="buy-form"
      onSubmit={(e) => void submit(e)}
      aria-describedby="airdrop-claim-status"
    >
      {airdrop.material && (
        <ShippingFields
          id={`airdrop-${airdrop.id}`}
          item={airdrop.material}
          value={material}
          onChange={setMaterial}
        />
      )}
      {missing && (
        <p className="form-error" role="alert">
          {t('shippingRequired')}
        </p>
      )}
      <button type="submit" className="button" disabled={flow.busy}>
        {t('claim')}
      </button>
      <FlowStatus
        id="airdrop-claim"
        flow={flow}
        done={done === 'confirmed' ? t('airdropClaimed') : done ? t('claimFailed') : null}
      />
    </form>
  );
}

/**
 * The buyer's side of a raffle: their own result (read with their token once signed in), the
 * entry during its window and a winner's claim.
 */
export function RaffleActions({
  raffle,
  onChange,
}: {
  raffle: StoreRaffle;
  onChange: (now: StoreRaffle) => void;
}) {
  const t = useBuyText();
  const store = useStore();
  const session = useBuyerSession(store.subdomain);
  const flow = useFlow();
  const token = session?.token ?? null;
  const { id } = raffle;
  useEffect(() => {
    if (!token) return;
    let live = true;
    raffleOf(store, id, token).then(
      (now) => live && onChange(now),
      () => null,
    );
    return () => {
      live = false;
    };
    // onChange is the page's state setter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store, id, token]);
  const mine = session ? raffle.mine : null;
  const act = (what: 'entries' | 'claim') =>
    void flow
      .run((onStep) => raffleTx(store, id, what, onStep))
      .then((now) => now && onChange(now));

  let said: string | null = null;
  let action: 'entries' | 'claim' | null = null;
  if (!session) {
    said = t('raffleSignIn');
    if (raffle.status === 'Live' && !raffle.drawn) action = 'entries';
  } else if (mine) {
    if (raffle.drawn) {
      if (!mine.entered) said = t('raffleNotEntered');
      else if (!mine.won) said = t('raffleLost');
      else if (mine.claimed) said = t('rafflePrizeClaimed');
      else {
        said = t('raffleWon');
        action = 'claim';
      }
    } else if (mine.entered) said = t('raffleEntered');
    else if (raffle.status === 'Live') action = 'entries';
    else said = t('raffleNotEntered');
  }
  return (
    <div className="buy-form" data-testid="raffle-mine">
      {said && <p className="raffle-result">{said}</p>}
      {action && (
        <button type="button" className="button" disabled={flow.busy} onClick={() => act(action)}>
          {t(action === 'claim' ? 'claimPrize' : 'enterRaffle')}
        </button>
      )}
      <FlowStatus id="raffle" flow={flow} />
    </div>
  );
}
