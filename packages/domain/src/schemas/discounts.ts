import { z } from 'zod';
import { pagingQuery } from './common.ts';
import { percentToHundredths } from './payout-groups.ts';
import { zString } from './text.ts';

// Discount codes (spec doc 2 §3 Discount, §4 states, §5 rules; API.md payload).

export const DISCOUNT_CODE_MAX = 32;
/**
 * States computed from the time (spec doc 2 §4). Numbering (docs/api.md): 1 Active, 2 Scheduled,
 * 3 Expired; "state 3 is excluded from choices" elsewhere (sell orders pick 1 and 2 only).
 */
export const DISCOUNT_STATE = { active: 1, scheduled: 2, expired: 3 } as const;
export type DiscountState = (typeof DISCOUNT_STATE)[keyof typeof DISCOUNT_STATE];

/** The state of a code at `now`: before its start Scheduled, after its end Expired, else Active. */
export function discountState(startAt: Date | null, endAt: Date | null, now: Date): DiscountState {
  if (startAt && now < startAt) return DISCOUNT_STATE.scheduled;
  if (endAt && now > endAt) return DISCOUNT_STATE.expired;
  return DISCOUNT_STATE.active;
}

const emptyAsNull = (v: unknown) => (v === '' ? null : v);

/** spec doc 2 §5: value above 0 and at most 100 (percent), with at most 2 decimals; in hundredths. */
const discountValue = z
  .union([z.number({ error: 'required' }), zString({ error: 'required' })], { error: 'required' })
  .transform((v, ctx) => {
    const h = percentToHundredths(v);
    if (h === null || h <= 0 || h > 10_000) {
      ctx.addIssue({ code: 'custom', message: 'discountValue' });
      return z.NEVER;
    }
    return h;
  });
const count = z.preprocess(
  emptyAsNull,
  z
    .number({ error: 'number' })
    .int({ error: 'discountCount' })
    .min(1, { error: 'discountCount' })
    .max(1_000_000_000, { error: 'invalid' })
    .nullable()
    .optional(),
);
const dateTime = z.preprocess(
  emptyAsNull,
  z.iso
    .datetime({ offset: true, error: 'dateTime' })
    .transform((s) => new Date(s))
    .nullable()
    .optional(),
);

const fields = {
  /** spec doc 2 §5: no spaces; unique in the store case-insensitively (E82, checked by the server). */
  code: zString({ error: 'required' })
    .trim()
    .min(1, { error: 'required', abort: true })
    .max(DISCOUNT_CODE_MAX, { error: 'tooLong' })
    .regex(/^\S+$/, { error: 'discountCode' }),
  value: discountValue,
  is_public: z.boolean({ error: 'invalid' }).optional(),
  /** How many times the code may be used in all; null unlimited. */
  quantity: count,
  /** How many times one customer may use it; null unlimited. */
  per_customer_limit: count,
  /** One discount code per customer (spec doc 2 §3 "one code per customer"). */
  once_per_customer: z.boolean({ error: 'invalid' }).optional(),
  start_at: dateTime,
  end_at: dateTime,
};

const endNotBeforeStart = (b: { start_at?: Date | null; end_at?: Date | null }) =>
  !(b.start_at && b.end_at && b.end_at < b.start_at);

export const discountBody = z
  .object(fields)
  .refine(endNotBeforeStart, { error: 'endBeforeStart', path: ['end_at'] });
export type DiscountBody = z.infer<typeof discountBody>;
export type DiscountInput = z.input<typeof discountBody>;

export const discountsQuery = pagingQuery.extend({
  state: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce
      .number({ error: 'number' })
      .pipe(z.union([z.literal(1), z.literal(2), z.literal(3)], { error: 'invalid' }))
      .optional(),
  ),
  search: z.preprocess(
    (v) => (v === '' ? undefined : v),
    zString().trim().max(DISCOUNT_CODE_MAX, { error: 'tooLong' }).optional(),
  ),
});
export type DiscountsQuery = z.infer<typeof discountsQuery>;

export type Discount = {
  id: number;
  code: string;
  /** Percentage as decimal text, e.g. "12.50". */
  value: string;
  isPublic: boolean;
  quantity: number | null;
  perCustomerLimit: number | null;
  oncePerCustomer: boolean;
  startAt: string | null;
  endAt: string | null;
  state: DiscountState;
  /** Times used (spec "times"); orders applied. No checkout exists yet, so 0. */
  times: number;
  ordersApplied: number;
  createdAt: string;
};
