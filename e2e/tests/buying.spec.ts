import { deployTestErc20, mintfrontMarketAbi } from '@mintfront/contracts';
import { createWalletClient, erc20Abi, http, parseEther, zeroAddress, type Address } from 'viem';
import { anvil } from 'viem/chains';
import { expect, test } from '../support/fixtures.ts';
import { BUYERS, buyerPage, chainReader, storeWithNft } from '../support/selling.ts';
import {
  rejectNextWalletRequest,
  switchWalletAccount,
  switchWalletChain,
} from '../support/wallet.ts';

const inDays = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString();
const hydrated = 'html[data-hydrated=true]';

test('[BUYING] a buyer pays a fixed price on the storefront with a wallet; the order is confirmed, the console shows it sold and the payees are paid', async ({
  page,
  request,
  browser,
  stack,
  a11y,
}) => {
  const store = await storeWithNft(page, request, stack.mailbox.codeFor, 'Lighthouse');
  const sale = await store.createSale({ type: 1, price: '0.5', payment_id: store.paymentId });
  const chain = chainReader(stack.rpcUrl);
  const before = await Promise.all(store.payees.map((a) => chain.getBalance({ address: a })));

  const buyer = await buyerPage(browser, stack.url, stack.rpcUrl);
  const shop = buyer.page;
  // No script error and no hydration mismatch on any storefront page of the journey.
  const errors: string[] = [];
  shop.on('console', (m) => void (m.type() === 'error' && errors.push(m.text())));
  shop.on('pageerror', (e) => errors.push(e.message));
  const scripts: string[] = [];
  shop.on('request', (r) => void (r.resourceType() === 'script' && scripts.push(r.url())));
  // The home page never loads the wallet and payment code; the NFT page loads it once live.
  await shop.goto(`/s/${store.subdomain}/`);
  await shop.locator(hydrated).waitFor();
  expect(scripts.filter((u) => /buy-panel|wallet-bar/.test(u))).toEqual([]);
  await shop
    .getByRole('link', { name: /Lighthouse/ })
    .first()
    .click();
  await expect(shop).toHaveURL(new RegExp(`/s/${store.subdomain}/nft/${store.nftId}$`));
  await shop.locator(hydrated).waitFor();
  const order = shop.getByTestId(`sell-order-${sale.id}`);
  await expect(order.getByRole('heading', { name: 'Fixed price' })).toBeVisible();
  await expect(order).toContainText('0.5 ETH');
  await expect(order).toContainText('1 of 1 left');
  await expect(shop.getByRole('link', { name: 'My orders' })).toHaveCount(0);

  // A wallet on another network is asked to switch first.
  await expect(shop.getByRole('button', { name: 'Connect wallet' })).toBeVisible();
  expect(scripts.filter((u) => /buy-panel/.test(u))).toHaveLength(1);
  await switchWalletChain(shop, 1);
  await expect(shop.getByRole('alert')).toHaveText(
    'Your wallet is on another network. Switch to Local chain. Switch network',
  );
  await shop.getByRole('button', { name: 'Switch network' }).click();
  await expect(shop.getByText('Your wallet is on another network.', { exact: false })).toHaveCount(
    0,
  );
  await a11y(shop);

  // Refusing to sign in, in the wallet, is said plainly and changes nothing.
  await rejectNextWalletRequest(shop, 'personal_sign');
  await order.getByRole('button', { name: 'Buy' }).click();
  await expect(order.getByRole('alert')).toHaveText('You cancelled in your wallet.');
  await expect(order).toContainText('1 of 1 left');

  // Signed in and reserved, then the payment refused in the wallet: the copy is free again at once.
  await rejectNextWalletRequest(shop, 'eth_sendTransaction');
  await order.getByRole('button', { name: 'Buy' }).click();
  await expect(order.getByRole('alert')).toHaveText('You cancelled in your wallet.');
  expect((await store.api.get<{ available: number }>(`/api/sales/${sale.id}`)).available).toBe(1);

  // Buy: pay the answered transaction, wait for the store's confirmation.
  await order.getByRole('button', { name: 'Buy' }).click();
  await expect(order.getByRole('status')).toHaveText('Your order is confirmed.', {
    timeout: 60_000,
  });
  await expect(order).toContainText('0 of 1 left');
  // Sold out by this purchase: the button is off at once, no reload needed.
  await expect(order.getByRole('button', { name: 'Buy' })).toBeDisabled();
  await expect(order.getByRole('button', { name: 'Buy' })).toHaveAccessibleDescription('Sold out');
  await expect(shop.getByTestId('wallet-bar')).toContainText(
    `Signed in as ${BUYERS[0].address.slice(0, 6)}…${BUYERS[0].address.slice(-4)}`,
  );

  // My orders, from the header.
  await shop.getByRole('link', { name: 'My orders' }).first().click();
  await expect(shop).toHaveURL(new RegExp(`/s/${store.subdomain}/orders$`));
  const row = shop.getByTestId('buyer-orders').getByRole('row').nth(1);
  await expect(row).toContainText('Confirmed');
  await expect(row).toContainText('0.5 ETH');
  await expect(row.getByRole('link', { name: 'Lighthouse' })).toBeVisible();
  await expect(shop.getByTestId('buyer-orders').getByRole('row').nth(2)).toContainText('Cancelled');
  await expect(row.getByRole('cell').last()).toHaveText(/^0x[0-9a-f]{64}$/);
  await a11y(shop);

  // Signing out forgets the buyer here and ends the session on the server.
  const token = await shop.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? 'null')?.token as string,
    `mintfront.buyer.${store.subdomain}`,
  );
  await shop.getByRole('button', { name: 'Sign out' }).click();
  await expect(shop.getByText('Connect your wallet to see your orders.')).toBeVisible();
  await expect(shop.getByRole('link', { name: 'My orders' })).toHaveCount(0);
  await expect
    .poll(async () => {
      const res = await request.get(`/api/store/${store.subdomain}/orders`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      return ((await res.json()) as { statusCode: number }).statusCode;
    })
    .toBe(401);

  // The NFT page now says the order is sold out.
  await shop.goto(`/s/${store.subdomain}/nft/${store.nftId}`);
  await expect(shop.getByTestId(`sell-order-${sale.id}`)).toHaveCount(0);

  // The console: sold, with the buyer's wallet in the history.
  await page.goto(`/SellOrder/history/${sale.id}`);
  const history = page.getByTestId('sale-history');
  // A fresh console load: its chunks and four calls took over 15 s on a loaded machine.
  await expect(history).toBeVisible({ timeout: 60_000 });
  const sold = history.getByRole('row').filter({ hasText: 'Sold' });
  await expect(sold).toContainText(BUYERS[0].address);
  await expect(sold).toContainText('0.5 ETH');

  // The payees were paid 70 / 30 on chain.
  const after = await Promise.all(store.payees.map((a) => chain.getBalance({ address: a })));
  expect(after[0]! - before[0]!).toBe(parseEther('0.35'));
  expect(after[1]! - before[1]!).toBe(parseEther('0.15'));
  expect(errors).toEqual([]);
  await buyer.close();
});

test('[BUYING] two wallets bid on an auction; the outbid bidder withdraws the refund on the storefront', async ({
  page,
  request,
  browser,
  stack,
  a11y,
}) => {
  const store = await storeWithNft(page, request, stack.mailbox.codeFor, 'Tide chart');
  const sale = await store.createSale({
    type: 2,
    minimum_price: '0.1',
    increment_rate: 10,
    end_date: inDays(3),
  });
  const chain = chainReader(stack.rpcUrl);
  const [alice, bob] = BUYERS;

  const buyer = await buyerPage(browser, stack.url, stack.rpcUrl);
  const shop = buyer.page;
  await shop.goto(`/s/${store.subdomain}/nft/${store.nftId}`);
  await shop.locator(hydrated).waitFor();
  const order = shop.getByTestId(`sell-order-${sale.id}`);
  await expect(order.getByRole('heading', { name: 'Auction' })).toBeVisible();
  await expect(order).toContainText('Minimum price: 0.1 ETH · Each bid at least 10% above');
  const amount = order.getByLabel('Your bid (ETH)');

  // Alice bids the minimum.
  await amount.fill('0.1');
  await order.getByRole('button', { name: 'Place bid' }).click();
  await expect(order.getByRole('status').first()).toHaveText('Your bid is placed.', {
    timeout: 60_000,
  });

  // The server checks the increment against the standing bid once it has recorded it from the chain.
  await expect
    .poll(
      async () =>
        (await store.api.get<{ list: { status: string }[] }>(`/api/offers?sale_id=${sale.id}`))
          .list[0]?.status,
      { timeout: 30_000 },
    )
    .toBe('open');
  // Bob, in the same wallet: too little is refused with the server's words, then he outbids her.
  await switchWalletAccount(shop, bob.address);
  await amount.fill('0.105');
  await amount.press('Enter');
  await expect(order.getByRole('alert')).toContainText('at least 0.11', { timeout: 30_000 });
  await amount.fill('0.2');
  await amount.press('Enter');
  await expect(order.getByRole('status').first()).toHaveText('Your bid is placed.', {
    timeout: 60_000,
  });
  await a11y(shop);

  // Alice comes back: the market holds her 0.1 ETH and she takes it back.
  await switchWalletAccount(shop, alice.address);
  await shop.getByRole('button', { name: 'Connect wallet' }).click();
  const credit = shop.getByTestId(`credit-${sale.id}`);
  await expect(credit).toContainText('You have 0.1 ETH to withdraw.', { timeout: 30_000 });
  const before = await chain.getBalance({ address: alice.address });
  await credit.getByRole('button', { name: 'Withdraw' }).click();
  await expect(credit.getByRole('status')).toHaveText('Withdrawn to your wallet.', {
    timeout: 60_000,
  });
  const market = (await (await request.get('/api/config')).json()).data.markets.local as Address;
  expect(
    await chain.readContract({
      address: market,
      abi: mintfrontMarketAbi,
      functionName: 'credits',
      args: [alice.address, zeroAddress],
    }),
  ).toBe(0n);
  const gained = (await chain.getBalance({ address: alice.address })) - before;
  // 0.1 ETH less the gas of the withdrawal.
  expect(gained).toBeGreaterThan(parseEther('0.099'));
  expect(gained).toBeLessThanOrEqual(parseEther('0.1'));

  // The console's offers: Bob's bid stands, Alice's was outbid.
  const offers = await store.api.get<{ list: { wallet: string; status: string }[] }>(
    `/api/offers?sale_id=${sale.id}`,
  );
  expect(offers.list.map((o) => [o.wallet.toLowerCase(), o.status]).sort()).toEqual(
    [
      [alice.address.toLowerCase(), 'cancelled'],
      [bob.address.toLowerCase(), 'open'],
    ].sort(),
  );
  await buyer.close();
});

test('[BUYING] a price in an ERC-20: the buyer approves the market first, then pays; the payees receive the token', async ({
  page,
  request,
  browser,
  stack,
}) => {
  const [buyerAccount] = BUYERS;
  const chain = chainReader(stack.rpcUrl);
  // The buyer deploys the token (and so holds its whole supply) before the page uses the account.
  const token = await deployTestErc20(
    createWalletClient({ account: buyerAccount, chain: anvil, transport: http(stack.rpcUrl) }),
    chain,
    'Harbour Dollar',
    'HBD',
  );
  const store = await storeWithNft(page, request, stack.mailbox.codeFor, 'Sextant');
  const currency = await store.api.post<{ id: number }>('/api/currencys', {
    symbol: 'HBD',
    name: 'Harbour Dollar',
    address: token,
  });
  const sale = await store.createSale({
    type: 1,
    price: '5',
    shop_currency_id: currency.id,
    payment_id: store.paymentId,
  });
  const balance = (address: Address) =>
    chain.readContract({
      address: token,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [address],
    });
  const before = await balance(buyerAccount.address);

  const buyer = await buyerPage(browser, stack.url, stack.rpcUrl);
  const shop = buyer.page;
  await shop.goto(`/s/${store.subdomain}/nft/${store.nftId}`);
  await shop.locator(hydrated).waitFor();
  const order = shop.getByTestId(`sell-order-${sale.id}`);
  await expect(order).toContainText('5 HBD');
  await order.getByRole('button', { name: 'Buy' }).click();
  await expect(order.getByRole('status')).toHaveText('Your order is confirmed.', {
    timeout: 60_000,
  });
  expect(before - (await balance(buyerAccount.address))).toBe(parseEther('5'));
  expect(await Promise.all(store.payees.map(balance))).toEqual([
    parseEther('3.5'),
    parseEther('1.5'),
  ]);
  await buyer.close();
});
