import { useState } from 'react';
import { Button, Flex, type TableColumnsType } from 'antd';
import { ImportOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { MASK, hasPermission, type ChainKey, type Collection } from '@mintfront/domain';
import { useCollections } from '../../api/collections.ts';
import { useShopInfo } from '../../api/shops.ts';
import { ListPageHeader, type CreateAction } from '../../components/list-page-header.tsx';
import { ListThumbnail } from '../../components/list-thumbnail.tsx';
import { ListSearch, ListSelect } from '../../components/resource-table/list-filters.tsx';
import { ResourceTable, useListQuery } from '../../components/resource-table/resource-table.tsx';
import { CollectionStatusBadge } from './components/collection-status-badge.tsx';
import { ImportCollectionDialog } from './components/import-collection-dialog.tsx';
import { SOURCE_KEY, STATUS_KEY, TYPE_KEY } from './components/labels.ts';

const FILTERS = ['type', 'status', 'source', 'search'] as const;

/** Collection (spec doc 1 §2, §3): the shop's collections, paged, with create and import. */
export default function CollectionList() {
  const { t } = useTranslation('collections');
  const navigate = useNavigate();
  const { data: shop } = useShopInfo();
  const list = useListQuery(FILTERS);
  const { query, set } = list;
  const str = (k: string) => query[k] as string | undefined;
  const filter = {
    page: query.page,
    limit: query.limit,
    type: str('type'),
    status: str('status'),
    source: str('source'),
    search: str('search'),
  };
  const rows = useCollections(filter);
  const [importing, setImporting] = useState(false);
  const canChange = shop ? hasPermission(shop.allows, MASK.collectionChange) : false;

  const columns: TableColumnsType<Collection> = [
    {
      title: t('columns.logo'),
      key: 'logo',
      width: 72,
      render: (_, c) => (
        <ListThumbnail
          path={c.icon}
          thumbnail={c.icon_thumbnail}
          alt={c.name}
          empty={t('noLogo')}
        />
      ),
    },
    {
      title: t('columns.name'),
      key: 'name',
      render: (_, c) => <Link to={`/Collection/CollectionDetail/${c.id}`}>{c.name}</Link>,
    },
    { title: t('columns.title'), dataIndex: 'title', key: 'title' },
    { title: t('columns.symbol'), dataIndex: 'symbol', key: 'symbol' },
    { title: t('columns.type'), key: 'type', render: (_, c) => t(`type.${TYPE_KEY[c.type]}`) },
    {
      title: t('columns.status'),
      key: 'status',
      render: (_, c) => (
        <CollectionStatusBadge status={c.status} testId={`collection-status-${c.id}`} />
      ),
    },
    {
      title: t('columns.source'),
      key: 'source',
      render: (_, c) => t(`source.${SOURCE_KEY[c.source]}`),
    },
  ];

  const all = t('filters.all');
  const create: CreateAction | undefined = canChange
    ? {
        label: t('create'),
        onClick: () => void navigate('/Collection/CreatCollection'),
        testId: 'collection-create',
      }
    : undefined;

  return (
    <Flex vertical gap={16}>
      <ListPageHeader
        title={t('title')}
        intro={t('intro')}
        create={create}
        actions={
          canChange && (
            <Button
              icon={<ImportOutlined />}
              onClick={() => setImporting(true)}
              data-testid="collection-import"
            >
              {t('import')}
            </Button>
          )
        }
      />
      <ResourceTable<Collection>
        testId="collection-table"
        empty={{ create }}
        caption={t('caption')}
        columns={columns}
        rowKey="id"
        source={rows}
        list={list}
        toolbar={
          <>
            <ListSearch
              value={filter.search}
              label={t('filters.search')}
              onSearch={(search) => set({ search })}
            />
            <ListSelect
              label={t('filters.type')}
              value={filter.type}
              onChange={(type) => set({ type })}
              all={all}
              width={140}
              options={[
                { value: '1', label: t('type.erc721') },
                { value: '2', label: t('type.erc1155') },
              ]}
            />
            <ListSelect
              label={t('filters.status')}
              value={filter.status}
              onChange={(status) => set({ status })}
              all={all}
              options={([0, 1, 2, 3] as const).map((s) => ({
                value: String(s),
                label: t(`status.${STATUS_KEY[s]}`),
              }))}
            />
            <ListSelect
              label={t('filters.source')}
              value={filter.source}
              onChange={(source) => set({ source })}
              all={all}
              width={140}
              options={[
                { value: '0', label: t('source.created') },
                { value: '1', label: t('source.imported') },
              ]}
            />
          </>
        }
      />
      {importing && shop && (
        <ImportCollectionDialog
          chain={shop.chain as ChainKey}
          onClose={() => setImporting(false)}
        />
      )}
    </Flex>
  );
}
