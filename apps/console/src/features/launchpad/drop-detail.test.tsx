import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok } from '../../test/fake-api.ts';
import { renderRoutes } from '../../test/render.tsx';
import DropDetail from './drop-detail.tsx';
import { dropView, fakeLaunchpadApi, queryOf } from './launchpad-test-api.test-util.ts';

vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 10_000 });
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const CLAIM = {
  id: 3,
  wallet: '0x3333333333333333333333333333333333333333',
  phase: 0,
  phaseName: 'Allowlist',
  quantity: 2,
  amount: '0.02',
  status: 'confirmed',
  firstTokenId: 1,
  txHash: `0x${'b'.repeat(64)}`,
  createdAt: '2026-01-01T10:00:00.000Z',
  confirmedAt: '2026-01-01T10:00:05.000Z',
};

function render(status: 'Live' | 'Ended' = 'Live') {
  let cancelled = false;
  const api = fakeLaunchpadApi(({ method }, url) => {
    if (method === 'GET' && url.pathname === '/api/drop/show/1')
      return ok(dropView({ status: cancelled ? 'Cancelled' : status }));
    if (method === 'GET' && url.pathname === '/api/drop/nft/claim/1/0')
      return ok({ list: [CLAIM], total: 30, lastPage: 3 });
    if (method === 'POST' && url.pathname === '/api/drop/cancel/1') {
      cancelled = true;
      return ok(dropView({ status: 'Cancelled' }));
    }
    return undefined;
  });
  renderRoutes([{ path: '/DropDetail/:id?', element: <DropDetail /> }], { at: '/DropDetail/1' });
  return api;
}

describe('DropDetail (spec doc 2 §2, §4)', () => {
  it('shows the status, the phases and a page of 10 claims', async () => {
    const api = render();
    expect(await screen.findByTestId('drop-status')).toHaveTextContent('Live');
    expect(screen.getByTestId('drop-claimed')).toHaveTextContent('12 / 100');
    expect(within(screen.getByTestId('drop-phases')).getByText('Allowlist')).toBeInTheDocument();
    expect(within(screen.getByTestId('drop-phases')).getByText('2 per wallet')).toBeInTheDocument();
    const claims = await screen.findByTestId('drop-claims');
    expect(await within(claims).findByText(CLAIM.wallet)).toBeInTheDocument();
    expect(queryOf(api, '/api/drop/nft/claim/1/0').get('limit')).toBe('10');
    await userEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(queryOf(api, '/api/drop/nft/claim/1/0').get('page')).toBe('2'));
  });

  it('cancels only after a confirmation saying the claims stay', async () => {
    const api = render();
    await userEvent.click(await screen.findByTestId('drop-cancel'));
    expect(
      await screen.findByText('Nobody can claim from then on; the claims already made stay.'),
    ).toBeInTheDocument();
    expect(api.last('POST', '/api/drop/cancel/1')).toBeUndefined();
    await userEvent.click(screen.getByTestId('drop-cancel-confirm'));
    await waitFor(() => expect(api.last('POST', '/api/drop/cancel/1')).toBeDefined());
    expect(await screen.findByText('Drop cancelled')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('drop-status')).toHaveTextContent('Cancelled'));
    expect(screen.queryByTestId('drop-cancel')).not.toBeInTheDocument();
  });

  it("links to the drop's page on the store's site, to open and share", async () => {
    fakeLaunchpadApi(({ method }, url) => {
      if (method === 'GET' && url.pathname === '/api/drop/show/1') return ok(dropView());
      if (method === 'GET' && url.pathname === '/api/shop/info')
        return ok({ id: 9, subdomain: 'moon', isOwner: true, allows: 0xffff });
      return undefined;
    });
    renderRoutes([{ path: '/DropDetail/:id?', element: <DropDetail /> }], { at: '/DropDetail/1' });
    const link = await screen.findByTestId('drop-store-link');
    expect(link).toHaveAttribute('href', '/s/moon/drop/1');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveTextContent('Open on your store');
  });

  it('offers no cancel for an ended drop', async () => {
    render('Ended');
    expect(await screen.findByTestId('drop-status')).toHaveTextContent('Ended');
    expect(screen.queryByTestId('drop-cancel')).not.toBeInTheDocument();
  });
});
