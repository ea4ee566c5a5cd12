import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RaffleDetail as Detail } from '@mintfront/domain';
import { fail, fakeApi, ok } from '../../../test/fake-api.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { raffleDetail } from './raffle-fixture.test-util.ts';
import RaffleDetail from './raffle-detail.tsx';

vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 10_000 });
afterEach(() => vi.restoreAllMocks());

const A = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const B = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const C = '0x90F79bf6EB2c4f870365E785982E1f101E93b906';
const entrants = (won: string[] = [], claimed: string[] = []) =>
  [A, B, C].map((wallet, i) => ({
    wallet,
    entered_at: `2026-11-01T1${i}:00:00.000Z`,
    won: won.includes(wallet),
    claimed: claimed.includes(wallet),
  }));

function render(raffle: Detail, answers: { draw?: () => unknown; cancel?: () => unknown } = {}) {
  const api = fakeApi(({ method, url }) => {
    const path = new URL(url, 'http://x').pathname;
    if (method === 'GET' && path === `/api/raffles/${raffle.id}`) return ok(raffle);
    if (method === 'POST' && path === `/api/raffles/${raffle.id}/draw`)
      return (answers.draw?.() as never) ?? ok({ ...raffle, state: 'drawing' });
    if (method === 'POST' && path === `/api/raffles/${raffle.id}/cancel`)
      return (answers.cancel?.() as never) ?? ok({ ...raffle, state: 'cancelling' });
    return undefined;
  });
  renderRoutes([{ path: '/Raffle/RaffleDetail/:id?', element: <RaffleDetail /> }], {
    at: `/Raffle/RaffleDetail/${raffle.id}`,
  });
  return api;
}

/** Clicks the action, then the confirmation's own button (antd's Popconfirm). */
async function confirm(testId: string, label: string) {
  await userEvent.click(await screen.findByTestId(testId));
  const pop = await screen.findByRole('tooltip');
  await userEvent.click(within(pop).getByRole('button', { name: label }));
}

describe('/Raffle/RaffleDetail/:id (spec doc 2 §2)', () => {
  it('shows what anyone needs to check the draw: commitment, revealed seed, closing block hash, entrants in order, winners', async () => {
    const seed = `0x${'12'.repeat(32)}`;
    const hash = `0x${'34'.repeat(32)}`;
    render(
      raffleDetail({
        id: 5,
        status: 'Ended',
        state: 'drawn',
        entries: 3,
        seed,
        close_block_hash: hash,
        entrants: entrants([A, C], [C]),
        winner_list: [A, C],
      }),
    );
    expect(await screen.findByTestId('raffle-commitment')).toHaveTextContent(
      `0x${'ab'.repeat(32)}`,
    );
    expect(screen.getByTestId('raffle-seed')).toHaveTextContent(seed);
    expect(screen.getByTestId('raffle-close-hash')).toHaveTextContent(hash);
    expect(screen.getByTestId('raffle-status')).toHaveTextContent('Ended');
    expect(
      within(screen.getByTestId('raffle-winners'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([A, C]);
    const rows = within(screen.getByTestId('raffle-entrants')).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[1]!.textContent)).toEqual([A, B, C]);
    expect(rows[0]).toHaveTextContent('Won · Not claimed');
    expect(rows[1]).toHaveTextContent('Not drawn');
    expect(rows[2]).toHaveTextContent('Won · Claimed');
    // Drawn: neither drawn again nor cancelled.
    expect(screen.queryByTestId('raffle-draw')).toBeNull();
    expect(screen.queryByTestId('raffle-cancel')).toBeNull();
  });

  it('says the seed is not revealed yet before the draw', async () => {
    render(raffleDetail({ id: 6, entries: 3, entrants: entrants() }));
    await screen.findByTestId('raffle-commitment');
    expect(screen.queryByTestId('raffle-seed')).toBeNull();
    expect(screen.getAllByText('Not yet')).toHaveLength(2);
    expect(screen.getByText('No winners yet.')).toBeInTheDocument();
    expect(
      within(screen.getByTestId('raffle-entrants')).getAllByText('Waiting for the draw'),
    ).toHaveLength(3);
  });

  it('draws an ended raffle with entries only after the confirmation', async () => {
    const api = render(raffleDetail({ id: 7, status: 'Ended', entries: 3, entrants: entrants() }));
    await userEvent.click(await screen.findByTestId('raffle-draw'));
    expect(
      await screen.findByText(/Close the entries and reveal the seed now/),
    ).toBeInTheDocument();
    expect(api.last('POST', '/api/raffles/7/draw')).toBeUndefined();
    await userEvent.click(
      within(screen.getByRole('tooltip')).getByRole('button', { name: 'Draw' }),
    );
    await waitFor(() => expect(api.last('POST', '/api/raffles/7/draw')).toBeDefined());
    expect(await screen.findByText(/The draw was started/)).toBeInTheDocument();
  });

  it('offers no draw while the raffle is live', async () => {
    render(raffleDetail({ id: 8, status: 'Live', entries: 3, entrants: entrants() }));
    await screen.findByTestId('raffle-cancel');
    expect(screen.queryByTestId('raffle-draw')).toBeNull();
  });

  it('cancels after the confirmation, and shows the server’s refusal when the draw can still happen', async () => {
    const api = render(raffleDetail({ id: 9, status: 'Ended', entries: 3, entrants: entrants() }), {
      cancel: () => fail(40179, 'This raffle can be drawn: it cannot be cancelled'),
    });
    await confirm('raffle-cancel', 'Cancel raffle');
    await waitFor(() => expect(api.last('POST', '/api/raffles/9/cancel')).toBeDefined());
    expect(
      await screen.findByText('This raffle can be drawn: it cannot be cancelled'),
    ).toBeInTheDocument();
  });

  it('cancels a raffle whose reveal was missed (asked, never drawn)', async () => {
    const api = render(raffleDetail({ id: 10, status: 'Ended', state: 'drawing', entries: 3 }));
    await confirm('raffle-cancel', 'Cancel raffle');
    await waitFor(() => expect(api.last('POST', '/api/raffles/10/cancel')).toBeDefined());
    expect(await screen.findByText('The raffle is being cancelled.')).toBeInTheDocument();
  });
});
