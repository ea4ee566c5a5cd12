import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../constants.ts';

/** Query of every list call (API.md): page from 1, limit 10/20/50 (server accepts up to 200). */
export const pagingQuery = z.object({
  page: z.coerce.number({ error: 'number' }).int().min(1, { error: 'invalid' }).default(1),
  limit: z.coerce.number({ error: 'number' }).int().min(1, { error: 'pageLimit' }).max(MAX_PAGE_SIZE, { error: 'pageLimit' }).default(DEFAULT_PAGE_SIZE),
});
export type PagingQuery = z.infer<typeof pagingQuery>;

export const idParam = z.object({ id: z.coerce.number({ error: 'number' }).int().positive({ error: 'invalid' }) });

/** Response envelope (API.md). */
export type Envelope<T> = { statusCode: number; statusDesc: string; data: T };
export type ListPage<T> = { list: T[]; total: number; lastPage: number };

/** An id in a header: digits only, at most 9 so that it always fits a Postgres integer. */
const headerId = z.string().regex(/^\d{1,9}$/, { error: 'invalid' });

/** Headers every signed-in call carries; numbers travel as strings. The access rule reads them through this. */
export const authHeaders = z.object({
  authorization: z.string().regex(/^Bearer \S+$/, { error: 'invalid' }).optional(),
  'x-user-id': headerId.optional(),
  'x-shop-id': headerId.optional(),
});
/** What precedes the session token in `Authorization`. */
export const BEARER_PREFIX = 'Bearer ';
