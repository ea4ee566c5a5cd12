import { Card, Descriptions, Flex, Image, Spin, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { DropPhaseView, DropStatusName } from '@mintfront/domain';
import { useCancelDrop, useDrop } from '../../api/launchpad.ts';
import { fileUrl } from '../../api/uploads.ts';
import { StatusPage } from '../../components/status-page.tsx';
import { when } from './components/airdrop-table.tsx';
import { CancelButton } from './components/cancel-button.tsx';
import { DetailHeader } from './components/detail-header.tsx';
import { DropClaimsTable } from './components/drop-claims-table.tsx';
import { LaunchpadStatus } from './components/launchpad-status.tsx';

/** docs/api.md: 40167 unless Processing, Upcoming or Live. */
const CANCELLABLE: readonly DropStatusName[] = ['Processing', 'Upcoming', 'Live'];

/** The phases of a drop as they were committed on chain. */
function PhasesTable({ phases }: { phases: DropPhaseView[] }) {
  const { t } = useTranslation('launchpad');
  const columns: TableColumnsType<DropPhaseView> = [
    { title: t('drop.fields.phaseName'), key: 'name', dataIndex: 'name' },
    { title: t('drop.fields.price'), key: 'price', dataIndex: 'price' },
    {
      title: t('columns.window'),
      key: 'window',
      render: (_, p) => `${when(p.startAt)} – ${when(p.endAt)}`,
    },
    {
      title: t('drop.fields.claimLimit'),
      key: 'limit',
      render: (_, p) =>
        p.unlimited ? t('drop.unlimitedValue') : t('drop.perWallet', { count: p.claimLimit ?? 0 }),
    },
    {
      title: t('drop.fields.whitelist'),
      key: 'white',
      render: (_, p) => (p.whiteId ? `#${p.whiteId}` : t('drop.noWhitelist')),
    },
    {
      title: t('drop.fields.gated'),
      key: 'holding',
      render: (_, p) =>
        p.holding
          ? t('drop.holdingRule', { min: p.holding.minBalance, contract: p.holding.contract })
          : t('drop.none'),
    },
    {
      title: t('drop.fields.discounts'),
      key: 'discounts',
      render: (_, p) =>
        p.bulkDiscounts.length
          ? p.bulkDiscounts.map((d) => t('drop.discountRule', d)).join('; ')
          : t('drop.none'),
    },
  ];
  return (
    <Table<DropPhaseView>
      data-testid="drop-phases"
      columns={columns}
      rowKey="index"
      dataSource={phases}
      pagination={false}
      caption={<span className="visually-hidden">{t('module.phases')}</span>}
    />
  );
}

/** /DropDetail/:id (spec doc 2 §2): status, live counts, phases, claims, cancel. */
export default function DropDetail() {
  const { t } = useTranslation('launchpad');
  const id = Number(useParams().id);
  const { data: drop, isLoading, isError } = useDrop(id);
  const cancel = useCancelDrop();
  if (isLoading) return <Spin />;
  if (isError || !drop) return <StatusPage kind="notFound" />;
  const live = drop.status === 'Live' || drop.status === 'Processing';
  return (
    <Flex vertical gap={16}>
      <DetailHeader
        back="/Launchpad/Drop"
        title={`${t('drop.detailTitle')}: ${drop.name}`}
        storePath={`drop/${drop.id}`}
        testId="drop"
      >
        {CANCELLABLE.includes(drop.status) && (
          <CancelButton
            kind="drop"
            testId="drop-cancel"
            loading={cancel.isPending}
            onConfirm={() => cancel.mutateAsync(drop.id)}
          />
        )}
      </DetailHeader>
      <Card>
        <Flex gap={24} wrap>
          <Image src={fileUrl(drop.preview)} alt={drop.name} width={160} />
          <Descriptions column={{ xs: 1, md: 2 }} style={{ flex: 1 }}>
            <Descriptions.Item label={t('columns.status')}>
              <LaunchpadStatus status={drop.status} testId="drop-status" />
            </Descriptions.Item>
            <Descriptions.Item label={t('columns.claimed')}>
              <span data-testid="drop-claimed">
                {t('claimedOf', { claimed: drop.claimed, total: drop.total })}
              </span>
            </Descriptions.Item>
            <Descriptions.Item label={t('drop.remaining')}>{drop.remaining}</Descriptions.Item>
            <Descriptions.Item label={t('drop.fields.openDate')}>
              {when(drop.openAt)}
            </Descriptions.Item>
            <Descriptions.Item label={t('drop.address')}>
              {drop.address ? <code>{drop.address}</code> : t('drop.none')}
            </Descriptions.Item>
            <Descriptions.Item label={t('drop.provenance')}>
              <code style={{ wordBreak: 'break-all' }}>{drop.provenanceHash}</code>
            </Descriptions.Item>
            {drop.failReason && (
              <Descriptions.Item label={t('drop.failReason')}>{drop.failReason}</Descriptions.Item>
            )}
            {drop.description && (
              <Descriptions.Item label={t('drop.fields.description')}>
                {drop.description}
              </Descriptions.Item>
            )}
          </Descriptions>
        </Flex>
      </Card>
      <Card title={<h2 className="card-title">{t('module.phases')}</h2>}>
        <PhasesTable phases={drop.phases} />
      </Card>
      <Card title={<h2 className="card-title">{t('claims.title')}</h2>}>
        <DropClaimsTable id={drop.id} live={live} />
      </Card>
    </Flex>
  );
}
