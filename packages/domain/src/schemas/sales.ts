import { z } from 'zod';
import { pagingQuery, recordId } from './common.ts';
import { zString } from './text.ts';

// Sell orders (spec doc 2 §3 create payload, §4 types and statuses, §5 rules; API.md "Selling").

/** spec doc 2 §4 sell order types. 5 (airdrop) belongs to the launchpad. */
export const SALE_TYPE = { instant: 1, auction: 2, timed: 3, mysteryBox: 4, airdrop: 5 } as const;
export type SaleType = (typeof SALE_TYPE)[keyof typeof SALE_TYPE];

/** spec doc 2 §4 sell order statuses, numbered in the spec's order (docs/api.md "Selling"). */
export const SALE_STATUS = {
  Active: 1,
  Open: 2,
  Accepted: 3,
  Cancelled: 4,
  Expired: 5,
  Invalid: 6,
} as const;
export type SaleStatusName = keyof typeof SALE_STATUS;
export type SaleStatusCode = (typeof SALE_STATUS)[SaleStatusName];
export const saleStatusName = (code: number): SaleStatusName =>
  (Object.keys(SALE_STATUS) as SaleStatusName[]).find((k) => SALE_STATUS[k] === code) ?? 'Invalid';

/** spec doc 2 §4 offer states. `pending`: the bid transaction has not landed yet. */
export const OFFER_STATES = [
  'pending',
  'open',
  'accepted',
  'cancelled',
  'expired',
  'invalid',
] as const;
export type OfferState = (typeof OFFER_STATES)[number];

/**
 * A buyer's order (API.md storefront): its transaction pending, confirmed on chain, or failed /
 * expired, or cancelled by the buyer (refused in the wallet) before it landed.
 */
export const ORDER_STATES = ['pending', 'confirmed', 'failed', 'expired', 'cancelled'] as const;
export type OrderState = (typeof ORDER_STATES)[number];

/** spec doc 2 §5 / §9. */
export const SALE_LIMITS = {
  auctionMaxDays: 7,
  boxMaxDays: 365,
  materialPicsMax: 10,
  /** Cardano: minimum price, the lock and the minimum fee, in ADA (shown; Cardano stores cannot sell here yet). */
  cardanoMinPrice: 3,
  cardanoLock: 2,
  cardanoMinFee: 1,
} as const;

/** '' and null as a missing field (form inputs left empty). */
export const emptyAsUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
/** An optional record id; '' or null is none. */
export const optionalId = z.preprocess(
  emptyAsUndefined,
  recordId(z.coerce.number({ error: 'number' })).optional(),
);
/** An optional ISO 8601 date-time with its offset, read as a Date. */
export const dateTime = z.preprocess(
  emptyAsUndefined,
  z.iso
    .datetime({ offset: true, error: 'dateTime' })
    .transform((s) => new Date(s))
    .optional(),
);

/** A positive decimal amount in the currency's units ("0.05"), at most 18 decimals. */
export const saleAmount = z
  .union([z.number({ error: 'number' }), zString({ error: 'required' })], { error: 'required' })
  .transform((v, ctx) => {
    const s = typeof v === 'number' ? (Number.isFinite(v) ? v.toFixed(18) : '') : v.trim();
    if (!/^\d{1,30}(\.\d{1,18})?$/.test(s) || !/[1-9]/.test(s)) {
      ctx.addIssue({ code: 'custom', message: 'salePrice' });
      return z.NEVER;
    }
    return s.replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, '');
  });

export const saleCreateBody = z
  .object({
    type: z.coerce
      .number({ error: 'number' })
      .int({ error: 'invalid' })
      .min(1, { error: 'saleType' })
      .max(5, { error: 'saleType' }),
    goods_id: recordId(z.coerce.number({ error: 'number' })),
    quantity: z.coerce
      .number({ error: 'number' })
      .int({ error: 'saleQuantity' })
      .min(1, { error: 'saleQuantity' })
      .max(1_000_000_000, { error: 'saleQuantity' }),
    shop_currency_id: optionalId,
    payment_id: optionalId,
    start_date: dateTime,
    end_date: dateTime,
    open_date: dateTime,
    price: z.preprocess(emptyAsUndefined, saleAmount.optional()),
    discount_id: optionalId,
    white_id: optionalId,
    minimum_price: z.preprocess(emptyAsUndefined, saleAmount.optional()),
    /** Auction: the next bid is at least the standing one plus this many percent (0 to 100). */
    increment_rate: z.preprocess(
      emptyAsUndefined,
      z.coerce
        .number({ error: 'number' })
        .min(0, { error: 'invalid' })
        .max(100, { error: 'invalid' })
        .optional(),
    ),
    /** Types 1, 3, 4: how many one wallet may buy of this sale (none: no limit). */
    wallet_limit: z.preprocess(
      emptyAsUndefined,
      z.coerce
        .number({ error: 'number' })
        .int({ error: 'saleQuantity' })
        .min(1, { error: 'saleQuantity' })
        .max(1_000_000_000, { error: 'saleQuantity' })
        .optional(),
    ),
    /** Type 2: offer mode (each offer escrowed, the owner chooses one; ERC-721 only) instead of an auction. */
    offer_mode: z.boolean({ error: 'invalid' }).optional(),
    material_is_must: z.boolean({ error: 'invalid' }).optional(),
    material_message: z.preprocess(
      emptyAsUndefined,
      zString().max(500, { error: 'tooLong' }).optional(),
    ),
    material_name: z.preprocess(
      emptyAsUndefined,
      zString().max(200, { error: 'tooLong' }).optional(),
    ),
    material_pics: z
      .array(zString().max(500, { error: 'tooLong' }), { error: 'invalid' })
      .max(SALE_LIMITS.materialPicsMax, { error: 'materialPics' })
      .optional(),
    material_desc: z.preprocess(
      emptyAsUndefined,
      zString().max(2000, { error: 'tooLong' }).optional(),
    ),
  })
  .refine((b) => !(b.start_date && b.end_date && b.end_date < b.start_date), {
    error: 'endBeforeStart',
    path: ['end_date'],
  })
  .refine((b) => !(b.open_date && b.end_date && b.open_date < b.end_date), {
    error: 'openBeforeEnd',
    path: ['open_date'],
  });
export type SaleCreateBody = z.infer<typeof saleCreateBody>;
export type SaleCreateInput = z.input<typeof saleCreateBody>;

const optionalQueryNumber = z.preprocess(
  emptyAsUndefined,
  z.coerce
    .number({ error: 'number' })
    .int({ error: 'invalid' })
    .min(1, { error: 'invalid' })
    .max(6, { error: 'invalid' })
    .optional(),
);
export const salesQuery = pagingQuery.extend({
  type: optionalQueryNumber,
  status: optionalQueryNumber,
  search: z.preprocess(
    emptyAsUndefined,
    zString().trim().max(100, { error: 'tooLong' }).optional(),
  ),
});
export type SalesQuery = z.infer<typeof salesQuery>;

export const saleHistoryQuery = pagingQuery;

export const offersQuery = pagingQuery.extend({
  sale_id: optionalId,
  status: z.preprocess(emptyAsUndefined, z.enum(OFFER_STATES, { error: 'invalid' }).optional()),
});
export type OffersQuery = z.infer<typeof offersQuery>;

export const saleIdsBody = z.object({
  id: z
    .array(recordId(z.coerce.number({ error: 'number' })), { error: 'invalid' })
    .min(1, { error: 'required' })
    .max(200, { error: 'tooManyItems' }),
});
export const offerChoiceBody = z.object({
  offer_id: recordId(z.coerce.number({ error: 'number' })),
});

/** The buyer's answer to a physical item: where to send it, or declined when it is optional. */
export const buyerMaterial = z.object({
  name: zString().max(200, { error: 'tooLong' }).optional(),
  address: zString().max(1000, { error: 'tooLong' }).optional(),
  message: zString().max(1000, { error: 'tooLong' }).optional(),
  declined: z.boolean({ error: 'invalid' }).optional(),
});

/** POST /api/store/{subdomain}/checkout (API.md). */
export const checkoutBody = z.object({
  sale_id: recordId(z.coerce.number({ error: 'number' })),
  quantity: z.coerce
    .number({ error: 'number' })
    .int({ error: 'saleQuantity' })
    .min(1, { error: 'saleQuantity' })
    .max(1_000_000, { error: 'saleQuantity' })
    .default(1),
  discount_code: z.preprocess(
    emptyAsUndefined,
    zString().trim().max(64, { error: 'tooLong' }).optional(),
  ),
  material: buyerMaterial.optional(),
});
export type CheckoutBody = z.infer<typeof checkoutBody>;

/** POST /api/store/{subdomain}/bids (API.md). */
export const bidBody = z.object({
  sale_id: recordId(z.coerce.number({ error: 'number' })),
  amount: saleAmount,
  quantity: z.coerce
    .number({ error: 'number' })
    .int({ error: 'saleQuantity' })
    .min(1, { error: 'saleQuantity' })
    .max(1_000_000, { error: 'saleQuantity' })
    .default(1),
});
export type BidBody = z.infer<typeof bidBody>;

/** The transaction a wallet sends (API.md). */
export type WalletTx = { to: string; data: string; value: string };

/** POST /api/sale/multiple/nfts/{type}: the rows of a bulk sell order, each a create payload without its type. */
export const saleBulkBody = z.object({
  list: z
    .array(z.record(z.string(), z.unknown(), { error: 'invalid' }), { error: 'required' })
    .min(1, { error: 'required' }),
});
export type SaleBulkBody = z.infer<typeof saleBulkBody>;
export const saleBulkTypeParam = z.object({
  type: z.coerce
    .number({ error: 'number' })
    .int({ error: 'saleType' })
    .min(1, { error: 'saleType' })
    .max(5, { error: 'saleType' }),
});
export const saleBulkKeyQuery = z.object({
  key: zString({ error: 'required' }).min(1, { error: 'required' }).max(64, { error: 'invalid' }),
});
/** How many NFTs one bulk sell order lists at most unless BULK_SELL_ORDERS_MAX says otherwise (spec doc 2 §5: "configured"). */
export const BULK_SELL_ORDERS_MAX = 100;
