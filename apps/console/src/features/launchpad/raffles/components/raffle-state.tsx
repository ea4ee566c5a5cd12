import { useTranslation } from 'react-i18next';
import type { RaffleState } from '@mintfront/domain';

/** Where the raffle is on chain (deploying, drawing, …): said beside the status while it moves. */
export function RaffleStateText({ state }: { state: RaffleState }) {
  const { t } = useTranslation('raffles');
  return <span>{t(`state.${state}`)}</span>;
}
