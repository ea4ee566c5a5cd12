import { Flex, Tooltip, type TableColumnsType } from 'antd';
import { QuestionCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import dayjs from 'dayjs';
import { NFT_STATUS, NFT_TYPES, type Nft } from '@mintfront/domain';
import { useBoxMinted } from '../../api/mystery-boxes.ts';
import { useNfts } from '../../api/nfts.ts';
import { ListPageHeader, type CreateAction } from '../../components/list-page-header.tsx';
import { NFT_STATUS_KEY, NftStatusTag } from '../../components/nft-tags.tsx';
import { ListSearch, ListSelect } from '../../components/resource-table/list-filters.tsx';
import { ResourceTable, useListQuery } from '../../components/resource-table/resource-table.tsx';
import { NftThumb } from '../../components/nft-thumb.tsx';

const FILTERS = ['search', 'status'] as const;

/** /NFT/MysteryBox (spec doc 1 §2): the store's boxes (NFTs of type 4) with their minted and revealed counts. */
export default function BoxList() {
  const { t } = useTranslation(['mysteryBoxes', 'nfts']);
  const navigate = useNavigate();
  const list = useListQuery(FILTERS);
  const { query, set } = list;
  const filter = {
    page: query.page,
    limit: query.limit,
    type: NFT_TYPES.box,
    search: query.search as string | undefined,
    status: query.status as string | undefined,
  };
  const rows = useNfts(filter);
  const counts = useBoxMinted((rows.data?.list ?? []).map((b) => b.id));

  const columns: TableColumnsType<Nft> = [
    {
      title: t('columns.box'),
      key: 'box',
      render: (_, b) => (
        <Flex align="center" gap={8}>
          <NftThumb nft={b} />
          <Link to={`/specifics?id=${b.id}`}>{b.title}</Link>
        </Flex>
      ),
    },
    {
      title: t('columns.status'),
      key: 'status',
      render: (_, b) => <NftStatusTag status={b.status} />,
    },
    { title: t('columns.total'), key: 'total', render: (_, b) => b.copies },
    {
      title: t('columns.minted'),
      key: 'minted',
      render: (_, b) => counts.get(b.id)?.minted ?? b.total_minted,
    },
    {
      title: (
        <Tooltip title={t('revealedHelp')}>
          <span>
            {t('columns.revealed')} <QuestionCircleOutlined aria-label={t('revealedHelp')} />
          </span>
        </Tooltip>
      ),
      key: 'revealed',
      render: (_, b) => (
        <span data-testid={`box-revealed-${b.id}`}>{counts.get(b.id)?.revealed ?? '—'}</span>
      ),
    },
    {
      title: t('columns.createdAt'),
      key: 'createdAt',
      render: (_, b) => dayjs(b.createdAt).format('YYYY/MM/DD HH:mm'),
    },
  ];

  const create: CreateAction = {
    label: t('create'),
    onClick: () => void navigate('/CreateMysteryBox'),
    testId: 'box-create',
  };

  return (
    <Flex vertical gap={16}>
      <ListPageHeader title={t('title')} intro={t('intro')} create={create} />
      <ResourceTable<Nft>
        testId="box-table"
        empty={{ create }}
        caption={t('caption')}
        columns={columns}
        rowKey="id"
        source={rows}
        list={list}
        toolbar={
          <>
            <ListSearch
              value={filter.search}
              label={t('search')}
              onSearch={(search) => set({ search })}
              testId="box-search"
            />
            <ListSelect
              label={t('statusFilter')}
              value={filter.status}
              onChange={(status) => set({ status })}
              all={t('all')}
              options={Object.values(NFT_STATUS).map((s) => ({
                value: String(s),
                label: t(`nfts:status.${NFT_STATUS_KEY[s]}`),
              }))}
              testId="box-status-filter"
            />
          </>
        }
      />
    </Flex>
  );
}
