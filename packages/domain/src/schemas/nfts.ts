import { z } from 'zod';
import { digitsError, digitsToNumber, isRecordId, pagingQuery, recordId } from './common.ts';
import { nftAttrs, nftAttrsChange, type NftAttrs } from './nft-attrs.ts';
import { ROYALTY_DEFAULT, royalties } from './collections.ts';
import { needsPreviewImage } from '../media.ts';
import { storedPathOf } from './uploads.ts';
import { zString } from './text.ts';

// NFTs (spec doc 1 §3 NFT and its creation payload, §4 statuses, §5 rules, §7 GET /api/tokens).

/**
 * Statuses of spec doc 1 §4 as numbers (docs/api.md). Pickers ask for status 1 (doc 2 §7), the
 * NFTs that can be put on sale: Off Sale. Mint failed (7) is our addition: a mint the chain
 * refused, with its reason (E65), like a collection's failed deployment.
 */
export const NFT_STATUS = {
  offSale: 1,
  onSale: 2,
  soldOut: 3,
  inReview: 4,
  minting: 5,
  rejected: 6,
  mintFailed: 7,
} as const;
export type NftStatusCode = (typeof NFT_STATUS)[keyof typeof NFT_STATUS];
const STATUS_CODES = Object.values(NFT_STATUS) as NftStatusCode[];

/** NFT statuses of spec doc 1 §4, as the NFT list filters them. */
export const NFT_STATUSES = [
  'offSale',
  'onSale',
  'soldOut',
  'inReview',
  'minting',
  'rejected',
] as const;
export type NftStatus = (typeof NFT_STATUSES)[number];

/** GET /api/filters: what the NFT list offers to filter by. */
export type NftFilters = {
  categories: { classificationId: number; name: string }[];
  statuses: { value: NftStatus; label: string }[];
  types: { value: number; label: string }[];
  ranks: { value: number; label: string }[];
};

/** spec doc 1 §3: type 1 = ERC-721, 2 = ERC-1155 (named in text), 4 = box-like. */
export const NFT_TYPES = { erc721: 1, erc1155: 2, box: 4 } as const;
export type NftType = (typeof NFT_TYPES)[keyof typeof NFT_TYPES];

/** spec doc 1 §3: 1 Normal, 2 Rare, 3 Super Rare (SR), 4 Super Super Rare (SSR). */
export const NFT_RANKS = { normal: 1, rare: 2, sr: 3, ssr: 4 } as const;
export type NftRank = (typeof NFT_RANKS)[keyof typeof NFT_RANKS];

/** spec doc 1 §5, §9. */
export const COPIES_MAX = 1_000_000;
export const COPIES_DEFAULT = 1;
export const NFT_TITLE_MAX = 255;
export const NFT_DESCRIPTION_MAX = 3000;
export const UNLOCKABLE_MAX = 3000;
const text = (max: number) => zString({ error: 'invalid' }).trim().max(max, { error: 'tooLong' });
const requiredText = (max: number) =>
  zString({ error: 'required' })
    .trim()
    .min(1, { error: 'required', abort: true })
    .max(max, { error: 'tooLong' });
const emptyAsUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** The NFT content: a path this store uploaded, of a type NFT content accepts (spec doc 1 §5). */
export const nftContentPath = storedPathOf('nftContent', 'nftContentType');
/** The preview image of audio, video or 3D content: a path this store uploaded as `nftPreview` (JPG, PNG, GIF, SVG). */
export const nftPreviewPath = storedPathOf('nftPreview', 'nftPreviewType');

/** Category ids: comma-joined ("1,4,7") as the payload of spec doc 1 §3 has them, or a list; at least one. */
export const nftCategories = z
  .union([zString().trim(), z.array(recordId(z.coerce.number()))], { error: 'categoryRequired' })
  .transform((v) =>
    Array.isArray(v) ? v : v === '' ? [] : v.split(',').map((s) => Number(s.trim())),
  )
  .refine((ids) => ids.every(isRecordId), { error: 'invalid', abort: true })
  .refine((ids) => ids.length > 0, { error: 'categoryRequired' })
  .transform((ids) => [...new Set(ids)]);

export const nftRank = z.preprocess(
  digitsToNumber,
  z
    .number({ error: digitsError })
    .int({ error: 'rank' })
    .min(1, { error: 'rank' })
    .max(4, { error: 'rank' }),
);
export const nftCopies = z.preprocess(
  digitsToNumber,
  z
    .number({ error: digitsError })
    .int({ error: 'copies' })
    .min(1, { error: 'copies' })
    .max(COPIES_MAX, { error: 'copies' }),
);
export const contractId = z.preprocess(digitsToNumber, recordId(z.number({ error: digitsError })));

/** The payload spells the SEO title `page_tile` (spec doc 1 §3); `page_title` is read as well. */
const seoAlias = (v: unknown) => {
  if (v && typeof v === 'object' && !Array.isArray(v) && 'page_tile' in v && !('page_title' in v)) {
    const { page_tile, ...rest } = v as Record<string, unknown>;
    return { ...rest, page_title: page_tile };
  }
  return v;
};

const offChain = {
  icon: nftContentPath,
  title: requiredText(NFT_TITLE_MAX),
  category: nftCategories,
  rank: nftRank,
  page_title: z.preprocess(emptyAsUndefined, text(255).optional()),
  page_description: z.preprocess(emptyAsUndefined, text(NFT_DESCRIPTION_MAX).optional()),
  page_url: z.preprocess(emptyAsUndefined, text(1000).optional()),
  description: z.preprocess(emptyAsUndefined, text(NFT_DESCRIPTION_MAX).optional()),
  /** The lock-content switch; on, the unlockable text is required (spec doc 1 §5). */
  is_locked: z.boolean({ error: 'invalid' }).optional(),
  unlockable_content: z.preprocess(emptyAsUndefined, text(UNLOCKABLE_MAX).optional()),
  attrs: nftAttrs,
  /** Required for audio, video and GLB content; ignored (not kept) for an image. */
  preview: z.preprocess(emptyAsUndefined, nftPreviewPath.optional()),
};

const lockNeedsText = (b: { is_locked?: boolean; unlockable_content?: string }) =>
  !(b.is_locked && !b.unlockable_content);
const lockRule = { error: 'required', path: ['unlockable_content'] };
/** Audio, video and GLB content (by the extension, spec doc 1 §5) needs a preview image. */
const previewGiven = (b: { icon?: string; preview?: string | null }) =>
  !needsPreviewImage(b.icon) || Boolean(b.preview);
/** In an edit a preview sent as null (removed) is judged here; the server judges the stored one when none is sent. */
const previewKept = (b: { icon?: string; preview?: string | null }) =>
  !(needsPreviewImage(b.icon) && b.preview === null);
const previewRule = { error: 'previewRequired', path: ['preview'] };

/** POST /api/tokens: the NFT creation payload of spec doc 1 §3. */
export const createNftBody = z.preprocess(
  seoAlias,
  z
    .object({
      ...offChain,
      contract_id: contractId,
      royalties: royalties.default(ROYALTY_DEFAULT),
      copies: nftCopies,
    })
    .refine(lockNeedsText, lockRule)
    .refine(previewGiven, previewRule),
);
export type CreateNftBody = z.infer<typeof createNftBody>;
export type CreateNftInput = z.input<typeof createNftBody>;

/** In an edit an emptied text is sent as '' (or null) and clears the stored one. */
const clearable = (max: number) => z.preprocess((v) => (v === null ? '' : v), text(max).optional());

/**
 * PUT /api/tokens/{id}: what lives off-chain. Collection, copies and royalty are written on chain
 * at minting and do not change.
 */
export const updateNftBody = z.preprocess(
  seoAlias,
  z
    .object({
      ...offChain,
      page_title: clearable(255),
      page_description: clearable(NFT_DESCRIPTION_MAX),
      page_url: clearable(1000),
      description: clearable(NFT_DESCRIPTION_MAX),
      unlockable_content: clearable(UNLOCKABLE_MAX),
      attrs: nftAttrsChange.optional(),
      /** '' or null removes it. */
      preview: z.preprocess((v) => (v === '' ? null : v), nftPreviewPath.nullable().optional()),
    })
    .partial()
    .refine(lockNeedsText, lockRule)
    .refine(previewKept, previewRule),
);
export type UpdateNftBody = z.infer<typeof updateNftBody>;

/** Sort columns of GET /api/tokens (each has an index per shop and status). */
export const NFT_ORDER_BY = ['created_at', 'title', 'copies', 'total_minted'] as const;
export type NftOrderBy = (typeof NFT_ORDER_BY)[number];

const statusByKey = Object.fromEntries(NFT_STATUSES.map((k) => [k, NFT_STATUS[k]])) as Record<
  NftStatus,
  number
>;
/** A status filter: its number, or its key as GET /api/filters lists it ('offSale'). */
const statusFilter = z.preprocess(
  (v) =>
    v === ''
      ? undefined
      : typeof v === 'string' && v in statusByKey
        ? statusByKey[v as NftStatus]
        : digitsToNumber(v),
  z
    .number({ error: 'invalid' })
    .refine((n) => (STATUS_CODES as number[]).includes(n), { error: 'invalid' })
    .optional(),
);
const optionalId = z.preprocess(
  (v) => (v === '' ? undefined : digitsToNumber(v)),
  recordId(z.number({ error: 'number' })).optional(),
);
const bool = z.preprocess(
  (v) =>
    v === ''
      ? undefined
      : v === 'true' || v === '1' || v === 1
        ? true
        : v === 'false' || v === '0' || v === 0
          ? false
          : v,
  z.boolean({ error: 'invalid' }).optional(),
);

/** GET /api/tokens query (spec doc 1 §7). */
export const nftsQuery = pagingQuery.extend({
  status: statusFilter,
  search: z.preprocess(emptyAsUndefined, text(NFT_TITLE_MAX).optional()),
  order_by: z.preprocess(
    emptyAsUndefined,
    z.enum(NFT_ORDER_BY, { error: 'oneOf' }).default('created_at'),
  ),
  /** Newest first unless told otherwise. */
  order_desc: bool.transform((v) => v ?? true),
  type: z.preprocess(
    (v) => (v === '' ? undefined : digitsToNumber(v)),
    z.union([z.literal(1), z.literal(2), z.literal(4)], { error: 'oneOf' }).optional(),
  ),
  /** Any of these types (comma-joined): pickers ask for '1,2', the NFTs without the boxes. */
  types: z.preprocess(
    emptyAsUndefined,
    zString({ error: 'invalid' })
      .trim()
      .regex(/^[124](,[124])*$/, { error: 'invalid' })
      .transform((s) => [...new Set(s.split(',').map(Number))] as NftType[])
      .optional(),
  ),
  /** The mystery-box screen's picker lists the NFTs of one rank (spec doc 1 §2). */
  rank: z.preprocess((v) => (v === '' ? undefined : v), nftRank.optional()),
  contract_id: optionalId,
  creator_id: optionalId,
  /** Any of these categories (comma-joined ids). */
  categories: z.preprocess(
    emptyAsUndefined,
    zString({ error: 'invalid' })
      .trim()
      .regex(/^\d+(,\d+)*$/, { error: 'invalid' })
      .transform((s) => s.split(',').map(Number))
      .refine((ids) => ids.every(isRecordId), { error: 'invalid' })
      .optional(),
  ),
});
export type NftsQuery = z.infer<typeof nftsQuery>;

/** PUT /api/tokens/batch/destroy and /batch/examine/agree: the NFTs concerned. */
export const nftIdsBody = z.object({
  ids: z
    .array(z.preprocess(digitsToNumber, recordId(z.number({ error: 'invalid' }))), {
      error: 'required',
    })
    .min(1, { error: 'required' })
    .max(200, { error: 'tooMany' }),
});
export type NftIdsBody = z.infer<typeof nftIdsBody>;

/** PUT /api/tokens/batch/examine/refuse: the NFTs and the reason given to their creators. */
export const nftRefuseBody = nftIdsBody.extend({ reason: requiredText(1000) });
export type NftRefuseBody = z.infer<typeof nftRefuseBody>;

/** NFT as the API answers it (spec doc 1 §3). */
export type Nft = {
  id: number;
  title: string;
  icon: string;
  icon_url: string;
  /** The picture of audio, video or 3D content (the form's preview image, a bulk row's); null for an image. */
  preview?: string | null;
  preview_url?: string | null;
  type: NftType;
  copies: number;
  total_minted: number;
  order_no: number;
  contract_id: number;
  contract_address: string | null;
  royalties: number;
  rank: NftRank;
  category: number[];
  uid: number;
  status: NftStatusCode;
  /** Storefront link /nft/{id}. */
  link: string;
  description: string | null;
  page_title: string | null;
  page_description: string | null;
  page_url: string | null;
  attrs: NftAttrs;
  is_locked: boolean;
  /** Only for the creator and the store owner; null for anyone else. */
  unlockable_content: string | null;
  token_id: string | null;
  tx_hash: string | null;
  /** Why the owner rejected it (status 6) or the chain refused the mint (status 7). */
  reason: string | null;
  /** True once it has been put on sale; such an NFT is never deleted. */
  ever_on_sale: boolean;
  /** 0 created and minted by the store, 1 imported: a token that already existed on chain (POST /api/tokens/import). */
  source?: 0 | 1;
  views: number;
  likes: number;
  createdAt: string;
};

/**
 * Why an NFT's chain facts may be behind the chain: `catching_up` while the chain indexer has not
 * recorded the NFT's last mint yet (e.g. waiting for its confirmations), `unreachable` when the
 * server cannot read the chain (node down, range refused, no RPC for the chain).
 */
export const CHAIN_UNAVAILABLE_REASONS = ['catching_up', 'unreachable'] as const;
export type ChainUnavailableReason = (typeof CHAIN_UNAVAILABLE_REASONS)[number];

/**
 * GET /api/tokens/{id} adds what the chain says: null before the NFT is on chain, or, with
 * `chain_unavailable` and its reason, when the answer may be behind the chain.
 */
export type NftDetail = Nft & {
  chain: { minted: number; owned: number } | null;
  chain_unavailable?: true;
  chain_unavailable_reason?: ChainUnavailableReason;
};

/** GET /api/token/owner/{id}: one holder of the NFT's tokens. */
export type NftOwner = { address: string; quantity: number };
/** GET /api/secondary/{id}: one transfer between wallets after the mint. */
export type NftTransfer = {
  from: string;
  to: string;
  tokenId: string;
  quantity: number;
  txHash: string;
  blockNumber: string;
};
/** POST /api/nft/minted/history: one mint transaction. */
export type NftMint = {
  quantity: number;
  firstTokenId: string;
  lastTokenId: string;
  toAddress: string;
  txHash: string;
  blockNumber: string;
  createdAt: string;
};
