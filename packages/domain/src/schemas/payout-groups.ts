import { z } from 'zod';
import { pagingQuery, recordId } from './common.ts';
import { walletAddress } from './wallets.ts';
import { zString } from './text.ts';

// Payout groups (spec doc 2 §3, §5; API.md "Payloads the spec leaves open").

/** spec doc 2 §5: each payee's rate is 5% to 100%, all rates total exactly 100% (E76). */
export const PAYOUT_RATE_MIN = 5;
export const PAYOUT_RATE_MAX = 100;
export const PAYOUT_NAME_MAX = 60;
export const PAYOUT_PAYEES_MAX = 50;
/** Exactly 100% in hundredths of a percent: rates are summed as integers, never as floats. */
export const PAYOUT_TOTAL_HUNDREDTHS = 10_000;

const PERCENT_PATTERN = /^\d{1,3}(\.\d{1,2})?$/;

/**
 * A percentage with at most 2 decimals, sent as a number or a string, parsed from its decimal
 * text into integer hundredths (33.33 → 3333) so that no float rounding enters a sum.
 */
export function percentToHundredths(value: number | string): number | null {
  const text =
    typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim();
  if (!PERCENT_PATTERN.test(text)) return null;
  const [whole, fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Integer hundredths back to the decimal text of a percentage (3333 → "33.33"). */
export const hundredthsToPercent = (h: number) =>
  `${Math.floor(h / 100)}.${String(h % 100).padStart(2, '0')}`;

const payoutRate = z
  .union([z.number({ error: 'required' }), zString({ error: 'required' })], { error: 'required' })
  .transform((v, ctx) => {
    const h = percentToHundredths(v);
    if (h === null || h < PAYOUT_RATE_MIN * 100 || h > PAYOUT_RATE_MAX * 100) {
      ctx.addIssue({ code: 'custom', message: 'payoutRate' });
      return z.NEVER;
    }
    return h;
  });

const optionalText = (max: number) =>
  z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    zString().trim().max(max, { error: 'tooLong' }).optional(),
  );

const payee = z
  .object({
    name: zString({ error: 'required' })
      .trim()
      .min(1, { error: 'required', abort: true })
      .max(PAYOUT_NAME_MAX, { error: 'tooLong' }),
    email: z.preprocess(
      (v) => (v === '' || v === null ? undefined : v),
      zString()
        .trim()
        .toLowerCase()
        .max(254, { error: 'email' })
        .pipe(z.email({ error: 'email' }))
        .optional(),
    ),
    address: z.preprocess(
      (v) => (v === '' || v === null ? undefined : v),
      walletAddress.optional(),
    ),
    rate: payoutRate,
  })
  // A payee is paid to a wallet or reached by e-mail: one of the two is required.
  .refine((p) => p.email !== undefined || p.address !== undefined, {
    error: 'payeeContact',
    path: ['address'],
  });

export const payoutGroupBody = z.object({
  name: zString({ error: 'required' })
    .trim()
    .min(1, { error: 'required', abort: true })
    .max(PAYOUT_NAME_MAX, { error: 'tooLong' }),
  is_default: z.boolean({ error: 'invalid' }).default(false),
  payees: z
    .array(payee, { error: 'required' })
    .min(1, { error: 'required' })
    .max(PAYOUT_PAYEES_MAX, { error: 'tooMany' }),
});
export type PayoutGroupBody = z.infer<typeof payoutGroupBody>;
export type PayoutGroupInput = z.input<typeof payoutGroupBody>;

export const payoutGroupsQuery = pagingQuery.extend({ search: optionalText(PAYOUT_NAME_MAX) });
export type PayoutGroupsQuery = z.infer<typeof payoutGroupsQuery>;

/** PUT /api/payment/groups/default/wallet: the default group, or null for the store's payout wallet. */
export const payoutDefaultBody = z.object({
  payment_id: recordId(z.number({ error: 'number' })).nullable(),
});

/** POST /api/bind/wallet: the store's payout wallet (spec doc 2 §3 Store "payout wallet"). */
export const payoutWalletBody = z.object({ address: walletAddress });

/** Rates of payees in hundredths: where a total is checked (server) or shown (console). */
export const payoutTotal = (rates: number[]) => rates.reduce((a, b) => a + b, 0);

/**
 * spec doc 2 §5: no wallet twice in one group (E75), whatever its case. Answers the first payee
 * whose wallet an earlier payee already has (its index and address as typed), or null.
 */
export function duplicatePayeeWallet(
  payees: readonly { address?: string | null | undefined }[],
): { index: number; address: string } | null {
  const seen = new Set<string>();
  for (const [index, p] of payees.entries()) {
    const address = p.address?.trim();
    if (!address) continue;
    const key = address.toLowerCase();
    if (seen.has(key)) return { index, address };
    seen.add(key);
  }
  return null;
}

export type Payee = { name: string; email: string | null; address: string | null; rate: string };
export type PayoutGroup = {
  id: number;
  name: string;
  isDefault: boolean;
  payees: Payee[];
  createdAt: string;
};
export type PayoutDefault = {
  paymentId: number | null;
  group: PayoutGroup | null;
  wallet: string | null;
};
