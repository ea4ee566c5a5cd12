import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../constants.ts';
import { isRecordId, pagingQuery } from './common.ts';
import { ROYALTY_DEFAULT, royalties } from './collections.ts';
import {
  contractId,
  COPIES_MAX,
  NFT_STATUS,
  NFT_TITLE_MAX,
  NFT_TYPES,
  nftCategories,
  nftCopies,
  nftRank,
  type NftRank,
} from './nfts.ts';
import { storedPathOf } from './uploads.ts';
import { zString } from './text.ts';

// Mystery boxes (spec doc 1 §2 /CreateMysteryBox, §3 Mystery box payload and Series row, §5, §7).

/** spec doc 1 §5, §9: box name at most 255; total issue quantity at most 1,000,000. */
export const BOX_NAME_MAX = NFT_TITLE_MAX;
export const BOX_TOTAL_MAX = COPIES_MAX;
/**
 * The box description is rich text (spec doc 1 §2), HTML the server sanitises like a page's; its
 * length counts the markup too (ours: docs/decisions.md).
 */
export const BOX_DESCRIPTION_MAX = 20_000;
/** Most series rows in one box (E118 above it). Ours: the 1000 NFTs a drop may hold (spec doc 2 §5). */
export const BOX_CONTENTS_MAX = 1000;

/** The box image: a path this store uploaded, of a type the box image accepts (JPG, PNG, GIF, SVG). */
export const boxImagePath = storedPathOf('boxImage', 'boxImageType');

/** One series row of the payload: the NFT, the rank it is drawn at, and how many of its copies go in. */
export const boxContentRow = z.object(
  {
    rank: nftRank,
    nft_id: contractId,
    quantity: nftCopies,
  },
  { error: 'invalid' },
);
export type BoxContentRow = z.infer<typeof boxContentRow>;

/**
 * The series list: at least one row (E104), at most BOX_CONTENTS_MAX (E118), each NFT once, and
 * a total issue quantity (the sum of the quantities) of at most 1,000,000.
 */
export const boxContents = z
  .array(boxContentRow, { error: 'boxEmpty' })
  .min(1, { error: 'boxEmpty', abort: true })
  .max(BOX_CONTENTS_MAX, { error: 'boxTooMany', abort: true })
  .superRefine((rows, ctx) => {
    const seen = new Set<number>();
    rows.forEach((row, i) => {
      if (seen.has(row.nft_id))
        ctx.addIssue({ code: 'custom', message: 'boxDuplicate', path: [i, 'nft_id'] });
      seen.add(row.nft_id);
    });
    if (boxTotal(rows) > BOX_TOTAL_MAX) ctx.addIssue({ code: 'custom', message: 'boxTotalMax' });
  });

/** The total issue quantity (number of boxes): the sum of the series quantities (spec doc 1 §2). */
export function boxTotal(rows: readonly { quantity: number }[]): number {
  return rows.reduce((sum, row) => sum + row.quantity, 0);
}

/**
 * Whether an NFT may go into a series (POST /api/boxes, besides "created by the caller in this
 * store"): minted and Off Sale, and not a box. A just-created NFT is Minting or In Review, so it
 * can join a box only once minted.
 */
export function canJoinBox(nft: { type: number; status: number }): boolean {
  return nft.type !== NFT_TYPES.box && nft.status === NFT_STATUS.offSale;
}

/**
 * POST /api/boxes: the mystery box payload of spec doc 1 §3. `content` is the same image as
 * `icon` (the spec says so); it may be left out, and a different one is refused.
 */
export const createBoxBody = z
  .object({
    icon: boxImagePath,
    content: z.preprocess((v) => (v === '' || v === null ? undefined : v), boxImagePath.optional()),
    title: zString({ error: 'required' })
      .trim()
      .min(1, { error: 'required', abort: true })
      .max(BOX_NAME_MAX, { error: 'tooLong' }),
    contract_id: contractId,
    royalties: royalties.default(ROYALTY_DEFAULT),
    category: nftCategories,
    description: z.preprocess(
      (v) => (v === '' || v === null ? undefined : v),
      zString({ error: 'invalid' })
        .trim()
        .max(BOX_DESCRIPTION_MAX, { error: 'tooLong' })
        .optional(),
    ),
    contents: boxContents,
  })
  .refine((b) => b.content === undefined || b.content === b.icon, {
    error: 'boxContentSameImage',
    path: ['content'],
  });
export type CreateBoxBody = z.infer<typeof createBoxBody>;
export type CreateBoxInput = z.input<typeof createBoxBody>;

/** Comma-joined ids ("3,4,9") or one id, at most `max` of them. */
const idList = (max: number) =>
  zString({ error: 'required' })
    .trim()
    .regex(new RegExp(`^\\d{1,15}(,\\d{1,15}){0,${max - 1}}$`), { error: 'invalid' })
    .transform((s) => [...new Set(s.split(',').map(Number))])
    .refine((ids) => ids.every(isRecordId), { error: 'invalid' });

/** GET /api/boxe/contents: the series rows of one box, a page at a time. */
export const boxContentsQuery = pagingQuery.extend({ id: contractId });
export type BoxContentsQuery = z.infer<typeof boxContentsQuery>;

/** GET /api/sale/box/minted: the counts of one box or of a page of boxes (`id=3,4,9`). */
export const boxMintedQuery = z.object({ id: idList(MAX_PAGE_SIZE) });
/** GET /api/boxes/availability: how many copies of these NFTs can still go into a box (the rows of one box at most). */
export const boxAvailabilityQuery = z.object({ ids: idList(BOX_CONTENTS_MAX) });

/** spec doc 1 §3 Series row: the NFT's id, its rank in the box, the chosen quantity and the available copies. */
export type BoxSeriesRow = {
  id: number;
  rank: NftRank;
  /** The quantity in the box. */
  num: number;
  /** The NFT's copies not put in other boxes: the most `num` can be. */
  copies: number;
  title: string;
  icon_url: string;
  /** The preview image of audio, video or 3D content (its thumbnail); null for an image. */
  preview_url: string | null;
};

/** GET /api/sale/box/minted: boxes minted on chain and opened by buyers (0 until selling reveals boxes). */
export type BoxMinted = { id: number; total: number; minted: number; revealed: number };

/** GET /api/boxes/availability: an NFT's copies, those already in boxes, and what is left for a new box. */
export type BoxAvailability = { id: number; copies: number; reserved: number; available: number };
