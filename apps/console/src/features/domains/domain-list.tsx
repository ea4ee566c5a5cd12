import { Card, Empty, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDomains } from '../../api/domains.ts';
import { ListPageHeader } from '../../components/list-page-header.tsx';
import { PageLoader } from '../../components/page-loader.tsx';
import { DomainAddForm } from './components/domain-add-form.tsx';
import { DomainCard } from './components/domain-card.tsx';

/** Appearance → Domain (spec doc 2 §3 Domain, §4: valid within 72 hours): the store's own domains. */
export default function DomainList() {
  const { t } = useTranslation('domains');
  const { data, isPending } = useDomains();
  return (
    <Flex vertical gap={16} style={{ maxWidth: 960 }}>
      <ListPageHeader title={t('title')} intro={t('intro')} />
      <Card>
        <DomainAddForm />
      </Card>
      {isPending ? (
        <PageLoader />
      ) : data && data.list.length > 0 ? (
        data.list.map((d) => <DomainCard key={d.id} domain={d} />)
      ) : (
        <Empty description={<Typography.Text>{t('empty')}</Typography.Text>} />
      )}
    </Flex>
  );
}
