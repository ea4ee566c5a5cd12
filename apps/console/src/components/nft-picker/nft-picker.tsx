import { useState, type Key } from 'react';
import { App, Flex, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_PAGE_SIZE,
  NFT_STATUS,
  NFT_TYPES,
  type Nft,
  type NftRank,
} from '@mintfront/domain';
import { useNfts } from '../../api/nfts.ts';
import { useSession } from '../../api/session.ts';
import { NftThumb } from '../nft-thumb.tsx';
import { NftRankTag, useNftTypeLabel } from '../nft-tags.tsx';
import { ResourceTable } from '../resource-table/resource-table.tsx';
import { NftPickerFilters, PICKER_SORTS, type PickerFilters } from './nft-picker-filters.tsx';

export type NftPickerProps = {
  /** What the caller fixes: the mystery box asks for one rank, a box sale for boxes (`types: '4'`). Status defaults to Off Sale (1), the NFTs that can be sold or boxed. */
  fixed?: { rank?: NftRank; status?: number; types?: string; contract_id?: string };
  selected: Nft[];
  onChange: (selected: Nft[]) => void;
  /** Most NFTs that may be selected; a selection above it is refused with a message. */
  max?: number;
  testId?: string;
};

/** NFTs, never boxes: the interface filter's "all" is ERC-721 and ERC-1155. */
const NFT_INTERFACES = `${NFT_TYPES.erc721},${NFT_TYPES.erc1155}`;

/**
 * The NFT picker (spec doc 1 §2; used by mystery boxes and bulk sell orders): the current
 * user's NFTs only (spec doc 1 §6), with search, collection, interface and category filters,
 * sorting, paging 10/20/50, a rank tag per row and a selection kept across pages and filters.
 */
export function NftPicker({
  fixed = {},
  selected,
  onChange,
  max,
  testId = 'nft-picker',
}: NftPickerProps) {
  const { t } = useTranslation(['nftPicker', 'nfts']);
  const { message } = App.useApp();
  const typeLabel = useNftTypeLabel();
  const me = useSession().uid ?? undefined;
  const [filters, setFilters] = useState<PickerFilters>({ sort: 'newest' });
  const [paging, setPaging] = useState({ page: 1, limit: DEFAULT_PAGE_SIZE });
  const [orderBy, orderDesc] = PICKER_SORTS[filters.sort];
  const result = useNfts(
    {
      ...paging,
      search: filters.search,
      contract_id: fixed.contract_id ?? filters.contract_id,
      type: filters.type,
      types: fixed.types ?? (filters.type ? undefined : NFT_INTERFACES),
      categories: filters.categories,
      order_by: orderBy,
      order_desc: orderDesc,
      creator_id: me,
      status: fixed.status ?? NFT_STATUS.offSale,
      rank: fixed.rank,
    },
    { enabled: Boolean(me) },
  );

  const select = (keys: Key[]) => {
    // Rows of other pages (or ranks) stay selected: they are known from the selection itself.
    const known = new Map([...selected, ...(result.data?.list ?? [])].map((n) => [n.id, n]));
    const next = keys.map((k) => known.get(Number(k))).filter((n): n is Nft => n !== undefined);
    if (max !== undefined && next.length > max) {
      void message.warning(t('tooMany', { max }));
      return;
    }
    onChange(next);
  };

  const columns: TableColumnsType<Nft> = [
    {
      title: t('columns.nft'),
      key: 'nft',
      render: (_, n) => (
        <Flex align="center" gap={8}>
          <NftThumb nft={n} />
          <span>{n.title}</span>
        </Flex>
      ),
    },
    { title: t('columns.rank'), key: 'rank', render: (_, n) => <NftRankTag rank={n.rank} /> },
    { title: t('columns.type'), key: 'type', render: (_, n) => typeLabel(n.type) },
    { title: t('columns.copies'), key: 'copies', dataIndex: 'copies' },
  ];

  return (
    <Flex vertical gap={8} data-testid={testId}>
      <ResourceTable<Nft>
        testId={`${testId}-table`}
        caption={t('caption')}
        columns={columns}
        rowKey="id"
        data={result.data}
        loading={result.isFetching}
        query={paging}
        onPage={(page, limit) => setPaging({ page, limit })}
        rowSelection={{
          selectedRowKeys: selected.map((n) => n.id),
          preserveSelectedRowKeys: true,
          onChange: select,
          getCheckboxProps: (n) => ({ 'aria-label': n.title }),
        }}
        toolbar={
          <NftPickerFilters
            values={filters}
            set={(patch) => {
              setFilters((f) => ({ ...f, ...patch }));
              setPaging((p) => ({ ...p, page: 1 }));
            }}
            testId={testId}
            collectionFixed={fixed.contract_id !== undefined}
          />
        }
      />
      <Typography.Text type="secondary" data-testid={`${testId}-count`}>
        {t('selected', { count: selected.length })}
      </Typography.Text>
      {result.data?.total === 0 && <Typography.Text type="secondary">{t('empty')}</Typography.Text>}
    </Flex>
  );
}
