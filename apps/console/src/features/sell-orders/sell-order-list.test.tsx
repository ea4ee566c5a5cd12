import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MASK, OWNER_ALLOWS } from '@mintfront/domain';
import { pickOption } from '../../test/antd-actions.ts';
import { ok } from '../../test/fake-api.ts';
import { renderRoutes } from '../../test/render.tsx';
import { SideMenu } from '../../app/side-menu.tsx';
import { fakeSalesApi, sale } from './sale-test-api.test-util.ts';
import SellOrderList from './sell-order-list.tsx';
import { sellOrdersRoutes } from './sell-orders.routes.tsx';

vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 10_000 });
afterEach(() => vi.restoreAllMocks());

// Mine and Active; someone else's and Active; mine and Cancelled.
const MINE = sale({ id: 1, goodInfo: { id: 12, title: 'Moon' } });
const THEIRS = sale({
  id: 2,
  goodInfo: { id: 13, title: 'Star' },
  userInfo: { id: 5, name: 'Ann' },
});
const GONE = sale({
  id: 3,
  goodInfo: { id: 14, title: 'Sun' },
  status: 'Cancelled',
  statusCode: 4,
});
const ROWS = [MINE, THEIRS, GONE];
const ROUTES = [{ path: '/SellOrder', element: <SellOrderList /> }];

function render(options: { isOwner?: boolean; allows?: number } = {}) {
  const api = fakeSalesApi(({ method }, url) => {
    if (method === 'GET' && url.pathname === '/api/sales')
      return ok({ list: ROWS, total: 45, lastPage: 5 });
    if (method === 'POST') return ok({});
    return undefined;
  }, options);
  const view = renderRoutes(ROUTES, { at: '/SellOrder' });
  return { api, ...view };
}
const salesQuery = (api: ReturnType<typeof render>['api']) =>
  new URL(api.last('GET', '/api/sales')!.url, 'http://x').searchParams;

describe('SellOrder list (spec doc 2 §2, §4, §6)', () => {
  it('asks pages of 10 by default and of 20 or 50 when chosen', async () => {
    const { api } = render();
    expect(await screen.findByText('Moon')).toBeInTheDocument();
    expect(salesQuery(api).get('limit')).toBe('10');
    expect(salesQuery(api).get('page')).toBe('1');
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
    fireEvent.click(sizes[1]!);
    await waitFor(() => expect(salesQuery(api).get('limit')).toBe('20'));
    // While the page of 20 loads the table is busy and its pager takes no pointer.
    await waitFor(() => expect(document.querySelector('.ant-spin-spinning')).toBeNull());
    await userEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(salesQuery(api).get('page')).toBe('2'));
  });

  it('filters by type, status and search', async () => {
    const { api } = render();
    await screen.findByText('Moon');
    await pickOption('sale-type-filter', 'Auction / offer');
    await waitFor(() => expect(salesQuery(api).get('type')).toBe('2'));
    await pickOption('sale-status-filter', 'Expired');
    await waitFor(() => expect(salesQuery(api).get('status')).toBe('5'));
    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Search by NFT name' }),
      'moon{Enter}',
    );
    await waitFor(() => expect(salesQuery(api).get('search')).toBe('moon'));
  });

  it('lets a collaborator cancel only their own Active sell orders', async () => {
    render({ isOwner: false, allows: MASK.sellOrders });
    await screen.findByText('Moon');
    expect(screen.getByTestId('sale-cancel-1')).toBeInTheDocument();
    expect(screen.queryByTestId('sale-cancel-2')).not.toBeInTheDocument();
    expect(screen.queryByTestId('sale-cancel-3')).not.toBeInTheDocument();
  });

  it('lets the owner cancel any Active sell order, after a confirmation', async () => {
    const { api } = render({ isOwner: true, allows: OWNER_ALLOWS });
    await userEvent.click(await screen.findByTestId('sale-cancel-2'));
    expect(api.last('POST', '/api/sales/cancel/2')).toBeUndefined();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel sale' }));
    await waitFor(() => expect(api.last('POST', '/api/sales/cancel/2')).toBeDefined());
    expect(await screen.findByText('Sell order cancelled')).toBeInTheDocument();
  });

  it('cancels in a batch only the selected sell orders the member may cancel', async () => {
    const { api } = render({ isOwner: false, allows: MASK.sellOrders });
    const table = await screen.findByTestId('sale-table');
    await within(table).findByText('Moon');
    for (const name of ['Moon', 'Star', 'Sun'])
      await userEvent.click(
        within(within(table).getByText(name).closest('tr')!).getByRole('checkbox'),
      );
    expect(screen.getByTestId('sale-batch-cancel')).toHaveTextContent('Cancel selected (1)');
    await userEvent.click(screen.getByTestId('sale-batch-cancel'));
    await userEvent.click(await screen.findByTestId('sale-batch-cancel-confirm'));
    await waitFor(() => expect(api.last('POST', '/api/sales/batch/cancel')).toBeDefined());
    expect(api.last('POST', '/api/sales/batch/cancel')!.body).toEqual({ id: [1] });
    expect(await screen.findByText('Sell orders cancelled')).toBeInTheDocument();
  });
});

describe('the sell order menu', () => {
  it('shows the unread offers count beside Offers', async () => {
    fakeSalesApi((_, url) => (url.pathname === '/api/offer/unread' ? ok({ count: 3 }) : undefined));
    // The menu opens only the current page's group (issue 22): a sell order page opens this one.
    renderRoutes(
      [{ path: '*', element: <SideMenu routes={sellOrdersRoutes} allows={MASK.sellOrders} /> }],
      { at: '/SellOrder' },
    );
    const badge = await screen.findByTestId('offers-unread');
    expect(badge).toHaveTextContent('3');
    expect(badge.closest('a')).toHaveAttribute('href', '/SellOrder/offers');
  });

  it('hides the sell order screens from a member without mask 4', async () => {
    fakeSalesApi();
    renderRoutes([
      { path: '*', element: <SideMenu routes={sellOrdersRoutes} allows={MASK.nft} /> },
    ]);
    await screen.findByRole('navigation');
    expect(screen.queryByRole('link', { name: /Sell orders|Offers/ })).not.toBeInTheDocument();
  });
});
