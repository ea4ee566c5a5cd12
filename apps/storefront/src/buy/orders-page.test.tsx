// @jsxRuntime automatic
import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { BuyerNav } from '../components/buyer-nav.tsx';
import { OrdersPage } from '../pages/orders-page.tsx';
import { ViewContext } from '../view-context.ts';
import { readBuyerSession, writeBuyerSession } from './buyer-token.ts';
import { viewIn } from './test-view.ts';

const SESSION = { token: 't0ken', uid: 7, wallet: '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720' };

// The lazily loaded chunk, transformed once before the tests (a cold transform can outlast findBy's wait).
beforeAll(async () => {
  await import('./orders-view.tsx');
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.restoreAllMocks();
});

const inStore = (node: React.ReactNode, language: 'en' | 'zh' = 'en') =>
  render(<ViewContext.Provider value={viewIn(language)}>{node}</ViewContext.Provider>);

describe('the buyer session on a store', () => {
  it('is kept per store, and the header links "My orders" only while signed in', () => {
    inStore(<BuyerNav />);
    expect(screen.queryByRole('link', { name: 'My orders' })).toBeNull();
    act(() => writeBuyerSession('shop', SESSION));
    expect(screen.getByRole('link', { name: 'My orders' })).toHaveAttribute(
      'href',
      '/s/shop/orders',
    );
    expect(readBuyerSession('other')).toBeNull();
    act(() => writeBuyerSession('shop', null));
    expect(screen.queryByRole('link', { name: 'My orders' })).toBeNull();
  });

  it('ignores a stored session that is not one', () => {
    localStorage.setItem('mintfront.buyer.shop', '{"token":1}');
    expect(readBuyerSession('shop')).toBeNull();
    localStorage.setItem('mintfront.buyer.shop', 'not json');
    expect(readBuyerSession('shop')).toBeNull();
  });
});

describe('My orders', () => {
  it('asks a visitor who is not signed in to connect a wallet', async () => {
    inStore(<OrdersPage />);
    expect(screen.getByRole('heading', { name: 'My orders' })).toBeInTheDocument();
    expect(await screen.findByText('Connect your wallet to see your orders.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Connect wallet' })).toBeEnabled();
  });

  it('speaks Chinese in a Chinese store', async () => {
    inStore(<OrdersPage />, 'zh');
    expect(screen.getByRole('heading', { name: '我的订单' })).toBeInTheDocument();
    expect(await screen.findByText('连接钱包以查看您的订单。')).toBeInTheDocument();
  });

  it('names each order by its NFT title, linked to the NFT, and says a cancelled order is cancelled', async () => {
    writeBuyerSession('shop', SESSION);
    const order = (order_id: number, status: string, title: string | null) => ({
      order_id,
      sale_id: 3,
      nft_id: 12,
      title,
      wallet: SESSION.wallet,
      quantity: 1,
      price: '0.5',
      total: '0.5',
      currency: 'ETH',
      status,
      txHash: null,
      createdAt: '2026-11-27T10:00:00.000Z',
    });
    const fetched = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(
        JSON.stringify({
          statusCode: 0,
          statusDesc: 'ok',
          data: {
            list: [order(2, 'confirmed', 'Lighthouse'), order(1, 'cancelled', null)],
            total: 2,
            lastPage: 1,
          },
        }),
      ),
    );
    inStore(<OrdersPage />);
    const first = await screen.findByTestId('buyer-order-2');
    expect(within(first).getByRole('link', { name: 'Lighthouse' })).toHaveAttribute(
      'href',
      '/s/shop/nft/12',
    );
    // An order answered without a title still links by its number.
    const second = screen.getByTestId('buyer-order-1');
    expect(within(second).getByRole('link', { name: '#12' })).toBeInTheDocument();
    expect(second).toHaveTextContent('Cancelled');
    expect(String(fetched.mock.calls[0]![0])).toBe('/api/store/shop/orders?page=1&limit=20');
  });

  it("lists a box order's opened boxes and says which NFTs reached the wallet", async () => {
    writeBuyerSession('shop', SESSION);
    const box = {
      order_id: 5,
      sale_id: 4,
      nft_id: 30,
      title: 'Lucky box',
      wallet: SESSION.wallet,
      quantity: 2,
      price: '0.01',
      total: '0.02',
      currency: 'ETH',
      status: 'confirmed',
      txHash: null,
      createdAt: '2026-11-27T10:00:00.000Z',
      revealed: [
        { position: 3, nft_id: 21, delivered: true, delivery_tx: `0x${'ab'.repeat(32)}` },
        { position: 4, nft_id: 22, delivered: false, delivery_tx: null },
      ],
    };
    const answer = () =>
      new Response(
        JSON.stringify({
          statusCode: 0,
          statusDesc: 'ok',
          data: { list: [box], total: 1, lastPage: 1 },
        }),
      );
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => answer());
    inStore(<OrdersPage />, 'zh');
    const delivered = await screen.findByTestId('box-3');
    expect(within(delivered).getByRole('link', { name: '盲盒 1：#21' })).toHaveAttribute(
      'href',
      '/s/shop/nft/21',
    );
    expect(delivered).toHaveTextContent('已送达您的钱包');
    expect(screen.getByTestId('box-4')).toHaveTextContent('盲盒 2：#22 正在发送到您的钱包');
  });
});
