import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TableColumnsType } from 'antd';
import { renderRoutes, renderWithProviders } from '../../test/render.tsx';
import { ResourceTable, useListQuery } from './resource-table.tsx';

type Row = { id: number; name: string };
const KEYS = Array.from({ length: 12 }, (_, i) => `c${i + 1}`);
const columns: TableColumnsType<Row> = [
  { title: 'Name', key: 'name', dataIndex: 'name' },
  ...KEYS.map((key) => ({ title: `Column ${key}`, key, render: () => key })),
];
const page = { list: [{ id: 1, name: 'First' }], total: 1, lastPage: 1 };
const query = { page: 1, limit: 10 };

function Chooser({ initial }: { initial?: string[] }) {
  return (
    <ResourceTable<Row>
      testId="t"
      columns={columns}
      rowKey="id"
      data={page}
      loading={false}
      query={query}
      onPage={() => {}}
      columnChooser={{ storageKey: 'test', fixed: ['name'], initial }}
    />
  );
}

const header = (title: string) => screen.queryByRole('columnheader', { name: title });
const box = (key: string) => screen.getByTestId(`t-columns-${key}`);

// antd tables render slowly in jsdom on a busy machine.
vi.setConfig({ testTimeout: 45_000 });

describe('ResourceTable column chooser (spec doc 1 §5: at most 10 columns)', () => {
  it('shows at most ten chosen columns and offers no eleventh until one is removed', async () => {
    renderWithProviders(<Chooser />);
    await userEvent.click(await screen.findByTestId('t-columns'));
    expect(header('Name')).toBeInTheDocument();
    expect(header('Column c10')).toBeInTheDocument();
    expect(header('Column c11')).not.toBeInTheDocument();
    expect(box('c11')).toBeDisabled();
    expect(box('c12')).toBeDisabled();
    expect(screen.getByText('10 of at most 10 columns shown.')).toBeInTheDocument();

    await userEvent.click(box('c3'));
    expect(header('Column c3')).not.toBeInTheDocument();
    expect(box('c11')).toBeEnabled();
    await userEvent.click(box('c11'));
    expect(header('Column c11')).toBeInTheDocument();
    expect(box('c12')).toBeDisabled();
    // The name column is fixed: always shown, never offered.
    expect(screen.queryByTestId('t-columns-name')).not.toBeInTheDocument();
  });

  it('keeps the choice in this browser, and the last column cannot be removed', async () => {
    const first = renderWithProviders(<Chooser initial={['c1', 'c2']} />);
    await userEvent.click(await screen.findByTestId('t-columns'));
    await userEvent.click(box('c1'));
    expect(box('c2')).toBeDisabled();
    first.unmount();

    renderWithProviders(<Chooser initial={['c1', 'c2']} />);
    expect(await screen.findByRole('columnheader', { name: 'Column c2' })).toBeInTheDocument();
    expect(header('Column c1')).not.toBeInTheDocument();
  });

  it('never shows more than ten, even when storage holds more', async () => {
    localStorage.setItem('mintfront.columns.test', JSON.stringify(KEYS));
    renderWithProviders(<Chooser />);
    expect(await screen.findByRole('columnheader', { name: 'Column c10' })).toBeInTheDocument();
    expect(header('Column c11')).not.toBeInTheDocument();
  });
});

function SortedList({ onRow }: { onRow?: (row: Row) => void }) {
  const list = useListQuery(['order_by', 'order_desc']);
  const sortable: TableColumnsType<Row> = [
    {
      title: 'Name',
      key: 'title',
      dataIndex: 'name',
      sorter: true,
      render: (name: string) => <a href="#x">{name}</a>,
    },
    { title: 'Copies', key: 'copies', sorter: true, render: () => 3 },
  ];
  return (
    <ResourceTable<Row>
      columns={sortable}
      rowKey="id"
      source={{ data: page, isFetching: false }}
      list={list}
      defaultSort={{ key: 'copies', desc: true }}
      onRowClick={onRow}
    />
  );
}

describe('ResourceTable sorting and row click', () => {
  it('puts the sorted column and its direction in the URL, and back to page 1', async () => {
    const { router } = renderRoutes([{ path: '/list', element: <SortedList /> }], {
      at: '/list?page=3',
    });
    const copies = await screen.findByRole('columnheader', { name: /Copies/ });
    expect(copies).toHaveAttribute('aria-sort', 'descending');
    fireEvent.click(screen.getByRole('columnheader', { name: /Name/ }));
    expect(new URLSearchParams(router.state.location.search).get('order_by')).toBe('title');
    expect(new URLSearchParams(router.state.location.search).get('order_desc')).toBe('false');
    expect(new URLSearchParams(router.state.location.search).get('page')).toBeNull();
    fireEvent.click(screen.getByRole('columnheader', { name: /Name/ }));
    expect(new URLSearchParams(router.state.location.search).get('order_desc')).toBe('true');
  });

  it('opens a row on a click in the row but not on its link', async () => {
    const onRow = vi.fn();
    renderRoutes([{ path: '/list', element: <SortedList onRow={onRow} /> }], { at: '/list' });
    fireEvent.click(await screen.findByText('First'));
    expect(onRow).not.toHaveBeenCalled();
    fireEvent.click(screen.getByText('3'));
    expect(onRow).toHaveBeenCalledWith(page.list[0]);
  });
});
