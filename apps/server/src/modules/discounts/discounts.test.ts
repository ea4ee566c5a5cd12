import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createShop,
  createTestApp,
  signUp,
  type Session,
  type TestApp,
} from '../../test/helper.ts';

let app: TestApp;
let owner: Session;
let shopId: number;
beforeAll(async () => {
  app = await createTestApp();
  const who = await signUp(app);
  owner = who;
  shopId = (await createShop(app, who)).id;
});
afterAll(async () => app?.closeAll());

const DAY = 24 * 3600 * 1000;
const at = (days: number) => new Date(Date.now() + days * DAY).toISOString();
let n = 0;
const code = () => `SAVE${++n}`;
const create = (body: Record<string, unknown>) =>
  call(app, 'POST', '/api/discounts', {
    as: owner,
    shopId,
    body: { code: code(), value: 10, ...body },
  });

describe('discount rules (spec doc 2 §5)', () => {
  it('creates a code with every field and answers it', async () => {
    const res = await create({
      code: 'WELCOME10',
      value: '12.5',
      is_public: false,
      quantity: 100,
      per_customer_limit: 2,
      once_per_customer: true,
      start_at: at(-1),
      end_at: at(1),
    });
    expect(res.body.statusCode).toBe(0);
    expect(res.body.data).toMatchObject({
      code: 'WELCOME10',
      value: '12.50',
      isPublic: false,
      quantity: 100,
      perCustomerLimit: 2,
      oncePerCustomer: true,
      state: 1,
      times: 0,
      ordersApplied: 0,
    });
  });

  it('refuses a code with a space, and accepts one without', async () => {
    expect((await create({ code: 'SUMMER SALE' })).body.statusDesc).toBe(
      'code: The code cannot contain spaces',
    );
    expect((await create({ code: 'SUMMER-SALE' })).body.statusCode).toBe(0);
  });

  it('refuses a code the store already has, whatever its case (E82), also on update', async () => {
    expect((await create({ code: 'Unique1' })).body.statusCode).toBe(0);
    expect((await create({ code: 'UNIQUE1' })).body.statusCode).toBe(41082);
    const other = (await create({ code: 'Other1' })).body.data;
    const put = await call(app, 'PUT', `/api/discounts/${other.id}`, {
      as: owner,
      shopId,
      body: { code: 'unique1', value: 5 },
    });
    expect(put.body.statusCode).toBe(41082);
    // Another store may use the same code.
    const stranger = await signUp(app);
    const strangerShop = await createShop(app, stranger);
    const theirs = await call(app, 'POST', '/api/discounts', {
      as: stranger,
      shopId: strangerShop.id,
      body: { code: 'UNIQUE1', value: 5 },
    });
    expect(theirs.body.statusCode).toBe(0);
  });

  it('accepts a value above 0 up to 100 with 2 decimals, and refuses 0, 100.01 and 3 decimals', async () => {
    expect((await create({ value: 100 })).body.data.value).toBe('100.00');
    expect((await create({ value: 0.01 })).body.data.value).toBe('0.01');
    for (const value of [0, 100.01, 10.555, -1, 'ten']) {
      expect((await create({ value })).body.statusDesc).toBe(
        'value: The value is above 0% and at most 100%, with at most 2 decimals',
      );
    }
  });

  it('refuses an end before the start, accepts an end equal to the start', async () => {
    expect((await create({ start_at: at(2), end_at: at(1) })).body.statusDesc).toBe(
      'end_at: The end cannot be before the start',
    );
    const same = at(3);
    expect((await create({ start_at: same, end_at: same })).body.statusCode).toBe(0);
    expect((await create({ start_at: 'tomorrow' })).body.statusDesc).toBe(
      'start_at: start_at must be a date and time (ISO 8601)',
    );
  });

  it('refuses a quantity or per-customer limit that is not a whole number from 1', async () => {
    expect((await create({ quantity: 0 })).body.statusCode).toBe(40001);
    expect((await create({ per_customer_limit: 1.5 })).body.statusCode).toBe(40001);
    expect((await create({ quantity: null, per_customer_limit: null })).body.data).toMatchObject({
      quantity: null,
      perCustomerLimit: null,
    });
  });
});

describe('discount states computed from time (spec doc 2 §4)', () => {
  it('answers Active 1, Scheduled 2, Expired 3 and filters the list by state', async () => {
    const owner2 = await signUp(app);
    const shop2 = (await createShop(app, owner2)).id;
    const add = async (c: string, body: object) =>
      (
        await call(app, 'POST', '/api/discounts', {
          as: owner2,
          shopId: shop2,
          body: { code: c, value: 5, ...body },
        })
      ).body.data;
    const active = await add('ACTIVE', { start_at: at(-1), end_at: at(1) });
    const open = await add('OPEN', {});
    const scheduled = await add('LATER', { start_at: at(1) });
    const expired = await add('GONE', { start_at: at(-3), end_at: at(-2) });
    expect([active.state, open.state, scheduled.state, expired.state]).toEqual([1, 1, 2, 3]);
    const ids = async (state?: number) =>
      (
        await call(app, 'GET', `/api/discounts${state ? `?state=${state}` : ''}`, {
          as: owner2,
          shopId: shop2,
        })
      ).body.data.list
        .map((d: { code: string }) => d.code)
        .sort();
    expect(await ids(1)).toEqual(['ACTIVE', 'OPEN']);
    expect(await ids(2)).toEqual(['LATER']);
    expect(await ids(3)).toEqual(['GONE']);
    expect(await ids()).toHaveLength(4);
    expect(
      (await call(app, 'GET', '/api/discounts?state=4', { as: owner2, shopId: shop2 })).body
        .statusCode,
    ).toBe(40001);
  });
});

describe('discount CRUD', () => {
  it("reads, updates, deletes, and hides another store's code", async () => {
    const d = (await create({})).body.data;
    expect(
      (await call(app, 'GET', `/api/discounts/${d.id}`, { as: owner, shopId })).body.data.code,
    ).toBe(d.code);
    const put = await call(app, 'PUT', `/api/discounts/${d.id}`, {
      as: owner,
      shopId,
      body: { code: d.code, value: 20, start_at: at(5) },
    });
    expect(put.body.data).toMatchObject({ value: '20.00', state: 2 });
    const stranger = await signUp(app);
    const strangerShop = await createShop(app, stranger);
    expect(
      (await call(app, 'GET', `/api/discounts/${d.id}`, { as: stranger, shopId: strangerShop.id }))
        .body.statusCode,
    ).toBe(40400);
    expect(
      (await call(app, 'DELETE', `/api/discounts/${d.id}`, { as: owner, shopId })).body.statusCode,
    ).toBe(0);
    expect(
      (await call(app, 'GET', `/api/discounts/${d.id}`, { as: owner, shopId })).body.statusCode,
    ).toBe(40400);
  });
});
