import { useState } from 'react';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE } from '@mintfront/domain';
import { ResourceTable } from '../../../components/resource-table/resource-table.tsx';

/** A refused row of a sell order file: `row` counted from 0 after the header row. */
export type FileRowProblem = { row: number; field?: string; statusDesc: string };

/** The spreadsheet's own line number: the header is line 1, so row 0 is line 2. */
export const fileLine = (row: number) => row + 2;

/** The refused rows of a sell order file by line, field and reason (spec doc 2 §7 bulk), paged 10/20/50. */
export function BulkFileReport({ problems }: { problems: FileRowProblem[] }) {
  const { t } = useTranslation('sales');
  const [query, setQuery] = useState({ page: 1, limit: DEFAULT_PAGE_SIZE });
  const from = (query.page - 1) * query.limit;
  const rows = problems.map((p) => ({ ...p, line: fileLine(p.row) }));
  const columns: TableColumnsType<(typeof rows)[number]> = [
    { key: 'line', title: t('bulk.report.line'), dataIndex: 'line', width: 90 },
    { key: 'field', title: t('bulk.report.field'), dataIndex: 'field', width: 160 },
    { key: 'reason', title: t('bulk.report.reason'), dataIndex: 'statusDesc' },
  ];
  return (
    <ResourceTable
      testId="bulk-file-report"
      caption={t('bulk.report.caption')}
      columns={columns}
      rowKey="line"
      data={{
        list: rows.slice(from, from + query.limit),
        total: rows.length,
        lastPage: Math.max(1, Math.ceil(rows.length / query.limit)),
      }}
      loading={false}
      query={query}
      onPage={(page, limit) => setQuery({ page: limit === query.limit ? page : 1, limit })}
    />
  );
}
