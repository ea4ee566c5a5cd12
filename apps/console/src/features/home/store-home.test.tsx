import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MASK, OWNER_ALLOWS, type Shop } from '@mintfront/domain';
import { queryKeys } from '../../api/query-keys.ts';
import { renderRoutes, testQueryClient } from '../../test/render.tsx';
import StoreHome from './store-home.tsx';

const none = { customizeTheme: false, setUpDomain: false, createNft: false, sellNft: false };
const shop = (over: Partial<Shop> = {}): Shop => ({
  id: 9,
  name: 'Moonshop',
  chain: 'local',
  subdomain: 'moon',
  domain: 'moon.localhost',
  icon: null,
  language: 'en',
  status: 'open',
  publishingStatus: 'unpublished',
  storeOwnerName: 'moon',
  storeOwnerEmail: 'moon@example.com',
  storeOwnerWallet: null,
  payoutWalletAddress: null,
  visit: { password: false, message: null },
  closedAt: null,
  createdAt: '2026-01-01T00:00:00Z',
  allows: OWNER_ALLOWS,
  isOwner: true,
  setup: none,
  ...over,
});
const ok = (data: unknown) =>
  new Response(JSON.stringify({ statusCode: 0, statusDesc: 'ok', data }), {
    headers: { 'Content-Type': 'application/json' },
  });

afterEach(() => vi.restoreAllMocks());

/** The home of shop 9, answering `answer` to GET /api/shop/info; `cached` is what the console already held. */
function render(answer: Shop, cached?: Shop) {
  localStorage.setItem('Token', 't');
  localStorage.setItem('uid', '1');
  localStorage.setItem('shopId', '9');
  vi.spyOn(globalThis, 'fetch').mockImplementation(async () => ok(answer));
  const queryClient = testQueryClient();
  if (cached) queryClient.setQueryData(queryKeys.shops.detail('9'), cached);
  return renderRoutes(
    [
      { path: '/home', element: <StoreHome /> },
      { path: '/single', element: <p>create single NFT</p> },
    ],
    { at: '/home', queryClient },
  );
}
const step = (name: string) => screen.getByTestId(`home-setup-${name}`);

describe('store home: the four setup steps of spec doc 1 §2', () => {
  it('shows the steps the server reports done, asking again even when the shop is cached', async () => {
    render(shop({ setup: { ...none, createNft: true, sellNft: true } }), shop());
    expect(
      await within(await screen.findByTestId('home-setup-createNft')).findByText('Done'),
    ).toBeInTheDocument();
    expect(step('createNft')).toHaveAttribute('data-done', 'true');
    expect(within(step('sellNft')).getByText('Done')).toBeInTheDocument();
    for (const todo of ['customizeTheme', 'setUpDomain']) {
      expect(step(todo)).toHaveAttribute('data-done', 'false');
      expect(within(step(todo)).getByText('To do')).toBeInTheDocument();
      expect(within(step(todo)).queryByText('Coming soon')).toBeNull();
    }
    // Appearance's screens are real now (issue 24): the steps link to them.
    expect(within(step('customizeTheme')).getByRole('link')).toHaveAttribute(
      'href',
      '/Appearance/Theme',
    );
    expect(within(step('setUpDomain')).getByRole('link')).toHaveAttribute(
      'href',
      '/Appearance/Domain',
    );
  });

  it('links "Create NFT" to /single, which opens the create screen', async () => {
    render(shop());
    const link = await within(await screen.findByTestId('home-setup-createNft')).findByRole(
      'link',
      { name: 'Create NFT' },
    );
    expect(link).toHaveAttribute('href', '/single');
    expect(within(step('createNft')).queryByText('Coming soon')).not.toBeInTheDocument();
    expect(within(step('sellNft')).getByRole('link', { name: 'Sell NFT' })).toHaveAttribute(
      'href',
      '/CreateSellOrder',
    );
    await userEvent.click(link);
    expect(await screen.findByText('create single NFT')).toBeInTheDocument();
  });

  it('does not link a step to a screen the member may not open', async () => {
    render(shop({ isOwner: false, allows: MASK.collectionView }));
    await screen.findByTestId('home-setup-createNft');
    expect(within(step('createNft')).queryByRole('link')).not.toBeInTheDocument();
    expect(within(step('createNft')).getByText('Create NFT')).toBeInTheDocument();
  });
});
