import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, ok, page } from '../../test/fake-api.ts';
import { renderRoutes } from '../../test/render.tsx';
import { nft } from '../nfts/components/fake-nft-api.test-util.ts';
import BoxList from './box-list.tsx';

afterEach(() => vi.restoreAllMocks());

const BOXES = [
  nft({ id: 7, title: 'Lucky box', type: 4, copies: 9, total_minted: 9 }),
  nft({ id: 8, title: 'Later box', type: 4, copies: 4, total_minted: 0, status: 5 }),
];

describe('/NFT/MysteryBox (spec doc 1 §2)', () => {
  it('lists the store’s boxes (type 4) with their minted and revealed counts, and opens the creation screen', async () => {
    const api = fakeApi((r) => {
      const url = new URL(r.url, 'http://x');
      if (url.pathname === '/api/tokens') return page(BOXES);
      if (url.pathname === '/api/sale/box/minted')
        return ok({
          list: [
            { id: 7, total: 9, minted: 9, revealed: 2 },
            { id: 8, total: 4, minted: 0, revealed: 0 },
          ],
          total: 2,
          lastPage: 1,
        });
      return undefined;
    });
    renderRoutes(
      [
        { path: '/NFT/MysteryBox', element: <BoxList /> },
        { path: '/CreateMysteryBox', element: <p>create screen</p> },
      ],
      { at: '/NFT/MysteryBox' },
    );
    const row = (await screen.findByText('Lucky box')).closest('tr')!;
    await waitFor(() => expect(screen.getByTestId('box-revealed-7')).toHaveTextContent('2'));
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent)
        .slice(1, 5),
    ).toEqual(['Off Sale', '9', '9', '2']);
    expect(
      within(screen.getByText('Later box').closest('tr')!).getByText('Minting'),
    ).toBeInTheDocument();
    // purpose=2 is for the detail opened right after creation only (spec doc 1 §2).
    expect(within(row).getByRole('link', { name: 'Lucky box' })).toHaveAttribute(
      'href',
      '/specifics?id=7',
    );
    expect(new URL(api.last('GET', '/api/tokens')!.url, 'http://x').searchParams.get('type')).toBe(
      '4',
    );
    expect(
      new URL(api.last('GET', '/api/sale/box/minted')!.url, 'http://x').searchParams.get('id'),
    ).toBe('7,8');
    await userEvent.click(screen.getByTestId('box-create'));
    expect(await screen.findByText('create screen')).toBeInTheDocument();
  });
});
