import { useState } from 'react';
import { Flex, Tabs, Typography, type TableColumnsType } from 'antd';
import { TeamOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import dayjs from 'dayjs';
import {
  DEFAULT_PAGE_SIZE,
  type NftDetail,
  type NftMint,
  type NftTransfer,
} from '@mintfront/domain';
import { useNftMintHistory, useNftSecondary } from '../../../api/nfts.ts';
import { ResourceTable } from '../../../components/resource-table/resource-table.tsx';
import { NftOwnerTable } from './nft-owner-table.tsx';

type Keyed = NftTransfer & { key: string };
const code = (text: string) => (
  <Typography.Text code style={{ wordBreak: 'break-all' }}>
    {text}
  </Typography.Text>
);

function usePaging() {
  const [query, setQuery] = useState({ page: 1, limit: DEFAULT_PAGE_SIZE });
  return { query, onPage: (page: number, limit: number) => setQuery({ page, limit }) };
}

function MintHistory({ id }: { id: number }) {
  const { t } = useTranslation('nfts');
  const { query, onPage } = usePaging();
  const { data, isFetching } = useNftMintHistory(id, query);
  const columns: TableColumnsType<NftMint> = [
    {
      title: t('detail.mints.date'),
      key: 'createdAt',
      render: (_, m) => dayjs(m.createdAt).format('YYYY/MM/DD HH:mm'),
    },
    { title: t('detail.mints.quantity'), key: 'quantity', dataIndex: 'quantity', align: 'right' },
    {
      title: t('detail.mints.tokenIds'),
      key: 'tokenIds',
      render: (_, m) =>
        m.firstTokenId === m.lastTokenId ? m.firstTokenId : `${m.firstTokenId}–${m.lastTokenId}`,
    },
    { title: t('detail.mints.to'), key: 'to', render: (_, m) => code(m.toAddress) },
    { title: t('detail.mints.txHash'), key: 'txHash', render: (_, m) => code(m.txHash) },
    { title: t('detail.mints.block'), key: 'block', dataIndex: 'blockNumber' },
  ];
  return (
    <ResourceTable<NftMint>
      testId="nft-mints"
      caption={t('detail.mints.caption')}
      columns={columns}
      rowKey="txHash"
      data={data}
      loading={isFetching}
      query={query}
      onPage={onPage}
    />
  );
}

function Transfers({ id }: { id: number }) {
  const { t } = useTranslation('nfts');
  const { query, onPage } = usePaging();
  const { data, isFetching } = useNftSecondary(id, query);
  const columns: TableColumnsType<Keyed> = [
    { title: t('detail.transfers.from'), key: 'from', render: (_, m) => code(m.from) },
    { title: t('detail.transfers.to'), key: 'to', render: (_, m) => code(m.to) },
    { title: t('detail.transfers.tokenId'), key: 'tokenId', dataIndex: 'tokenId' },
    {
      title: t('detail.transfers.quantity'),
      key: 'quantity',
      dataIndex: 'quantity',
      align: 'right',
    },
    { title: t('detail.transfers.txHash'), key: 'txHash', render: (_, m) => code(m.txHash) },
    { title: t('detail.transfers.block'), key: 'block', dataIndex: 'blockNumber' },
  ];
  const rowKey = (m: NftTransfer) => `${m.txHash}:${m.tokenId}:${m.from}:${m.to}`;
  const keyed = data && { ...data, list: data.list.map((m) => ({ ...m, key: rowKey(m) })) };
  return (
    <ResourceTable<Keyed>
      testId="nft-transfers"
      caption={t('detail.transfers.caption')}
      columns={columns}
      rowKey="key"
      data={keyed}
      loading={isFetching}
      query={query}
      onPage={onPage}
    />
  );
}

function Owners({ nft }: { nft: NftDetail }) {
  const { t } = useTranslation('nfts');
  const { query, onPage } = usePaging();
  return (
    <Flex vertical gap={8}>
      <Link to={`/TotalOwner?id=${nft.id}`} data-testid="nft-all-owners">
        <TeamOutlined /> {t('detail.allOwners')}
      </Link>
      <NftOwnerTable
        id={nft.id}
        minted={nft.chain?.minted ?? nft.total_minted}
        query={query}
        onPage={onPage}
      />
    </Flex>
  );
}

/** The NFT's mint transactions, holders and transfers, each paged; a tab loads when opened. */
export function NftActivity({ nft }: { nft: NftDetail }) {
  const { t } = useTranslation('nfts');
  return (
    <Tabs
      items={[
        { key: 'mints', label: t('detail.tabs.mints'), children: <MintHistory id={nft.id} /> },
        { key: 'owners', label: t('detail.tabs.owners'), children: <Owners nft={nft} /> },
        {
          key: 'transfers',
          label: t('detail.tabs.transfers'),
          children: <Transfers id={nft.id} />,
        },
      ]}
    />
  );
}
