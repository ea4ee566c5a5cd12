import { Button, Flex, InputNumber, Table, Typography, type TableColumnsType } from 'antd';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { NftRankTag } from '../../../components/nft-tags.tsx';
import { NftThumb } from '../../../components/nft-thumb.tsx';
import type { SeriesItem } from './box-form-values.ts';

type Props = {
  items: SeriesItem[];
  /** The most copies a row may hold: the NFT's copies not put in other boxes. */
  capOf: (item: SeriesItem) => number;
  onQuantity: (index: number, quantity: number) => void;
  onEdit?: (index: number) => void;
  /** The row whose NFT is being loaded for editing: its edit button spins. */
  editLoading?: number | null;
  onRemove: (index: number) => void;
};

/**
 * spec doc 1 §2 series list: number, rank icon, NFT name, copies (editable, with Max), delete.
 * A quantity is never set above the row's copies.
 */
export function SeriesTable({
  items,
  capOf,
  onQuantity,
  onEdit,
  editLoading = null,
  onRemove,
}: Props) {
  const { t } = useTranslation('mysteryBoxes');
  const columns: TableColumnsType<SeriesItem> = [
    { title: t('series.number'), key: 'number', width: 64, render: (_, s) => items.indexOf(s) + 1 },
    {
      title: t('series.rank'),
      key: 'rank',
      width: 90,
      render: (_, s) => <NftRankTag rank={s.rank} />,
    },
    {
      title: t('series.nft'),
      key: 'nft',
      render: (_, s) => (
        <Flex align="center" gap={8}>
          <NftThumb nft={s.nft} />
          <span>{s.nft.title}</span>
        </Flex>
      ),
    },
    {
      title: t('series.copies'),
      key: 'copies',
      width: 260,
      render: (_, s) => {
        const i = items.indexOf(s);
        const cap = capOf(s);
        return (
          <Flex align="center" gap={8}>
            <InputNumber
              min={1}
              max={Math.max(1, cap)}
              precision={0}
              value={s.quantity}
              status={s.quantity > cap ? 'error' : undefined}
              onChange={(v) =>
                onQuantity(i, Math.min(Math.max(1, Math.floor(Number(v) || 1)), Math.max(1, cap)))
              }
              aria-label={t('series.quantity', { name: s.nft.title })}
              data-testid={`series-quantity-${i}`}
            />
            <Typography.Text type="secondary" data-testid={`series-cap-${i}`}>
              {t('series.available', { count: cap })}
            </Typography.Text>
            <Button
              size="small"
              onClick={() => onQuantity(i, Math.max(1, cap))}
              disabled={cap < 1}
              data-testid={`series-max-${i}`}
            >
              {t('series.max')}
            </Button>
          </Flex>
        );
      },
    },
    {
      title: t('series.actions'),
      key: 'actions',
      width: 110,
      render: (_, s) => (
        <Flex gap={4}>
          {onEdit && (
            <Button
              type="text"
              icon={<EditOutlined />}
              loading={editLoading === items.indexOf(s)}
              onClick={() => onEdit(items.indexOf(s))}
              aria-label={t('series.edit', { name: s.nft.title })}
              data-testid={`series-edit-${items.indexOf(s)}`}
            />
          )}
          <Button
            type="text"
            danger
            icon={<DeleteOutlined />}
            onClick={() => onRemove(items.indexOf(s))}
            aria-label={t('series.remove', { name: s.nft.title })}
            data-testid={`series-remove-${items.indexOf(s)}`}
          />
        </Flex>
      ),
    },
  ];
  return (
    <Table<SeriesItem>
      data-testid="series-table"
      columns={columns}
      rowKey={(s) => s.nft.id}
      dataSource={items}
      pagination={items.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
      size="small"
      caption={<span className="visually-hidden">{t('series.caption')}</span>}
    />
  );
}
