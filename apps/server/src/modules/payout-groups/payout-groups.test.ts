import { getAddress } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type Session, type TestApp } from '../../test/helper.ts';
import { ownerWithShop } from '../../test/owner-with-shop.ts';

let app: TestApp;
let owner: Session;
let shopId: number;
beforeAll(async () => {
  app = await createTestApp();
  ({ owner, shopId } = await ownerWithShop(app));
});
afterAll(async () => app?.closeAll());

const wallet = (n: number) => `0x${n.toString(16).padStart(40, '0')}`;
const payees = (...rates: (number | string)[]) =>
  rates.map((rate, i) => ({ name: `Payee ${i}`, address: wallet(i + 1), rate }));
const create = (body: unknown) =>
  call(app, 'POST', '/api/payment/groups', { as: owner, shopId, body });

describe('payout group rates (spec doc 2 §5)', () => {
  it('accepts 33.33 + 33.33 + 33.34 = 100 exactly and answers the rates as decimals', async () => {
    const res = await create({ name: 'Thirds', payees: payees(33.33, '33.33', 33.34) });
    expect(res.body.statusCode).toBe(0);
    expect(res.body.data.payees.map((p: { rate: string }) => p.rate)).toEqual([
      '33.33',
      '33.33',
      '33.34',
    ]);
  });

  it.each([
    ['33.33 × 3', [33.33, 33.33, 33.33]],
    ['99.99', [50, 49.99]],
    ['100.01', [50, 50.01]],
  ])('refuses a total of %s (E76)', async (_name, rates) => {
    const res = await create({ name: 'Bad total', payees: payees(...(rates as number[])) });
    expect(res.body.statusCode).toBe(41076);
  });

  it('accepts 5.01 + 64.29 + 30.7, whose float sum is not 100', async () => {
    expect(5.01 + 64.29 + 30.7 === 100).toBe(false);
    expect(
      (await create({ name: 'Float trap', payees: payees(5.01, 64.29, 30.7) })).body.statusCode,
    ).toBe(0);
  });

  it('refuses a rate under 5%, above 100% or with more than 2 decimals (40001 payoutRate)', async () => {
    for (const rate of [4.99, 100.01, 33.333, '12.5.1', -5]) {
      const res = await create({ name: 'Bad rate', payees: payees(rate, 50) });
      expect(res.body.statusCode).toBe(40001);
      expect(res.body.statusDesc).toBe(
        'payees.0.rate: Each rate is 5% to 100% with at most 2 decimals',
      );
    }
    expect((await create({ name: 'Five', payees: payees(5, 95) })).body.statusCode).toBe(0);
    expect((await create({ name: 'Hundred', payees: payees('100') })).body.statusCode).toBe(0);
  });

  it('requires a name, payees, and an e-mail or wallet per payee', async () => {
    expect((await create({ name: ' ', payees: payees(100) })).body.statusDesc).toBe(
      'name: name is required',
    );
    expect((await create({ name: 'Empty', payees: [] })).body.statusCode).toBe(40001);
    const noContact = await create({ name: 'No contact', payees: [{ name: 'A', rate: 100 }] });
    expect(noContact.body.statusDesc).toBe('payees.0.address: Enter an e-mail or a wallet address');
    const byMail = await create({
      name: 'By mail',
      payees: [{ name: 'A', email: 'A@Example.com', rate: 100 }],
    });
    expect(byMail.body.data.payees[0]).toEqual({
      name: 'A',
      email: 'a@example.com',
      address: null,
      rate: '100.00',
    });
    expect(
      (await create({ name: 'Bad wallet', payees: [{ name: 'A', address: '0x123', rate: 100 }] }))
        .body.statusCode,
    ).toBe(40001);
  });

  it('refuses the same wallet twice, whatever its case (E75)', async () => {
    const addr = '0xAbCdEf0123456789aBcDeF0123456789AbCdEf01';
    const res = await create({
      name: 'Dup',
      payees: [
        { name: 'A', address: addr, rate: 50 },
        { name: 'B', address: addr.toLowerCase(), rate: 50 },
      ],
    });
    expect(res.body.statusCode).toBe(41075);
    expect(res.body.statusDesc).toMatch(/^Duplicate wallet: 0x/i);
  });
});

describe('payout group CRUD and the default', () => {
  it('keeps one default: a new default unsets the old one', async () => {
    const a = (await create({ name: 'A', is_default: true, payees: payees(100) })).body.data;
    const b = (await create({ name: 'B', is_default: true, payees: payees(100) })).body.data;
    expect(
      (await call(app, 'GET', `/api/payment/groups/${a.id}`, { as: owner, shopId })).body.data
        .isDefault,
    ).toBe(false);
    expect(
      (await call(app, 'GET', `/api/payment/groups/${b.id}`, { as: owner, shopId })).body.data
        .isDefault,
    ).toBe(true);
    const def = await call(app, 'GET', '/api/payment/groups/default/wallet', { as: owner, shopId });
    expect(def.body.data).toMatchObject({ paymentId: b.id, group: { name: 'B' } });

    const put = await call(app, 'PUT', `/api/payment/groups/${a.id}`, {
      as: owner,
      shopId,
      body: { name: 'A2', is_default: true, payees: payees(60, 40) },
    });
    expect(put.body.data).toMatchObject({
      name: 'A2',
      isDefault: true,
      payees: [{ rate: '60.00' }, { rate: '40.00' }],
    });
    expect(
      (await call(app, 'GET', `/api/payment/groups/${b.id}`, { as: owner, shopId })).body.data
        .isDefault,
    ).toBe(false);

    const none = await call(app, 'PUT', '/api/payment/groups/default/wallet', {
      as: owner,
      shopId,
      body: { payment_id: null },
    });
    expect(none.body.data).toMatchObject({ paymentId: null, group: null });
    const setB = await call(app, 'PUT', '/api/payment/groups/default/wallet', {
      as: owner,
      shopId,
      body: { payment_id: b.id },
    });
    expect(setB.body.data.paymentId).toBe(b.id);
    const missing = await call(app, 'PUT', '/api/payment/groups/default/wallet', {
      as: owner,
      shopId,
      body: { payment_id: 999999 },
    });
    expect(missing.body.statusCode).toBe(40400);
  });

  it('lists, refuses an invalid update without changing the group, and deletes', async () => {
    const g = (await create({ name: 'Listed', payees: payees(100) })).body.data;
    const list = await call(app, 'GET', '/api/payment/groups?search=Listed', { as: owner, shopId });
    expect(list.body.data).toMatchObject({ total: 1, list: [{ id: g.id, name: 'Listed' }] });
    const bad = await call(app, 'PUT', `/api/payment/groups/${g.id}`, {
      as: owner,
      shopId,
      body: { name: 'X', payees: payees(50, 49.99) },
    });
    expect(bad.body.statusCode).toBe(41076);
    expect(
      (await call(app, 'GET', `/api/payment/groups/${g.id}`, { as: owner, shopId })).body.data.name,
    ).toBe('Listed');
    expect(
      (await call(app, 'DELETE', `/api/payment/groups/${g.id}`, { as: owner, shopId })).body
        .statusCode,
    ).toBe(0);
    expect(
      (await call(app, 'GET', `/api/payment/groups/${g.id}`, { as: owner, shopId })).body
        .statusCode,
    ).toBe(40400);
  });

  it('does not show or change a group of another shop (40400)', async () => {
    const g = (await create({ name: 'Mine', payees: payees(100) })).body.data;
    const { owner: other, shopId: otherShopId } = await ownerWithShop(app);
    for (const [method, body] of [
      ['GET', undefined],
      ['PUT', { name: 'X', payees: payees(100) }],
      ['DELETE', undefined],
    ] as const) {
      const res = await call(app, method, `/api/payment/groups/${g.id}`, {
        as: other,
        shopId: otherShopId,
        body,
      });
      expect(res.body.statusCode).toBe(40400);
    }
  });
});

describe('POST /api/bind/wallet', () => {
  it('binds the store payout wallet checksummed and refuses an invalid address', async () => {
    const res = await call(app, 'POST', '/api/bind/wallet', {
      as: owner,
      shopId,
      body: { address: '0xabcdef0123456789abcdef0123456789abcdef01' },
    });
    expect(res.body.data.wallet).toBe(getAddress('0xabcdef0123456789abcdef0123456789abcdef01'));
    const bad = await call(app, 'POST', '/api/bind/wallet', {
      as: owner,
      shopId,
      body: { address: 'nope' },
    });
    expect(bad.body.statusCode).toBe(40001);
    const shop = await call(app, 'GET', '/api/shop/info', { as: owner, shopId });
    expect(shop.body.data.payoutWalletAddress).toBe(res.body.data.wallet);
  });
});
