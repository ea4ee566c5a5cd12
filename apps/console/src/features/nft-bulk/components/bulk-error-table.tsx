import { useState } from 'react';
import { Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE, type NftBulkRowError, type NftBulkSchedule } from '@mintfront/domain';
import { useNftBulkErrors } from '../../../api/nft-bulk.ts';
import { ResourceTable } from '../../../components/resource-table/resource-table.tsx';

/** The refused rows by line, each with every reason (spec doc 1 §5 row errors), paged 10/20/50. */
export function BulkErrorTable({ schedule }: { schedule: NftBulkSchedule }) {
  const { t } = useTranslation('nftBulk');
  const [query, setQuery] = useState({ page: 1, limit: DEFAULT_PAGE_SIZE });
  const rows = useNftBulkErrors(
    schedule.id,
    query.page,
    query.limit,
    `${schedule.state}-${schedule.failed}`,
  );
  const columns: TableColumnsType<NftBulkRowError> = [
    { key: 'line', title: t('errors.line'), dataIndex: 'line', width: 80 },
    { key: 'title', title: t('errors.name'), dataIndex: 'title', ellipsis: true },
    { key: 'file', title: t('errors.file'), dataIndex: 'file', ellipsis: true },
    {
      key: 'messages',
      title: t('errors.reasons'),
      render: (_, row) => (
        <ul style={{ margin: 0, paddingInlineStart: 18 }}>
          {row.state === 'failed' && (
            <li>
              <Typography.Text type="secondary">{t('errors.failedState')}</Typography.Text>
            </li>
          )}
          {row.messages.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      ),
    },
  ];
  return (
    <ResourceTable<NftBulkRowError>
      testId="bulk-errors"
      caption={t('errors.caption')}
      columns={columns}
      rowKey="line"
      data={rows.data}
      loading={rows.isFetching}
      query={query}
      onPage={(page, limit) => setQuery({ page: limit === query.limit ? page : 1, limit })}
    />
  );
}
