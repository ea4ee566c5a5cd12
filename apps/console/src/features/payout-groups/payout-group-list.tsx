import { useState } from 'react';
import { Flex, Space, Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PayoutGroup } from '@mintfront/domain';
import { useDeletePayoutGroup, usePayoutGroups } from '../../api/payout-groups.ts';
import { ListPageHeader } from '../../components/list-page-header.tsx';
import { ListSearch } from '../../components/resource-table/list-filters.tsx';
import { ResourceTable, useListQuery } from '../../components/resource-table/resource-table.tsx';
import { RowActions } from '../../components/row-actions.tsx';
import { PayoutGroupFormModal } from './components/payout-group-form-modal.tsx';

const FILTERS = ['search'] as const;

/** Settings → Payout groups: name, payees count, default tag; create, edit, delete (spec doc 2 §3, §5). */
export default function PayoutGroupList() {
  const { t } = useTranslation(['payoutGroups', 'common']);
  const list = useListQuery(FILTERS);
  const { query, set } = list;
  const filter = {
    page: query.page,
    limit: query.limit,
    search: query.search as string | undefined,
  };
  const rows = usePayoutGroups(filter);
  const remove = useDeletePayoutGroup();
  const [editing, setEditing] = useState<PayoutGroup | 'new' | null>(null);

  const columns: TableColumnsType<PayoutGroup> = [
    {
      title: t('columns.name'),
      key: 'name',
      render: (_, g) => (
        <Space>
          {g.name}
          {g.isDefault && (
            <Tag color="blue" data-testid={`payout-default-${g.id}`}>
              {t('default')}
            </Tag>
          )}
        </Space>
      ),
    },
    { title: t('columns.payees'), key: 'payees', render: (_, g) => g.payees.length },
    {
      title: t('columns.actions'),
      key: 'actions',
      render: (_, g) => (
        <RowActions
          name={g.name}
          testId="payout"
          rowId={g.id}
          edit={() => setEditing(g)}
          remove={{
            confirm: t('deleteConfirm'),
            done: t('deleted'),
            run: () => remove.mutateAsync(g.id),
          }}
        />
      ),
    },
  ];

  return (
    <Flex vertical gap={16}>
      <ListPageHeader
        title={t('title')}
        intro={t('intro')}
        create={{ label: t('create'), onClick: () => setEditing('new'), testId: 'payout-create' }}
      />
      <ResourceTable<PayoutGroup>
        testId="payout-table"
        caption={t('caption')}
        columns={columns}
        rowKey="id"
        source={rows}
        list={list}
        toolbar={
          <ListSearch
            value={filter.search}
            label={t('search')}
            onSearch={(search) => set({ search })}
          />
        }
      />
      {editing && (
        <PayoutGroupFormModal
          group={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </Flex>
  );
}
