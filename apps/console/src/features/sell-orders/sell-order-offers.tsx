import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ListPageHeader } from '../../components/list-page-header.tsx';
import { OffersTable } from './components/offers-table.tsx';
import { useSaleViewer } from './components/use-sale-viewer.ts';

/** /SellOrder/offers (spec doc 2 §2): every offer and bid of the store; the owner accepts one. */
export default function SellOrderOffers() {
  const { t } = useTranslation('sales');
  const viewer = useSaleViewer();
  return (
    <Flex vertical gap={16}>
      <ListPageHeader
        title={t('offers.title')}
        intro={<Typography.Paragraph type="secondary">{t('offers.intro')}</Typography.Paragraph>}
      />
      {/* A collaborator accepts offers from the detail of their own sell order. */}
      <OffersTable mayAccept={() => viewer.isOwner} />
    </Flex>
  );
}
