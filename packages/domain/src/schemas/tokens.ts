import { z } from 'zod';
import { digitsError, isRecordId, pagingQuery, recordId } from './common.ts';
import { NFT_STATUSES, type NftStatus } from './classifications.ts';
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
/** Defaults of a new attribute row (spec doc 1 §5): 3 of 5 for level and stat, boost 10 %. */
export const LEVEL_DEFAULT = { current: 3, max: 5 } as const;
export const BOOST_PERCENT_DEFAULT = 10;
export const BOOST_PERCENT_MAX = 100;
/** Ours (spec silent): rows per attribute kind and the length of their texts. */
export const ATTR_ROWS_MAX = 100;
export const ATTR_TEXT_MAX = 100;

const text = (max: number) => zString({ error: 'invalid' }).trim().max(max, { error: 'tooLong' });
const requiredText = (max: number) =>
  zString({ error: 'required' })
    .trim()
    .min(1, { error: 'required', abort: true })
    .max(max, { error: 'tooLong' });
const emptyAsUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const numeric = (v: unknown) =>
  typeof v === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(v) ? Number(v) : v;

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
  numeric,
  z
    .number({ error: digitsError })
    .int({ error: 'rank' })
    .min(1, { error: 'rank' })
    .max(4, { error: 'rank' }),
);
export const nftCopies = z.preprocess(
  numeric,
  z
    .number({ error: digitsError })
    .int({ error: 'copies' })
    .min(1, { error: 'copies' })
    .max(COPIES_MAX, { error: 'copies' }),
);
export const contractId = z.preprocess(numeric, recordId(z.number({ error: digitsError })));

// Attributes (spec doc 1 §3 attrs). Each row is a tuple whose fields are all filled.
const attrName = zString({ error: 'attrIncomplete' })
  .trim()
  .min(1, { error: 'attrIncomplete' })
  .max(ATTR_TEXT_MAX, { error: 'tooLong' });
const attrNumber = z.preprocess(numeric, z.number({ error: 'attrIncomplete' }));
const rows = <T extends z.ZodType>(row: T) =>
  z.array(row, { error: 'invalid' }).max(ATTR_ROWS_MAX, { error: 'tooMany' });

/** [name, current, max]: max above 0, current between 0 and max. */
const currentOfMax = z
  .tuple([attrName, attrNumber, attrNumber], { error: 'attrIncomplete' })
  .refine(([, , max]) => max > 0, { error: 'levelMax', path: [2] })
  .refine(([, current, max]) => current >= 0 && current <= max, { error: 'levelRange', path: [1] });
/** [name, percent]: 0 to 100. */
const boostPercent = z
  .tuple([attrName, attrNumber], { error: 'attrIncomplete' })
  .refine(([, percent]) => percent >= 0 && percent <= BOOST_PERCENT_MAX, {
    error: 'boostPercent',
    path: [1],
  });
/** A calendar date (YYYY-MM-DD) or an ISO 8601 date and time, kept as given. */
const dateText = zString({ error: 'attrIncomplete' })
  .trim()
  .min(1, { error: 'attrIncomplete', abort: true })
  .refine(
    (s) =>
      /^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(s) &&
      !Number.isNaN(Date.parse(s)),
    { error: 'date' },
  );

const propertyRow = z.tuple([attrName, requiredAttrValue()], { error: 'attrIncomplete' });
const dateRow = z.tuple([attrName, dateText], { error: 'attrIncomplete' });

/** One row of each attribute shape, for forms that check a row at a time (the attribute dialogs). */
export const nftAttrRow = { property: propertyRow, currentOfMax, boostPercent, date: dateRow };

const attrKinds = {
  properties: rows(propertyRow),
  levels: rows(currentOfMax),
  stats: rows(currentOfMax),
  /** Either shape of spec doc 1 §3: [name, percent] or [name, current, max]. */
  boosts: rows(z.union([boostPercent, currentOfMax], { error: 'attrIncomplete' })),
  date: rows(dateRow),
};

/** Creation: a kind left out has no rows. */
export const nftAttrs = z
  .object(
    {
      properties: attrKinds.properties.default([]),
      levels: attrKinds.levels.default([]),
      stats: attrKinds.stats.default([]),
      boosts: attrKinds.boosts.default([]),
      date: attrKinds.date.default([]),
    },
    { error: 'invalid' },
  )
  .default({ properties: [], levels: [], stats: [], boosts: [], date: [] });
export type NftAttrs = z.infer<typeof nftAttrs>;
/** An edit: the kinds sent replace the stored ones; a kind left out is kept (no default fills it). */
export const nftAttrsChange = z.object(attrKinds, { error: 'invalid' }).partial();

function requiredAttrValue() {
  return z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : v),
    zString({ error: 'attrIncomplete' })
      .trim()
      .min(1, { error: 'attrIncomplete' })
      .max(ATTR_TEXT_MAX * 2, { error: 'tooLong' }),
  );
}

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
        : numeric(v),
  z
    .number({ error: 'invalid' })
    .refine((n) => (STATUS_CODES as number[]).includes(n), { error: 'invalid' })
    .optional(),
);
const optionalId = z.preprocess(
  (v) => (v === '' ? undefined : numeric(v)),
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
    (v) => (v === '' ? undefined : numeric(v)),
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
    .array(z.preprocess(numeric, recordId(z.number({ error: 'invalid' }))), { error: 'required' })
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
 * GET /api/tokens/{id} adds what the chain says: null before the NFT is on chain, or, with
 * `chain_unavailable`, when the chain could not be read for this answer (node down, range refused).
 */
export type NftDetail = Nft & {
  chain: { minted: number; owned: number } | null;
  chain_unavailable?: true;
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
