import { MASK, OWNER_ALLOWS } from '@mintfront/domain';
import { describe, expect, it } from 'vitest';
import { call, createShop, inviteCollaborator, signUp } from '../../test/helper.ts';
import {
  app,
  owner,
  shop,
  usdc,
  dai,
  walletOnly,
  verify,
  create,
  put,
  approve,
  reject,
  usePaymentTokensWorld,
} from './payment-tokens-fixture.ts';

usePaymentTokensWorld();

describe('token states and the default', () => {
  it('resubmits a Rejected token with corrected fields (In Review), and refuses other changes', async () => {
    const other = await signUp(app);
    const otherShop = await createShop(app, other, { chain: 'local' });
    const who = { as: other, shopId: otherShop.id };
    const created = (await create({ symbol: 'DAI', name: 'Dai', address: dai }, who)).body.data;
    const putAs = (body: Record<string, unknown>) =>
      call(app, 'PUT', `/api/currencys/${created.id}`, { ...who, body });

    // In Review: nothing to change until the platform decides.
    expect((await putAs({ name: 'Dai 2' })).body).toMatchObject({
      statusCode: 40079,
      statusDesc: 'This change is not possible while the token is In Review',
    });
    await reject(created.id);
    expect((await putAs({ symbol: 'USDC' })).body.statusCode).toBe(40077);
    expect((await putAs({ address: walletOnly })).body.statusCode).toBe(40076);
    expect((await putAs({ is_default: true })).body.statusCode).toBe(40079);
    const again = await putAs({ name: 'Dai Stablecoin', symbol: 'dai' });
    expect(again.body.data).toMatchObject({
      id: created.id,
      name: 'Dai Stablecoin',
      symbol: 'DAI',
      address: dai,
      status: 1,
    });
    // Another shop never sees it.
    expect((await put(created.id, { name: 'X' })).body.statusCode).toBe(40400);
  });

  it('deactivates an Active token and keeps one default per shop, switched in one transaction', async () => {
    const other = await signUp(app);
    const s = await createShop(app, other, { chain: 'local' });
    const who = { as: other, shopId: s.id };
    const a = (await create({ symbol: 'USDC', name: 'USD Coin', address: usdc }, who)).body.data;
    const b = (await create({ symbol: 'DAI', name: 'Dai', address: dai }, who)).body.data;
    const putAs = (id: number, body: Record<string, unknown>) =>
      call(app, 'PUT', `/api/currencys/${id}`, { ...who, body });
    const list = (q = '') => call(app, 'GET', `/api/currencys${q}`, who);

    expect((await putAs(a.id, { is_default: true })).body.statusCode).toBe(40079);
    await approve(a.id);
    await approve(b.id);
    expect((await putAs(a.id, { is_default: true })).body.data).toMatchObject({
      isDefault: true,
      status: 2,
    });
    expect((await putAs(b.id, { is_default: true })).body.data.isDefault).toBe(true);
    const both = (await list('?status=2')).body.data;
    expect(both.total).toBe(2);
    expect(both.list.map((c: { id: number; isDefault: boolean }) => [c.id, c.isDefault])).toEqual([
      [b.id, true],
      [a.id, false],
    ]);

    // An Active token's fields are not edited (only deactivated or made default).
    expect((await putAs(a.id, { name: 'Other' })).body.statusCode).toBe(40079);
    const off = await putAs(b.id, { status: 4 });
    expect(off.body.data).toMatchObject({ status: 4, isDefault: false });
    expect((await putAs(b.id, { is_default: true })).body).toMatchObject({
      statusCode: 40079,
      statusDesc: 'This change is not possible while the token is Inactive',
    });
    expect((await list('?status=2')).body.data).toMatchObject({ total: 1, list: [{ id: a.id }] });
    expect((await list('?status=4')).body.data).toMatchObject({ total: 1, list: [{ id: b.id }] });
    expect((await list()).body.data.total).toBe(2);
    expect((await list('?status=5')).body.statusCode).toBe(40001);
    // Neither is the default now: newest first.
    expect((await list('?limit=1&page=2')).body.data).toMatchObject({
      total: 2,
      lastPage: 2,
      list: [{ id: a.id }],
    });
    expect((await putAs(999999, { status: 4 })).body.statusCode).toBe(40400);
  });

  it('refuses a collaborator without mask 32 and lets one with it in', async () => {
    const lacking = await inviteCollaborator(app, owner, shop.id, {
      allows: OWNER_ALLOWS & ~MASK.payoutGroup,
    });
    const who = { as: lacking.who, shopId: shop.id };
    expect((await call(app, 'GET', '/api/currencys', who)).body.statusCode).toBe(40300);
    expect((await verify(dai, 'DAI', who)).body.statusCode).toBe(40300);
    expect((await create({ symbol: 'DAI', name: 'Dai', address: dai }, who)).body.statusCode).toBe(
      40300,
    );
    const holding = await inviteCollaborator(app, owner, shop.id, { allows: MASK.payoutGroup });
    expect(
      (await call(app, 'GET', '/api/currencys', { as: holding.who, shopId: shop.id })).body
        .statusCode,
    ).toBe(0);
  });
});
