import { Card, Descriptions, Flex, Image, Spin, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import {
  DEFAULT_PAGE_SIZE,
  PAGE_SIZES,
  type AirdropNft,
  type EventStatus,
} from '@mintfront/domain';
import { useAirdrop, useCancelAirdrop } from '../../api/launchpad.ts';
import { StatusPage } from '../../components/status-page.tsx';
import { AirdropClaimsTable } from './components/airdrop-claims-table.tsx';
import { when } from './components/airdrop-table.tsx';
import { CancelButton } from './components/cancel-button.tsx';
import { DetailHeader } from './components/detail-header.tsx';
import { LaunchpadStatus } from './components/launchpad-status.tsx';

/** An airdrop not yet over can be cancelled; its successful claims stay (spec doc 2 §4). */
const CANCELLABLE: readonly EventStatus[] = ['Selecting', 'Live'];

/** /AirdropDetail/:id (spec doc 2 §2): the airdrop, what each NFT gave, its claims, cancel. */
export default function AirdropDetail() {
  const { t } = useTranslation('launchpad');
  const id = Number(useParams().id);
  const { data: airdrop, isLoading, isError } = useAirdrop(id);
  const cancel = useCancelAirdrop();
  if (isLoading) return <Spin />;
  if (isError || !airdrop) return <StatusPage kind="notFound" />;
  const nftColumns: TableColumnsType<AirdropNft> = [
    { title: t('claims.nft'), key: 'title', dataIndex: 'title' },
    { title: t('airdrop.given'), key: 'quantity', dataIndex: 'quantity' },
    { title: t('columns.claimed'), key: 'claimed', dataIndex: 'claimed' },
  ];
  return (
    <Flex vertical gap={16}>
      <DetailHeader
        back="/Launchpad/Airdrop"
        title={`${t('airdrop.detailTitle')}: ${airdrop.name}`}
        storePath={`airdrop/${airdrop.id}`}
        testId="airdrop"
      >
        {CANCELLABLE.includes(airdrop.status) && (
          <CancelButton
            kind="airdrop"
            testId="airdrop-cancel"
            loading={cancel.isPending}
            onConfirm={() => cancel.mutateAsync(airdrop.id)}
          />
        )}
      </DetailHeader>
      <Card>
        <Flex gap={24} wrap>
          <Image src={airdrop.preview_url} alt={airdrop.name} width={160} />
          <Descriptions column={{ xs: 1, md: 2 }} style={{ flex: 1 }}>
            <Descriptions.Item label={t('columns.status')}>
              <LaunchpadStatus status={airdrop.status} testId="airdrop-status" />
            </Descriptions.Item>
            <Descriptions.Item label={t('columns.claimed')}>
              <span data-testid="airdrop-claimed">
                {t('claimedOf', { claimed: airdrop.claimed, total: airdrop.total })}
              </span>
            </Descriptions.Item>
            <Descriptions.Item label={t('columns.window')}>
              {`${when(airdrop.start_date)} – ${when(airdrop.end_date)}`}
            </Descriptions.Item>
            <Descriptions.Item label={t('airdrop.fields.claimLimit')}>
              {airdrop.claim_limit}
            </Descriptions.Item>
            <Descriptions.Item label={t('airdrop.fields.whitelist')}>
              {airdrop.white_id ? `#${airdrop.white_id}` : t('airdrop.noWhitelist')}
            </Descriptions.Item>
            <Descriptions.Item label={t('airdrop.physical')}>
              {airdrop.material ? (airdrop.material.name ?? t('airdrop.yes')) : t('airdrop.no')}
            </Descriptions.Item>
            {airdrop.description && (
              <Descriptions.Item label={t('airdrop.fields.description')}>
                {airdrop.description}
              </Descriptions.Item>
            )}
          </Descriptions>
        </Flex>
      </Card>
      <Card title={<h2 className="card-title">{t('airdrop.nftsTitle')}</h2>}>
        <Table<AirdropNft>
          data-testid="airdrop-nfts-table"
          columns={nftColumns}
          rowKey="id"
          dataSource={airdrop.nfts}
          pagination={{
            defaultPageSize: DEFAULT_PAGE_SIZE,
            pageSizeOptions: PAGE_SIZES.map(String),
            showSizeChanger: true,
            hideOnSinglePage: true,
          }}
          caption={<span className="visually-hidden">{t('airdrop.nftsTitle')}</span>}
        />
      </Card>
      <Card title={<h2 className="card-title">{t('claims.title')}</h2>}>
        <AirdropClaimsTable id={airdrop.id} nfts={airdrop.nfts} live={airdrop.status === 'Live'} />
      </Card>
    </Flex>
  );
}
