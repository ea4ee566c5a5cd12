import { useState } from 'react';
import { Button, Flex } from 'antd';
import { AppstoreAddOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Nft } from '@mintfront/domain';
import { useNftFilters } from '../../api/categories.ts';
import { useCollectionNames } from '../../api/collections.ts';
import { useNfts } from '../../api/nfts.ts';
import { ListPageHeader, type CreateAction } from '../../components/list-page-header.tsx';
import { ResourceTable, useListQuery } from '../../components/resource-table/resource-table.tsx';
import {
  NFT_DEFAULT_COLUMNS,
  NFT_FIXED_COLUMNS,
  useNftColumns,
} from './components/nft-columns.tsx';
import { NftBatchBar } from './components/nft-batch-bar.tsx';
import { NFT_LIST_FILTERS, NftListFilters } from './components/nft-list-filters.tsx';
import { useNftViewer } from './components/use-nft-viewer.ts';

/** NFT/CreatedNFT (spec doc 1 §2): the store's NFTs with filters, sorting, chosen columns and batch actions. */
export default function NftList() {
  const { t } = useTranslation('nfts');
  const navigate = useNavigate();
  const viewer = useNftViewer();
  const list = useListQuery(NFT_LIST_FILTERS);
  const { query, set } = list;
  const values = Object.fromEntries(
    NFT_LIST_FILTERS.map((k) => [k, query[k] as string | undefined]),
  );
  const rows = useNfts({
    page: query.page,
    limit: query.limit,
    search: values.search,
    status: values.status,
    contract_id: values.contract_id,
    type: values.type,
    categories: values.categories,
    creator_id: values.mine === '1' && viewer.me ? viewer.me : undefined,
    order_by: values.order_by,
    order_desc: values.order_desc === undefined ? undefined : values.order_desc === 'true',
  });
  const { data: filters } = useNftFilters();
  const collections = useCollectionNames(
    (rows.data?.list ?? []).map((n) => n.contract_id),
    viewer.canViewCollections,
  );
  const categories = new Map((filters?.categories ?? []).map((c) => [c.classificationId, c.name]));
  const columns = useNftColumns(viewer, { collections, categories });
  // Kept across pages: the rows' statuses decide what approve and reject act on.
  const [selected, setSelected] = useState<Map<number, Nft>>(new Map());

  const create: CreateAction = {
    label: t('create'),
    onClick: () => void navigate('/single'),
    testId: 'nft-create',
  };

  return (
    <Flex vertical gap={16}>
      <ListPageHeader
        title={t('title')}
        intro={t('intro')}
        create={create}
        actions={
          <Button
            icon={<AppstoreAddOutlined />}
            onClick={() => void navigate('/multiple')}
            data-testid="nft-bulk-create"
          >
            {t('bulkCreate')}
          </Button>
        }
      />
      {selected.size > 0 && (
        <NftBatchBar
          selected={[...selected.values()]}
          isOwner={viewer.isOwner}
          onDone={() => setSelected(new Map())}
        />
      )}
      <ResourceTable<Nft>
        testId="nft-table"
        empty={{ create }}
        caption={t('caption')}
        columns={columns}
        rowKey="id"
        source={rows}
        list={list}
        defaultSort={{ key: 'created_at', desc: true }}
        columnChooser={{
          storageKey: 'nfts',
          initial: NFT_DEFAULT_COLUMNS,
          fixed: NFT_FIXED_COLUMNS,
        }}
        onRowClick={(n) => void navigate(`/specifics?id=${n.id}`)}
        rowSelection={{
          selectedRowKeys: [...selected.keys()],
          preserveSelectedRowKeys: true,
          onChange: (keys, picked) => {
            const byId = new Map(picked.filter(Boolean).map((n) => [n.id, n]));
            setSelected(
              (before) =>
                new Map(
                  keys.flatMap((k): [number, Nft][] => {
                    const n = byId.get(Number(k)) ?? before.get(Number(k));
                    return n ? [[n.id, n]] : [];
                  }),
                ),
            );
          },
          getCheckboxProps: (n) => ({ 'aria-label': n.title }) as Record<string, string>,
        }}
        toolbar={
          <NftListFilters
            values={values}
            set={set}
            canViewCollections={viewer.canViewCollections}
          />
        }
      />
    </Flex>
  );
}
