import { useState } from 'react';
import { App, Button, Flex, Input, Popconfirm, Space, Typography, type TableColumnsType } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Whitelist } from '@mintfront/domain';
import { useDeleteWhitelist, useWhitelists } from '../../api/whitelists.ts';
import { ResourceTable, useListQuery } from '../../components/resource-table/resource-table.tsx';
import { WhitelistFormModal } from './components/whitelist-form-modal.tsx';

const FILTERS = ['search'] as const;

/** Settings → Whitelists: name and number of addresses; create, edit, delete (spec doc 2 §3, §5). */
export default function WhitelistList() {
  const { t } = useTranslation(['whitelists', 'common']);
  const { message } = App.useApp();
  const { query, set } = useListQuery(FILTERS);
  const filter = { page: query.page, limit: query.limit, search: query.search as string | undefined };
  const { data, isFetching } = useWhitelists(filter);
  const remove = useDeleteWhitelist();
  const [editing, setEditing] = useState<Whitelist | 'new' | null>(null);

  const columns: TableColumnsType<Whitelist> = [
    {
      title: t('columns.name'),
      key: 'name',
      dataIndex: 'name',
    },
    { title: t('columns.num'), dataIndex: 'num', key: 'num' },
    {
      title: t('columns.actions'),
      key: 'actions',
      render: (_, g) => (
        <Space>
          <Button size="small" icon={<EditOutlined />} onClick={() => setEditing(g)} aria-label={`${t('edit')} ${g.name}`} data-testid={`white-edit-${g.id}`}>{t('edit')}</Button>
          <Popconfirm
            title={t('deleteConfirm')}
            okText={t('delete')}
            cancelText={t('common:cancel')}
            onConfirm={() => remove.mutateAsync(g.id).then(() => void message.success(t('deleted')))}
          >
            <Button size="small" danger icon={<DeleteOutlined />} aria-label={`${t('delete')} ${g.name}`} data-testid={`white-delete-${g.id}`}>{t('delete')}</Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center">
        <Typography.Title level={1} className="page-title" style={{ fontSize: 24, margin: 0 }}>{t('title')}</Typography.Title>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="white-create">{t('create')}</Button>
      </Flex>
      <Typography.Paragraph style={{ margin: 0 }}>{t('intro')}</Typography.Paragraph>
      <ResourceTable<Whitelist>
        testId="white-table"
        caption={t('caption')}
        columns={columns}
        rowKey="id"
        data={data}
        loading={isFetching}
        query={query}
        onPage={(page, limit) => set({ page, limit })}
        toolbar={
          <Input.Search allowClear defaultValue={filter.search} placeholder={t('search')} aria-label={t('search')} onSearch={(search) => set({ search })} style={{ width: 240 }} />
        }
      />
      {editing && <WhitelistFormModal whitelist={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </Flex>
  );
}
