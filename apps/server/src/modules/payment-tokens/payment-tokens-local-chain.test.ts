import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createShop, createTestApp, signUp, type TestApp } from '../../test/helper.ts';
import { chain, dataDir, dai, nft, usePaymentTokensWorld } from './payment-tokens-fixture.ts';

usePaymentTokensWorld();

describe('the local development chain approves a verified token at once', () => {
  let local: TestApp;
  beforeAll(async () => {
    local = await createTestApp({ dataDir }, { chain: chain.clients });
  }, 120_000);
  afterAll(async () => local?.closeAll());

  it('a real ERC-20 on the local chain is Active on submission and can be made the default and deactivated', async () => {
    const who = await signUp(local);
    const s = await createShop(local, who, { chain: 'local' });
    const as = { as: who, shopId: s.id };
    const token = await call(local, 'POST', '/api/currencys', {
      ...as,
      body: { symbol: 'DAI', name: 'Dai', address: dai },
    });
    expect(token.body.data).toMatchObject({ status: 2, address: dai });
    const put = (body: Record<string, unknown>) =>
      call(local, 'PUT', `/api/currencys/${token.body.data.id}`, { ...as, body });
    expect((await put({ is_default: true })).body.data).toMatchObject({
      status: 2,
      isDefault: true,
    });
    expect((await put({ status: 4 })).body.data).toMatchObject({ status: 4, isDefault: false });
  });

  it('approves nothing that failed verification', async () => {
    const who = await signUp(local);
    const s = await createShop(local, who, { chain: 'local' });
    const as = { as: who, shopId: s.id };
    expect(
      (
        await call(local, 'POST', '/api/currencys', {
          ...as,
          body: { symbol: 'CAT', name: 'Cats', address: nft },
        })
      ).body.statusCode,
    ).toBe(40076);
    expect(
      (
        await call(local, 'POST', '/api/currencys', {
          ...as,
          body: { symbol: 'DIA', name: 'Dai', address: dai },
        })
      ).body.statusCode,
    ).toBe(40077);
    expect((await call(local, 'GET', '/api/currencys', as)).body.data.total).toBe(0);
  });
});
