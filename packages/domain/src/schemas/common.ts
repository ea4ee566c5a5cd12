import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE, MAX_PAGE_SIZE } from '../constants.ts';
import { zString } from './text.ts';

/**
 * The `error` of a number a client may send as a JSON number or as its digits in a text (read by
 * the schema's preprocess): missing or '' is `required`, a text that is no plain number `digits`
 * (e.g. "1e6"), any other type `number`.
 */
export const digitsError = (iss: { code: string; input?: unknown }) => {
  if (iss.code !== 'invalid_type') return undefined;
  if (iss.input === undefined || iss.input === null || iss.input === '') return 'required';
  return typeof iss.input === 'string' ? 'digits' : 'number';
};

/** A number's plain digits in a text ("12", "-3", "2.5") read as the number; anything else is left for the schema to refuse. */
export const digitsToNumber = (v: unknown) =>
  typeof v === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(v) ? Number(v) : v;

/**
 * Query of every list call (API.md): page from 1 to MAX_PAGE, limit 10/20/50 (server accepts up
 * to 200). Every check names its own message: a range check left to the base error would say
 * "must be a number" of a number (issue 19 item 10: page=1e17).
 */
export const pagingQuery = z.object({
  page: z.coerce
    .number({ error: 'page' })
    .int({ error: 'page', abort: true })
    .min(1, { error: 'page' })
    .max(MAX_PAGE, { error: 'page' })
    .default(1),
  limit: z.coerce
    .number({ error: 'pageLimit' })
    .int({ error: 'pageLimit', abort: true })
    .min(1, { error: 'pageLimit' })
    .max(MAX_PAGE_SIZE, { error: 'pageLimit' })
    .default(DEFAULT_PAGE_SIZE),
});
export type PagingQuery = z.infer<typeof pagingQuery>;

/** The largest id a Postgres integer column holds (int4): a bigger id names no record and is refused, not looked up. */
export const ID_MAX = 2_147_483_647;

/**
 * A record id on a number schema: whole, above 0 and at most ID_MAX, else `invalid` (naming the
 * field). The base schema says how its input becomes a number and what a non-number answers.
 */
export const recordId = <T extends z._ZodNumber>(base: T): T =>
  base.int({ error: 'invalid' }).positive({ error: 'invalid' }).max(ID_MAX, { error: 'invalid' });

/** True when a number is a record id (for ids in comma-joined lists): recordId's rule, without a schema per id. */
export const isRecordId = (n: number): boolean => Number.isInteger(n) && n > 0 && n <= ID_MAX;

export const idParam = z.object({ id: recordId(z.coerce.number({ error: 'number' })) });

/** Response envelope (API.md). */
export type Envelope<T> = { statusCode: number; statusDesc: string; data: T };
/**
 * A page of a list (API.md). `totalCapped`: more rows match than the list counts, and `total` is
 * its bound (the NFT list counts up to 10,000, docs/decisions.md); absent on lists always counted.
 */
export type ListPage<T> = { list: T[]; total: number; lastPage: number; totalCapped?: boolean };

/** An id in a header: digits only, at most 9 so that it always fits a Postgres integer. */
const headerId = zString().regex(/^\d{1,9}$/, { error: 'invalid' });

/** Headers every signed-in call carries; numbers travel as strings. The access rule reads them through this. */
export const authHeaders = z.object({
  authorization: zString()
    .regex(/^Bearer \S+$/, { error: 'invalid' })
    .optional(),
  'x-user-id': headerId.optional(),
  'x-shop-id': headerId.optional(),
});
/** What precedes the session token in `Authorization`. */
export const BEARER_PREFIX = 'Bearer ';
