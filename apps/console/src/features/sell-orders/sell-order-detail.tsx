import { useState } from 'react';
import { Descriptions, Flex, Spin, Tabs, Typography } from 'antd';
import { StopOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import dayjs from 'dayjs';
import { SALE_TYPE, type SaleDetail } from '@mintfront/domain';
import { useCancelSale, useSale } from '../../api/sales.ts';
import { fileUrl } from '../../api/uploads.ts';
import { StatusPage } from '../../components/status-page.tsx';
import { ConfirmAction } from '../../components/row-actions.tsx';
import { OffersTable } from './components/offers-table.tsx';
import { SaleGoodsCell, goodsTitle } from './components/sale-goods.tsx';
import { SaleHistoryTable } from './components/sale-history-table.tsx';
import { SaleStatusTag, SaleTypeLabel } from './components/sale-tags.tsx';
import { SaleTiming } from './components/sale-timing.tsx';
import { useSaleViewer, type SaleViewer } from './components/use-sale-viewer.ts';

const when = (iso: string | null | undefined) =>
  iso ? dayjs(iso).format('YYYY/MM/DD HH:mm') : '—';

/** /SellOrder/details/:id and /SellOrder/history/:id (spec doc 2 §2): the sale, its offers and history. */
export default function SellOrderDetail() {
  const { t } = useTranslation('sales');
  const id = Number(useParams().id);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { data: sale, isLoading, isError } = useSale(id);
  const viewer = useSaleViewer();
  const [tab, setTab] = useState(pathname.includes('/history/') ? 'history' : 'details');
  if (isLoading) return <Spin />;
  if (isError || !sale) return <StatusPage kind="notFound" />;
  const mine = viewer.isOwner || sale.userInfo?.id === viewer.me;

  return (
    <Flex vertical gap={16}>
      <Link to="/SellOrder">{t('detail.back')}</Link>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={1} className="page-title" style={{ fontSize: 24, margin: 0 }}>
          {t('detail.title', { id: sale.id })}
        </Typography.Title>
        <SaleCancel sale={sale} viewer={viewer} />
      </Flex>
      <Flex gap={12} align="center" wrap>
        <SaleStatusTag status={sale.status} />
        <SaleTiming sale={sale} />
      </Flex>
      <Tabs
        activeKey={tab}
        onChange={(key) => {
          setTab(key);
          // The history and details tabs are routes of their own (spec doc 2 §2).
          if (key !== 'offers')
            void navigate(`/SellOrder/${key === 'history' ? 'history' : 'details'}/${id}`, {
              replace: true,
            });
        }}
        items={[
          {
            key: 'details',
            label: t('detail.tabs.details'),
            children: <SaleFacts sale={sale} viewer={viewer} />,
          },
          ...(sale.type === SALE_TYPE.auction
            ? [
                {
                  key: 'offers',
                  label: t('detail.tabs.offers'),
                  children: <OffersTable saleId={sale.id} mayAccept={() => mine} />,
                },
              ]
            : []),
          {
            key: 'history',
            label: t('detail.tabs.history'),
            children: (
              <SaleHistoryTable saleId={sale.id} symbol={sale.currencyInfo?.symbol ?? ''} />
            ),
          },
        ]}
      />
    </Flex>
  );
}

function SaleCancel({ sale, viewer }: { sale: SaleDetail; viewer: SaleViewer }) {
  const { t } = useTranslation('sales');
  const cancel = useCancelSale();
  if (!viewer.mayCancel(sale)) return null;
  return (
    <ConfirmAction
      label={t('cancel')}
      name={goodsTitle(sale.goodInfo)}
      confirm={t('cancelConfirm')}
      done={t('cancelled')}
      icon={<StopOutlined />}
      danger
      run={() => cancel.mutateAsync(sale.id)}
      testId="sale-cancel"
    />
  );
}

/** spec doc 2 §3 sell order detail. */
function SaleFacts({ sale, viewer }: { sale: SaleDetail; viewer: SaleViewer }) {
  const { t } = useTranslation('sales');
  const symbol = sale.currencyInfo?.symbol ?? '';
  const amount = (v: string | null | undefined) => (v ? `${v} ${symbol}`.trim() : '—');
  const named = (v: { id: number; name?: string; code?: string } | null, none: string) =>
    v ? (v.name ?? v.code ?? `#${v.id}`) : none;
  const auction = sale.type === SALE_TYPE.auction;
  const material = sale.material;
  return (
    <Descriptions column={{ xs: 1, md: 2 }} bordered size="small" data-testid="sale-facts">
      <Descriptions.Item label={t('detail.nft')}>
        <SaleGoodsCell goods={sale.goodInfo} />
      </Descriptions.Item>
      <Descriptions.Item label={t('detail.type')}>
        <SaleTypeLabel type={sale.type} />
      </Descriptions.Item>
      <Descriptions.Item label={t('detail.quantity')}>{sale.quantity}</Descriptions.Item>
      <Descriptions.Item label={t('detail.soldNum')}>{sale.soldNum}</Descriptions.Item>
      <Descriptions.Item label={t('detail.surplus')}>{sale.surplus}</Descriptions.Item>
      {auction ? (
        <>
          <Descriptions.Item label={t('detail.minimumPrice')}>
            {amount(sale.minimumPrice)}
          </Descriptions.Item>
          <Descriptions.Item label={t('detail.incrementRate')}>
            {sale.incrementRate != null ? `${sale.incrementRate}%` : '—'}
          </Descriptions.Item>
          <Descriptions.Item label={t('detail.offerMode')}>
            {sale.offerMode ? '✓' : '—'}
          </Descriptions.Item>
        </>
      ) : (
        <Descriptions.Item label={t('detail.price')}>{amount(sale.price)}</Descriptions.Item>
      )}
      <Descriptions.Item label={t('detail.serviceCharge')}>
        {sale.serviceCharge != null ? `${sale.serviceCharge}%` : '—'}
      </Descriptions.Item>
      <Descriptions.Item label={t('detail.currency')}>
        {sale.currencyInfo?.id ? symbol : `${t('detail.native')} ${symbol}`.trim()}
      </Descriptions.Item>
      <Descriptions.Item label={t('detail.payout')}>
        {named(sale.paymentInfo, t('detail.defaultGroup'))}
      </Descriptions.Item>
      <Descriptions.Item label={t('detail.discount')}>
        {named(sale.discountInfo, t('detail.none'))}
      </Descriptions.Item>
      <Descriptions.Item label={t('detail.whitelist')}>
        {named(sale.whiteInfo, t('detail.none'))}
      </Descriptions.Item>
      <Descriptions.Item label={t('detail.startAt')}>{when(sale.startAt)}</Descriptions.Item>
      <Descriptions.Item label={t('detail.endAt')}>{when(sale.endAt)}</Descriptions.Item>
      {sale.type === SALE_TYPE.mysteryBox && (
        <Descriptions.Item label={t('detail.openAt')}>{when(sale.openAt)}</Descriptions.Item>
      )}
      {sale.closingAt && (
        <Descriptions.Item label={t('detail.closingAt')}>{when(sale.closingAt)}</Descriptions.Item>
      )}
      <Descriptions.Item label={t('detail.creator')}>{viewer.creatorName(sale)}</Descriptions.Item>
      {sale.type !== SALE_TYPE.auction && (
        <Descriptions.Item label={t('detail.walletLimit')}>
          {sale.walletLimit ?? t('detail.noLimit')}
        </Descriptions.Item>
      )}
      {sale.provenance_hash && (
        <Descriptions.Item label={t('detail.provenance')} span={2}>
          <Flex vertical gap={4}>
            <Typography.Text
              code
              copyable
              style={{ wordBreak: 'break-all' }}
              data-testid="sale-provenance"
            >
              {sale.provenance_hash}
            </Typography.Text>
            <Typography.Text type="secondary">
              {sale.provenance_seed
                ? t('detail.provenanceSeed', { seed: sale.provenance_seed })
                : t('detail.provenanceHelp')}
            </Typography.Text>
          </Flex>
        </Descriptions.Item>
      )}
      {material && (
        <Descriptions.Item label={t('detail.material')} span={2}>
          <Flex vertical gap={4}>
            <strong>{material.name}</strong>
            <span>{t(material.isMust ? 'detail.materialMust' : 'detail.materialOptional')}</span>
            {material.desc && <span>{material.desc}</span>}
            {material.message && <em>{material.message}</em>}
            <Flex gap={4} wrap>
              {material.pics.map((p) => (
                <img
                  key={p}
                  src={fileUrl(p)}
                  alt=""
                  width={48}
                  height={48}
                  style={{ objectFit: 'cover' }}
                />
              ))}
            </Flex>
          </Flex>
        </Descriptions.Item>
      )}
    </Descriptions>
  );
}
