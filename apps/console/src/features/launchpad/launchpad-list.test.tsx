import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MASK } from '@mintfront/domain';
import { LIVE_REFETCH_MS } from '../../api/launchpad.ts';
import { SideMenu } from '../../app/side-menu.tsx';
import { ok } from '../../test/fake-api.ts';
import { pickOption } from '../../test/antd-actions.ts';
import { renderRoutes } from '../../test/render.tsx';
import LaunchpadList from './launchpad-list.tsx';
import { launchpadRoutes } from './launchpad.routes.tsx';
import { airdrop, dropView, fakeLaunchpadApi, queryOf } from './launchpad-test-api.test-util.ts';

vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 10_000 });
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const ROUTES = [
  { path: '/Launchpad/Airdrop', element: <LaunchpadList /> },
  { path: '/Launchpad/Drop', element: <LaunchpadList /> },
];
const getsOf = (api: ReturnType<typeof fakeLaunchpadApi>, path: string) =>
  api.sent.filter((r) => r.method === 'GET' && new URL(r.url, 'http://x').pathname === path).length;

function render(
  at: string,
  rows: { airdrops?: ReturnType<typeof airdrop>[]; drops?: ReturnType<typeof dropView>[] } = {},
) {
  const api = fakeLaunchpadApi(({ method }, url) => {
    if (method !== 'GET') return undefined;
    if (url.pathname === '/api/airdrop')
      return ok({ list: rows.airdrops ?? [airdrop()], total: 45, lastPage: 5 });
    if (url.pathname === '/api/drop')
      return ok({ list: rows.drops ?? [dropView()], total: 45, lastPage: 5 });
    return undefined;
  });
  return { api, ...renderRoutes(ROUTES, { at }) };
}

async function choosePageSize(size: string) {
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
  fireEvent.click(sizes.find((o) => o.textContent === `${size} / page`)!);
}

describe('Launchpad list (spec doc 2 §2, §4, §9)', () => {
  it('asks airdrops by pages of 10, then 20 or 50, and shows the live claimed count', async () => {
    const { api } = render('/Launchpad/Airdrop');
    expect(await screen.findByText('Welcome gift')).toBeInTheDocument();
    expect(queryOf(api, '/api/airdrop').get('limit')).toBe('10');
    expect(screen.getByTestId('airdrop-claimed-1')).toHaveTextContent('2 / 5');
    expect(screen.getByTestId('airdrop-status-1')).toHaveTextContent('Live');
    await choosePageSize('50');
    await waitFor(() => expect(queryOf(api, '/api/airdrop').get('limit')).toBe('50'));
  });

  it('asks drops by pages of 10 or 20, filters by status, and names statuses as the spec does', async () => {
    const { api } = render('/Launchpad/Drop', {
      drops: [
        dropView({ id: 1, name: 'Genesis', status: 'Upcoming' }),
        dropView({ id: 2, name: 'Second', status: 'Ended' }),
      ],
    });
    expect(await screen.findByText('Genesis')).toBeInTheDocument();
    expect(queryOf(api, '/api/drop').get('limit')).toBe('10');
    // spec doc 2 §4: Selecting, Live, Ended.
    expect(screen.getByTestId('drop-status-1')).toHaveTextContent('Selecting');
    expect(screen.getByTestId('drop-status-2')).toHaveTextContent('Ended');
    await choosePageSize('20');
    await waitFor(() => expect(queryOf(api, '/api/drop').get('limit')).toBe('20'));
    // The pager is not clickable while the table is loading the new page size.
    await waitFor(() => expect(document.querySelector('.ant-spin-spinning')).toBeNull());
    await userEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(queryOf(api, '/api/drop').get('page')).toBe('2'));
    // The filter says the spec's word and asks the server's.
    await pickOption('drop-status-filter', 'Selecting');
    await waitFor(() => expect(queryOf(api, '/api/drop').get('status')).toBe('Upcoming'));
    expect(queryOf(api, '/api/drop').get('page')).toBe('1');
  });

  it('switches between the Airdrop and Drop tabs by their routes', async () => {
    const { router } = render('/Launchpad/Airdrop');
    await screen.findByText('Welcome gift');
    await userEvent.click(screen.getByRole('tab', { name: 'Drop' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/Launchpad/Drop'));
    expect(await screen.findByText('Genesis')).toBeInTheDocument();
    expect(screen.getByTestId('drop-create')).toHaveTextContent('Create drop');
  });

  it('offers one create button on an empty tab: the header’s, the list saying it is empty', async () => {
    render('/Launchpad/Drop', { drops: [], airdrops: [] });
    expect(await screen.findByText('No drops yet.')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /Create drop/ })).toHaveLength(1);
    expect(screen.getByTestId('drop-create')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Airdrop' }));
    expect(await screen.findByText('No airdrops yet.')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /Create airdrop/ })).toHaveLength(1);
  });

  it('asks again while a drop is live, and not once none is', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const live = render('/Launchpad/Drop', { drops: [dropView({ status: 'Live' })] });
    await screen.findByText('Genesis');
    const before = getsOf(live.api, '/api/drop');
    await vi.advanceTimersByTimeAsync(LIVE_REFETCH_MS + 100);
    await waitFor(() => expect(getsOf(live.api, '/api/drop')).toBeGreaterThan(before));
    live.unmount();
    vi.restoreAllMocks();

    const ended = render('/Launchpad/Drop', { drops: [dropView({ status: 'Ended' })] });
    await screen.findByText('Genesis');
    const once = getsOf(ended.api, '/api/drop');
    await vi.advanceTimersByTimeAsync(LIVE_REFETCH_MS * 2);
    expect(getsOf(ended.api, '/api/drop')).toBe(once);
  });
});

describe('the Launchpad menu', () => {
  it('shows Airdrops and Drops under Launchpad with mask 128 only', async () => {
    fakeLaunchpadApi();
    const view = renderRoutes(
      [{ path: '*', element: <SideMenu routes={launchpadRoutes} allows={MASK.launchpad} /> }],
      { at: '/Launchpad/Drop' },
    );
    expect(await screen.findByRole('link', { name: 'Drops' })).toHaveAttribute(
      'href',
      '/Launchpad/Drop',
    );
    expect(screen.getByRole('link', { name: 'Airdrops' })).toHaveAttribute(
      'href',
      '/Launchpad/Airdrop',
    );
    view.unmount();
    renderRoutes([
      { path: '*', element: <SideMenu routes={launchpadRoutes} allows={MASK.sellOrders} /> },
    ]);
    await screen.findByRole('navigation');
    expect(screen.queryByRole('link', { name: /Airdrops|Drops/ })).not.toBeInTheDocument();
  });
});
