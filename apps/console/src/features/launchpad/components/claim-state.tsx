import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AirdropClaim } from '@mintfront/domain';

type State = AirdropClaim['status'];
const COLOR: Record<State, string> = {
  pending: 'gold',
  confirmed: 'green',
  failed: 'red',
  expired: 'default',
  cancelled: 'default',
};

/** A claim's outcome: its transaction pending, confirmed by the chain, failed, expired or cancelled. */
export function ClaimState({ state }: { state: State }) {
  const { t } = useTranslation('launchpad');
  return <Tag color={COLOR[state]}>{t(`claims.state.${state}`)}</Tag>;
}

/** A transaction hash, shortened, with the whole hash as its title. */
export function shortHash(hash: string | null) {
  return hash ? <code title={hash}>{`${hash.slice(0, 10)}…${hash.slice(-6)}`}</code> : '—';
}
