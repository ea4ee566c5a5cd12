// @jsxRuntime automatic
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { StoreSellOrder } from '@mintfront/domain';
import { ViewContext } from '../view-context.ts';
import { SellOrders } from './sell-orders.tsx';
import { viewIn } from './test-view.ts';

const DAY = 86_400_000;
const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

let nextId = 1;
function order(extra: Partial<StoreSellOrder> = {}): StoreSellOrder {
  return {
    id: nextId++,
    type: 1,
    offer_mode: false,
    status: 'Active',
    price: '0.5',
    minimum_price: null,
    increment_rate: 0,
    available: 1,
    quantity: 1,
    currency: {
      symbol: 'ETH',
      address: '0x0000000000000000000000000000000000000000',
      decimals: 18,
    },
    start_at: iso(-DAY),
    end_at: null,
    open_at: null,
    has_discount: false,
    whitelist: false,
    material: null,
    ...extra,
  };
}

const show = (orders: StoreSellOrder[], language: 'en' | 'zh' = 'en') =>
  render(
    <ViewContext.Provider value={viewIn(language)}>
      <SellOrders orders={orders} />
    </ViewContext.Provider>,
  );
const card = (o: StoreSellOrder) => within(screen.getByTestId(`sell-order-${o.id}`));

// The lazily loaded chunk, transformed once before the tests (a cold transform can outlast findBy's wait).
beforeAll(async () => {
  await import('./buy-panel.tsx');
});
afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('the sell orders of an NFT page', () => {
  it('server-renders what each order is, and the buy code only in the browser', () => {
    const fixed = order({ available: 3, quantity: 5, end_at: '2030-01-02T03:04:00.000Z' });
    const html = renderToString(
      <ViewContext.Provider value={viewIn('en')}>
        <SellOrders orders={[fixed]} />
      </ViewContext.Provider>,
    );
    expect(html).toContain('Fixed price');
    expect(html).toContain('0.5<!-- --> <!-- -->ETH');
    expect(html).toContain('3 of 5 left');
    expect(html).toContain('2 Jan 2030, 03:04 UTC');
    expect(html).toContain('Loading…');
    expect(html).not.toContain('Connect wallet');
  });

  it('disables buying with the reason: not started, ended, sold out', async () => {
    const early = order({ start_at: iso(DAY) });
    const over = order({ end_at: iso(-1000) });
    const gone = order({ available: 0 });
    const box = order({ type: 4, available: 0, open_at: iso(2 * DAY) });
    show([early, over, gone, box]);
    for (const [o, why, label] of [
      [early, 'Not started yet', 'Buy'],
      [over, 'Ended', 'Buy'],
      [gone, 'Sold out', 'Buy'],
      [box, 'Sold out', 'Buy a box'],
    ] as const) {
      const button = card(o).getByRole('button', { name: label });
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription(why);
    }
    expect(card(box).getByText('Boxes open')).toBeInTheDocument();
    // The lazily loaded part arrives: still nothing to buy on these.
    await screen.findByRole('button', { name: 'Connect wallet' });
    expect(
      screen.getAllByRole('button', { name: /Buy/ }).every((b) => b.hasAttribute('disabled')),
    ).toBe(true);
  });

  it('offers quantity where more than one is left, the discount code when the order has one, and the total', async () => {
    const many = order({ available: 4, quantity: 4, has_discount: true, price: '0.25' });
    const single = order();
    show([many, single]);
    const quantity = await card(many).findByLabelText('Quantity');
    expect(quantity).toHaveAttribute('max', '4');
    expect(card(many).getByLabelText('Discount code (optional)')).toBeInTheDocument();
    fireEvent.change(quantity, { target: { value: '9' } });
    expect(quantity).toHaveValue(4);
    expect(card(many).getByText('Total: 1 ETH')).toBeInTheDocument();
    expect(card(single).queryByLabelText('Quantity')).toBeNull();
    expect(card(single).queryByLabelText('Discount code (optional)')).toBeNull();
    expect(card(single).getByRole('button', { name: 'Buy' })).toBeEnabled();
  });

  it('asks for the physical item when the order ships one: the address is required unless declined', async () => {
    const shipped = order({
      material: { is_must: true, name: 'Poster', message: 'Printed on paper' },
    });
    show([shipped]);
    const address = await card(shipped).findByLabelText('Shipping address');
    expect(address).toBeRequired();
    expect(card(shipped).getByRole('group', { name: 'Poster' })).toBeInTheDocument();
    expect(card(shipped).getByText('Printed on paper')).toBeInTheDocument();
    fireEvent.submit(card(shipped).getByRole('button', { name: 'Buy' }).closest('form')!);
    expect(card(shipped).getByRole('alert')).toHaveTextContent(
      'Enter a shipping address, or say you do not want the item.',
    );
    fireEvent.click(card(shipped).getByLabelText('I do not want the physical item'));
    expect(address).toBeDisabled();
    expect(address).not.toBeRequired();
    // Declined: the buy goes ahead, and without a wallet in this browser says so.
    fireEvent.submit(card(shipped).getByRole('button', { name: 'Buy' }).closest('form')!);
    expect(await card(shipped).findByRole('alert')).toHaveTextContent(
      'No wallet found. Install a browser wallet such as MetaMask.',
    );
  });

  it('shows a bid form for an auction and an offer form in offer mode, with the minimum and the increment', async () => {
    const auction = order({
      type: 2,
      price: null,
      minimum_price: '0.1',
      increment_rate: 10,
      end_at: iso(DAY),
    });
    const offers = order({ type: 2, offer_mode: true, price: null, minimum_price: '1' });
    show([auction, offers]);
    const bid = await card(auction).findByLabelText('Your bid (ETH)');
    expect(bid).toBeRequired();
    expect(bid).toHaveAccessibleDescription(
      'Minimum price: 0.1 ETH · Each bid at least 10% above the standing one',
    );
    expect(card(auction).getByRole('heading', { name: 'Auction' })).toBeInTheDocument();
    expect(card(auction).getByRole('button', { name: 'Place bid' })).toBeEnabled();
    expect(card(offers).getByRole('heading', { name: 'Open for offers' })).toBeInTheDocument();
    expect(card(offers).getByLabelText('Your offer (ETH)')).toHaveAccessibleDescription(
      'Minimum price: 1 ETH',
    );
    expect(card(offers).getByRole('button', { name: 'Make offer' })).toBeEnabled();
  });

  it('speaks Chinese in a Chinese store', async () => {
    const early = order({ start_at: iso(DAY) });
    const box = order({ type: 4, available: 2, quantity: 2 });
    show([early, box], 'zh');
    expect(card(early).getByRole('button', { name: '购买' })).toHaveAccessibleDescription(
      '尚未开始',
    );
    expect(await card(box).findByRole('button', { name: '购买盲盒' })).toBeEnabled();
    expect(card(box).getByLabelText('数量')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '连接钱包' })).toBeInTheDocument();
    expect(card(box).getByText('剩余 2 / 2')).toBeInTheDocument();
  });
});
