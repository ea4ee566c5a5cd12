import { z } from 'zod';
import { CHAIN_KEYS } from '../chains.ts';
import { isRecordId, pagingQuery, recordId } from './common.ts';
import { optionalStoredPath } from './uploads.ts';
import { walletAddress } from './wallets.ts';
import { zString } from './text.ts';

/** spec doc 1 §3: type 1 = ERC-721, 2 = ERC-1155. */
export const COLLECTION_TYPES = { erc721: 1, erc1155: 2 } as const;
export type CollectionType = (typeof COLLECTION_TYPES)[keyof typeof COLLECTION_TYPES];
/** Where a collection comes from: 0 created (deployed by the platform), 1 imported. */
export const COLLECTION_SOURCES = { created: 0, imported: 1 } as const;
/**
 * spec doc 1 §4: Processing until the deployment receipt, then Unverified; Verified is set by
 * the platform. Failed (our addition) ends a deployment the chain refused, with its reason.
 */
export const COLLECTION_STATUSES = {
  processing: 0,
  unverified: 1,
  verified: 2,
  failed: 3,
} as const;
export type CollectionStatus = (typeof COLLECTION_STATUSES)[keyof typeof COLLECTION_STATUSES];

/** spec doc 1 §5: royalty at most 50 (E19) with at most 2 decimals; default 10. */
export const ROYALTY_MAX = 50;
export const ROYALTY_DEFAULT = 10;
/** A royalty sent as text: digits with an optional fraction ('12.5'); no hex, exponent or blank. */
const DECIMAL_TEXT = /^\s*-?\d+(\.\d+)?\s*$/;
const blank = (v: unknown) =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
/**
 * A number, or a decimal numeric string; anything else is refused, a blank (or null) one as
 * `required` and the rest as `number` (no coercion: '' is not 0, true not 1, '0x10' not 16).
 * Left out, the payloads that take it default it to 10 (`.default(ROYALTY_DEFAULT)`).
 */
export const royalties = z.preprocess(
  (v) => (typeof v === 'string' && DECIMAL_TEXT.test(v) ? Number(v) : v),
  z
    .number({ error: (iss) => (blank(iss.input) ? 'required' : 'number') })
    .min(0, { error: 'royaltyDecimals' })
    .max(ROYALTY_MAX, { error: 'royaltyMax' })
    .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, { error: 'royaltyDecimals' }),
);

const text = (max: number) => zString().trim().max(max, { error: 'tooLong' });
const required = (max: number) =>
  zString({ error: 'required' })
    .trim()
    .min(1, { error: 'required', abort: true })
    .max(max, { error: 'tooLong' });
// The server also checks the shop uploaded it as the field's kind (collectionLogo, collectionBanner).
const filePath = optionalStoredPath;
/** Category ids, comma-joined as in the NFT payload of spec doc 1 §3 ("1,4,7"), or an array. */
const categoryIds = z
  .union([zString().trim(), z.array(recordId(z.coerce.number()))], { error: 'invalid' })
  .transform((v) =>
    Array.isArray(v) ? v : v === '' ? [] : v.split(',').map((s) => Number(s.trim())),
  )
  .refine((ids) => ids.every(isRecordId), { error: 'invalid' });

const seo = {
  page_title: text(255).optional(),
  page_description: text(3000).optional(),
  page_url: text(1000).optional(),
};

const offChain = {
  name: required(255),
  description: text(3000).optional(),
  icon: filePath.optional(),
  banner: filePath.optional(),
  category: categoryIds.optional(),
  ...seo,
};

/** POST /api/contracts (API.md): deploys a new store contract on the shop's chain. */
export const createCollectionBody = z.object({
  ...offChain,
  title: required(100),
  symbol: zString({ error: 'required' })
    .trim()
    .regex(/^[A-Za-z0-9]{1,11}$/, { error: 'symbol' }),
  type: z.union([z.literal(COLLECTION_TYPES.erc721), z.literal(COLLECTION_TYPES.erc1155)], {
    error: 'oneOf',
  }),
  royalties: royalties.default(ROYALTY_DEFAULT),
});
export type CreateCollectionBody = z.infer<typeof createCollectionBody>;

/**
 * PUT /api/contracts/{id}: what lives off-chain. Contract name, symbol, type and royalties are
 * written into the contract at deployment and are not changed here.
 */
export const updateCollectionBody = z.object(offChain).partial();
/** The off-chain fields all given (the console's change form sends each, an emptied one as ''). */
export const collectionOffChainBody = z.object(offChain);
export type UpdateCollectionBody = z.infer<typeof updateCollectionBody>;

/** POST /api/contracts/import (API.md): an existing ERC-721/1155 on the shop's chain. */
export const importCollectionBody = z.object({
  address: walletAddress,
  chain: z.enum(CHAIN_KEYS, { error: 'oneOf' }),
  ...offChain,
  name: required(255).optional(),
});
export type ImportCollectionBody = z.infer<typeof importCollectionBody>;

/** GET /api/contracts: the list contract plus the filters of the collection pickers. */
export const collectionsQuery = pagingQuery.extend({
  source: z.coerce
    .number()
    .int()
    .pipe(z.union([z.literal(0), z.literal(1)]))
    .optional(),
  type: z.coerce
    .number()
    .int()
    .pipe(z.union([z.literal(1), z.literal(2)]))
    .optional(),
  status: z.coerce.number().int().min(0).max(3).optional(),
  search: text(255).optional(),
});
export type CollectionsQuery = z.infer<typeof collectionsQuery>;

/** Collection as the API answers it (spec doc 1 §3: list item id, name, title, icon_url, type, source). */
export type Collection = {
  id: number;
  name: string;
  title: string;
  symbol: string;
  type: CollectionType;
  source: 0 | 1;
  status: CollectionStatus;
  icon: string | null;
  icon_url: string | null;
  /** The logo's list thumbnail (WebP); null for an SVG or when none was made: show the logo. */
  icon_thumbnail: string | null;
  icon_thumbnail_url: string | null;
  banner: string | null;
  banner_url: string | null;
  description: string | null;
  page_title: string | null;
  page_description: string | null;
  page_url: string | null;
  royalties: number;
  category: number[];
  chain: string;
  address: string | null;
  txHash: string | null;
  /** Why a deployment failed (status 3), e.g. the contract's revert reason (E65). */
  failReason: string | null;
  createdAt: string;
};

/** GET /api/contract/status/{id}. */
export type CollectionDeployStatus = Pick<
  Collection,
  'id' | 'status' | 'address' | 'txHash' | 'failReason'
>;
