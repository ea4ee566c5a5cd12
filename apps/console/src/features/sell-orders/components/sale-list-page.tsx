import { useState } from 'react';
import { Button, Flex, Typography, type TableColumnsType } from 'antd';
import { AppstoreAddOutlined, StopOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import dayjs from 'dayjs';
import { SALE_STATUS, SALE_TYPE, type SaleDetail } from '@mintfront/domain';
import { useCancelSale, useSales } from '../../../api/sales.ts';
import { ListPageHeader, type CreateAction } from '../../../components/list-page-header.tsx';
import { ListSearch, ListSelect } from '../../../components/resource-table/list-filters.tsx';
import { ResourceTable, useListQuery } from '../../../components/resource-table/resource-table.tsx';
import { ConfirmAction } from '../../../components/row-actions.tsx';
import { SaleBatchBar } from './sale-batch-bar.tsx';
import { SaleGoodsCell, goodsTitle } from './sale-goods.tsx';
import { SaleStatusTag, SaleTypeLabel, useSaleTypeLabel } from './sale-tags.tsx';
import { useSaleViewer } from './use-sale-viewer.ts';

const FILTERS = ['type', 'status', 'search'] as const;
const TYPES = [SALE_TYPE.instant, SALE_TYPE.auction, SALE_TYPE.timed, SALE_TYPE.mysteryBox];
const when = (iso: string | null | undefined) =>
  iso ? dayjs(iso).format('YYYY/MM/DD HH:mm') : '—';
export const priceOf = (s: SaleDetail) => {
  const amount = s.type === SALE_TYPE.auction ? s.minimumPrice : s.price;
  return amount ? `${amount} ${s.currencyInfo?.symbol ?? ''}`.trim() : '—';
};

type Props = {
  /** The timing screen shows the timed sales only (type 3), without the type filter. */
  fixedType?: number;
  title: string;
  intro: string;
};

/**
 * SellOrder (spec doc 2 §2, §4): the sell orders with type, status and search filters, paging
 * 10/20/50, a detail link per row, cancel per row and in a batch for those the member may cancel.
 */
export function SaleListPage({ fixedType, title, intro }: Props) {
  const { t } = useTranslation(['sales', 'common']);
  const navigate = useNavigate();
  const viewer = useSaleViewer();
  const list = useListQuery(FILTERS);
  const { query, set } = list;
  const filter = {
    page: query.page,
    limit: query.limit,
    type: fixedType !== undefined ? String(fixedType) : (query.type as string | undefined),
    status: query.status as string | undefined,
    search: query.search as string | undefined,
  };
  const rows = useSales(filter);
  const cancel = useCancelSale();
  const typeLabel = useSaleTypeLabel();
  const [selected, setSelected] = useState<Map<number, SaleDetail>>(new Map());

  const columns: TableColumnsType<SaleDetail> = [
    {
      title: t('columns.nft'),
      key: 'nft',
      render: (_, s) => (
        <Link
          to={`/SellOrder/details/${s.id}`}
          aria-label={t('view', { name: goodsTitle(s.goodInfo) })}
        >
          <SaleGoodsCell goods={s.goodInfo} />
        </Link>
      ),
    },
    { title: t('columns.type'), key: 'type', render: (_, s) => <SaleTypeLabel type={s.type} /> },
    { title: t('columns.price'), key: 'price', render: (_, s) => priceOf(s) },
    {
      title: t('columns.quantity'),
      key: 'quantity',
      render: (_, s) => `${s.quantity} / ${s.soldNum} / ${s.surplus}`,
    },
    {
      title: t('columns.status'),
      key: 'status',
      render: (_, s) => <SaleStatusTag status={s.status} />,
    },
    {
      title: t('columns.period'),
      key: 'period',
      render: (_, s) => `${when(s.startAt)} – ${when(s.endAt)}`,
    },
    { title: t('columns.creator'), key: 'creator', render: (_, s) => viewer.creatorName(s) },
    {
      title: t('columns.actions'),
      key: 'actions',
      render: (_, s) =>
        viewer.mayCancel(s) ? (
          <ConfirmAction
            label={t('cancel')}
            name={goodsTitle(s.goodInfo)}
            confirm={t('cancelConfirm')}
            done={t('cancelled')}
            icon={<StopOutlined />}
            danger
            run={() => cancel.mutateAsync(s.id)}
            testId={`sale-cancel-${s.id}`}
          />
        ) : null,
    },
  ];

  const create: CreateAction = {
    label: t('create'),
    onClick: () => void navigate('/CreateSellOrder'),
    testId: 'sale-create',
  };

  return (
    <Flex vertical gap={16}>
      <ListPageHeader
        title={title}
        intro={<Typography.Paragraph type="secondary">{intro}</Typography.Paragraph>}
        create={create}
        actions={
          <Button
            icon={<AppstoreAddOutlined />}
            onClick={() => void navigate('/CreateMultipleSellOrders')}
            data-testid="sale-create-multiple"
          >
            {t('createMultiple')}
          </Button>
        }
      />
      {selected.size > 0 && (
        <SaleBatchBar
          selected={[...selected.values()]}
          viewer={viewer}
          onDone={() => setSelected(new Map())}
        />
      )}
      <ResourceTable<SaleDetail>
        testId="sale-table"
        empty={{ create }}
        caption={t('caption')}
        columns={columns}
        rowKey="id"
        source={rows}
        list={list}
        onRowClick={(s) => void navigate(`/SellOrder/details/${s.id}`)}
        rowSelection={{
          selectedRowKeys: [...selected.keys()],
          preserveSelectedRowKeys: true,
          onChange: (keys, picked) => {
            const byId = new Map(picked.filter(Boolean).map((s) => [s.id, s]));
            setSelected(
              (before) =>
                new Map(
                  keys.flatMap((k): [number, SaleDetail][] => {
                    const s = byId.get(Number(k)) ?? before.get(Number(k));
                    return s ? [[s.id, s]] : [];
                  }),
                ),
            );
          },
          getCheckboxProps: (s) =>
            ({ 'aria-label': goodsTitle(s.goodInfo) }) as Record<string, string>,
        }}
        toolbar={
          <>
            <ListSearch
              value={filter.search}
              label={t('search')}
              onSearch={(search) => set({ search })}
            />
            {fixedType === undefined && (
              <ListSelect
                label={t('columns.type')}
                value={filter.type}
                onChange={(type) => set({ type })}
                all={t('allTypes')}
                options={TYPES.map((v) => ({ value: String(v), label: typeLabel(v) }))}
                testId="sale-type-filter"
              />
            )}
            <ListSelect
              label={t('columns.status')}
              value={filter.status}
              onChange={(status) => set({ status })}
              all={t('allStatuses')}
              options={Object.entries(SALE_STATUS).map(([word, code]) => ({
                value: String(code),
                label: t(`status.${word as keyof typeof SALE_STATUS}`),
              }))}
              testId="sale-status-filter"
            />
          </>
        }
      />
    </Flex>
  );
}
