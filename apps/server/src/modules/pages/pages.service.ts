import { asc, desc } from 'drizzle-orm';
import type { LinkTarget, Page, PageBody, PagesQuery } from '@mintfront/domain';
import type { Db } from '../../platform/db/db-client.ts';
import { containsText, mapPage } from '../../platform/db/repo-helper.ts';
import { sanitizeHtml } from '../../platform/html/sanitize-html.ts';
import { pagesRepo as repo } from './pages.repo.ts';
import { pages, type PageRow } from './pages.tables.ts';

/** A page's path on the storefront. */
export const pageLink = (id: number) => `/page/${id}`;

const toPage = (row: PageRow): Page => ({
  id: row.id,
  title: row.title,
  content: row.content,
  link: pageLink(row.id),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

// Content is HTML from the rich-text editor: only the sanitised form is stored (issue 24).
const values = (body: PageBody) => ({ title: body.title, content: sanitizeHtml(body.content) });

export const pagesService = {
  async list(db: Db, shopId: number, q: PagesQuery) {
    const where = q.search ? containsText(pages.title, q.search) : undefined;
    return mapPage(await repo.page(db, shopId, q, where, desc(pages.id)), toPage);
  },
  get: async (db: Db, shopId: number, id: number) => toPage(await repo.findOrFail(db, shopId, id)),
  create: async (db: Db, shopId: number, body: PageBody) =>
    toPage(await repo.insert(db, shopId, values(body))),
  async update(db: Db, shopId: number, id: number, body: PageBody) {
    await repo.findOrFail(db, shopId, id);
    return toPage((await repo.update(db, shopId, id, { ...values(body), updatedAt: new Date() }))!);
  },
  async remove(db: Db, shopId: number, id: number) {
    await repo.findOrFail(db, shopId, id);
    await repo.remove(db, shopId, id);
    return {};
  },
};

/** The store's pages as link targets of a menu or a section, by title. */
export async function pageLinkTargets(db: Db, shopId: number) {
  const rows = await repo.findMany(db, shopId, undefined, asc(pages.title));
  return rows.map((p): LinkTarget => ({ kind: 'page', name: p.title, link: pageLink(p.id) }));
}
