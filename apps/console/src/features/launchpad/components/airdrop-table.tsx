import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import dayjs from 'dayjs';
import type { Airdrop } from '@mintfront/domain';
import { useAirdrops } from '../../../api/launchpad.ts';
import { ResourceTable, useListQuery } from '../../../components/resource-table/resource-table.tsx';
import { LaunchpadStatus } from './launchpad-status.tsx';

const NO_FILTERS = [] as const;
export const when = (iso: string) => dayjs(iso).format('YYYY/MM/DD HH:mm');

/** The Airdrop tab: the store's airdrops, newest first, with their live claimed counts. */
export function AirdropTable() {
  const { t } = useTranslation('launchpad');
  const list = useListQuery(NO_FILTERS);
  const rows = useAirdrops({ page: list.query.page, limit: list.query.limit });
  const columns: TableColumnsType<Airdrop> = [
    {
      title: t('columns.name'),
      key: 'name',
      render: (_, a) => <Link to={`/AirdropDetail/${a.id}`}>{a.name}</Link>,
    },
    {
      title: t('columns.status'),
      key: 'status',
      render: (_, a) => <LaunchpadStatus status={a.status} testId={`airdrop-status-${a.id}`} />,
    },
    {
      title: t('columns.claimed'),
      key: 'claimed',
      render: (_, a) => (
        <span data-testid={`airdrop-claimed-${a.id}`}>
          {t('claimedOf', { claimed: a.claimed, total: a.total })}
        </span>
      ),
    },
    {
      title: t('columns.window'),
      key: 'window',
      render: (_, a) => `${when(a.start_date)} – ${when(a.end_date)}`,
    },
    { title: t('columns.createdAt'), key: 'createdAt', render: (_, a) => when(a.created_at) },
  ];
  return (
    <ResourceTable<Airdrop>
      testId="airdrop-table"
      caption={t('caption.airdrops')}
      columns={columns}
      rowKey="id"
      source={rows}
      list={list}
      empty={{ text: t('empty.airdrops') }}
    />
  );
}
