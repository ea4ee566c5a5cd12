import { z } from 'zod';
import { pagingQuery, recordId } from './common.ts';
import { buyerMaterial } from './sales.ts';
import { zString } from './text.ts';
import { walletAddress } from './wallets.ts';

// Drops (spec doc 2 §3 Drop, §4, §5 drop rules, §9; API.md "Launchpad"; issue 21).

/** spec doc 2 §5, §9 and the MintfrontDrop contract's limits. */
export const DROP_LIMITS = {
  /** spec doc 2 §9: at most 1,000 NFTs in a drop. */
  maxNfts: 1000,
  maxPhases: 10,
  /** MintfrontDrop keeps at most 4 bulk discount tiers per phase. */
  maxDiscountTiers: 4,
  /** MintfrontDrop.MAX_BATCH: the most one mint transaction takes. */
  maxPerMint: 50,
  nameMax: 60,
  descriptionMax: 2000,
} as const;

/**
 * A drop's status, as a word beside its number (docs/decisions.md "Drops (server)"). Processing:
 * its contract is being deployed and configured; Upcoming, Live, Ended follow its phases' windows
 * (spec doc 2 §4 event status); Cancelled keeps its claims; Failed: the deployment failed.
 */
export const DROP_STATUS = {
  Processing: 1,
  Upcoming: 2,
  Live: 3,
  Ended: 4,
  Cancelled: 5,
  Failed: 6,
} as const;
export type DropStatusName = keyof typeof DROP_STATUS;

/** A buyer's claim: its mint transaction pending, confirmed by the chain's Claimed event, or expired unsent. */
export const DROP_CLAIM_STATES = ['pending', 'confirmed', 'expired'] as const;
export type DropClaimState = (typeof DROP_CLAIM_STATES)[number];

const emptyAsUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const dateTime = (missing: string) =>
  z.preprocess(
    emptyAsUndefined,
    z.iso
      .datetime({ offset: true, error: (i) => (i.input === undefined ? missing : 'dateTime') })
      .transform((s) => new Date(s)),
  );

/** spec doc 2 §5 "Instant Price": a decimal of the chain's coin, 0 (a free mint) or more, at most 18 decimals. */
export const dropPrice = z
  .union([z.number(), zString()], { error: 'dropPrice' })
  .transform((v, ctx) => {
    const s =
      typeof v === 'number' ? (Number.isFinite(v) && v >= 0 ? v.toFixed(18) : '') : v.trim();
    if (!/^\d{1,30}(\.\d{1,18})?$/.test(s)) {
      ctx.addIssue({ code: 'custom', message: 'dropPrice' });
      return z.NEVER;
    }
    return s.replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, '');
  });

const bulkDiscount = z.object({
  quantity: z.coerce
    .number({ error: 'number' })
    .int({ error: 'saleQuantity' })
    .min(2, { error: 'dropDiscount' })
    .max(DROP_LIMITS.maxPerMint, { error: 'dropDiscount' }),
  /** Percent off the whole purchase, above 0 and at most 100, at most 2 decimals. */
  percent: z.coerce
    .number({ error: 'number' })
    .gt(0, { error: 'dropDiscount' })
    .max(100, { error: 'dropDiscount' })
    .refine((p) => Math.round(p * 100) === p * 100, { error: 'dropDiscount' }),
});

export const dropPhaseBody = z
  .object({
    name: z.preprocess(
      emptyAsUndefined,
      zString({ error: 'required' }).trim().min(1, { error: 'required' }).max(60, {
        error: 'tooLong',
      }),
    ),
    price: z.preprocess(emptyAsUndefined, dropPrice),
    start_date: dateTime('required'),
    end_date: dateTime('required'),
    white_id: z.preprocess(
      emptyAsUndefined,
      recordId(z.coerce.number({ error: 'number' })).optional(),
    ),
    /** Token gating: hold at least `min_balance` of an ERC-721 or ERC-20 contract of the store's chain. */
    holding: z
      .object({
        contract: walletAddress,
        min_balance: z.coerce
          .number({ error: 'number' })
          .int({ error: 'saleQuantity' })
          .min(1, { error: 'saleQuantity' })
          .max(1_000_000_000, { error: 'saleQuantity' }),
      })
      .optional(),
    /** spec doc 2 §5 "Mint limit": per wallet in this phase; required unless `unlimited`. */
    claim_limit: z.preprocess(
      emptyAsUndefined,
      z.coerce
        .number({ error: 'dropMintLimit' })
        .int({ error: 'dropMintLimit' })
        .min(1, { error: 'dropMintLimit' })
        .max(DROP_LIMITS.maxNfts, { error: 'dropMintLimit' })
        .optional(),
    ),
    unlimited: z.boolean({ error: 'invalid' }).default(false),
    bulk_discounts: z
      .array(bulkDiscount, { error: 'invalid' })
      .max(DROP_LIMITS.maxDiscountTiers, { error: 'tooMany' })
      .refine((t) => t.every((d, i) => i === 0 || d.quantity > t[i - 1]!.quantity), {
        error: 'dropDiscount',
      })
      .optional(),
  })
  .refine((p) => p.unlimited || p.claim_limit !== undefined, {
    error: 'dropMintLimit',
    path: ['claim_limit'],
  })
  .refine((p) => p.end_date > p.start_date, { error: 'endBeforeStart', path: ['end_date'] });
export type DropPhaseBody = z.infer<typeof dropPhaseBody>;

/**
 * spec doc 2 §5: two consecutive phases cannot both be Unlimited. The phases (by index) that
 * break it, each with the one before; the console checks it while other fields still have errors.
 */
export function unlimitedTwice(phases: readonly { unlimited?: boolean }[]): number[] {
  return phases.flatMap((p, i) => (i > 0 && p.unlimited && phases[i - 1]!.unlimited ? [i] : []));
}

/** POST /api/drop/store (API.md "Launchpad"); rules across phases: spec doc 2 §5. */
export const dropCreateBody = z
  .object({
    name: z.preprocess(
      emptyAsUndefined,
      zString({ error: 'dropName' })
        .trim()
        .min(1, { error: 'dropName' })
        .max(DROP_LIMITS.nameMax, { error: 'tooLong' }),
    ),
    preview: z.preprocess(
      emptyAsUndefined,
      zString({ error: 'dropPreview' }).trim().min(1, { error: 'dropPreview' }).max(500, {
        error: 'tooLong',
      }),
    ),
    description: z.preprocess(
      emptyAsUndefined,
      zString().max(DROP_LIMITS.descriptionMax, { error: 'tooLong' }).optional(),
    ),
    /** The collection whose NFTs are the drop's art; the drop is minted on a contract of its own. */
    contract_id: recordId(z.coerce.number({ error: 'number' })),
    nft_ids: z
      .array(recordId(z.coerce.number({ error: 'number' })), { error: 'required' })
      .min(1, { error: 'required' })
      .max(DROP_LIMITS.maxNfts, { error: 'dropTooManyNfts' })
      .refine((ids) => new Set(ids).size === ids.length, { error: 'duplicate' }),
    open_date: dateTime('dropOpenTime'),
    phases: z
      .array(dropPhaseBody, { error: 'required' })
      .min(1, { error: 'required' })
      .max(DROP_LIMITS.maxPhases, { error: 'tooMany' }),
  })
  .superRefine((b, ctx) => {
    for (const i of unlimitedTwice(b.phases))
      ctx.addIssue({
        code: 'custom',
        message: 'dropUnlimitedTwice',
        path: ['phases', i, 'unlimited'],
      });
    b.phases.forEach((p, i) => {
      const before = b.phases[i - 1];
      if (!before) return;
      // The contract opens at most one phase at a time.
      if (p.start_date < before.end_date)
        ctx.addIssue({
          code: 'custom',
          message: 'dropPhaseOverlap',
          path: ['phases', i, 'start_date'],
        });
    });
    const last = b.phases.at(-1);
    if (last && b.open_date < last.end_date)
      ctx.addIssue({ code: 'custom', message: 'dropOpenBeforeEnd', path: ['open_date'] });
  });
export type DropCreateBody = z.infer<typeof dropCreateBody>;
export type DropCreateInput = z.input<typeof dropCreateBody>;

export const dropsQuery = pagingQuery.extend({
  status: z.preprocess(
    emptyAsUndefined,
    z
      .enum(Object.keys(DROP_STATUS) as [DropStatusName, ...DropStatusName[]], {
        error: 'invalid',
      })
      .optional(),
  ),
  search: z.preprocess(
    emptyAsUndefined,
    zString().trim().max(100, { error: 'tooLong' }).optional(),
  ),
});
export type DropsQuery = z.infer<typeof dropsQuery>;

/** GET /api/drop/nft/claim/{id}/{x}: x the NFT, or 0 for every claim of the drop. */
export const dropClaimsParams = z.object({
  id: recordId(z.coerce.number({ error: 'number' })),
  x: z.coerce.number({ error: 'number' }).int({ error: 'invalid' }).min(0, { error: 'invalid' }),
});

/** GET /api/drop/{id}/art/{n} (public): the drop's n-th art (from 0), the metadata its revealed tokens point at. */
export const dropArtParams = z.object({
  id: recordId(z.coerce.number({ error: 'number' })),
  n: z.coerce.number({ error: 'number' }).int({ error: 'invalid' }).min(0, { error: 'invalid' }),
});

/**
 * POST /api/store/{subdomain}/claims (API.md): `drop_id` or `airdrop_id`; `phase` (from 0) the
 * phase to mint in, by default the one open now.
 */
export const claimBody = z
  .object({
    drop_id: recordId(z.coerce.number({ error: 'number' })).optional(),
    airdrop_id: recordId(z.coerce.number({ error: 'number' })).optional(),
    quantity: z.coerce
      .number({ error: 'number' })
      .int({ error: 'saleQuantity' })
      .min(1, { error: 'saleQuantity' })
      .max(DROP_LIMITS.maxPerMint, { error: 'dropPerMint' })
      .default(1),
    phase: z.preprocess(
      emptyAsUndefined,
      z.coerce
        .number({ error: 'number' })
        .int({ error: 'invalid' })
        .min(0, { error: 'invalid' })
        .max(DROP_LIMITS.maxPhases - 1, { error: 'invalid' })
        .optional(),
    ),
    /** An airdrop's physical item answer (a drop has none). */
    material: buyerMaterial.optional(),
  })
  .refine((b) => (b.drop_id === undefined) !== (b.airdrop_id === undefined), {
    error: 'claimTarget',
    path: ['drop_id'],
  });
export type ClaimBody = z.infer<typeof claimBody>;

/** One phase as the console and storefront show it. */
export type DropPhaseView = {
  index: number;
  name: string;
  price: string;
  startAt: string;
  endAt: string;
  whiteId: number | null;
  holding: { contract: string; minBalance: number } | null;
  claimLimit: number | null;
  unlimited: boolean;
  bulkDiscounts: { quantity: number; percent: number }[];
};

/** GET /api/drop, GET /api/drop/show/{id}. */
export type DropView = {
  id: number;
  name: string;
  preview: string;
  description: string | null;
  contractId: number;
  status: DropStatusName;
  statusCode: number;
  chain: string;
  address: string | null;
  openAt: string;
  total: number;
  claimed: number;
  remaining: number;
  provenanceHash: string;
  phases: DropPhaseView[];
  failReason: string | null;
  cancelledAt: string | null;
  createdAt: string;
};

/** A minted token of a revealed drop and the art it shows. */
export type StoreDropArt = { token_id: number; title: string; image_url: string | null };

/** GET /api/store/{subdomain}/drop/{id}: the storefront's drop page. */
export type StoreDropView = {
  id: number;
  name: string;
  description: string | null;
  /** The drop's preview until the reveal on chain (the art stays hidden), then null. */
  placeholder: string | null;
  /** Revealed on chain: tokens show their art (after the open-box date, by the drop.reveal job). */
  revealed: boolean;
  /** Once revealed, the art of the first minted tokens (at most 12), in token order. */
  art: StoreDropArt[];
  status: DropStatusName;
  statusCode: number;
  address: string | null;
  currency: { symbol: string; decimals: number };
  currentPhase: DropPhaseView | null;
  nextPhase: DropPhaseView | null;
  price: string | null;
  total: number;
  claimed: number;
  remaining: number;
  openAt: string;
};

/** POST /api/store/{subdomain}/claims. */
export type ClaimAnswer = {
  claim_id: number;
  phase: number;
  quantity: number;
  total: string;
  tx: { to: string; data: string; value: string };
};
