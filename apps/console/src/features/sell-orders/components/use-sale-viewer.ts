import { useTranslation } from 'react-i18next';
import type { SaleDetail } from '@mintfront/domain';
import { useSession } from '../../../api/session.ts';
import { useShopInfo } from '../../../api/shops.ts';
import { statusWordOf } from './sale-tags.tsx';

/**
 * Who looks at sell orders and what they may do with one (spec doc 2 §4, §6): cancel only an
 * Active one, and a collaborator only their own. The server refuses the rest (40056, E62);
 * the console hides what would be refused.
 */
export function useSaleViewer() {
  const { t } = useTranslation('sales');
  const { data: shop } = useShopInfo();
  const me = Number(useSession().uid);
  const isOwner = shop?.isOwner ?? false;
  return {
    me,
    isOwner,
    creatorName: (sale: SaleDetail) => {
      const id = sale.userInfo?.id;
      if (id === me) return t('you');
      return sale.userInfo?.name || sale.userInfo?.email || t('member', { id: id ?? '?' });
    },
    mayCancel: (sale: SaleDetail) =>
      statusWordOf(sale.status) === 'Active' && (isOwner || sale.userInfo?.id === me),
  };
}

export type SaleViewer = ReturnType<typeof useSaleViewer>;
