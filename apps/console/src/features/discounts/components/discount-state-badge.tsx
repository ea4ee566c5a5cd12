import { Badge } from 'antd';
import { useTranslation } from 'react-i18next';
import { DISCOUNT_STATE, type DiscountState } from '@mintfront/domain';

const STATUS = {
  [DISCOUNT_STATE.active]: 'success',
  [DISCOUNT_STATE.scheduled]: 'processing',
  [DISCOUNT_STATE.expired]: 'default',
} as const;
/** The text key of each state (1 Active, 2 Scheduled, 3 Expired). */
export const STATE_KEY = {
  [DISCOUNT_STATE.active]: 'active',
  [DISCOUNT_STATE.scheduled]: 'scheduled',
  [DISCOUNT_STATE.expired]: 'expired',
} as const;

/** Active, Scheduled, Expired (spec doc 2 §4): a dot and text, for the contrast ratio. */
export function DiscountStateBadge({ state }: { state: DiscountState }) {
  const { t } = useTranslation('discounts');
  return (
    <Badge
      status={STATUS[state]}
      text={t(`state.${STATE_KEY[state]}`)}
      data-testid="discount-state"
    />
  );
}
