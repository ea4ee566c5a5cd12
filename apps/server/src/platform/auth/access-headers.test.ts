import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createShop,
  createTestApp,
  signUp,
  type SignedUp,
  type TestApp,
} from '../../test/helper.ts';

// The access rule reads Authorization, X-User-Id and X-Shop-Id through the shared `authHeaders`
// schema (docs/api.md "Access"); a malformed header answers like a missing or wrong one.
let app: TestApp;
let owner: SignedUp;
let shopId: number;

beforeAll(async () => {
  app = await createTestApp();
  owner = await signUp(app);
  shopId = (await createShop(app, owner)).id;
});
afterAll(async () => app?.closeAll());

/** statusCode of a call with exactly these headers (raw strings, nothing added). */
async function codeOf(url: string, headers: Record<string, string | string[]>) {
  const res = await app.inject({ method: 'GET', url, headers });
  return (res.json() as { statusCode: number }).statusCode;
}
const bearer = () => `Bearer ${owner.token}`;

describe('Authorization', () => {
  it.each([
    ['missing', undefined],
    ['another scheme', 'Basic abc'],
    ['lower-case scheme', 'bearer TOKEN'],
    ['no token', 'Bearer '],
    ['two spaces', 'Bearer  TOKEN'],
    ['a token with a space', 'Bearer TOKEN more'],
    ['an unknown token', 'Bearer not-a-session'],
  ])('%s: 401 on a signed-in route, nothing on a public one', async (_name, value) => {
    const authorization = value?.replace('TOKEN', owner.token);
    const headers: Record<string, string> = authorization === undefined ? {} : { authorization };
    expect(await codeOf('/api/user/info', headers)).toBe(401);
    expect(await codeOf('/api/config', headers)).toBe(0);
  });

  it('a well-formed bearer token signs in', async () => {
    expect(await codeOf('/api/user/info', { authorization: bearer() })).toBe(0);
  });
});

describe('X-User-Id', () => {
  it("may be left out, or must be the token's user exactly", async () => {
    expect(
      await codeOf('/api/user/info', { authorization: bearer(), 'x-user-id': String(owner.uid) }),
    ).toBe(0);
    for (const claimed of [
      '',
      'abc',
      `0${owner.uid}`,
      `${owner.uid} `,
      String(owner.uid + 1),
      '99999999999999999999',
      [String(owner.uid), String(owner.uid)],
    ]) {
      expect({
        claimed,
        code: await codeOf('/api/user/info', { authorization: bearer(), 'x-user-id': claimed }),
      }).toEqual({ claimed, code: 401 });
    }
  });
});

describe('X-Shop-Id', () => {
  const shopCall = (value?: string | string[]) =>
    codeOf('/api/shop/info', {
      authorization: bearer(),
      'x-user-id': String(owner.uid),
      ...(value === undefined ? {} : { 'x-shop-id': value }),
    });

  it('missing or empty: no shop selected (40012)', async () => {
    expect(await shopCall()).toBe(40012);
    expect(await shopCall('')).toBe(40012);
  });

  it('not a shop id: 40003 like a shop the caller does not belong to', async () => {
    for (const value of [
      '12a',
      '-1',
      '1.5',
      '0',
      '1234567890',
      '99999999999999999999',
      [String(shopId), String(shopId)],
    ]) {
      expect({ value, code: await shopCall(value) }).toEqual({ value, code: 40003 });
    }
  });

  it("the caller's shop enters", async () => {
    expect(await shopCall(String(shopId))).toBe(0);
  });
});
