import { Badge } from 'antd';
import { useTranslation } from 'react-i18next';
import { useUnreadOffers } from '../../../api/sales.ts';

/** The menu's count of unread offers (GET /api/offer/unread); nothing when there are none. */
export function UnreadOffersBadge() {
  const { t } = useTranslation('sales');
  const { data } = useUnreadOffers(true);
  const count = data?.count ?? 0;
  if (count <= 0) return null;
  return (
    <Badge
      count={count}
      size="small"
      style={{ marginInlineStart: 8 }}
      title={t('offers.unread', { count })}
      data-testid="offers-unread"
    />
  );
}
