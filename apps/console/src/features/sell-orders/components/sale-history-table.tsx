import { useState } from 'react';
import { Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { DEFAULT_PAGE_SIZE, type SaleHistoryEvent } from '@mintfront/domain';
import { useSaleHistory } from '../../../api/sales.ts';
import { ResourceTable } from '../../../components/resource-table/resource-table.tsx';

const EVENTS = [
  'listed',
  'bid',
  'offer',
  'sold',
  'delivered',
  'refunded',
  'cancelled',
  'expired',
  'invalid',
] as const;

/** GET /api/sales/history/{id}: the sale's events with wallet, quantity, amount and transaction. */
export function SaleHistoryTable({ saleId, symbol }: { saleId: number; symbol: string }) {
  const { t } = useTranslation('sales');
  const [paging, setPaging] = useState({ page: 1, limit: DEFAULT_PAGE_SIZE });
  const rows = useSaleHistory(saleId, paging);
  const columns: TableColumnsType<SaleHistoryEvent> = [
    {
      title: t('history.event'),
      key: 'event',
      render: (_, e) =>
        (EVENTS as readonly string[]).includes(e.kind)
          ? t(`history.events.${e.kind as (typeof EVENTS)[number]}`)
          : e.kind,
    },
    {
      title: t('history.wallet'),
      key: 'wallet',
      render: (_, e) => (e.wallet ? <Typography.Text code>{e.wallet}</Typography.Text> : '—'),
    },
    { title: t('history.quantity'), key: 'quantity', render: (_, e) => e.quantity ?? '—' },
    {
      title: t('history.amount'),
      key: 'amount',
      render: (_, e) => (e.amount ? `${e.amount} ${e.currency ?? symbol}`.trim() : '—'),
    },
    {
      title: t('history.tx'),
      key: 'tx',
      render: (_, e) =>
        e.txHash ? (
          <Typography.Text code copyable style={{ wordBreak: 'break-all' }}>
            {e.txHash}
          </Typography.Text>
        ) : (
          '—'
        ),
    },
    {
      title: t('history.time'),
      key: 'time',
      render: (_, e) => dayjs(e.createdAt).format('YYYY/MM/DD HH:mm:ss'),
    },
  ];
  return (
    <ResourceTable<SaleHistoryEvent>
      testId="sale-history"
      caption={t('history.caption')}
      columns={columns}
      rowKey="id"
      data={rows.data}
      loading={rows.isFetching}
      query={paging}
      onPage={(page, limit) => setPaging({ page, limit })}
    />
  );
}
