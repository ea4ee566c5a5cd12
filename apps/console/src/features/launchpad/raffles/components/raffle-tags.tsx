import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { EventStatus, RaffleState } from '@mintfront/domain';

const COLORS: Record<EventStatus, string> = {
  Selecting: 'blue',
  Live: 'green',
  Ended: 'default',
  Cancelled: 'red',
};

/** spec doc 2 §4 event status: Selecting, Live, Ended (and the launchpad's Cancelled). */
export function RaffleStatusTag({ status }: { status: EventStatus }) {
  const { t } = useTranslation('raffles');
  return <Tag color={COLORS[status]}>{t(`status.${status}`)}</Tag>;
}

/** Where the raffle is on chain (deploying, drawing, …): said beside the status while it moves. */
export function RaffleStateText({ state }: { state: RaffleState }) {
  const { t } = useTranslation('raffles');
  return <span>{t(`state.${state}`)}</span>;
}
