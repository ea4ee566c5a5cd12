import { z } from 'zod';
import { pagingQuery } from './common.ts';
import { storedPath } from './uploads.ts';
import { walletAddress } from './wallets.ts';
import { zString } from './text.ts';

// Payment tokens (spec doc 2 §3 Currency, §4 Token states, §5 token rules; docs/api.md).

/** Token states (spec doc 2 §4). Numbering (docs/api.md): 1 In Review, 2 Active, 3 Rejected, 4 Inactive. */
export const CURRENCY_STATUS = { inReview: 1, active: 2, rejected: 3, inactive: 4 } as const;
export type CurrencyStatus = (typeof CURRENCY_STATUS)[keyof typeof CURRENCY_STATUS];
export const CURRENCY_STATUS_NAMES: Record<CurrencyStatus, string> = {
  1: 'In Review',
  2: 'Active',
  3: 'Rejected',
  4: 'Inactive',
};

export const CURRENCY_SYMBOL_MAX = 11;
export const CURRENCY_NAME_MAX = 60;
export const CURRENCY_REJECT_REASON_MAX = 500;

const emptyAsUndefined = (v: unknown) => (v === '' ? undefined : v);

/** 1–11 letters or digits, upper-cased (the on-chain symbol is compared upper-cased too); empty is "required". */
export const currencySymbol = zString({ error: 'required' })
  .trim()
  .min(1, { error: 'required', abort: true })
  .regex(/^[A-Za-z0-9]{1,11}$/, { error: 'symbol' })
  .transform((s) => s.toUpperCase());
const currencyName = zString({ error: 'required' })
  .trim()
  .min(1, { error: 'required', abort: true })
  .max(CURRENCY_NAME_MAX, { error: 'tooLong' });
/** An uploaded `tokenIcon` path (JPG, PNG, SVG, 2 MB); the server checks the shop uploaded it. */
const currencyIcon = z.preprocess((v) => (v === '' ? null : v), storedPath.nullable().optional());

/** POST /api/currencys: spec doc 2 §5 "Tokens need symbol, name, contract address"; icon optional. */
export const currencyBody = z.object({
  symbol: currencySymbol,
  name: currencyName,
  address: walletAddress,
  icon: currencyIcon,
});
export type CurrencyBody = z.infer<typeof currencyBody>;

/**
 * PUT /api/currencys/{id}. A Rejected token is resubmitted with corrected `symbol, name, address,
 * icon` (omitted ones keep their value) and goes back to In Review; an Active token is deactivated
 * with `status: 4` or made (or unmade) the store's default with `is_default`.
 */
export const currencyUpdateBody = z.object({
  symbol: currencySymbol.optional(),
  name: currencyName.optional(),
  address: walletAddress.optional(),
  icon: currencyIcon,
  status: z
    .union([z.literal(CURRENCY_STATUS.inReview), z.literal(CURRENCY_STATUS.inactive)], {
      error: 'invalid',
    })
    .optional(),
  is_default: z.boolean({ error: 'invalid' }).optional(),
});
export type CurrencyUpdateBody = z.infer<typeof currencyUpdateBody>;

export const currenciesQuery = pagingQuery.extend({
  status: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ error: 'number' })
      .pipe(z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)], { error: 'invalid' }))
      .optional(),
  ),
});
export type CurrenciesQuery = z.infer<typeof currenciesQuery>;

/** GET /api/currencys/verification/address: the contract and the symbol the form typed. */
export const currencyVerificationQuery = z.object({
  address: walletAddress,
  symbol: currencySymbol,
});

/** The platform's reason for rejecting a token (`npm run platform -- currency:reject <id> --reason "…"`). */
export const currencyRejectReason = zString({ error: 'required' })
  .trim()
  .min(1, { error: 'required', abort: true })
  .max(CURRENCY_REJECT_REASON_MAX, { error: 'tooLong' });

/** What the verification read on the shop's chain. */
export type CurrencyVerification = {
  address: string;
  name: string;
  symbol: string;
  decimals: number;
};

export type Currency = {
  id: number;
  symbol: string;
  name: string;
  /** The contract address, EIP-55 checksummed. */
  address: string;
  decimals: number;
  icon: string | null;
  iconUrl: string | null;
  status: CurrencyStatus;
  /** Why the platform rejected it (Rejected only); null otherwise. */
  reviewReason: string | null;
  isDefault: boolean;
  /** Spec fields "rate" and "value": no price source exists yet, so null. */
  rate: string | null;
  value: string | null;
  createdAt: string;
};
