import { App, Button, Flex, Input, Popconfirm, Select, Space, Typography, type TableColumnsType } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import dayjs from 'dayjs';
import type { Discount } from '@mintfront/domain';
import { useDeleteDiscount, useDiscounts } from '../../api/discounts.ts';
import { ResourceTable, useListQuery } from '../../components/resource-table/resource-table.tsx';
import { DiscountStateBadge, STATE_KEY } from './components/discount-state-badge.tsx';

const FILTERS = ['state', 'search'] as const;
const when = (iso: string | null) => (iso ? dayjs(iso).format('YYYY/MM/DD HH:mm') : '—');

/** Discount (spec doc 2 §3, §4): codes with their state, filtered by state; create, change, delete. */
export default function DiscountList() {
  const { t } = useTranslation('discounts');
  const { message } = App.useApp();
  const { query, set } = useListQuery(FILTERS);
  const filter = { page: query.page, limit: query.limit, state: query.state as string | undefined, search: query.search as string | undefined };
  const { data, isFetching } = useDiscounts(filter);
  const remove = useDeleteDiscount();
  const navigate = useNavigate();

  const columns: TableColumnsType<Discount> = [
    { title: t('columns.code'), dataIndex: 'code', key: 'code' },
    { title: t('columns.value'), key: 'value', render: (_, d) => `${d.value}%` },
    { title: t('columns.state'), key: 'state', render: (_, d) => <DiscountStateBadge state={d.state} /> },
    { title: t('columns.visibility'), key: 'isPublic', render: (_, d) => t(d.isPublic ? 'public' : 'private') },
    { title: t('columns.period'), key: 'period', render: (_, d) => `${when(d.startAt)} – ${when(d.endAt)}` },
    { title: t('columns.used'), key: 'times', render: (_, d) => `${d.times} / ${d.quantity ?? '∞'}` },
    {
      title: t('columns.actions'),
      key: 'actions',
      render: (_, d) => (
        <Space>
          <Link to={`/Discount/changeDiscount/${d.id}`} aria-label={`${t('edit')} ${d.code}`}><EditOutlined /> {t('edit')}</Link>
          <Popconfirm title={t('deleteConfirm')} okText={t('delete')} cancelText={t('cancel')} onConfirm={() => remove.mutateAsync(d.id).then(() => void message.success(t('deleted')))}>
            <Button size="small" danger icon={<DeleteOutlined />} aria-label={`${t('delete')} ${d.code}`}>{t('delete')}</Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center">
        <Typography.Title level={1} className="page-title" style={{ fontSize: 24, margin: 0 }}>{t('title')}</Typography.Title>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate('/Discount/CreatDiscountCode')} data-testid="discount-create">{t('create')}</Button>
      </Flex>
      <ResourceTable<Discount>
        testId="discount-table"
        caption={t('caption')}
        columns={columns}
        rowKey="id"
        data={data}
        loading={isFetching}
        query={query}
        onPage={(page, limit) => set({ page, limit })}
        toolbar={
          <>
            <Input.Search allowClear defaultValue={filter.search} placeholder={t('search')} aria-label={t('search')} onSearch={(search) => set({ search })} style={{ width: 240 }} />
            <Select
              aria-label={t('columns.state')}
              value={filter.state ?? ''}
              onChange={(state) => set({ state })}
              style={{ width: 160 }}
              data-testid="discount-state-filter"
              options={[{ value: '', label: t('all') }, ...([1, 2, 3] as const).map((s) => ({ value: String(s), label: t(`state.${STATE_KEY[s]}`) }))]}
            />
          </>
        }
      />
    </Flex>
  );
}
