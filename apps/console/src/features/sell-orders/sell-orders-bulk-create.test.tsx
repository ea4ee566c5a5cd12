import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { setValue } from '../../test/antd-actions.ts';
import { fakeApi, ok } from '../../test/fake-api.ts';
import { renderRoutes } from '../../test/render.tsx';
import { bulkOutcome, pollSaleBulk } from '../../api/sales-bulk.ts';
import { checkBulk } from './components/bulk-check.ts';
import { MOON, SUN, fakeSalesApi } from './sale-test-api.test-util.ts';
import SellOrdersBulkCreate from './sell-orders-bulk-create.tsx';

vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 10_000 });
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const ROUTES = [
  { path: '/CreateMultipleSellOrders', element: <SellOrdersBulkCreate /> },
  { path: '/CreateMultipleSellOrders/auction', element: <SellOrdersBulkCreate /> },
  { path: '/SellOrder', element: <p>sell order list</p> },
];

async function pickBoth() {
  await userEvent.click(await screen.findByTestId('bulk-pick'));
  const table = await screen.findByTestId('bulk-picker-table');
  for (const name of ['Sun', 'Moon'])
    await userEvent.click(await within(table).findByRole('checkbox', { name }));
  await userEvent.click(screen.getByTestId('bulk-picker-confirm'));
  await screen.findByTestId(`bulk-price-${MOON.id}`);
}

describe('CreateMultipleSellOrders (spec doc 2 §4, §5, §7 bulk)', () => {
  it('refuses rows without a price before sending anything', async () => {
    const api = fakeSalesApi();
    renderRoutes(ROUTES, { at: '/CreateMultipleSellOrders' });
    await pickBoth();
    await setValue(`bulk-price-${SUN.id}`, '1');
    await userEvent.click(screen.getByTestId('bulk-submit'));
    expect(await screen.findByTestId('bulk-row-error')).toHaveTextContent(
      'Instant price is required',
    );
    expect(api.sent.some((r) => r.method === 'POST')).toBe(false);
  });

  it('sends the list, polls its key until done and goes to /SellOrder', async () => {
    let polls = 0;
    const api = fakeSalesApi(({ method }, url) => {
      if (method === 'POST' && url.pathname === '/api/sale/multiple/nfts/1')
        return ok({ key: 'k1' });
      if (url.pathname === '/api/sale/multiple/nfts/status') {
        polls += 1;
        return ok({ status: polls < 2 ? 0 : 1 });
      }
      return undefined;
    });
    const { router } = renderRoutes(ROUTES, { at: '/CreateMultipleSellOrders' });
    await pickBoth();
    await setValue(`bulk-price-${SUN.id}`, '1');
    await setValue(`bulk-price-${MOON.id}`, '0.5');
    await userEvent.click(screen.getByTestId('bulk-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/SellOrder'));
    expect(api.last('POST', '/api/sale/multiple/nfts/1')!.body).toEqual({
      list: [
        { goods_id: SUN.id, quantity: 1, price: '1' },
        { goods_id: MOON.id, quantity: 1, price: '0.5' },
      ],
    });
    expect(new URL(api.last('GET', '/api/sale/multiple/nfts/status')!.url, 'http://x').search).toBe(
      '?key=k1',
    );
    expect(polls).toBe(2);
  });

  it('shows the rows the server refused when the job fails (status 2)', async () => {
    fakeSalesApi(({ method }, url) => {
      if (method === 'POST' && url.pathname === '/api/sale/multiple/nfts/1')
        return ok({ key: 'k2' });
      if (url.pathname === '/api/sale/multiple/nfts/status')
        return ok({
          key: 'k2',
          status: 2,
          results: [
            { row: 0, sale_id: null, statusCode: 41086, statusDesc: 'NFT already on sale' },
            { row: 1, sale_id: null, statusCode: 41086, statusDesc: 'NFT already on sale' },
          ],
        });
      return undefined;
    });
    const { router } = renderRoutes(ROUTES, { at: '/CreateMultipleSellOrders' });
    await pickBoth();
    await setValue(`bulk-price-${SUN.id}`, '1');
    await setValue(`bulk-price-${MOON.id}`, '1');
    await userEvent.click(screen.getByTestId('bulk-submit'));
    expect(await screen.findByTestId('bulk-failed')).toHaveTextContent(
      'Row 2 (Moon): NFT already on sale',
    );
    expect(router.state.location.pathname).toBe('/CreateMultipleSellOrders');
  });

  it('asks an auction for its end before sending', async () => {
    const api = fakeSalesApi();
    renderRoutes(ROUTES, { at: '/CreateMultipleSellOrders/auction' });
    await pickBoth();
    await setValue(`bulk-price-${SUN.id}`, '1');
    await setValue(`bulk-price-${MOON.id}`, '1');
    await userEvent.click(screen.getByTestId('bulk-submit'));
    expect(await screen.findByText('Expiry date is required')).toBeInTheDocument();
    expect(api.sent.some((r) => r.method === 'POST')).toBe(false);
  });
});

describe('bulk rules and polling (spec doc 2 §4, §5)', () => {
  const labels = { quantity: 'Quantity', price: 'Price', start_date: 'Start', end_date: 'End' };
  it('refuses dates in the past', () => {
    const now = new Date('2026-06-01T00:00:00Z');
    const rows = [{ nft: MOON, quantity: 1, price: '1' }];
    const checked = checkBulk(
      1,
      rows,
      { start_date: dayjs('2026-05-01'), end_date: null },
      'en',
      labels,
      now,
    );
    expect(checked.list).toBeNull();
    expect(checked.fields[0]).toEqual({
      name: 'start_date',
      errors: ['Start cannot be in the past'],
    });
  });

  it('reads status 1 or 6 as success, 2 as failure, anything else as a retry', () => {
    expect([1, 6, 2, 0, 3].map(bulkOutcome)).toEqual([
      'success',
      'success',
      'failure',
      'retry',
      'retry',
    ]);
  });

  it('asks every 500 ms and stops after the tries given', async () => {
    vi.useFakeTimers();
    const api = fakeApi(() => ok({ status: 0 }));
    const done = pollSaleBulk('/api/sale/multiple/nfts/status', 'k', { tries: 100 });
    await vi.advanceTimersByTimeAsync(499);
    expect(api.sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(api.sent).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(100 * 500);
    expect(await done).toEqual({ result: 'timeout' });
    expect(api.sent).toHaveLength(100);
  });
});
