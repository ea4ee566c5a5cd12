import { describe, expect, it } from 'vitest';
import { ID_MAX, idParam, isRecordId } from './common.ts';
import { createCollectionBody } from './collections.ts';
import {
  boxAvailabilityQuery,
  boxContentsQuery,
  boxMintedQuery,
  createBoxBody,
} from './mystery-boxes.ts';
import { nftBulkConfirmBody, nftBulkIdQuery } from './nft-bulk.ts';
import { importNftsBody } from './nft-import.ts';
import { payoutDefaultBody } from './payout-groups.ts';
import { shopIdBody } from './shops.ts';
import { createNftBody, nftIdsBody, nftsQuery } from './nfts.ts';
import { classificationDefaultSetBody } from './users.ts';

// Ids are Postgres integers (int4): a bigger one names no record, and asking the database about it fails.

type Parser = {
  safeParse: (v: unknown) => {
    success: boolean;
    error?: { issues: { path: PropertyKey[]; message: string }[] };
  };
};
const issuesOf = (schema: Parser, value: unknown) =>
  schema
    .safeParse(value)
    .error?.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message })) ?? [];

const BIG = 99_999_999_999;
const ICON = `ab/cd/${'e'.repeat(64)}.png`;
const nft = { icon: ICON, title: 'Moon', contract_id: 3, category: '1,4', copies: 5, rank: 2 };
const box = {
  icon: ICON,
  title: 'Box',
  contract_id: 3,
  category: '1',
  contents: [{ rank: 1, nft_id: 4, quantity: 2 }],
};

describe('record ids', () => {
  it('reach the largest Postgres integer and stop there', () => {
    expect(ID_MAX).toBe(2 ** 31 - 1);
    expect(idParam.parse({ id: String(ID_MAX) })).toEqual({ id: ID_MAX });
    expect(issuesOf(idParam, { id: String(ID_MAX + 1) })).toEqual([
      { path: 'id', message: 'invalid' },
    ]);
    expect(isRecordId(ID_MAX)).toBe(true);
    expect([ID_MAX + 1, 0, -1, 1.5, Number.NaN].map(isRecordId)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it.each<[string, Parser, unknown, string]>([
    ['a path id', idParam, { id: String(BIG) }, 'id'],
    ['the NFT list collection filter', nftsQuery, { contract_id: String(BIG) }, 'contract_id'],
    ['the NFT list creator filter', nftsQuery, { creator_id: String(BIG) }, 'creator_id'],
    ['the NFT list categories filter', nftsQuery, { categories: `1,${BIG}` }, 'categories'],
    ['an NFT collection', createNftBody, { ...nft, contract_id: BIG }, 'contract_id'],
    ['an NFT category (comma-joined)', createNftBody, { ...nft, category: `1,${BIG}` }, 'category'],
    ['an NFT category (a list)', createNftBody, { ...nft, category: [1, BIG] }, 'category.1'],
    ['a batch of NFTs', nftIdsBody, { ids: [1, String(BIG)] }, 'ids.1'],
    [
      'a box series NFT',
      createBoxBody,
      { ...box, contents: [{ rank: 1, nft_id: BIG, quantity: 2 }] },
      'contents.0.nft_id',
    ],
    ['a box collection', createBoxBody, { ...box, contract_id: String(BIG) }, 'contract_id'],
    ['the box contents query', boxContentsQuery, { id: String(BIG) }, 'id'],
    ['the box minted query', boxMintedQuery, { id: `3,${BIG}` }, 'id'],
    ['the box availability query', boxAvailabilityQuery, { ids: String(BIG) }, 'ids'],
    [
      'an imported collection',
      importNftsBody,
      { contract_id: BIG, token_ids: '1', category: '1' },
      'contract_id',
    ],
    [
      'a collection category',
      createCollectionBody.pick({ category: true }),
      { category: `${BIG}` },
      'category',
    ],
    ['a bulk creation', nftBulkIdQuery, { id: String(BIG) }, 'id'],
    ['a bulk creation to confirm', nftBulkConfirmBody, { id: BIG }, 'id'],
    ['a shop', shopIdBody, { shop_id: String(BIG) }, 'shop_id'],
    ['a default payout group', payoutDefaultBody, { payment_id: BIG }, 'payment_id'],
    [
      'a default category',
      classificationDefaultSetBody,
      { classification_ids: [BIG] },
      'classification_ids.0',
    ],
  ])(
    '%s past the largest Postgres integer is invalid, naming the field',
    (_, schema, input, path) => {
      expect(issuesOf(schema, input)).toEqual([{ path, message: 'invalid' }]);
    },
  );
});
