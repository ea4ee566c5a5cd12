import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DROP_STATUS, type DropStatusName, type DropView } from '@mintfront/domain';
import { useDrops } from '../../../api/launchpad.ts';
import { ListSearch, ListSelect } from '../../../components/resource-table/list-filters.tsx';
import { ResourceTable, useListQuery } from '../../../components/resource-table/resource-table.tsx';
import { when } from './airdrop-table.tsx';
import { LaunchpadStatus, useStatusLabel } from './launchpad-status.tsx';

const FILTERS = ['search', 'status'] as const;

/** The Drop tab: the store's drops (status, search), with their live claimed counts. */
export function DropTable() {
  const { t } = useTranslation('launchpad');
  const statusLabel = useStatusLabel();
  const list = useListQuery(FILTERS);
  const { query, set } = list;
  const filter = {
    page: query.page,
    limit: query.limit,
    search: query.search as string | undefined,
    status: query.status as string | undefined,
  };
  const rows = useDrops(filter);
  const columns: TableColumnsType<DropView> = [
    {
      title: t('columns.name'),
      key: 'name',
      render: (_, d) => <Link to={`/DropDetail/${d.id}`}>{d.name}</Link>,
    },
    {
      title: t('columns.status'),
      key: 'status',
      render: (_, d) => <LaunchpadStatus status={d.status} testId={`drop-status-${d.id}`} />,
    },
    {
      title: t('columns.claimed'),
      key: 'claimed',
      render: (_, d) => (
        <span data-testid={`drop-claimed-${d.id}`}>
          {t('claimedOf', { claimed: d.claimed, total: d.total })}
        </span>
      ),
    },
    { title: t('columns.phases'), key: 'phases', render: (_, d) => d.phases.length },
    { title: t('columns.openBox'), key: 'openBox', render: (_, d) => when(d.openAt) },
    { title: t('columns.createdAt'), key: 'createdAt', render: (_, d) => when(d.createdAt) },
  ];
  return (
    <ResourceTable<DropView>
      testId="drop-table"
      caption={t('caption.drops')}
      columns={columns}
      rowKey="id"
      source={rows}
      list={list}
      empty={{ text: t('empty.drops') }}
      toolbar={
        <>
          <ListSearch
            value={filter.search}
            label={t('search')}
            onSearch={(search) => set({ search })}
            testId="drop-search"
          />
          <ListSelect
            label={t('statusFilter')}
            value={filter.status}
            onChange={(status) => set({ status })}
            all={t('all')}
            options={(Object.keys(DROP_STATUS) as DropStatusName[]).map((s) => ({
              value: s,
              label: statusLabel(s),
            }))}
            testId="drop-status-filter"
          />
        </>
      }
    />
  );
}
