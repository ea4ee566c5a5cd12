import { Badge, type BadgeProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DropStatusName, EventStatus } from '@mintfront/domain';

type Status = DropStatusName | EventStatus;

/**
 * Spec doc 2 §4 names the event statuses Selecting, Live, Ended: a drop's Upcoming (the server's
 * word for "before its first phase") shows as Selecting, like an airdrop before its start.
 */
const WORD: Record<Status, 'Selecting' | 'Live' | 'Ended' | 'Cancelled' | 'Processing' | 'Failed'> =
  {
    Selecting: 'Selecting',
    Upcoming: 'Selecting',
    Live: 'Live',
    Ended: 'Ended',
    Cancelled: 'Cancelled',
    Processing: 'Processing',
    Failed: 'Failed',
  };
const DOT: Record<Status, NonNullable<BadgeProps['status']>> = {
  Selecting: 'processing',
  Upcoming: 'processing',
  Live: 'success',
  Ended: 'default',
  Cancelled: 'default',
  Processing: 'warning',
  Failed: 'error',
};

/** The status label of a spec doc 2 §4 status (or the launchpad's own). */
export function useStatusLabel() {
  const { t } = useTranslation('launchpad');
  return (status: Status) => t(`status.${WORD[status]}`);
}

export function LaunchpadStatus({ status, testId }: { status: Status; testId?: string }) {
  const label = useStatusLabel();
  // A dot and plain text: the preset Tag colours miss the contrast ratio (axe color-contrast).
  return <Badge status={DOT[status]} text={label(status)} data-testid={testId} />;
}
