import { describe, expect, it } from 'vitest';
import {
  collectionsQuery,
  createCollectionBody,
  importCollectionBody,
  updateCollectionBody,
} from './collections.ts';
import { walletMessageQuery } from './wallets.ts';

const issuesOf = (
  schema: {
    safeParse: (v: unknown) => {
      success: boolean;
      error?: { issues: { path: PropertyKey[]; message: string }[] };
    };
  },
  value: unknown,
) => schema.safeParse(value).error?.issues.map((i) => ({ path: i.path, message: i.message })) ?? [];

const valid = { name: 'Moon Cats', title: 'MoonCats', symbol: 'MOON', type: 1 };

describe('collection creation (spec doc 1 §5)', () => {
  it('defaults the royalty to 10', () => {
    expect(createCollectionBody.parse(valid).royalties).toBe(10);
  });

  it('accepts a royalty of at most 50 with at most 2 decimals (E19 above 50)', () => {
    expect(issuesOf(createCollectionBody, { ...valid, royalties: 50 })).toEqual([]);
    expect(issuesOf(createCollectionBody, { ...valid, royalties: 12.34 })).toEqual([]);
    expect(issuesOf(createCollectionBody, { ...valid, royalties: 50.01 })).toEqual([
      { path: ['royalties'], message: 'royaltyMax' },
    ]);
    expect(issuesOf(createCollectionBody, { ...valid, royalties: 1.005 })).toEqual([
      { path: ['royalties'], message: 'royaltyDecimals' },
    ]);
    expect(issuesOf(createCollectionBody, { ...valid, royalties: -1 })).toEqual([
      { path: ['royalties'], message: 'royaltyDecimals' },
    ]);
  });

  it('takes a royalty as a number or a decimal text, never coerced from anything else', () => {
    expect(createCollectionBody.parse({ ...valid, royalties: '2.5' }).royalties).toBe(2.5);
    for (const royalties of ['', null])
      expect(issuesOf(createCollectionBody, { ...valid, royalties })).toEqual([
        { path: ['royalties'], message: 'required' },
      ]);
    for (const royalties of [true, '0x10'])
      expect(issuesOf(createCollectionBody, { ...valid, royalties })).toEqual([
        { path: ['royalties'], message: 'number' },
      ]);
  });

  it('takes type 1 (ERC-721) or 2 (ERC-1155) only', () => {
    expect(issuesOf(createCollectionBody, { ...valid, type: 2 })).toEqual([]);
    expect(issuesOf(createCollectionBody, { ...valid, type: 4 })[0]?.path).toEqual(['type']);
  });

  it('requires name, contract name and a symbol of letters and digits', () => {
    const paths = issuesOf(createCollectionBody, { type: 1, symbol: 'MO ON' }).map(
      (i) => i.path[0],
    );
    expect(paths).toEqual(expect.arrayContaining(['name', 'title', 'symbol']));
  });

  it('reads categories comma-joined or as a list', () => {
    expect(createCollectionBody.parse({ ...valid, category: '3,5' }).category).toEqual([3, 5]);
    expect(createCollectionBody.parse({ ...valid, category: [7] }).category).toEqual([7]);
    expect(issuesOf(createCollectionBody, { ...valid, category: '3,x' })[0]?.path).toEqual([
      'category',
    ]);
  });

  it('leaves the contract fields out of a change', () => {
    expect(updateCollectionBody.parse({ symbol: 'NEW', royalties: 3, name: 'Renamed' })).toEqual({
      name: 'Renamed',
    });
  });
});

describe('collection import and list', () => {
  it('needs an address and a chain key', () => {
    expect(
      issuesOf(importCollectionBody, {
        address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
        chain: 'local',
      }),
    ).toEqual([]);
    expect(
      issuesOf(importCollectionBody, { address: '0x7099', chain: 'mars' }).map((i) => i.path[0]),
    ).toEqual(['address', 'chain']);
  });

  it('filters by source 0 or 1', () => {
    expect(collectionsQuery.parse({ source: '0' }).source).toBe(0);
    expect(collectionsQuery.safeParse({ source: '2' }).success).toBe(false);
  });
});

describe('wallet message query', () => {
  it('takes an address and the chain id of an EVM chain of the product', () => {
    expect(
      walletMessageQuery.parse({
        wallet: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
        chain_id: '137',
      }).chain_id,
    ).toBe(137);
    expect(
      issuesOf(walletMessageQuery, {
        wallet: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
        chain_id: '0',
      }),
    ).toEqual([{ path: ['chain_id'], message: 'chainId' }]);
  });
});
