import { Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { NftOwner } from '@mintfront/domain';
import { useNftOwners } from '../../../api/nfts.ts';
import {
  ResourceTable,
  type ListQuery,
} from '../../../components/resource-table/resource-table.tsx';

type Props = {
  id: number;
  minted: number;
  query: ListQuery;
  onPage: (page: number, limit: number) => void;
  testId?: string;
};

/** GET /api/token/owner/{id}: the wallets holding the NFT and how many, paged (detail tab and /TotalOwner). */
export function NftOwnerTable({ id, minted, query, onPage, testId = 'nft-owners' }: Props) {
  const { t } = useTranslation('nfts');
  const { data, isFetching } = useNftOwners(id, { page: query.page, limit: query.limit });
  const columns: TableColumnsType<NftOwner> = [
    {
      title: t('owners.address'),
      key: 'address',
      render: (_, o) => (
        <Typography.Text
          code
          copyable={{ text: o.address, tooltips: [t('detail.copy'), t('detail.copied')] }}
          style={{ wordBreak: 'break-all' }}
        >
          {o.address}
        </Typography.Text>
      ),
    },
    { title: t('owners.quantity'), key: 'quantity', dataIndex: 'quantity', align: 'right' },
    {
      title: t('owners.share'),
      key: 'share',
      align: 'right',
      render: (_, o) => (minted > 0 ? `${((o.quantity / minted) * 100).toFixed(2)}%` : t('none')),
    },
  ];
  return (
    <ResourceTable<NftOwner>
      testId={testId}
      caption={t('owners.caption')}
      columns={columns}
      rowKey="address"
      data={data}
      loading={isFetching}
      query={query}
      onPage={onPage}
    />
  );
}
