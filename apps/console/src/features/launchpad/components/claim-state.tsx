import { Badge, type BadgeProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AirdropClaim } from '@mintfront/domain';

type State = AirdropClaim['status'];
const DOT: Record<State, NonNullable<BadgeProps['status']>> = {
  pending: 'processing',
  confirmed: 'success',
  failed: 'error',
  expired: 'default',
  cancelled: 'default',
};

/** A claim's outcome: its transaction pending, confirmed by the chain, failed, expired or cancelled. */
export function ClaimState({ state }: { state: State }) {
  const { t } = useTranslation('launchpad');
  // A dot and plain text: the preset Tag colours miss the contrast ratio (axe color-contrast).
  return <Badge status={DOT[state]} text={t(`claims.state.${state}`)} />;
}

/** A transaction hash, shortened, with the whole hash as its title. */
export function shortHash(hash: string | null) {
  return hash ? <code title={hash}>{`${hash.slice(0, 10)}…${hash.slice(-6)}`}</code> : '—';
}
