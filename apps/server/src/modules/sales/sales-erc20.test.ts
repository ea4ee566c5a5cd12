import { deployTestErc20, mintfrontMarketAbi } from '@mintfront/contracts';
import { ERRORS } from '@mintfront/domain';
import { and, eq } from 'drizzle-orm';
import {
  createWalletClient,
  erc20Abi,
  http,
  parseUnits,
  toFunctionSelector,
  type Address,
  type Hex,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/helper.ts';
import { saleRevenue } from './sales.tables.ts';
import {
  BUYER_KEYS,
  createSale,
  indexChain,
  mintedNft,
  sellingWorld,
  storeCall,
  walletBuyer,
  type Buyer,
  type SellingWorld,
} from './sales-test-kit.ts';

// Issue 20: a sale and an auction paid in a store payment token (an ERC-20 on anvil), end to end.
let w: SellingWorld;
let alice: Buyer, bob: Buyer, carol: Buyer;
let token: Address;
let market: Address;
let currencyId: number;
let groupId: number;
const unit = (n: string) => parseUnits(n, 18);
// Payees of the payout group: anvil's dev accounts 5 and 6.
const payeeA = privateKeyToAccount(
  '0x8b3a350cf5c34c9194ca85829a2df0ec3153be0318b5e2d3348e872092edffba',
).address;
const payeeB = privateKeyToAccount(
  '0x92db14e403b83dfe3df233f83dfa3a0d7096f21ca9b0d6d6b8d88b2b4ec1564e',
).address;

const balanceOf = (who: Address) =>
  w.chain.publicClient.readContract({
    address: token,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [who],
  });
const walletOf = (who: Buyer) =>
  createWalletClient({
    account: who.account,
    chain: w.chain.publicClient.chain,
    transport: http(w.chain.publicClient.transport.url as string),
  });
const saleOf = async (id: number) =>
  (await call(w.app, 'GET', `/api/sales/${id}`, w.owner)).body.data;
const ledgerOf = async (saleId: number) =>
  (await w.app.db.select().from(saleRevenue).where(eq(saleRevenue.saleId, saleId)))
    .map((r) => [r.kind, r.account.toLowerCase(), r.amount, r.currency.toLowerCase()])
    .sort();

beforeAll(async () => {
  w = await sellingWorld();
  [alice, bob, carol] = (await Promise.all(BUYER_KEYS.map((k) => walletBuyer(w, k)))) as [
    Buyer,
    Buyer,
    Buyer,
  ];
  market = (await call(w.app, 'GET', '/api/config')).body.data.markets.local;
  // The operator deploys the token (it holds the supply) and pays Alice and Carol 100 each; Bob has none.
  const op = w.chain.clients.walletClient('local');
  token = await deployTestErc20(op, w.chain.publicClient, 'Tether USD', 'USDT');
  for (const to of [alice, carol]) {
    const hash = await op.writeContract({
      address: token,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [to.account.address, unit('100')],
    });
    await w.chain.publicClient.waitForTransactionReceipt({ hash });
  }
  // A payment token of the store: verified on chain, Active at once on the local chain.
  const currency = await call(w.app, 'POST', '/api/currencys', {
    ...w.owner,
    body: { symbol: 'USDT', name: 'Tether USD', address: token },
  });
  expect(currency.body.statusCode, currency.raw).toBe(0);
  expect(currency.body.data.status).toBe(2);
  currencyId = currency.body.data.id;
  const group = await call(w.app, 'POST', '/api/payment/groups', {
    ...w.owner,
    body: {
      name: 'Split',
      payees: [
        { name: 'A', address: payeeA, rate: 70 },
        { name: 'B', address: payeeB, rate: 30 },
      ],
    },
  });
  expect(group.body.statusCode, group.raw).toBe(0);
  groupId = group.body.data.id;
}, 180_000);
afterAll(async () => {
  await w?.app.closeAll();
  await w?.chain.stop();
});

describe('a sale priced in a store payment token (ERC-20)', () => {
  it('answers the approve entry; without the allowance the chain refuses; with it the payees are paid in the token', async () => {
    const nft = await mintedNft(w, w.erc1155, 4);
    const created = await createSale(w, {
      type: 1,
      goods_id: nft,
      quantity: 4,
      price: '5',
      shop_currency_id: currencyId,
      payment_id: groupId,
    });
    expect(created.body.statusCode, created.raw).toBe(0);
    const saleId = created.body.data.id as number;
    expect(created.body.data.currencyInfo).toMatchObject({ id: currencyId, symbol: 'USDT' });
    expect(created.body.data.currencyInfo.address.toLowerCase()).toBe(token.toLowerCase());

    // Bob holds none of the token: refused before anything is signed or reserved (E45).
    const poor = await storeCall(w, bob, 'POST', '/checkout', { sale_id: saleId, quantity: 1 });
    expect(poor.body.statusCode).toBe(ERRORS.E45.code);
    expect(poor.body.statusDesc).toBe('Insufficient balance');
    expect((await saleOf(saleId)).available).toBe(4);

    const res = await storeCall(w, alice, 'POST', '/checkout', { sale_id: saleId, quantity: 2 });
    expect(res.body.statusCode, res.raw).toBe(0);
    expect(res.body.data).toMatchObject({
      price: '5',
      total: '10',
      currency: { symbol: 'USDT', decimals: 18 },
      tx: { to: market, value: '0' },
      approve: { to: token, value: '0' },
    });

    // Without the allowance the market cannot take the payment: the chain refuses the purchase.
    const noAllowance = toFunctionSelector('ERC20InsufficientAllowance(address,uint256,uint256)');
    await expect(alice.send(res.body.data.tx)).rejects.toThrow(noAllowance);
    expect(await balanceOf(alice.account.address)).toBe(unit('100'));
    await indexChain(w);
    expect(await saleOf(saleId)).toMatchObject({ soldNum: 0, available: 2 });

    // The answered approval (exactly the total, to the market), then the same voucher settles.
    await alice.send(res.body.data.approve);
    expect(
      await w.chain.publicClient.readContract({
        address: token,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [alice.account.address, market],
      }),
    ).toBe(unit('10'));
    const before = await Promise.all([payeeA, payeeB].map(balanceOf));
    await alice.send(res.body.data.tx);
    await indexChain(w);
    expect(await balanceOf(alice.account.address)).toBe(unit('90'));
    const after = await Promise.all([payeeA, payeeB].map(balanceOf));
    expect(after[0]! - before[0]!).toBe(unit('7'));
    expect(after[1]! - before[1]!).toBe(unit('3'));
    const orders = await storeCall(w, alice, 'GET', '/orders');
    expect(orders.body.data.list[0]).toMatchObject({
      order_id: res.body.data.order_id,
      status: 'confirmed',
      total: '10',
      currency: 'USDT',
    });
    expect(await saleOf(saleId)).toMatchObject({ soldNum: 2, surplus: 2, status: 'Active' });
    const t = token.toLowerCase();
    const seller = w.chain.clients.walletClient('local').account.address.toLowerCase();
    expect(await ledgerOf(saleId)).toEqual(
      [
        ['payee', payeeA.toLowerCase(), unit('7').toString(), t],
        ['payee', payeeB.toLowerCase(), unit('3').toString(), t],
        ['primary', seller, unit('10').toString(), t],
      ].sort(),
    );
  });
});

describe('an auction in a store payment token', () => {
  it('escrows token bids; the outbid bidder withdraws the token; the accepted bid pays the payees in it', async () => {
    const nft = await mintedNft(w, w.erc721, 1);
    const created = await createSale(w, {
      type: 2,
      goods_id: nft,
      quantity: 1,
      minimum_price: '1',
      increment_rate: 10,
      end_date: new Date(Date.now() + 86_400_000).toISOString(),
      shop_currency_id: currencyId,
      payment_id: groupId,
    });
    expect(created.body.statusCode, created.raw).toBe(0);
    const saleId = created.body.data.id as number;

    const poor = await storeCall(w, bob, 'POST', '/bids', { sale_id: saleId, amount: '2' });
    expect(poor.body.statusCode).toBe(ERRORS.E45.code);

    const bid = async (who: Buyer, amount: string) => {
      const res = await storeCall(w, who, 'POST', '/bids', { sale_id: saleId, amount });
      expect(res.body.statusCode, res.raw).toBe(0);
      expect(res.body.data.tx.value).toBe('0');
      expect(res.body.data.approve.to).toBe(token);
      await who.send(res.body.data.approve);
      await who.send(res.body.data.tx);
      return res.body.data.offer_id as number;
    };
    const start = await balanceOf(alice.account.address);
    await bid(alice, '2');
    expect(await balanceOf(alice.account.address)).toBe(start - unit('2')); // escrowed
    const top = await bid(carol, '4');
    await indexChain(w);
    // Alice was outbid: her 2 USDT are her credit in the market, and she withdraws them.
    const credit = await w.chain.publicClient.readContract({
      address: market,
      abi: mintfrontMarketAbi,
      functionName: 'credits',
      args: [alice.account.address, token],
    });
    expect(credit).toBe(unit('2'));
    const hash: Hex = await walletOf(alice).writeContract({
      address: market,
      abi: mintfrontMarketAbi,
      functionName: 'withdraw',
      args: [token],
    });
    await w.chain.publicClient.waitForTransactionReceipt({ hash });
    expect(await balanceOf(alice.account.address)).toBe(start);

    const before = await Promise.all([payeeA, payeeB].map(balanceOf));
    const chosen = await call(w.app, 'POST', '/api/sale/offer/choice', {
      ...w.owner,
      body: { offer_id: top },
    });
    expect(chosen.body.statusCode, chosen.raw).toBe(0);
    await indexChain(w);
    expect(await saleOf(saleId)).toMatchObject({ status: 'Accepted', soldNum: 1 });
    const after = await Promise.all([payeeA, payeeB].map(balanceOf));
    expect(after[0]! - before[0]!).toBe(unit('2.8'));
    expect(after[1]! - before[1]!).toBe(unit('1.2'));
    expect(await balanceOf(carol.account.address)).toBe(unit('96')); // 100 less the accepted 4
    const rows = await w.app.db
      .select()
      .from(saleRevenue)
      .where(and(eq(saleRevenue.saleId, saleId), eq(saleRevenue.kind, 'primary')));
    expect(rows.map((r) => [r.amount, r.currency.toLowerCase()])).toEqual([
      [unit('4').toString(), token.toLowerCase()],
    ]);
  });
});
