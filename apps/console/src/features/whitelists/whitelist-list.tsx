import { useState } from 'react';
import { Flex, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Whitelist } from '@mintfront/domain';
import { useDeleteWhitelist, useWhitelists } from '../../api/whitelists.ts';
import { ListPageHeader } from '../../components/list-page-header.tsx';
import { ListSearch } from '../../components/resource-table/list-filters.tsx';
import { ResourceTable, useListQuery } from '../../components/resource-table/resource-table.tsx';
import { RowActions } from '../../components/row-actions.tsx';
import { WhitelistFormModal } from './components/whitelist-form-modal.tsx';

const FILTERS = ['search'] as const;

/** Settings → Whitelists: name and number of addresses; create, edit, delete (spec doc 2 §3, §5). */
export default function WhitelistList() {
  const { t } = useTranslation(['whitelists', 'common']);
  const list = useListQuery(FILTERS);
  const { query, set } = list;
  const filter = {
    page: query.page,
    limit: query.limit,
    search: query.search as string | undefined,
  };
  const rows = useWhitelists(filter);
  const remove = useDeleteWhitelist();
  const [editing, setEditing] = useState<Whitelist | 'new' | null>(null);

  const columns: TableColumnsType<Whitelist> = [
    { title: t('columns.name'), key: 'name', dataIndex: 'name' },
    { title: t('columns.num'), dataIndex: 'num', key: 'num' },
    {
      title: t('columns.actions'),
      key: 'actions',
      render: (_, w) => (
        <RowActions
          name={w.name}
          testId="white"
          rowId={w.id}
          edit={() => setEditing(w)}
          remove={{
            confirm: t('deleteConfirm'),
            done: t('deleted'),
            run: () => remove.mutateAsync(w.id),
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
        create={{ label: t('create'), onClick: () => setEditing('new'), testId: 'white-create' }}
      />
      <ResourceTable<Whitelist>
        testId="white-table"
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
        <WhitelistFormModal
          whitelist={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </Flex>
  );
}
