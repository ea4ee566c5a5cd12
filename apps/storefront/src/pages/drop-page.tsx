// @jsxRuntime automatic
import { useState } from 'react';
import type { StoreDropView } from '@mintfront/domain';
import { formatWhen } from '../buy/sale-state.ts';
import { LaunchpadAction } from '../components/launchpad-action.tsx';
import { useLaunchpadPanel } from '../components/use-launchpad-panel.ts';
import type { TextKey } from '../i18n.ts';
import { useText, useView } from '../view-context.ts';

/** Why nothing can be minted now, or null. */
export function dropBlock(drop: StoreDropView): TextKey | null {
  if (drop.remaining <= 0) return 'soldOutDrop';
  if (!drop.currentPhase) return 'noPhaseNow';
  return null;
}

/** A drop: its phase open now, price, what is left, the wallet limit, and the mint. */
export function DropPage({ drop: rendered }: { drop: StoreDropView }) {
  const t = useText();
  const { store } = useView();
  const panel = useLaunchpadPanel();
  // As rendered by the server, then as the server counts it after a mint here.
  const [drop, setDrop] = useState(rendered);
  const phase = drop.currentPhase;
  const when = (iso: string) => formatWhen(iso, store.language);
  return (
    <article className="nft-page launchpad-page" aria-labelledby="drop-title">
      <div className="launchpad-media">
        {drop.placeholder && (
          <img
            className="launchpad-art"
            src={drop.placeholder}
            alt={t('placeholderOf', { name: drop.name })}
          />
        )}
        {drop.art.length > 0 && (
          <ul className="drop-art" aria-label={t('revealedArt')} data-testid="drop-art">
            {drop.art.map((a) => (
              <li key={a.token_id}>
                {a.image_url && <img src={a.image_url} alt="" loading="lazy" />}
                <span>{t('tokenArt', { token: a.token_id, title: a.title })}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="nft-facts">
        <h1 id="drop-title">{drop.name}</h1>
        <p className="nft-sale" data-testid="drop-status">
          {t(`status_${drop.status}`)}
        </p>
        {drop.description && <p className="nft-text">{drop.description}</p>}
        <dl className="nft-chain" data-testid="drop-facts">
          <dt>{t('currentPhase')}</dt>
          <dd>{phase ? phase.name : t('noPhaseNow')}</dd>
          {phase && (
            <>
              <dt>{t('price')}</dt>
              <dd className="sell-price">
                {phase.price} {drop.currency.symbol}
              </dd>
              <dt>{t('walletLimit')}</dt>
              <dd>{phase.claimLimit ?? t('unlimited')}</dd>
              <dt>{t('ends')}</dt>
              <dd>{when(phase.endAt)}</dd>
            </>
          )}
          <dt>{t('remaining')}</dt>
          <dd>{t('left', { left: drop.remaining, total: drop.total })}</dd>
          {drop.nextPhase && (
            <>
              <dt>{t('nextPhase')}</dt>
              <dd>
                {drop.nextPhase.name} · {when(drop.nextPhase.startAt)}
              </dd>
            </>
          )}
          <dt>{t('revealOn')}</dt>
          <dd>{when(drop.openAt)}</dd>
          {drop.address && (
            <>
              <dt>{t('contract')}</dt>
              <dd className="mono">{drop.address}</dd>
            </>
          )}
        </dl>
        {phase?.whiteId != null && <p className="muted">{t('phaseAllowlist')}</p>}
        {phase?.holding && (
          <p className="muted">
            {t('phaseHolders', { min: phase.holding.minBalance, contract: phase.holding.contract })}
          </p>
        )}
        {phase && phase.bulkDiscounts.length > 0 && (
          <ul className="launchpad-discounts">
            {phase.bulkDiscounts.map((d) => (
              <li key={d.quantity}>{t('bulkDiscount', d)}</li>
            ))}
          </ul>
        )}
        <LaunchpadAction id="drop-mint" label="mint" panel={panel} block={dropBlock(drop)}>
          {(p) => <p.DropMint drop={drop} onMinted={setDrop} />}
        </LaunchpadAction>
      </div>
    </article>
  );
}
