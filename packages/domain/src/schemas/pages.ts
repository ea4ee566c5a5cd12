import { z } from 'zod';
import { pagingQuery } from './common.ts';
import { RICH_TEXT_MAX } from './themes.ts';
import { zString } from './text.ts';

// Pages of the store's site (spec doc 2 §3 Page, §7 "Pages"): a title and rich text.

export const PAGE_TITLE_MAX = 120;

/** POST /api/pages and PUT /api/page/{id}: the content is HTML, sanitised by the server. */
export const pageBody = z.object({
  title: zString({ error: 'required' })
    .trim()
    .min(1, { error: 'required', abort: true })
    .max(PAGE_TITLE_MAX, { error: 'tooLong' }),
  content: zString().max(RICH_TEXT_MAX, { error: 'tooLong' }).default(''),
});
export type PageBody = z.output<typeof pageBody>;

export const pagesQuery = pagingQuery.extend({
  search: zString().trim().max(PAGE_TITLE_MAX, { error: 'tooLong' }).optional(),
});
export type PagesQuery = z.output<typeof pagesQuery>;

/** A page as the API answers it; `link` is its path on the storefront. */
export type Page = {
  id: number;
  title: string;
  content: string;
  link: string;
  createdAt: string;
  updatedAt: string;
};
