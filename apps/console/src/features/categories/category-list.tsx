import { useState } from 'react';
import { Alert, Badge, Flex, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import type { Category } from '@mintfront/domain';
import { useCategories } from '../../api/categories.ts';
import { useShopInfo } from '../../api/shops.ts';
import { ListPageHeader, type CreateAction } from '../../components/list-page-header.tsx';
import { ListThumbnail } from '../../components/list-thumbnail.tsx';
import { ListSearch, ListSelect } from '../../components/resource-table/list-filters.tsx';
import { ResourceTable, useListQuery } from '../../components/resource-table/resource-table.tsx';
import { RowActions } from '../../components/row-actions.tsx';
import { CategoryFormModal } from './components/category-form-modal.tsx';

const FILTERS = ['status', 'type', 'search'] as const;

/** Settings → Categories: the shop's categories, paged, with create and edit (spec doc 1 §3 Category). */
export default function CategoryList() {
  const { t } = useTranslation('categories');
  const { data: shop } = useShopInfo();
  const list = useListQuery(FILTERS);
  const { query, set } = list;
  const filter = {
    page: query.page,
    limit: query.limit,
    status: query.status as string | undefined,
    type: query.type as string | undefined,
    search: query.search as string | undefined,
  };
  const rows = useCategories(filter);
  const [editing, setEditing] = useState<Category | 'new' | null>(null);
  const canEdit = shop?.isOwner === true;

  const columns: TableColumnsType<Category> = [
    {
      title: t('columns.icon'),
      key: 'icon',
      width: 72,
      render: (_, c) => (
        <ListThumbnail path={c.icon} thumbnail={c.iconThumbnail} alt={c.name} empty={t('noIcon')} />
      ),
    },
    { title: t('columns.name'), dataIndex: 'name', key: 'name' },
    { title: t('columns.type'), key: 'type', render: (_, c) => t(`type.${c.type}`) },
    {
      title: t('columns.status'),
      key: 'status',
      // A dot and plain text: the preset Tag colours miss the contrast ratio (axe color-contrast).
      render: (_, c) => (
        <Badge
          status={c.status === 1 ? 'success' : 'default'}
          text={t(c.status === 1 ? 'status.enabled' : 'status.disabled')}
        />
      ),
    },
    {
      title: t('columns.createdAt'),
      key: 'createdAt',
      render: (_, c) => dayjs(c.createdAt).format('YYYY/MM/DD'),
    },
    ...(canEdit
      ? [
          {
            title: t('columns.actions'),
            key: 'actions',
            render: (_: unknown, c: Category) => (
              <RowActions
                name={c.name}
                testId="category"
                rowId={c.classificationId}
                edit={() => setEditing(c)}
              />
            ),
          },
        ]
      : []),
  ];

  const all = t('filters.all');
  const create: CreateAction | undefined = canEdit
    ? { label: t('create'), onClick: () => setEditing('new'), testId: 'category-create' }
    : undefined;

  return (
    <Flex vertical gap={16}>
      <ListPageHeader title={t('title')} intro={t('intro')} create={create} />
      {shop && !canEdit && <Alert type="info" showIcon message={t('ownerOnly')} />}
      <ResourceTable<Category>
        testId="category-table"
        empty={{ create }}
        caption={t('caption')}
        columns={columns}
        rowKey="classificationId"
        source={rows}
        list={list}
        toolbar={
          <>
            <ListSearch
              value={filter.search}
              label={t('filters.search')}
              onSearch={(search) => set({ search })}
              testId="category-search"
            />
            <ListSelect
              label={t('filters.status')}
              value={filter.status}
              onChange={(status) => set({ status })}
              all={all}
              options={[
                { value: '1', label: t('status.enabled') },
                { value: '0', label: t('status.disabled') },
              ]}
            />
            <ListSelect
              label={t('filters.type')}
              value={filter.type}
              onChange={(type) => set({ type })}
              all={all}
              options={[
                { value: 'default', label: t('type.default') },
                { value: 'customized', label: t('type.customized') },
              ]}
            />
          </>
        }
      />
      {editing && (
        <CategoryFormModal
          category={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </Flex>
  );
}
