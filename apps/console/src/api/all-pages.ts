import type { ListPage } from '@mintfront/domain';
import { api, type RequestOptions } from './client.ts';

/** spec doc 1 §7: "Lists with more rows than returned are refetched with limit 50." */
export const ALL_PAGES_LIMIT = 50;

/**
 * Every row of a list call, for the choices of a select: page 1, then as many further pages of
 * 50 as the first answer's total calls for.
 */
export async function fetchAllPages<T>(
  path: string,
  query: RequestOptions['query'] = {},
  options: Pick<RequestOptions, 'toast'> = {},
): Promise<T[]> {
  const pageOf = (page: number) =>
    api.get<ListPage<T>>(path, { ...options, query: { ...query, page, limit: ALL_PAGES_LIMIT } });
  const first = await pageOf(1);
  const pages = Math.ceil(first.total / ALL_PAGES_LIMIT);
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, pages - 1) }, (_, i) => pageOf(i + 2)),
  );
  return [first, ...rest].flatMap((p) => p.list);
}
