import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderRoutes } from '../../test/render.tsx';
import { mockApi, nft } from './nft-api.test-util.tsx';
import NftOwners from './nft-owners.tsx';

// antd tables and selects render slowly in jsdom on a busy machine.
vi.setConfig({ testTimeout: 45_000 });
afterEach(() => vi.restoreAllMocks());

const A = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const B = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';

describe('/TotalOwner: the holders of an NFT (spec doc 1 §2)', () => {
  it('lists wallets with quantities and share, paged through the URL', async () => {
    const calls = mockApi({
      handler: (c) => {
        if (c.url.pathname === '/api/tokens/7')
          return {
            data: nft(7, { title: 'Moon', total_minted: 10, chain: { minted: 10, owned: 6 } }),
          };
        if (c.url.pathname === '/api/token/owner/7')
          return {
            data: {
              list: [
                { address: A, quantity: 6 },
                { address: B, quantity: 4 },
              ],
              total: 25,
              lastPage: 3,
            },
          };
        return undefined;
      },
    });
    const { router } = renderRoutes([{ path: '/TotalOwner', element: <NftOwners /> }], {
      at: '/TotalOwner?id=7&limit=10',
    });
    await waitFor(() =>
      expect(screen.getByTestId('nft-owners-heading')).toHaveTextContent('Owners of Moon'),
    );
    expect(await screen.findByText(A)).toBeInTheDocument();
    expect(screen.getByText('60.00%')).toBeInTheDocument();
    expect(screen.getByText('40.00%')).toBeInTheDocument();
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() =>
      expect(
        calls
          .filter((c) => c.url.pathname === '/api/token/owner/7')
          .at(-1)!
          .url.searchParams.get('page'),
      ).toBe('2'),
    );
    expect(new URLSearchParams(router.state.location.search).get('id')).toBe('7');
  });
});
