import { Button, Input, InputNumber, Table, Typography, type TableColumnsType } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, type Nft } from '@mintfront/domain';
import { NftThumb } from '../../../components/nft-thumb.tsx';
import { availableOf } from './sale-goods-field.tsx';

export type BulkRow = { nft: Nft; quantity: number | null; price: string; error?: string };

type Props = {
  rows: BulkRow[];
  onChange: (rows: BulkRow[]) => void;
  /** The price column is the minimum bid for an auction. */
  priceLabel: string;
};

/** The NFTs of a bulk sell order, one row each with its quantity and price (and its error). */
export function BulkRowsTable({ rows, onChange, priceLabel }: Props) {
  const { t } = useTranslation('sales');
  const patch = (id: number, change: Partial<BulkRow>) =>
    onChange(rows.map((r) => (r.nft.id === id ? { ...r, ...change, error: undefined } : r)));
  const columns: TableColumnsType<BulkRow> = [
    {
      title: t('bulk.columns.nft'),
      key: 'nft',
      render: (_, r) => (
        <>
          <NftThumb nft={r.nft} /> {r.nft.title}
          {r.error && (
            <Typography.Text
              type="danger"
              style={{ display: 'block' }}
              data-testid="bulk-row-error"
            >
              {r.error}
            </Typography.Text>
          )}
        </>
      ),
    },
    {
      title: t('bulk.columns.quantity'),
      key: 'quantity',
      render: (_, r) => (
        <InputNumber
          aria-label={`${t('bulk.columns.quantity')} ${r.nft.title}`}
          min={1}
          max={availableOf(r.nft)}
          precision={0}
          value={r.quantity}
          onChange={(quantity) => patch(r.nft.id, { quantity })}
        />
      ),
    },
    {
      title: priceLabel,
      key: 'price',
      render: (_, r) => (
        <Input
          aria-label={`${priceLabel} ${r.nft.title}`}
          inputMode="decimal"
          value={r.price}
          status={r.error ? 'error' : undefined}
          onChange={(e) => patch(r.nft.id, { price: e.target.value })}
          style={{ maxWidth: 160 }}
          data-testid={`bulk-price-${r.nft.id}`}
        />
      ),
    },
    {
      title: t('bulk.columns.remove'),
      key: 'remove',
      render: (_, r) => (
        <Button
          size="small"
          icon={<DeleteOutlined />}
          aria-label={t('bulk.removeOne', { name: r.nft.title })}
          onClick={() => onChange(rows.filter((x) => x.nft.id !== r.nft.id))}
        />
      ),
    },
  ];
  return (
    <Table<BulkRow>
      rowKey={(r) => r.nft.id}
      columns={columns}
      dataSource={rows}
      pagination={{
        defaultPageSize: DEFAULT_PAGE_SIZE,
        pageSizeOptions: PAGE_SIZES.map(String),
        showSizeChanger: true,
        hideOnSinglePage: true,
      }}
      size="small"
      data-testid="bulk-rows"
    />
  );
}
