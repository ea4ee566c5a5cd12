import { Link } from 'react-router';
import type { TableColumnsType } from 'antd';
import { EyeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import type { Nft } from '@mintfront/domain';
import { useDeleteNfts } from '../../../api/nfts.ts';
import { NftRankTag, NftStatusTag, useNftTypeLabel } from '../../../components/nft-tags.tsx';
import { RowActions } from '../../../components/row-actions.tsx';
import { NftThumb } from '../../../components/nft-thumb.tsx';
import type { NftViewer } from './use-nft-viewer.ts';

/** Keys of the columns shown until the member chooses others (ten at most, spec doc 1 §5). */
export const NFT_DEFAULT_COLUMNS = [
  'icon',
  'collection',
  'status',
  'rank',
  'copies',
  'total_minted',
  'creator',
  'created_at',
];
export const NFT_FIXED_COLUMNS = ['title', 'actions'];

type Names = { collections: Map<number, string>; categories: Map<number, string> };

/**
 * The NFT list's columns. Keys of sortable columns are NFT_ORDER_BY values (created_at, title,
 * copies, total_minted): the table puts them in the URL as order_by.
 */
export function useNftColumns(viewer: NftViewer, names: Names): TableColumnsType<Nft> {
  const { t } = useTranslation('nfts');
  const typeLabel = useNftTypeLabel();
  const remove = useDeleteNfts();
  const detail = (n: Nft) => `/specifics?id=${n.id}`;
  return [
    { title: t('columns.icon'), key: 'icon', width: 64, render: (_, n) => <NftThumb nft={n} /> },
    {
      title: t('columns.title'),
      key: 'title',
      sorter: true,
      render: (_, n) => (
        <Link to={detail(n)} data-testid={`nft-link-${n.id}`}>
          {n.title}
        </Link>
      ),
    },
    {
      title: t('columns.collection'),
      key: 'collection',
      render: (_, n) =>
        names.collections.get(n.contract_id) ?? t('collectionFallback', { id: n.contract_id }),
    },
    {
      title: t('columns.status'),
      key: 'status',
      render: (_, n) => <NftStatusTag status={n.status} testId={`nft-status-${n.id}`} />,
    },
    { title: t('columns.rank'), key: 'rank', render: (_, n) => <NftRankTag rank={n.rank} /> },
    { title: t('columns.type'), key: 'type', render: (_, n) => typeLabel(n.type) },
    {
      title: t('columns.copies'),
      key: 'copies',
      dataIndex: 'copies',
      sorter: true,
      align: 'right',
    },
    {
      title: t('columns.minted'),
      key: 'total_minted',
      dataIndex: 'total_minted',
      sorter: true,
      align: 'right',
    },
    { title: t('columns.creator'), key: 'creator', render: (_, n) => viewer.creatorName(n.uid) },
    {
      title: t('columns.createdAt'),
      key: 'created_at',
      sorter: true,
      render: (_, n) => dayjs(n.createdAt).format('YYYY/MM/DD HH:mm'),
    },
    {
      title: t('columns.royalties'),
      key: 'royalties',
      align: 'right',
      render: (_, n) => `${n.royalties}%`,
    },
    {
      title: t('columns.categories'),
      key: 'categories',
      render: (_, n) =>
        n.category
          .map((id) => names.categories.get(id) ?? t('categoryFallback', { id }))
          .join(', '),
    },
    { title: t('columns.tokenId'), key: 'token_id', render: (_, n) => n.token_id ?? t('none') },
    { title: t('columns.views'), key: 'views', dataIndex: 'views', align: 'right' },
    { title: t('columns.likes'), key: 'likes', dataIndex: 'likes', align: 'right' },
    {
      title: t('columns.actions'),
      key: 'actions',
      render: (_, n) => (
        <RowActions
          name={n.title}
          testId="nft"
          rowId={n.id}
          edit={viewer.mayEdit(n) ? `/single?id=${n.id}` : undefined}
          remove={
            viewer.mayDelete(n)
              ? {
                  confirm: t('detail.deleteConfirm'),
                  done: t('detail.deleted'),
                  run: () => remove.mutateAsync([n.id]),
                }
              : undefined
          }
        >
          <Link
            to={detail(n)}
            aria-label={`${t('view')} ${n.title}`}
            data-testid={`nft-view-${n.id}`}
          >
            <EyeOutlined /> {t('view')}
          </Link>
        </RowActions>
      ),
    },
  ];
}
