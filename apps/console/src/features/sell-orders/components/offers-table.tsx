import { useState } from 'react';
import { Flex, Typography, type TableColumnsType } from 'antd';
import { CheckOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import dayjs from 'dayjs';
import { DEFAULT_PAGE_SIZE, OFFER_STATES, type SaleOffer } from '@mintfront/domain';
import { useAcceptOffer, useOffers } from '../../../api/sales.ts';
import { ListSelect } from '../../../components/resource-table/list-filters.tsx';
import { ResourceTable } from '../../../components/resource-table/resource-table.tsx';
import { ConfirmAction } from '../../../components/row-actions.tsx';

type Props = {
  /** The offers of one sell order; none: every offer of the store. */
  saleId?: number;
  /** Accepting is the store's choice: hidden when the viewer may not decide for this sale. */
  mayAccept: (offer: SaleOffer) => boolean;
};

const when = (iso: string | null) => (iso ? dayjs(iso).format('YYYY/MM/DD HH:mm') : '—');

/** Offers and bids (spec doc 2 §3 offer or bid, §4 offer states) with accept on the open ones. */
export function OffersTable({ saleId, mayAccept }: Props) {
  const { t } = useTranslation(['sales', 'common']);
  const [paging, setPaging] = useState({ page: 1, limit: DEFAULT_PAGE_SIZE });
  const [status, setStatus] = useState<string | undefined>();
  const rows = useOffers({ ...paging, sale_id: saleId, status });
  const accept = useAcceptOffer();

  const columns: TableColumnsType<SaleOffer> = [
    { title: t('offers.columns.id'), key: 'id', render: (_, o) => o.offerId ?? o.id },
    ...(saleId === undefined
      ? [
          {
            title: t('offers.columns.sale'),
            key: 'sale',
            render: (_: unknown, o: SaleOffer) => (
              <Link to={`/SellOrder/details/${o.saleId}`}>#{o.saleId}</Link>
            ),
          },
        ]
      : []),
    {
      title: t('offers.columns.wallet'),
      key: 'wallet',
      render: (_, o) => <Typography.Text code>{o.wallet}</Typography.Text>,
    },
    { title: t('offers.columns.email'), key: 'email', render: (_, o) => o.email ?? '—' },
    { title: t('offers.columns.quantity'), key: 'quantity', dataIndex: 'quantity' },
    {
      title: t('offers.columns.amount'),
      key: 'amount',
      render: (_, o) => `${o.amount} ${o.currency ?? ''}`.trim(),
    },
    { title: t('offers.columns.expiry'), key: 'expiry', render: (_, o) => when(o.expiry) },
    {
      title: t('offers.columns.status'),
      key: 'status',
      render: (_, o) =>
        (OFFER_STATES as readonly string[]).includes(o.status)
          ? t(`offers.states.${o.status as (typeof OFFER_STATES)[number]}`)
          : o.status,
    },
    {
      title: t('offers.columns.actions'),
      key: 'actions',
      render: (_, o) =>
        o.status === 'open' && mayAccept(o) ? (
          <ConfirmAction
            label={t('offers.accept')}
            name={String(o.offerId ?? o.id)}
            confirm={t('offers.acceptConfirm', {
              amount: `${o.amount} ${o.currency ?? ''}`.trim(),
            })}
            done={t('offers.accepted')}
            icon={<CheckOutlined />}
            run={() => accept.mutateAsync(o.id)}
            testId={`offer-accept-${o.id}`}
          />
        ) : null,
    },
  ];

  return (
    <Flex vertical gap={12}>
      <ResourceTable<SaleOffer>
        testId="offer-table"
        caption={t('offers.caption')}
        columns={columns}
        rowKey="id"
        data={rows.data}
        loading={rows.isFetching}
        query={paging}
        onPage={(page, limit) => setPaging({ page, limit })}
        toolbar={
          <ListSelect
            label={t('offers.columns.status')}
            value={status}
            onChange={(v) => {
              setStatus(v || undefined);
              setPaging((p) => ({ ...p, page: 1 }));
            }}
            all={t('offers.allStates')}
            options={OFFER_STATES.map((s) => ({ value: s, label: t(`offers.states.${s}`) }))}
            testId="offer-status-filter"
          />
        }
      />
    </Flex>
  );
}
