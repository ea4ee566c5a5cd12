import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MASK } from '@mintfront/domain';
import { ok, page } from '../../test/fake-api.ts';
import { renderRoutes } from '../../test/render.tsx';
import { fakeSalesApi, sale } from './sale-test-api.test-util.ts';
import SellOrderDetail from './sell-order-detail.tsx';
import SellOrderOffers from './sell-order-offers.tsx';

vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 10_000 });
afterEach(() => vi.restoreAllMocks());

const AUCTION = sale({
  id: 7,
  type: 2,
  price: null,
  minimumPrice: '1.5',
  incrementRate: 5,
  endAt: '2099-01-01T00:00:00.000Z',
  paymentInfo: { id: 7, name: 'Band' },
  userInfo: { id: 5, name: 'Ann' },
});
const OFFER = {
  id: 70,
  offerId: '12',
  saleId: 7,
  wallet: '0x3333333333333333333333333333333333333333',
  email: null,
  quantity: 1,
  amount: '2',
  currency: 'ETH',
  expiry: '2099-01-02T00:00:00.000Z',
  status: 'open',
};
const HISTORY = {
  id: 1,
  kind: 'bid',
  wallet: OFFER.wallet,
  quantity: 1,
  amount: '2',
  txHash: `0x${'ab'.repeat(32)}`,
  createdAt: '2026-02-01T00:00:00.000Z',
};
// A mystery box's drawn NFT sent to its buyer on chain (issue 20, box delivery).
const DELIVERED = {
  ...HISTORY,
  id: 2,
  kind: 'delivered',
  amount: null,
  txHash: `0x${'cd'.repeat(32)}`,
};
const ROUTES = [
  { path: '/SellOrder/details/:id', element: <SellOrderDetail /> },
  { path: '/SellOrder/history/:id', element: <SellOrderDetail /> },
  { path: '/SellOrder/offers', element: <SellOrderOffers /> },
];

function render(at: string, options: { isOwner?: boolean; allows?: number } = {}) {
  return {
    api: fakeSalesApi(({ method }, url) => {
      if (url.pathname === '/api/sales/7') return ok(AUCTION);
      if (url.pathname === '/api/sales/history/7') return page([HISTORY, DELIVERED]);
      if (url.pathname === '/api/offers') return page([OFFER]);
      if (method === 'POST') return ok({});
      return undefined;
    }, options),
    ...renderRoutes(ROUTES, { at }),
  };
}

describe('SellOrder details, offers and history (spec doc 2 §2, §3)', () => {
  it('shows the sell order detail with its timing', async () => {
    render('/SellOrder/details/7');
    const facts = await screen.findByTestId('sale-facts');
    expect(within(facts).getByText('1.5 ETH')).toBeInTheDocument();
    expect(within(facts).getByText('Band')).toBeInTheDocument();
    expect(within(facts).getByText('Ann')).toBeInTheDocument();
    expect(screen.getByTestId('sale-timing')).toHaveTextContent(/^Ends in \d+d /);
  });

  it('lists the history with its events and transactions', async () => {
    const { api } = render('/SellOrder/history/7');
    const history = await screen.findByTestId('sale-history');
    expect(await within(history).findByText('Bid')).toBeInTheDocument();
    expect(within(history).getByText(HISTORY.txHash)).toBeInTheDocument();
    expect(within(history).getByText('Box NFT delivered')).toBeInTheDocument();
    expect(within(history).getByText(DELIVERED.txHash)).toBeInTheDocument();
    expect(new URL(api.last('GET', '/api/sales/history/7')!.url, 'http://x').search).toBe(
      '?page=1&limit=10',
    );
  });

  it('the owner accepts an open offer with POST /api/sale/offer/choice', async () => {
    const { api } = render('/SellOrder/details/7');
    await userEvent.click(await screen.findByRole('tab', { name: 'Offers and bids' }));
    await userEvent.click(await screen.findByTestId('offer-accept-70'));
    await userEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(api.last('POST', '/api/sale/offer/choice')).toBeDefined());
    expect(api.last('POST', '/api/sale/offer/choice')!.body).toEqual({ offer_id: 70 });
    expect(await screen.findByText('Offer accepted')).toBeInTheDocument();
  });

  it("hides accept and cancel from a collaborator on another member's sell order", async () => {
    render('/SellOrder/details/7', { isOwner: false, allows: MASK.sellOrders });
    await userEvent.click(await screen.findByRole('tab', { name: 'Offers and bids' }));
    expect(await screen.findByText(OFFER.wallet)).toBeInTheDocument();
    expect(screen.queryByTestId('offer-accept-70')).not.toBeInTheDocument();
    expect(screen.queryByTestId('sale-cancel')).not.toBeInTheDocument();
  });

  it('lists every offer of the store on /SellOrder/offers, filtered by state', async () => {
    const { api } = render('/SellOrder/offers');
    expect(await screen.findByRole('link', { name: '#7' })).toHaveAttribute(
      'href',
      '/SellOrder/details/7',
    );
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByTitle('Expired'));
    await waitFor(() =>
      expect(
        new URL(api.last('GET', '/api/offers')!.url, 'http://x').searchParams.get('status'),
      ).toBe('expired'),
    );
  });
});

describe('a mystery box sell order detail (spec doc 2 §3, issue 20)', () => {
  const HASH = `0x${'c4'.repeat(32)}`;
  const box = (over: Record<string, unknown>) =>
    sale({
      id: 8,
      type: 4,
      goodInfo: { id: 40, title: 'Lucky box', type: 4 },
      openAt: '2099-01-01T00:00:00.000Z',
      walletLimit: 2,
      provenance_hash: HASH,
      provenance_seed: null,
      ...over,
    });
  const show = (detail: ReturnType<typeof sale>) => {
    fakeSalesApi((_, url) => (url.pathname === '/api/sales/8' ? ok(detail) : undefined));
    renderRoutes(ROUTES, { at: '/SellOrder/details/8' });
  };

  it('shows the committed provenance hash and the per-wallet limit before the open date', async () => {
    show(box({}));
    const facts = await screen.findByTestId('sale-facts');
    expect(within(facts).getByTestId('sale-provenance')).toHaveTextContent(HASH);
    expect(within(facts).getByText(/the seed is published after the open date/)).toBeVisible();
    const limit = within(facts).getByText('Per-wallet limit');
    expect(limit.closest('tr')).toHaveTextContent('Per-wallet limit2');
  });

  it('shows the seed once published, and "No limit" without a per-wallet limit', async () => {
    show(box({ walletLimit: null, provenance_seed: `0x${'5e'.repeat(32)}` }));
    const facts = await screen.findByTestId('sale-facts');
    expect(within(facts).getByText(/^Seed 0x5e5e/)).toBeInTheDocument();
    expect(within(facts).getByText('No limit')).toBeInTheDocument();
  });
});
