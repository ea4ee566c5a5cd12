import { useTranslation } from 'react-i18next';
import { SaleListPage } from './components/sale-list-page.tsx';

/** SellOrder (spec doc 2 §2): every sell order of the store. */
export default function SellOrderList() {
  const { t } = useTranslation('sales');
  return <SaleListPage title={t('title')} intro={t('intro')} />;
}
