import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NFT_STATUS } from '@mintfront/domain';
import i18n, { setLanguage } from '../../i18n/index.ts';
import { renderRoutes } from '../../test/render.tsx';
import {
  WithToasts,
  lastList,
  listOf,
  mockApi,
  nft,
  tokenCalls,
  type Handler,
} from './nft-api.test-util.tsx';
import NftList from './nft-list.tsx';

// antd tables and selects render slowly in jsdom on a busy machine.
vi.setConfig({ testTimeout: 45_000 });
afterEach(() => vi.restoreAllMocks());

const ROWS = [
  nft(1, { title: 'Moon' }),
  nft(2, { title: 'Sun', status: NFT_STATUS.inReview, uid: 2 }),
  nft(3, { title: 'Star', status: NFT_STATUS.onSale, ever_on_sale: true }),
];
const listing: Handler = (c) =>
  c.method === 'GET' && c.url.pathname === '/api/tokens' ? listOf(ROWS, 45) : undefined;

function render(at = '/NFT/CreatedNFT', options: { isOwner?: boolean; handler?: Handler } = {}) {
  const calls = mockApi({ isOwner: options.isOwner, handler: options.handler ?? listing });
  const view = renderRoutes(
    [
      {
        path: '/NFT/CreatedNFT',
        element: (
          <WithToasts>
            <NftList />
          </WithToasts>
        ),
      },
      { path: '/specifics', element: <p>detail screen</p> },
    ],
    { at },
  );
  return { calls, ...view };
}
const row = (title: string) =>
  screen.getByText(title, { exact: true }).closest('tr') as HTMLElement;
const select = (title: string) => userEvent.click(within(row(title)).getByRole('checkbox'));
const puts = (calls: ReturnType<typeof mockApi>, path: string) =>
  calls.filter((c) => c.method === 'PUT' && c.url.pathname === path);

describe('NFT/CreatedNFT list: filters, sort and paging reach GET /api/tokens', () => {
  it('starts from the page, limit and filters in the URL', async () => {
    const { calls } = render('/NFT/CreatedNFT?page=2&limit=20&status=4&categories=3&contract_id=5');
    await screen.findByText('Moon');
    expect(Object.fromEntries(lastList(calls))).toMatchObject({
      page: '2',
      limit: '20',
      status: '4',
      categories: '3',
      contract_id: '5',
    });
  });

  it('sends the search and "only mine" (creator_id), back on page 1', async () => {
    const { calls } = render('/NFT/CreatedNFT?page=2');
    await screen.findByText('Moon');
    const search = screen.getByRole('searchbox', { name: 'Search by name' });
    fireEvent.change(search, { target: { value: 'moo' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(lastList(calls).get('search')).toBe('moo'));
    expect(lastList(calls).get('page')).toBe('1');
    fireEvent.click(screen.getByTestId('nft-mine-filter'));
    await waitFor(() => expect(lastList(calls).get('creator_id')).toBe('1'));
    expect(lastList(calls).get('search')).toBe('moo');
  });

  it('sorts by a column header and pages, keeping the filters, in the URL', async () => {
    const { calls, router } = render('/NFT/CreatedNFT?limit=20&status=4');
    await screen.findByText('Moon');
    fireEvent.click(screen.getByRole('columnheader', { name: /Copies/ }));
    await waitFor(() => expect(lastList(calls).get('order_by')).toBe('copies'));
    expect(lastList(calls).get('order_desc')).toBe('false');
    fireEvent.click(screen.getByTitle('3'));
    await waitFor(() => expect(lastList(calls).get('page')).toBe('3'));
    expect(Object.fromEntries(lastList(calls))).toMatchObject({
      limit: '20',
      status: '4',
      order_by: 'copies',
      order_desc: 'false',
    });
    expect(new URLSearchParams(router.state.location.search).get('page')).toBe('3');
  });

  it('changes the page size with the 10/20/50 changer, in the URL', async () => {
    const { calls, router } = render();
    await screen.findByText('Moon');
    expect(lastList(calls).get('limit')).toBe('10');
    fireEvent.mouseDown(document.querySelector('.ant-pagination-options .ant-select')!);
    const sizes = await waitFor(() => {
      const shown = [
        ...document.querySelectorAll(
          '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option',
        ),
      ];
      if (shown.length === 0) throw new Error('no page sizes');
      return shown;
    });
    expect(sizes.map((o) => o.textContent)).toEqual(['10 / page', '20 / page', '50 / page']);
    fireEvent.click(sizes[2]!);
    await waitFor(() => expect(lastList(calls).get('limit')).toBe('50'));
    expect(lastList(calls).get('page')).toBe('1');
    expect(new URLSearchParams(router.state.location.search).get('limit')).toBe('50');
  });

  it('shows the total, and "10,000+" when the server counted only up to its bound', async () => {
    const exact = render();
    expect(await screen.findByText('Total: 45')).toBeInTheDocument();
    exact.unmount();
    const capped: Handler = (c) =>
      c.method === 'GET' && c.url.pathname === '/api/tokens'
        ? { data: { list: ROWS, total: 10_000, lastPage: 1_000, totalCapped: true } }
        : undefined;
    const view = render('/NFT/CreatedNFT', { handler: capped });
    expect(await screen.findByText('Total: 10,000+')).toBeInTheDocument();
    // The last page offered is the bound's.
    expect(screen.getByTitle('1000')).toBeInTheDocument();
    view.unmount();
    await setLanguage('zh');
    try {
      render('/NFT/CreatedNFT', { handler: capped });
      expect(await screen.findByText('共 10,000+ 条')).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('filters by status through its select, back on page 1', async () => {
    const { calls, router } = render('/NFT/CreatedNFT?page=2');
    await screen.findByText('Moon');
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByTitle('In Review'));
    await waitFor(() => expect(lastList(calls).get('status')).toBe(String(NFT_STATUS.inReview)));
    expect(lastList(calls).get('page')).toBe('1');
    expect(new URLSearchParams(router.state.location.search).get('status')).toBe(
      String(NFT_STATUS.inReview),
    );
    // "All" takes the filter off again.
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(
      await waitFor(() => {
        const all = document.querySelector(
          '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="All"]',
        );
        if (!all) throw new Error('no All option');
        return all;
      }),
    );
    await waitFor(() => expect(lastList(calls).has('status')).toBe(false));
  });

  it('offers no edit for a mystery box row', async () => {
    const withBox: Handler = (c) =>
      c.method === 'GET' && c.url.pathname === '/api/tokens'
        ? listOf([...ROWS, nft(4, { title: 'Lucky box', type: 4 })])
        : undefined;
    render('/NFT/CreatedNFT', { handler: withBox });
    await screen.findByText('Lucky box');
    expect(screen.getByTestId('nft-edit-1')).toBeInTheDocument();
    expect(screen.queryByTestId('nft-edit-4')).not.toBeInTheDocument();
    expect(screen.getByTestId('nft-delete-4')).toBeInTheDocument();
  });

  it('filters by interface through its select', async () => {
    const { calls } = render();
    await screen.findByText('Moon');
    await userEvent.click(screen.getByRole('combobox', { name: 'Interface' }));
    await userEvent.click(await screen.findByTitle('ERC-1155'));
    await waitFor(() => expect(lastList(calls).get('type')).toBe('2'));
  });

  it('filters by collection and by category through their selects', async () => {
    const { calls } = render();
    await screen.findByText('Moon');
    await userEvent.click(screen.getByRole('combobox', { name: 'Collection' }));
    await userEvent.click(await screen.findByTitle('Posters'));
    await waitFor(() => expect(lastList(calls).get('contract_id')).toBe('5'));
    await userEvent.click(screen.getByRole('combobox', { name: 'Category' }));
    await userEvent.click(await screen.findByTitle('Art'));
    await waitFor(() => expect(lastList(calls).get('categories')).toBe('3'));
  });

  it('shows each status by its spec name, the rank, the collection and the creator', async () => {
    render();
    expect(await screen.findByTestId('nft-status-2')).toHaveTextContent('In Review');
    expect(screen.getByTestId('nft-status-3')).toHaveTextContent('On Sale');
    expect(within(row('Moon')).getByText('Normal')).toBeInTheDocument();
    expect(await within(row('Moon')).findByText('Posters')).toBeInTheDocument();
    expect(within(row('Moon')).getByText('You')).toBeInTheDocument();
    expect(await within(row('Sun')).findByText('Ada')).toBeInTheDocument();
  });

  it('opens the detail on a row click', async () => {
    const { router } = render();
    fireEvent.click(
      within(await screen.findByText('Moon').then(() => row('Moon'))).getByText('10', {
        selector: 'td',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/specifics'));
    expect(router.state.location.search).toBe('?id=1');
  });
});

describe('NFT list column chooser (spec doc 1 §5: at most 10 columns)', () => {
  it('offers the NFT columns and stops at ten', async () => {
    render();
    await screen.findByText('Moon');
    expect(screen.queryByRole('columnheader', { name: 'Royalty' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByTestId('nft-table-columns'));
    await userEvent.click(screen.getByTestId('nft-table-columns-royalties'));
    expect(screen.getByRole('columnheader', { name: 'Royalty' })).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('nft-table-columns-views'));
    expect(screen.getByText('10 of at most 10 columns shown.')).toBeInTheDocument();
    expect(screen.getByTestId('nft-table-columns-likes')).toBeDisabled();
    expect(screen.getByTestId('nft-table-columns-token_id')).toBeDisabled();
  });
});

describe('NFT list batch actions (spec doc 1 §4, §6)', () => {
  it('deletes the selected NFTs only after confirmation', async () => {
    const { calls } = render();
    await screen.findByText('Moon');
    await select('Moon');
    await select('Sun');
    expect(screen.getByTestId('nft-batch')).toHaveTextContent('2 selected');
    await userEvent.click(screen.getByTestId('nft-batch-delete'));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Delete the selected NFTs (2)?');
    expect(puts(calls, '/api/tokens/batch/destroy')).toHaveLength(0);
    await userEvent.click(screen.getByTestId('nft-batch-delete-confirm'));
    await waitFor(() => expect(puts(calls, '/api/tokens/batch/destroy')).toHaveLength(1));
    expect(puts(calls, '/api/tokens/batch/destroy')[0]!.body).toEqual({ ids: [1, 2] });
    expect(await screen.findByText('NFTs deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('nft-batch')).not.toBeInTheDocument());
  });

  it('shows the server refusal (E126) as a toast and keeps the selection', async () => {
    const refuse: Handler = (c) =>
      c.method === 'PUT'
        ? { statusCode: 41126, statusDesc: 'An NFT that has been on sale cannot be deleted' }
        : listing(c);
    render('/NFT/CreatedNFT', { handler: refuse });
    await screen.findByText('Moon');
    await select('Moon');
    await select('Star');
    await userEvent.click(screen.getByTestId('nft-batch-delete'));
    await userEvent.click(await screen.findByTestId('nft-batch-delete-confirm'));
    expect(
      await screen.findByText('An NFT that has been on sale cannot be deleted'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('nft-batch')).toHaveTextContent('2 selected');
  });

  it('rejects only the In Review rows, and only with a reason', async () => {
    const { calls } = render();
    await screen.findByText('Moon');
    await select('Moon');
    await select('Sun');
    expect(screen.getByTestId('nft-batch-approve')).toHaveTextContent('Approve (1)');
    await userEvent.click(screen.getByTestId('nft-batch-reject'));
    await userEvent.click(await screen.findByTestId('nft-reject-submit'));
    expect(await screen.findByText('Reason is required')).toBeInTheDocument();
    expect(puts(calls, '/api/tokens/batch/examine/refuse')).toHaveLength(0);

    await userEvent.type(screen.getByTestId('nft-reject-reason'), 'The image is blurry');
    await userEvent.click(screen.getByTestId('nft-reject-submit'));
    await waitFor(() => expect(puts(calls, '/api/tokens/batch/examine/refuse')).toHaveLength(1));
    expect(puts(calls, '/api/tokens/batch/examine/refuse')[0]!.body).toEqual({
      ids: [2],
      reason: 'The image is blurry',
    });
  });

  it('approves the In Review rows after confirmation', async () => {
    const { calls } = render();
    await screen.findByText('Moon');
    await select('Sun');
    await select('Star');
    await userEvent.click(screen.getByTestId('nft-batch-approve'));
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(puts(calls, '/api/tokens/batch/examine/agree')).toHaveLength(1));
    expect(puts(calls, '/api/tokens/batch/examine/agree')[0]!.body).toEqual({ ids: [2] });
  });

  it('offers no approve or reject to a collaborator', async () => {
    const { calls } = render('/NFT/CreatedNFT', { isOwner: false });
    await screen.findByText('Moon');
    await select('Sun');
    expect(screen.getByTestId('nft-batch-delete')).toBeInTheDocument();
    expect(screen.queryByTestId('nft-batch-approve')).not.toBeInTheDocument();
    expect(screen.queryByTestId('nft-batch-reject')).not.toBeInTheDocument();
    // The collaborator list is the owner's: a collaborator never asks for it.
    expect(calls.some((c) => c.url.pathname === '/api/collaborators')).toBe(false);
    expect(tokenCalls(calls).length).toBeGreaterThan(0);
  });
});
