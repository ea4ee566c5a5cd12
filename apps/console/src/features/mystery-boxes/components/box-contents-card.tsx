import { useState } from 'react';
import { Card, Descriptions, Flex, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE, type BoxSeriesRow } from '@mintfront/domain';
import { useBoxContents, useBoxMinted } from '../../../api/mystery-boxes.ts';
import { NftRankTag } from '../../../components/nft-tags.tsx';
import { ResourceTable } from '../../../components/resource-table/resource-table.tsx';

/**
 * A box's series (GET /api/boxe/contents) and its counts (GET /api/sale/box/minted), for the
 * detail of an NFT of type 4 (/specifics?id=…, with or without purpose=2).
 */
export function BoxContentsCard({ boxId }: { boxId: number }) {
  const { t } = useTranslation('mysteryBoxes');
  const [paging, setPaging] = useState({ page: 1, limit: DEFAULT_PAGE_SIZE });
  const contents = useBoxContents(boxId, paging);
  const counts = useBoxMinted([boxId]).get(boxId);
  const columns: TableColumnsType<BoxSeriesRow> = [
    { title: t('series.rank'), key: 'rank', render: (_, r) => <NftRankTag rank={r.rank} /> },
    {
      title: t('series.nft'),
      key: 'nft',
      render: (_, r) => (
        <Flex align="center" gap={8}>
          <img
            src={r.preview_url ?? r.icon_url}
            alt={r.title}
            width={40}
            height={40}
            loading="lazy"
            style={{ objectFit: 'cover', borderRadius: 4 }}
          />
          <span>{r.title}</span>
        </Flex>
      ),
    },
    { title: t('series.copies'), key: 'num', render: (_, r) => `${r.num} / ${r.copies}` },
  ];
  return (
    <Card title={<h2 className="card-title">{t('fields.series')}</h2>} data-testid="box-contents">
      <Flex vertical gap={16}>
        <Descriptions
          size="small"
          column={3}
          items={[
            {
              key: 'total',
              label: t('columns.total'),
              children: <span data-testid="box-count-total">{counts?.total ?? '—'}</span>,
            },
            {
              key: 'minted',
              label: t('columns.minted'),
              children: <span data-testid="box-count-minted">{counts?.minted ?? '—'}</span>,
            },
            {
              key: 'revealed',
              label: t('columns.revealed'),
              children: <span data-testid="box-count-revealed">{counts?.revealed ?? '—'}</span>,
            },
          ]}
        />
        <ResourceTable<BoxSeriesRow>
          testId="box-contents-table"
          caption={t('series.caption')}
          columns={columns}
          rowKey="id"
          data={contents.data}
          loading={contents.isFetching}
          query={paging}
          onPage={(page, limit) => setPaging({ page, limit })}
        />
      </Flex>
    </Card>
  );
}
