// @jsxRuntime automatic
import { useState } from 'react';
import type { StoreRaffle } from '@mintfront/domain';
import { formatWhen } from '../buy/sale-state.ts';
import { LaunchpadAction } from '../components/launchpad-action.tsx';
import { useLaunchpadPanel } from '../components/use-launchpad-panel.ts';
import type { TextKey } from '../i18n.ts';
import { useText, useView } from '../view-context.ts';

/** Why there is nothing to do with the raffle at all, or null (entering, the result, the claim). */
export function raffleBlock(raffle: StoreRaffle): TextKey | null {
  if (raffle.status === 'Selecting') return 'notStarted';
  if (raffle.status === 'Cancelled') return 'status_Cancelled';
  return null;
}

/**
 * A raffle: its window, winners and the commitment anyone can check the draw against; entering
 * during the window, the result after the draw (the winners and the seed) and a winner's claim.
 */
export function RafflePage({ raffle: rendered }: { raffle: StoreRaffle }) {
  const t = useText();
  const { store } = useView();
  const panel = useLaunchpadPanel();
  const [raffle, setRaffle] = useState(rendered);
  const when = (iso: string) => formatWhen(iso, store.language);
  return (
    <article className="nft-page launchpad-page" aria-labelledby="raffle-title">
      <div className="launchpad-media">
        <img className="launchpad-art" src={raffle.preview_url} alt={raffle.name} />
      </div>
      <div className="nft-facts">
        <h1 id="raffle-title">{raffle.name}</h1>
        <p className="nft-sale">{t(`status_${raffle.status}`)}</p>
        {raffle.description && <p className="nft-text">{raffle.description}</p>}
        <dl className="nft-chain" data-testid="raffle-facts">
          <dt>{t('starts')}</dt>
          <dd>{when(raffle.start_date)}</dd>
          <dt>{t('ends')}</dt>
          <dd>{when(raffle.end_date)}</dd>
          <dt>{t('winnersCount')}</dt>
          <dd>{raffle.winners}</dd>
          <dt>{t('entries')}</dt>
          <dd>{raffle.entries}</dd>
          <dt>{t('commitment')}</dt>
          <dd className="mono">{raffle.commitment}</dd>
          {raffle.seed && (
            <>
              <dt>{t('seed')}</dt>
              <dd className="mono">{raffle.seed}</dd>
            </>
          )}
        </dl>
        {raffle.drawn ? (
          <section aria-labelledby="raffle-winners">
            <h2 id="raffle-winners">{t('winnerList')}</h2>
            <ul className="mono" data-testid="raffle-winners">
              {raffle.winner_list.map((w) => (
                <li key={w}>{w}</li>
              ))}
            </ul>
          </section>
        ) : (
          raffle.status === 'Ended' && <p className="muted">{t('raffleNotDrawn')}</p>
        )}
        <LaunchpadAction
          id="raffle-action"
          label="enterRaffle"
          panel={panel}
          block={raffleBlock(raffle)}
        >
          {(p) => <p.RaffleActions raffle={raffle} onChange={setRaffle} />}
        </LaunchpadAction>
      </div>
    </article>
  );
}
