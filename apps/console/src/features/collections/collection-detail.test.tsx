import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { Collection } from '@mintfront/domain';
import { renderRoutes } from '../../test/render.tsx';
import CollectionDetail from './collection-detail.tsx';

const ADDRESS = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const base: Collection = {
  id: 7,
  name: 'Posters',
  title: 'Posters',
  symbol: 'PST',
  type: 1,
  source: 0,
  status: 0,
  icon: null,
  icon_url: null,
  icon_thumbnail: null,
  icon_thumbnail_url: null,
  banner: null,
  banner_url: null,
  description: null,
  page_title: null,
  page_description: null,
  page_url: null,
  royalties: 10,
  category: [],
  chain: 'local',
  address: null,
  txHash: null,
  failReason: null,
  createdAt: '2025-01-01T00:00:00Z',
};

const ok = (data: unknown) =>
  new Response(JSON.stringify({ statusCode: 0, statusDesc: 'ok', data }), {
    headers: { 'Content-Type': 'application/json' },
  });

afterEach(() => vi.restoreAllMocks());

describe('CollectionDetail: spec §4 polling', () => {
  it('asks every second while Processing, shows Unverified with the address, then stops asking', async () => {
    let deployed = false;
    let statusCalls = 0;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = String(input);
      if (url.includes('/api/contract/status/7')) {
        statusCalls += 1;
        // Processing on the first ask, deployed from the second on.
        deployed = statusCalls >= 2;
        return ok(
          deployed
            ? { id: 7, status: 1, address: ADDRESS, txHash: '0xabc', failReason: null }
            : { id: 7, status: 0, address: null, txHash: null, failReason: null },
        );
      }
      if (url.includes('/api/contracts/7'))
        return ok(deployed ? { ...base, status: 1, address: ADDRESS, txHash: '0xabc' } : base);
      return ok(null);
    });

    renderRoutes([{ path: '/Collection/CollectionDetail/:id?', element: <CollectionDetail /> }], {
      at: '/Collection/CollectionDetail/7',
    });

    expect(await screen.findByText('Processing')).toBeInTheDocument();
    expect(await screen.findByText('Unverified', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByTestId('collection-address')).toHaveTextContent(ADDRESS);
    const callsWhenDone = statusCalls;
    await new Promise((r) => setTimeout(r, 2500));
    expect(statusCalls).toBe(callsWhenDone);
  });

  it('shows Failed with the reason and does not poll a finished deployment', async () => {
    let statusCalls = 0;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = String(input);
      if (url.includes('/api/contract/status/')) statusCalls += 1;
      return ok({ ...base, status: 3, failReason: 'E65: royalty too high' });
    });
    renderRoutes([{ path: '/Collection/CollectionDetail/:id?', element: <CollectionDetail /> }], {
      at: '/Collection/CollectionDetail/7',
    });
    expect(await screen.findByTestId('collection-fail-reason')).toHaveTextContent(
      'E65: royalty too high',
    );
    expect(screen.getByText('Failed')).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 1200));
    await waitFor(() => expect(statusCalls).toBe(0));
  });

  it('colours an Unverified collection as its status dot says, not green (issue 22)', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () =>
      ok({ ...base, status: 1, address: ADDRESS, txHash: '0xabc' }),
    );
    renderRoutes([{ path: '/Collection/CollectionDetail/:id?', element: <CollectionDetail /> }], {
      at: '/Collection/CollectionDetail/7',
    });
    const card = await screen.findByTestId('collection-deploy');
    await screen.findByText('Unverified');
    const alert = card.querySelector('.ant-alert')!;
    expect(alert).toHaveClass('ant-alert-warning');
    expect(alert).not.toHaveClass('ant-alert-success');
    expect(card.querySelector('.ant-badge-status-warning')).not.toBeNull();
  });
});
