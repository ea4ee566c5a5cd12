import { Flex, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { Raffle } from '@mintfront/domain';
import { useRaffles } from '../../../api/raffles.ts';
import { ListPageHeader, type CreateAction } from '../../../components/list-page-header.tsx';
import { ListThumbnail } from '../../../components/list-thumbnail.tsx';
import { ResourceTable, useListQuery } from '../../../components/resource-table/resource-table.tsx';
import { LaunchpadStatus } from '../components/launchpad-status.tsx';
import { RaffleStateText } from './components/raffle-state.tsx';
import { raffleTime, raffleWindow } from './components/raffle-window.ts';

const NO_FILTERS = [] as const;

/** /Raffle (spec doc 2 §2): the store's raffles, paged 10/20/50, with their status and entries. */
export default function RaffleList() {
  const { t } = useTranslation('raffles');
  const navigate = useNavigate();
  const list = useListQuery(NO_FILTERS);
  const rows = useRaffles({ page: list.query.page, limit: list.query.limit });

  const columns: TableColumnsType<Raffle> = [
    {
      title: t('columns.raffle'),
      key: 'raffle',
      render: (_, r) => (
        <Flex align="center" gap={8}>
          <ListThumbnail path={r.preview} thumbnail={null} alt="" empty="" />
          <Link to={`/Raffle/RaffleDetail/${r.id}`}>{r.name}</Link>
        </Flex>
      ),
    },
    {
      title: t('columns.status'),
      key: 'status',
      render: (_, r) => (
        <Flex vertical gap={2} align="start">
          <LaunchpadStatus status={r.status} />
          {r.state !== 'open' && r.state !== 'drawn' && r.state !== 'cancelled' && (
            <RaffleStateText state={r.state} />
          )}
        </Flex>
      ),
    },
    { title: t('columns.window'), key: 'window', render: (_, r) => raffleWindow(r) },
    { title: t('columns.winners'), key: 'winners', render: (_, r) => r.winners },
    { title: t('columns.entries'), key: 'entries', render: (_, r) => r.entries },
    { title: t('columns.createdAt'), key: 'createdAt', render: (_, r) => raffleTime(r.created_at) },
  ];

  const create: CreateAction = {
    label: t('create'),
    onClick: () => void navigate('/Raffle/CreateRaffle'),
    testId: 'raffle-create',
  };

  return (
    <Flex vertical gap={16}>
      <ListPageHeader title={t('title')} intro={t('intro')} create={create} />
      <ResourceTable<Raffle>
        testId="raffle-table"
        empty={{ create }}
        caption={t('caption')}
        columns={columns}
        rowKey="id"
        source={rows}
        list={list}
        onRowClick={(r) => void navigate(`/Raffle/RaffleDetail/${r.id}`)}
      />
    </Flex>
  );
}
