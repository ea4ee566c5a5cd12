import { describe, expect, it } from 'vitest';
import {
  usdc,
  weth,
  nft,
  walletOnly,
  verify,
  usePaymentTokensWorld,
} from './payment-tokens-fixture.ts';

usePaymentTokensWorld();

describe('GET /api/currencys/verification/address', () => {
  it('reads name, symbol and decimals of a real ERC-20 on the shop chain', async () => {
    const res = await verify(usdc.toLowerCase(), 'usdc');
    expect(res.body).toMatchObject({
      statusCode: 0,
      data: { address: usdc, name: 'USD Coin', symbol: 'USDC', decimals: 18 },
    });
  });

  it('refuses a wallet address and an NFT contract (40076)', async () => {
    expect((await verify(walletOnly, 'USDC')).body.statusCode).toBe(40076);
    expect((await verify(nft, 'CAT')).body.statusCode).toBe(40076);
  });

  it('refuses a symbol that differs from the contract (40077), naming the real one', async () => {
    const res = await verify(usdc, 'USDT');
    expect(res.body.statusCode).toBe(40077);
    expect(res.body.statusDesc).toBe('The token at this address has the symbol USDC');
    expect(res.body.data).toEqual({ symbol: 'USDC' });
  });

  it('compares the symbol upper-cased (an on-chain "weth" matches WETH)', async () => {
    expect((await verify(weth, 'WETH')).body).toMatchObject({
      statusCode: 0,
      data: { symbol: 'weth' },
    });
  });

  it('validates the query: address 0x + 40 hex, symbol 1–11 letters or digits, checksum', async () => {
    expect((await verify('0x123', 'USDC')).body.statusCode).toBe(40001);
    expect((await verify(usdc, 'TOOLONGSYMBOL')).body.statusCode).toBe(40001);
    expect((await verify(usdc, 'US-DC')).body.statusCode).toBe(40001);
    // A mixed-case address whose EIP-55 checksum is wrong.
    const at = 2 + usdc.slice(2).search(/[a-fA-F]/);
    const flipped =
      usdc[at] === usdc[at]!.toLowerCase() ? usdc[at]!.toUpperCase() : usdc[at]!.toLowerCase();
    const bad = `${usdc.slice(0, at)}${flipped}${usdc.slice(at + 1)}`;
    expect((await verify(bad, 'USDC')).body).toMatchObject({
      statusCode: 40001,
      data: { field: 'address' },
    });
  });
});
