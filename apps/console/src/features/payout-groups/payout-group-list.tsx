import { useState } from 'react';
import { App, Button, Flex, Input, Popconfirm, Space, Tag, Typography, type TableColumnsType } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { PayoutGroup } from '@mintfront/domain';
import { useDeletePayoutGroup, usePayoutGroups } from '../../api/payout-groups.ts';
import { ResourceTable, useListQuery } from '../../components/resource-table/resource-table.tsx';
import { PayoutGroupFormModal } from './components/payout-group-form-modal.tsx';

const FILTERS = ['search'] as const;

/** Settings → Payout groups: name, payees count, default tag; create, edit, delete (spec doc 2 §3, §5). */
export default function PayoutGroupList() {
  const { t } = useTranslation(['payoutGroups', 'common']);
  const { message } = App.useApp();
  const { query, set } = useListQuery(FILTERS);
  const filter = { page: query.page, limit: query.limit, search: query.search as string | undefined };
  const { data, isFetching } = usePayoutGroups(filter);
  const remove = useDeletePayoutGroup();
  const [editing, setEditing] = useState<PayoutGroup | 'new' | null>(null);

  const columns: TableColumnsType<PayoutGroup> = [
    {
      title: t('columns.name'),
      key: 'name',
      render: (_, g) => (
        <Space>
          {g.name}
          {g.isDefault && <Tag color="blue" data-testid={`payout-default-${g.id}`}>{t('default')}</Tag>}
        </Space>
      ),
    },
    { title: t('columns.payees'), key: 'payees', render: (_, g) => g.payees.length },
    {
      title: t('columns.actions'),
      key: 'actions',
      render: (_, g) => (
        <Space>
          <Button size="small" icon={<EditOutlined />} onClick={() => setEditing(g)} aria-label={`${t('edit')} ${g.name}`} data-testid={`payout-edit-${g.id}`}>{t('edit')}</Button>
          <Popconfirm
            title={t('deleteConfirm')}
            okText={t('delete')}
            cancelText={t('common:cancel')}
            onConfirm={() => remove.mutateAsync(g.id).then(() => void message.success(t('deleted')))}
          >
            <Button size="small" danger icon={<DeleteOutlined />} aria-label={`${t('delete')} ${g.name}`} data-testid={`payout-delete-${g.id}`}>{t('delete')}</Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center">
        <Typography.Title level={1} className="page-title" style={{ fontSize: 24, margin: 0 }}>{t('title')}</Typography.Title>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="payout-create">{t('create')}</Button>
      </Flex>
      <Typography.Paragraph style={{ margin: 0 }}>{t('intro')}</Typography.Paragraph>
      <ResourceTable<PayoutGroup>
        testId="payout-table"
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
      {editing && <PayoutGroupFormModal group={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </Flex>
  );
}
