import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.ts';
import { importNftsBody, NFT_IMPORT_MAX, parseTokenIds } from './nft-import.ts';

const issuesOf = (value: unknown) =>
  importNftsBody
    .safeParse(value)
    .error?.issues.map((i) => ({ path: i.path.join('.'), message: i.message })) ?? [];
const valid = { contract_id: 4, token_ids: '1', category: '2' };

describe('token IDs of an import (one, a list or a range)', () => {
  it('reads numbers and ranges separated by commas, spaces or new lines, in order and once', () => {
    expect(parseTokenIds('7')).toEqual({ ids: ['7'] });
    expect(parseTokenIds('3, 1\n2;3  9-11')).toEqual({ ids: ['3', '1', '2', '9', '10', '11'] });
    expect(parseTokenIds('007, 5 – 6, 7')).toEqual({ ids: ['7', '5', '6'] });
  });

  it('keeps uint256 IDs exact', () => {
    const big = (2n ** 256n - 1n).toString();
    expect(parseTokenIds(big)).toEqual({ ids: [big] });
    expect(parseTokenIds((2n ** 256n).toString())).toEqual({ error: 'tokenIds' });
  });

  it('refuses what is not a token ID or a range going down', () => {
    for (const bad of ['a', '1.5', '-3', '5-2', '1-2-3', '0x10'])
      expect(parseTokenIds(bad)).toEqual({ error: 'tokenIds' });
    expect(parseTokenIds(' , ')).toEqual({ error: 'required' });
  });

  it(`takes at most ${NFT_IMPORT_MAX} IDs, counting ranges`, () => {
    expect(parseTokenIds(`1-${NFT_IMPORT_MAX}`)).toEqual({
      ids: Array.from({ length: NFT_IMPORT_MAX }, (_, i) => String(i + 1)),
    });
    expect(parseTokenIds(`1-${NFT_IMPORT_MAX + 1}`)).toEqual({ error: 'tokenIdsMax' });
    expect(parseTokenIds(`0, 1-${NFT_IMPORT_MAX}`)).toEqual({ error: 'tokenIdsMax' });
    expect(parseTokenIds(`1-${10n ** 70n}`)).toEqual({ error: 'tokenIdsMax' });
  });
});

describe('POST /api/tokens/import payload', () => {
  it('accepts the IDs as text or as a list, and defaults the rank to Normal', () => {
    expect(importNftsBody.parse(valid)).toEqual({
      contract_id: 4,
      token_ids: ['1'],
      category: [2],
      rank: 1,
    });
    expect(importNftsBody.parse({ ...valid, token_ids: [3, '4'], rank: '3' })).toMatchObject({
      token_ids: ['3', '4'],
      rank: 3,
    });
  });

  it('names each wrong field with a message of the catalogue', () => {
    expect(issuesOf({})).toEqual(
      expect.arrayContaining([
        { path: 'contract_id', message: 'required' },
        { path: 'token_ids', message: 'tokenIds' },
        { path: 'category', message: 'categoryRequired' },
      ]),
    );
    expect(issuesOf({ ...valid, token_ids: '' })).toEqual([
      { path: 'token_ids', message: 'required' },
    ]);
    expect(issuesOf({ ...valid, token_ids: '1-100' })).toEqual([
      { path: 'token_ids', message: 'tokenIdsMax' },
    ]);
    expect(issuesOf({ ...valid, rank: 9 })).toEqual([{ path: 'rank', message: 'rank' }]);
    for (const key of ['tokenIds', 'tokenIdsMax', 'collectionNotImported'])
      expect(MESSAGES).toHaveProperty(key);
  });
});
