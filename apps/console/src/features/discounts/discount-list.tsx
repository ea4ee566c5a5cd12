import { Flex, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import dayjs from 'dayjs';
import type { Discount } from '@mintfront/domain';
import { useDeleteDiscount, useDiscounts } from '../../api/discounts.ts';
import { ListPageHeader, type CreateAction } from '../../components/list-page-header.tsx';
import { ListSearch, ListSelect } from '../../components/resource-table/list-filters.tsx';
import { ResourceTable, useListQuery } from '../../components/resource-table/resource-table.tsx';
import { RowActions } from '../../components/row-actions.tsx';
import { DiscountStateBadge, STATE_KEY } from './components/discount-state-badge.tsx';

const FILTERS = ['state', 'search'] as const;
const when = (iso: string | null) => (iso ? dayjs(iso).format('YYYY/MM/DD HH:mm') : '—');

/** Discount (spec doc 2 §3, §4): codes with their state, filtered by state; create, change, delete. */
export default function DiscountList() {
  const { t } = useTranslation('discounts');
  const list = useListQuery(FILTERS);
  const { query, set } = list;
  const filter = {
    page: query.page,
    limit: query.limit,
    state: query.state as string | undefined,
    search: query.search as string | undefined,
  };
  const rows = useDiscounts(filter);
  const remove = useDeleteDiscount();
  const navigate = useNavigate();

  const columns: TableColumnsType<Discount> = [
    { title: t('columns.code'), dataIndex: 'code', key: 'code' },
    { title: t('columns.value'), key: 'value', render: (_, d) => `${d.value}%` },
    {
      title: t('columns.state'),
      key: 'state',
      render: (_, d) => <DiscountStateBadge state={d.state} />,
    },
    {
      title: t('columns.visibility'),
      key: 'isPublic',
      render: (_, d) => t(d.isPublic ? 'public' : 'private'),
    },
    {
      title: t('columns.period'),
      key: 'period',
      // An open period says so instead of "— – —" (issue 22).
      render: (_, d) =>
        d.endAt
          ? d.startAt
            ? `${when(d.startAt)} – ${when(d.endAt)}`
            : t('period.until', { end: when(d.endAt) })
          : d.startAt
            ? `${when(d.startAt)} – ${t('period.noEnd')}`
            : t('period.noEnd'),
    },
    {
      title: t('columns.used'),
      key: 'times',
      render: (_, d) => `${d.times} / ${d.quantity ?? '∞'}`,
    },
    {
      title: t('columns.actions'),
      key: 'actions',
      render: (_, d) => (
        <RowActions
          name={d.code}
          edit={`/Discount/changeDiscount/${d.id}`}
          remove={{
            confirm: t('deleteConfirm'),
            done: t('deleted'),
            run: () => remove.mutateAsync(d.id),
          }}
        />
      ),
    },
  ];

  const create: CreateAction = {
    label: t('create'),
    onClick: () => void navigate('/Discount/CreatDiscountCode'),
    testId: 'discount-create',
  };

  return (
    <Flex vertical gap={16}>
      <ListPageHeader title={t('title')} create={create} />
      <ResourceTable<Discount>
        testId="discount-table"
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
              label={t('search')}
              onSearch={(search) => set({ search })}
            />
            <ListSelect
              label={t('columns.state')}
              value={filter.state}
              onChange={(state) => set({ state })}
              all={t('all')}
              options={([1, 2, 3] as const).map((s) => ({
                value: String(s),
                label: t(`state.${STATE_KEY[s]}`),
              }))}
              testId="discount-state-filter"
            />
          </>
        }
      />
    </Flex>
  );
}
