import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok } from '../../test/fake-api.ts';
import { pickOption } from '../../test/antd-actions.ts';
import { renderRoutes } from '../../test/render.tsx';
import AirdropDetail from './airdrop-detail.tsx';
import { airdrop, fakeLaunchpadApi, queryOf } from './launchpad-test-api.test-util.ts';

vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 10_000 });
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const CLAIM = {
  id: 9,
  nft_id: 12,
  wallet: '0x4444444444444444444444444444444444444444',
  quantity: 1,
  status: 'confirmed',
  tx_hash: `0x${'c'.repeat(64)}`,
  created_at: '2026-01-02T00:00:00.000Z',
};

function render() {
  let cancelled = false;
  const api = fakeLaunchpadApi(({ method }, url) => {
    if (method === 'GET' && url.pathname === '/api/airdrop/1')
      return ok(airdrop({ status: cancelled ? 'Cancelled' : 'Live' }));
    if (method === 'GET' && url.pathname.startsWith('/api/airdrop/nft/claim/1/'))
      return ok({ list: [CLAIM], total: 25, lastPage: 3 });
    if (method === 'POST' && url.pathname === '/api/airdrop/cancel/1') {
      cancelled = true;
      return ok(airdrop({ status: 'Cancelled' }));
    }
    return undefined;
  });
  renderRoutes([{ path: '/AirdropDetail/:id?', element: <AirdropDetail /> }], {
    at: '/AirdropDetail/1',
  });
  return api;
}

describe('AirdropDetail (spec doc 2 §2, §4)', () => {
  it('lists claims from GET /api/airdrop/nft/claim/{id}/{x}, all or one NFT, paged', async () => {
    const api = render();
    expect(await screen.findByTestId('airdrop-claimed')).toHaveTextContent('2 / 5');
    const claims = await screen.findByTestId('airdrop-claims');
    expect(await within(claims).findByText(CLAIM.wallet)).toBeInTheDocument();
    expect(queryOf(api, '/api/airdrop/nft/claim/1/0').get('limit')).toBe('10');
    await pickOption('airdrop-claims-nft', 'Sun');
    await waitFor(() => expect(api.last('GET', '/api/airdrop/nft/claim/1/11')).toBeDefined());
    expect(queryOf(api, '/api/airdrop/nft/claim/1/11').get('page')).toBe('1');
  });

  it('cancels after a confirmation; the claims made stay listed', async () => {
    const api = render();
    await userEvent.click(await screen.findByTestId('airdrop-cancel'));
    expect(
      await screen.findByText('Nobody can claim from then on; the claims already made stay.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('airdrop-cancel-confirm'));
    await waitFor(() => expect(api.last('POST', '/api/airdrop/cancel/1')).toBeDefined());
    expect(await screen.findByText('Airdrop cancelled')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('airdrop-status')).toHaveTextContent('Cancelled'),
    );
    expect(screen.queryByTestId('airdrop-cancel')).not.toBeInTheDocument();
    expect(
      within(screen.getByTestId('airdrop-claims')).getByText(CLAIM.wallet),
    ).toBeInTheDocument();
  });
});
