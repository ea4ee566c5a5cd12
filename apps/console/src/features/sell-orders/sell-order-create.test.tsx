import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { ERRORS } from '@mintfront/domain';
import { pickOption, setValue } from '../../test/antd-actions.ts';
import { fail, ok } from '../../test/fake-api.ts';
import { renderRoutes } from '../../test/render.tsx';
import { announceWallet, fakeWallet } from '../wallets/fake-eip1193.test-util.ts';
import { WalletSessionProvider } from '../wallets/wallet-session.tsx';
import { STORE_WALLET, fakeSalesApi, sale } from './sale-test-api.test-util.ts';
import SellOrderCreate from './sell-order-create.tsx';

vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 10_000 });
beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

const screenRoutes = [
  'CreateSellOrder',
  'CreateSellOrder/auction',
  'CreateSellOrder/mysteryBox',
].map((path) => ({
  path: `/${path}`,
  element: (
    <WalletSessionProvider>
      <SellOrderCreate />
    </WalletSessionProvider>
  ),
}));
const ROUTES = [...screenRoutes, { path: '/SellOrder/details/:id', element: <p>sale detail</p> }];

/** Opens the picker, ticks the NFT named, confirms. */
async function pick(title: string) {
  await userEvent.click(await screen.findByTestId('sale-goods-pick'));
  const table = await screen.findByTestId('sale-goods-picker-table');
  await userEvent.click(await within(table).findByRole('checkbox', { name: title }));
  await userEvent.click(screen.getByTestId('sale-goods-picker-confirm'));
  await screen.findByTestId('sale-goods-chosen');
}
const fieldOf = (testId: string) => screen.getByTestId(testId).closest('.ant-form-item')!;

describe('CreateSellOrder (spec doc 2 §2, §3, §5)', () => {
  it('states the rules of the method before the form', async () => {
    fakeSalesApi();
    renderRoutes(ROUTES, { at: '/CreateSellOrder/auction' });
    expect(await screen.findByTestId('sale-rules')).toHaveTextContent(
      'An auction lasts at most 7 days',
    );
  });

  it('refuses a form without an NFT and a price, naming the fields, and sends nothing', async () => {
    const api = fakeSalesApi();
    renderRoutes(ROUTES, { at: '/CreateSellOrder' });
    await userEvent.click(await screen.findByTestId('sale-submit'));
    expect(await screen.findByText('NFT is required')).toBeInTheDocument();
    await pick('Moon');
    await userEvent.click(screen.getByTestId('sale-submit'));
    await waitFor(() =>
      expect(fieldOf('sale-price')).toHaveTextContent('Instant price is required'),
    );
    await setValue('sale-price', '0');
    await userEvent.click(screen.getByTestId('sale-submit'));
    await waitFor(() =>
      expect(fieldOf('sale-price')).toHaveTextContent('Instant price must be a number above 0'),
    );
    await setValue('sale-price', '0.1');
    await setValue('sale-quantity', '9');
    await userEvent.click(screen.getByTestId('sale-submit'));
    await waitFor(() =>
      expect(fieldOf('sale-quantity')).toHaveTextContent(
        'Quantity is above what the store wallet holds for sale (5)',
      ),
    );
    expect(api.last('POST', '/api/sales')).toBeUndefined();
  });

  it('sends the fixed-price payload with the chosen token, payout group, whitelist and code', async () => {
    const api = fakeSalesApi(({ method }, url) =>
      method === 'POST' && url.pathname === '/api/sales' ? ok(sale({ id: 31 })) : undefined,
    );
    const { router } = renderRoutes(ROUTES, { at: '/CreateSellOrder' });
    await pick('Moon');
    await setValue('sale-quantity', '2');
    await setValue('sale-price', '0.25');
    await pickOption('sale-currency', 'USDC');
    await pickOption('sale-payout', 'Band');
    await pickOption('sale-whitelist', 'VIP (3)');
    await pickOption('sale-discount', 'SPRING (10.00%)');
    // An expired code (state 3) is not offered.
    expect(
      document.querySelector('.ant-select-item-option[title="OLD (5.00%)"]'),
    ).not.toBeInTheDocument();
    await userEvent.click(screen.getByTestId('sale-submit'));
    await waitFor(() => expect(api.last('POST', '/api/sales')).toBeDefined());
    expect(api.last('POST', '/api/sales')!.body).toEqual({
      type: 1,
      goods_id: 12,
      quantity: 2,
      price: '0.25',
      shop_currency_id: 5,
      payment_id: 7,
      white_id: 8,
      discount_id: 3,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/SellOrder/details/31'));
  });

  it('refuses an auction over 7 days and offer mode for an ERC-1155', async () => {
    localStorage.setItem('sellOrderEndTime', dayjs().add(10, 'day').toISOString());
    const api = fakeSalesApi();
    renderRoutes(ROUTES, { at: '/CreateSellOrder/auction' });
    await pick('Moon');
    await setValue('sale-minimum-price', '1');
    await userEvent.click(screen.getByTestId('sale-offer-mode'));
    await userEvent.click(screen.getByTestId('sale-submit'));
    await waitFor(() =>
      expect(fieldOf('sale-end')).toHaveTextContent('An auction lasts at most 7 days'),
    );
    expect(screen.getByText('Offer mode is only for ERC-721 NFTs')).toBeInTheDocument();
    expect(api.last('POST', '/api/sales')).toBeUndefined();
  });

  it('sends an auction with its minimum bid, increment and end', async () => {
    const end = dayjs().add(3, 'day').startOf('minute');
    localStorage.setItem('sellOrderEndTime', end.toISOString());
    const api = fakeSalesApi(({ method }, url) =>
      method === 'POST' && url.pathname === '/api/sales'
        ? ok(sale({ id: 32, type: 2 }))
        : undefined,
    );
    renderRoutes(ROUTES, { at: '/CreateSellOrder/auction' });
    await pick('Sun');
    await setValue('sale-minimum-price', '1.5');
    await userEvent.click(screen.getByTestId('sale-offer-mode'));
    await userEvent.click(screen.getByTestId('sale-submit'));
    await waitFor(() => expect(api.last('POST', '/api/sales')).toBeDefined());
    expect(api.last('POST', '/api/sales')!.body).toEqual({
      type: 2,
      goods_id: 11,
      quantity: 1,
      end_date: end.toISOString(),
      minimum_price: '1.5',
      increment_rate: 5,
      offer_mode: true,
    });
  });

  it('asks a mystery box sale for its open date, and a physical item for its name', async () => {
    localStorage.setItem('sellOrderEndTime', dayjs().add(30, 'day').toISOString());
    const api = fakeSalesApi();
    renderRoutes(ROUTES, { at: '/CreateSellOrder/mysteryBox' });
    await pick('Lucky box');
    await setValue('sale-price', '2');
    await userEvent.click(screen.getByTestId('sale-material'));
    await userEvent.click(screen.getByTestId('sale-submit'));
    await waitFor(() => expect(fieldOf('sale-open')).toHaveTextContent('Open date is required'));
    expect(fieldOf('sale-material-name')).toHaveTextContent('Item name is required');
    expect(api.last('POST', '/api/sales')).toBeUndefined();
  });

  it('shows an NFT already on sale (E86) on the NFT field', async () => {
    fakeSalesApi(({ method }, url) =>
      method === 'POST' && url.pathname === '/api/sales'
        ? fail(ERRORS.E86.code, ERRORS.E86.en)
        : undefined,
    );
    renderRoutes(ROUTES, { at: '/CreateSellOrder' });
    await pick('Moon');
    await setValue('sale-price', '1');
    await userEvent.click(screen.getByTestId('sale-submit'));
    await waitFor(() =>
      expect(screen.getByTestId('sale-goods-pick').closest('.ant-form-item')).toHaveTextContent(
        'NFT already on sale',
      ),
    );
  });

  it('has the store wallet approve the market, then sends the sell order again', async () => {
    const wallet = fakeWallet([STORE_WALLET], 31337);
    const undo = announceWallet('TestWallet', wallet);
    let tries = 0;
    const api = fakeSalesApi(({ method }, url) => {
      if (method !== 'POST' || url.pathname !== '/api/sales') return undefined;
      tries += 1;
      return tries === 1
        ? fail(ERRORS.MARKET_APPROVAL_REQUIRED.code, ERRORS.MARKET_APPROVAL_REQUIRED.en, {
            to: '0x2222222222222222222222222222222222222222',
            data: '0xa22cb465',
            from: STORE_WALLET,
          })
        : ok(sale({ id: 33 }));
    });
    const { router } = renderRoutes(ROUTES, { at: '/CreateSellOrder' });
    await pick('Moon');
    await setValue('sale-price', '1');
    await userEvent.click(screen.getByTestId('sale-submit'));
    expect(await screen.findByTestId('approval-to')).toHaveTextContent(
      '0x2222222222222222222222222222222222222222',
    );
    await userEvent.click(screen.getByTestId('approval-send'));
    await userEvent.click(await screen.findByTestId('wallet-option'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/SellOrder/details/33'));
    const sent = wallet.requests.find((r) => r.method === 'eth_sendTransaction');
    expect(sent?.params).toEqual([
      { from: STORE_WALLET, to: '0x2222222222222222222222222222222222222222', data: '0xa22cb465' },
    ]);
    expect(
      api.sent.filter((r) => r.method === 'POST' && r.url.includes('/api/sales')),
    ).toHaveLength(2);
    undo();
  });
});
