import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, ok } from '../../../test/fake-api.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { raffle } from './raffle-fixture.test-util.ts';
import RaffleList from './raffle-list.tsx';

vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 10_000 });
afterEach(() => vi.restoreAllMocks());

const ROWS = [
  raffle({ id: 3, name: 'Soon', status: 'Selecting', state: 'deploying' }),
  raffle({ id: 2, name: 'Running', status: 'Live', entries: 7 }),
  raffle({ id: 1, name: 'Done', status: 'Ended', state: 'drawn', entries: 9 }),
];

function render() {
  const api = fakeApi(({ method, url }) => {
    if (method === 'GET' && new URL(url, 'http://x').pathname === '/api/raffles')
      return ok({ list: ROWS, total: 45, lastPage: 5 });
    return undefined;
  });
  renderRoutes(
    [
      { path: '/Raffle', element: <RaffleList /> },
      { path: '/Raffle/CreateRaffle', element: <p>create screen</p> },
      { path: '/Raffle/RaffleDetail/:id', element: <p>detail screen</p> },
    ],
    { at: '/Raffle' },
  );
  return api;
}
const query = (api: ReturnType<typeof render>) =>
  new URL(api.last('GET', '/api/raffles')!.url, 'http://x').searchParams;

describe('/Raffle (spec doc 2 §2, §4)', () => {
  it('shows each raffle with its event status (Selecting, Live, Ended), entries and winners', async () => {
    render();
    const row = (name: string) => screen.getByRole('link', { name }).closest('tr')!;
    await screen.findByRole('link', { name: 'Running' });
    expect(within(row('Soon')).getByText('Selecting')).toBeInTheDocument();
    expect(within(row('Soon')).getByText('Deploying contracts')).toBeInTheDocument();
    expect(within(row('Running')).getByText('Live')).toBeInTheDocument();
    expect(within(row('Done')).getByText('Ended')).toBeInTheDocument();
    expect(
      within(row('Running'))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toContain('7');
    expect(screen.getByRole('link', { name: 'Done' })).toHaveAttribute(
      'href',
      '/Raffle/RaffleDetail/1',
    );
  });

  it('asks pages of 10 by default and of 20 or 50 when chosen', async () => {
    const api = render();
    await screen.findByRole('link', { name: 'Running' });
    expect(query(api).get('limit')).toBe('10');
    expect(query(api).get('page')).toBe('1');
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
    await waitFor(() => expect(query(api).get('limit')).toBe('20'));
    await userEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(query(api).get('page')).toBe('2'));
  });

  it('opens the creation screen', async () => {
    render();
    await userEvent.click(await screen.findByTestId('raffle-create'));
    expect(await screen.findByText('create screen')).toBeInTheDocument();
  });
});
