import { describe, expect, it } from 'vitest';
import {
  usdc,
  dai,
  nft,
  walletOnly,
  asOwner,
  verify,
  create,
  upload,
  usePaymentTokensWorld,
} from './payment-tokens-fixture.ts';

usePaymentTokensWorld();

describe('POST /api/currencys', () => {
  it('submits a verified token In Review with its uploaded icon, and refuses it twice (40078)', async () => {
    const icon = await upload('tokenIcon');
    const res = await create({
      symbol: 'usdc',
      name: 'USD Coin',
      address: usdc.toLowerCase(),
      icon,
    });
    expect(res.body.statusCode).toBe(0);
    expect(res.body.data).toMatchObject({
      symbol: 'USDC',
      name: 'USD Coin',
      address: usdc,
      decimals: 18,
      icon,
      status: 1,
      isDefault: false,
      rate: null,
      value: null,
    });
    expect(res.body.data.iconUrl).toBe(`http://localhost:8080/api/files/${icon}`);
    expect((await create({ symbol: 'USDC', name: 'Again', address: usdc })).body.statusCode).toBe(
      40078,
    );
    expect((await verify(usdc, 'USDC')).body.statusCode).toBe(40078);
  });

  it('requires symbol, name and address; name at most 60 characters', async () => {
    expect((await create({ name: 'X', address: dai })).body.statusCode).toBe(40001);
    expect((await create({ symbol: 'DAI', address: dai })).body.statusCode).toBe(40001);
    expect((await create({ symbol: 'DAI', name: 'Dai' })).body.statusCode).toBe(40001);
    expect((await create({ symbol: 'DAI', name: ' ', address: dai })).body.statusDesc).toBe(
      'name: name is required',
    );
    // An emptied symbol or address says "required" (spec doc 2 §5), as the console's form does.
    expect((await create({ symbol: ' ', name: 'Dai', address: dai })).body.statusDesc).toBe(
      'symbol: symbol is required',
    );
    expect((await create({ symbol: 'DAI', name: 'Dai', address: '' })).body.statusDesc).toBe(
      'address: address is required',
    );
    expect(
      (await create({ symbol: 'DAI', name: 'x'.repeat(61), address: dai })).body.statusCode,
    ).toBe(40001);
    expect(
      (await create({ symbol: 'DAI', name: 'x'.repeat(60), address: walletOnly })).body.statusCode,
    ).toBe(40076);
  });

  it('refuses an icon the shop did not upload as tokenIcon (40019)', async () => {
    const photo = await upload('photo', asOwner(), '#456');
    const res = await create({ symbol: 'DAI', name: 'Dai', address: dai, icon: photo });
    expect(res.body).toMatchObject({ statusCode: 40019, data: { field: 'icon' } });
  });

  it('refuses a symbol mismatch, an NFT contract and a wallet on submission', async () => {
    expect((await create({ symbol: 'DIA', name: 'Dai', address: dai })).body.statusCode).toBe(
      40077,
    );
    expect((await create({ symbol: 'CAT', name: 'Cats', address: nft })).body.statusCode).toBe(
      40076,
    );
    expect((await create({ symbol: 'ETH', name: 'Me', address: walletOnly })).body.statusCode).toBe(
      40076,
    );
  });
});
