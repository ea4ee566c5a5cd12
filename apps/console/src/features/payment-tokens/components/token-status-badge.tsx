import { Badge } from 'antd';
import { useTranslation } from 'react-i18next';
import { CURRENCY_STATUS, type CurrencyStatus } from '@mintfront/domain';

/** The text key of each state (1 In Review, 2 Active, 3 Rejected, 4 Inactive). */
export const STATUS_KEY = {
  [CURRENCY_STATUS.inReview]: 'inReview',
  [CURRENCY_STATUS.active]: 'active',
  [CURRENCY_STATUS.rejected]: 'rejected',
  [CURRENCY_STATUS.inactive]: 'inactive',
} as const;
const BADGE = { 1: 'processing', 2: 'success', 3: 'error', 4: 'default' } as const;

/** In Review, Active, Rejected, Inactive (spec doc 2 §4): a dot and text, for the contrast ratio. */
export function TokenStatusBadge({ status, testId }: { status: CurrencyStatus; testId?: string }) {
  const { t } = useTranslation('paymentTokens');
  return (
    <Badge status={BADGE[status]} text={t(`status.${STATUS_KEY[status]}`)} data-testid={testId} />
  );
}
