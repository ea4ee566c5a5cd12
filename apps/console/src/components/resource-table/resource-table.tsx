import type { MouseEvent, ReactNode } from 'react';
import { Flex, Table, type TableColumnsType, type TableProps } from 'antd';
import type { SortOrder } from 'antd/es/table/interface';
import { useSearchParams } from 'react-router';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, type ListPage } from '@mintfront/domain';
import type { CreateAction } from '../list-page-header.tsx';
import { ColumnChooser, useChosenColumns, type ColumnChoice } from './column-chooser.tsx';
import { ListEmpty } from './list-empty.tsx';
import { useTotalText } from './total-text.ts';

export type ListQuery = { page: number; limit: number } & Record<
  string,
  string | number | undefined
>;

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
  | {
      source: { data: ListPage<T> | undefined; isFetching: boolean };
      list: ReturnType<typeof useListQuery>;
      data?: never;
      loading?: never;
      query?: never;
      onPage?: never;
    }
  | {
      data: ListPage<T> | undefined;
      loading: boolean;
      query: ListQuery;
      onPage: (page: number, limit: number) => void;
      source?: never;
      list?: never;
    };

export type ResourceTableProps<T> = PageSource<T> & {
  columns: TableColumnsType<T>;
  rowKey: keyof T & string;
  /** Filters and actions shown above the table. */
  toolbar?: ReactNode;
  testId?: string;
  caption?: string;
  /** Lets the member choose which columns show (at most ten, spec doc 1 §5); columns need a `key` and a text `title`. */
  columnChooser?: ColumnChoice;
  rowSelection?: TableProps<T>['rowSelection'];
  /** Opens a row on a click outside its links, buttons and checkboxes (keep a link in the row for the keyboard). */
  onRowClick?: (row: T) => void;
  /**
   * Columns with `sorter: true` sort through the URL's `order_by` (the column key) and `order_desc`
   * (name both in `useListQuery`); this is the order shown when the URL names none.
   */
  defaultSort?: { key: string; desc: boolean };
  /** The next step an empty list offers (usually the page's create action) and what it says. */
  empty?: { create?: CreateAction; text?: string };
};

/** Query keys that are not filters: an empty page with only these set is an empty list. */
const NOT_FILTERS = new Set(['page', 'limit', 'order_by', 'order_desc']);

const INTERACTIVE =
  'a, button, input, label, textarea, select, [role="button"], .ant-table-selection-column';

/** Column keys and their text titles, as the column chooser offers them. */
const choosable = <T,>(columns: TableColumnsType<T>, fixed: string[]) =>
  columns
    .filter((c) => c.key !== undefined && !fixed.includes(String(c.key)))
    .map((c) => ({
      key: String(c.key),
      label: typeof c.title === 'string' ? c.title : String(c.key),
    }));

/** The one list component (CONVENTIONS.md): an area writes its columns and filters only. */
export function ResourceTable<T extends object>(props: ResourceTableProps<T>) {
  const {
    columns,
    rowKey,
    toolbar,
    testId,
    caption,
    columnChooser,
    rowSelection,
    onRowClick,
    defaultSort,
    empty,
  } = props;
  const data = props.source ? props.source.data : props.data;
  const loading = props.source ? props.source.isFetching : props.loading;
  const query = props.list ? props.list.query : props.query;
  const onPage = props.list
    ? (page: number, limit: number) => props.list.set({ page, limit })
    : props.onPage;

  const totalText = useTotalText();

  const fixed = columnChooser?.fixed ?? [];
  const options = choosable(columns, fixed);
  const { chosen, choose } = useChosenColumns(options, columnChooser);
  const sortKey = (query.order_by as string | undefined) ?? defaultSort?.key;
  const sortDesc =
    query.order_desc !== undefined ? query.order_desc === 'true' : (defaultSort?.desc ?? false);
  const sortOf = (key: unknown): SortOrder =>
    key === sortKey ? (sortDesc ? 'descend' : 'ascend') : null;
  const shown = columns
    .filter(
      (c) =>
        !columnChooser ||
        c.key === undefined ||
        fixed.includes(String(c.key)) ||
        chosen.includes(String(c.key)),
    )
    .map((c) =>
      c.sorter === true
        ? { ...c, sortOrder: sortOf(c.key), sortDirections: ['ascend', 'descend'] as SortOrder[] }
        : c,
    );

  const onChange: TableProps<T>['onChange'] = (_pagination, _filters, sorter, extra) => {
    if (extra.action !== 'sort' || !props.list) return;
    const s = Array.isArray(sorter) ? sorter[0] : sorter;
    props.list.set(
      s?.order
        ? { order_by: String(s.columnKey), order_desc: String(s.order === 'descend') }
        : { order_by: undefined, order_desc: undefined },
    );
  };
  const onRow = onRowClick
    ? (row: T) => ({
        onClick: (e: MouseEvent<HTMLElement>) => {
          if (!(e.target as HTMLElement).closest(INTERACTIVE)) onRowClick(row);
        },
        style: { cursor: 'pointer' },
      })
    : undefined;

  const filters = Object.keys(query).filter((k) => !NOT_FILTERS.has(k) && query[k] !== undefined);
  const clearFilters = props.list
    ? () => props.list.set(Object.fromEntries(filters.map((k) => [k, undefined])))
    : undefined;

  return (
    <Flex vertical gap={16}>
      {(toolbar || columnChooser) && (
        <Flex gap={12} wrap align="center">
          {toolbar}
          {columnChooser && (
            <span style={{ marginInlineStart: 'auto' }}>
              <ColumnChooser
                options={options}
                chosen={chosen}
                onChange={choose}
                testId={testId ? `${testId}-columns` : undefined}
              />
            </span>
          )}
        </Flex>
      )}
      <Table<T>
        data-testid={testId}
        columns={shown}
        rowKey={rowKey}
        dataSource={data?.list ?? []}
        loading={loading}
        rowSelection={rowSelection}
        onRow={onRow}
        onChange={onChange}
        caption={caption ? <span className="visually-hidden">{caption}</span> : undefined}
        locale={
          loading && !data
            ? undefined
            : {
                emptyText: (
                  <ListEmpty
                    filtered={filters.length > 0}
                    onClear={clearFilters}
                    create={empty?.create}
                    text={empty?.text}
                  />
                ),
              }
        }
        pagination={{
          current: query.page,
          pageSize: query.limit,
          total: data?.total ?? 0,
          showTotal: (total) => totalText(total, data?.totalCapped),
          pageSizeOptions: PAGE_SIZES.map(String),
          showSizeChanger: true,
          onChange: onPage,
        }}
      />
    </Flex>
  );
}
