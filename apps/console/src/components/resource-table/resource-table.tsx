import type { ReactNode } from 'react';
import { Flex, Table, type TableColumnsType } from 'antd';
import { useSearchParams } from 'react-router';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, type ListPage } from '@mintfront/domain';

export type ListQuery = { page: number; limit: number } & Record<string, string | number | undefined>;

/** Page, limit and the named filters of a list, kept in the URL so a reload or a link keeps them. */
export function useListQuery(filterNames: readonly string[]) {
  const [params, setParams] = useSearchParams();
  const limit = Number(params.get('limit'));
  const query: ListQuery = {
    page: Math.max(1, Number(params.get('page')) || 1),
    limit: (PAGE_SIZES as readonly number[]).includes(limit) ? limit : DEFAULT_PAGE_SIZE,
  };
  for (const name of filterNames) query[name] = params.get(name) ?? undefined;
  /** Changes some values; a filter change goes back to page 1. */
  const set = (patch: Record<string, string | number | undefined | null>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(patch)) {
      if (v === undefined || v === null || v === '') next.delete(k);
      else next.set(k, String(v));
    }
    if (!('page' in patch)) next.delete('page');
    setParams(next, { replace: true });
  };
  return { query, set };
}

type PageSource<T> =
  /** The list's query result (`useQuery`), and the `useListQuery` it was asked with. */
  | { source: { data: ListPage<T> | undefined; isFetching: boolean }; list: ReturnType<typeof useListQuery>; data?: never; loading?: never; query?: never; onPage?: never }
  | { data: ListPage<T> | undefined; loading: boolean; query: ListQuery; onPage: (page: number, limit: number) => void; source?: never; list?: never };

export type ResourceTableProps<T> = PageSource<T> & {
  columns: TableColumnsType<T>;
  rowKey: keyof T & string;
  /** Filters and actions shown above the table. */
  toolbar?: ReactNode;
  testId?: string;
  caption?: string;
};

/** The one list component (CONVENTIONS.md): an area writes its columns and filters only. */
export function ResourceTable<T extends object>(props: ResourceTableProps<T>) {
  const { columns, rowKey, toolbar, testId, caption } = props;
  const data = props.source ? props.source.data : props.data;
  const loading = props.source ? props.source.isFetching : props.loading;
  const query = props.list ? props.list.query : props.query;
  const onPage = props.list ? (page: number, limit: number) => props.list.set({ page, limit }) : props.onPage;
  return (
    <Flex vertical gap={16}>
      {toolbar && <Flex gap={12} wrap align="center">{toolbar}</Flex>}
      <Table<T>
        data-testid={testId}
        columns={columns}
        rowKey={rowKey}
        dataSource={data?.list ?? []}
        loading={loading}
        caption={caption ? <span className="visually-hidden">{caption}</span> : undefined}
        pagination={{
          current: query.page,
          pageSize: query.limit,
          total: data?.total ?? 0,
          pageSizeOptions: PAGE_SIZES.map(String),
          showSizeChanger: true,
          onChange: onPage,
        }}
      />
    </Flex>
  );
}
