import { useState, type ReactNode } from 'react';
import { Flex, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ListPage } from '@mintfront/domain';
import { ListPageHeader, type CreateAction } from '../list-page-header.tsx';
import { RowActions } from '../row-actions.tsx';
import { ListSearch } from './list-filters.tsx';
import { ResourceTable, useListQuery } from './resource-table.tsx';

const FILTERS = ['search'] as const;

/** The query of a list searched by name. */
export type NameSearch = { page: number; limit: number; search?: string };

/** Rows edited in a dialog of this list, or on screens of their own. */
type Editing<T> =
  | {
      /** The create (`null`) or edit dialog of a row. */
      form: (row: T | null, close: () => void) => ReactNode;
      paths?: never;
    }
  | { paths: { create: string; edit: (row: T) => string }; form?: never };

type Props<T extends { id: number }> = Editing<T> & {
  /**
   * The i18n namespace with the screen's texts: title, intro, create, caption, search,
   * deleteConfirm, deleted and columns.actions.
   */
  ns: 'whitelists' | 'payoutGroups' | 'pages' | 'navigation';
  /** The prefix of the test ids: `<testId>-create`, `<testId>-table`, the row actions'. */
  testId: string;
  useRows: (filter: NameSearch) => { data: ListPage<T> | undefined; isFetching: boolean };
  useDelete: () => { mutateAsync: (id: number) => Promise<unknown> };
  /** The columns before the actions. */
  columns: TableColumnsType<T>;
  /** The row's name in its actions' labels; `name` by default. */
  nameOf?: (row: T) => string;
};

/**
 * A list of named rows (whitelists, payout groups, pages, menus): a header with create, a table
 * searched by name with edit and delete (after a confirmation) on each row, and the row's dialog
 * or the paths of its create and edit screens.
 */
export function NamedListPage<T extends { id: number }>(props: Props<T>) {
  const navigate = useNavigate();
  const nameOf = props.nameOf ?? ((row: T) => (row as T & { name: string }).name);
  const { t } = useTranslation([props.ns, 'common']);
  const list = useListQuery(FILTERS);
  const { query, set } = list;
  const filter: NameSearch = {
    page: query.page,
    limit: query.limit,
    search: query.search as string | undefined,
  };
  const rows = props.useRows(filter);
  const remove = props.useDelete();
  const [editing, setEditing] = useState<T | 'new' | null>(null);

  const columns: TableColumnsType<T> = [
    ...props.columns,
    {
      title: t('columns.actions'),
      key: 'actions',
      render: (_, row) => (
        <RowActions
          name={nameOf(row)}
          testId={props.testId}
          rowId={row.id}
          edit={props.paths ? props.paths.edit(row) : () => setEditing(row)}
          remove={{
            confirm: t('deleteConfirm'),
            done: t('deleted'),
            run: () => remove.mutateAsync(row.id),
          }}
        />
      ),
    },
  ];

  const create: CreateAction = {
    label: t('create'),
    onClick: () => (props.paths ? void navigate(props.paths.create) : setEditing('new')),
    testId: `${props.testId}-create`,
  };

  return (
    <Flex vertical gap={16}>
      <ListPageHeader title={t('title')} intro={t('intro')} create={create} />
      <ResourceTable<T>
        testId={`${props.testId}-table`}
        empty={{ create }}
        caption={t('caption')}
        columns={columns}
        rowKey="id"
        source={rows}
        list={list}
        toolbar={
          <ListSearch
            value={filter.search}
            label={t('search')}
            onSearch={(search) => set({ search })}
          />
        }
      />
      {editing && props.form?.(editing === 'new' ? null : editing, () => setEditing(null))}
    </Flex>
  );
}
