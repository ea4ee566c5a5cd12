// @jsxRuntime automatic
import { useState } from 'react';
import type { StoreAirdrop } from '@mintfront/domain';
import { formatWhen } from '../buy/sale-state.ts';
import { LaunchpadAction } from '../components/launchpad-action.tsx';
import { useLaunchpadPanel } from '../components/use-launchpad-panel.ts';
import type { TextKey } from '../i18n.ts';
import { useText, useView } from '../view-context.ts';

/** Why the airdrop cannot be claimed now, or null. */
export function airdropBlock(airdrop: StoreAirdrop): TextKey | null {
  if (airdrop.status === 'Selecting') return 'notStarted';
  if (airdrop.status !== 'Live') return `status_${airdrop.status}`;
  if (airdrop.claimed >= airdrop.total) return 'claimedOut';
  return null;
}

/** An airdrop's claim page: what it gives, its window and limit, and the claim. */
export function AirdropPage({ airdrop: rendered }: { airdrop: StoreAirdrop }) {
  const t = useText();
  const { store } = useView();
  const panel = useLaunchpadPanel();
  const [airdrop, setAirdrop] = useState(rendered);
  const when = (iso: string) => formatWhen(iso, store.language);
  return (
    <article className="nft-page launchpad-page" aria-labelledby="airdrop-title">
      <div className="launchpad-media">
        <img className="launchpad-art" src={airdrop.preview_url} alt={airdrop.name} />
      </div>
      <div className="nft-facts">
        <h1 id="airdrop-title">{airdrop.name}</h1>
        <p className="nft-sale">{t(`status_${airdrop.status}`)}</p>
        {airdrop.description && <p className="nft-text">{airdrop.description}</p>}
        <dl className="nft-chain" data-testid="airdrop-facts">
          <dt>{t('starts')}</dt>
          <dd>{when(airdrop.start_date)}</dd>
          <dt>{t('ends')}</dt>
          <dd>{when(airdrop.end_date)}</dd>
          <dt>{t('claimLimit')}</dt>
          <dd>{airdrop.claim_limit}</dd>
          <dt>{t('quantity')}</dt>
          <dd>{t('claimedOf', { claimed: airdrop.claimed, total: airdrop.total })}</dd>
        </dl>
        {airdrop.whitelisted_only && <p className="muted">{t('whitelistOnly')}</p>}
        <LaunchpadAction
          id="airdrop-claim"
          label="claim"
          panel={panel}
          block={airdropBlock(airdrop)}
        >
          {(p) => (
            <p.AirdropClaim
              airdrop={airdrop}
              onClaimed={() => setAirdrop((a) => ({ ...a, claimed: a.claimed + 1 }))}
            />
          )}
        </LaunchpadAction>
      </div>
    </article>
  );
}
