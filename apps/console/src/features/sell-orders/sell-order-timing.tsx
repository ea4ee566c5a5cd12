import { SALE_TYPE } from '@mintfront/domain';
import { useTranslation } from 'react-i18next';
import { SaleListPage } from './components/sale-list-page.tsx';

/** timing / tipaimai (spec doc 2 §2): the timed sales area, the sell orders of type 3. */
export default function SellOrderTiming() {
  const { t } = useTranslation('sales');
  return (
    <SaleListPage fixedType={SALE_TYPE.timed} title={t('timing.title')} intro={t('timing.intro')} />
  );
}
