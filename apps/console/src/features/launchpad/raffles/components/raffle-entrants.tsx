import { useState } from 'react';
import { Badge, Table, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, type RaffleDetail } from '@mintfront/domain';
import { raffleTime } from './raffle-window.ts';

type Entrant = RaffleDetail['entrants'][number] & { position: number };

/** The entrants in entry order (the order the draw shuffles), each with its result and claim. */
export function RaffleEntrants({ raffle }: { raffle: RaffleDetail }) {
  const { t } = useTranslation('raffles');
  const [paging, setPaging] = useState({ current: 1, pageSize: DEFAULT_PAGE_SIZE });
  const drawn = raffle.seed !== null;
  const rows: Entrant[] = raffle.entrants.map((e, i) => ({ ...e, position: i + 1 }));
  const columns: TableColumnsType<Entrant> = [
    { title: t('entrant.position'), key: 'position', render: (_, e) => e.position },
    {
      title: t('entrant.wallet'),
      key: 'wallet',
      render: (_, e) => <Typography.Text code>{e.wallet}</Typography.Text>,
    },
    { title: t('entrant.enteredAt'), key: 'enteredAt', render: (_, e) => raffleTime(e.entered_at) },
    {
      title: t('entrant.result'),
      key: 'result',
      render: (_, e) =>
        !drawn ? (
          <Typography.Text type="secondary">{t('entrant.pending')}</Typography.Text>
        ) : e.won ? (
          // A dot and plain text: the preset Tag colours miss the contrast ratio (axe color-contrast).
          <Badge
            status="success"
            text={`${t('entrant.won')} · ${t(e.claimed ? 'entrant.claimed' : 'entrant.unclaimed')}`}
          />
        ) : (
          <Badge status="default" text={t('entrant.lost')} />
        ),
    },
  ];
  return (
    <Table<Entrant>
      data-testid="raffle-entrants"
      rowKey="wallet"
      columns={columns}
      dataSource={rows}
      caption={<span className="visually-hidden">{t('entrantsCaption')}</span>}
      pagination={{
        ...paging,
        showSizeChanger: true,
        pageSizeOptions: PAGE_SIZES.map(String),
        onChange: (current, pageSize) => setPaging({ current, pageSize }),
      }}
    />
  );
}
