import { asc, inArray } from 'drizzle-orm';
import type { NavigationBody, NavigationMenu, NavigationsQuery } from '@mintfront/domain';
import type { Db } from '../../platform/db/db-client.ts';
import { containsText, mapPage } from '../../platform/db/repo-helper.ts';
import { navigationRepo as repo } from './navigation.repo.ts';
import { navigations, type NavigationRow } from './navigation.tables.ts';

const toMenu = (row: NavigationRow): NavigationMenu => ({
  id: row.id,
  title: row.title,
  items: row.items,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const values = (body: NavigationBody) => ({
  title: body.title,
  items: body.items.map(({ name, link }) => ({ name, link })),
});

export const navigationService = {
  /** GET /api/navigations: oldest first, the order menus were made in. */
  async list(db: Db, shopId: number, q: NavigationsQuery) {
    const where = q.search ? containsText(navigations.title, q.search) : undefined;
    return mapPage(await repo.page(db, shopId, q, where, asc(navigations.id)), toMenu);
  },
  get: async (db: Db, shopId: number, id: number) => toMenu(await repo.findOrFail(db, shopId, id)),
  create: async (db: Db, shopId: number, body: NavigationBody) =>
    toMenu(await repo.insert(db, shopId, values(body))),
  async update(db: Db, shopId: number, id: number, body: NavigationBody) {
    await repo.findOrFail(db, shopId, id);
    return toMenu((await repo.update(db, shopId, id, { ...values(body), updatedAt: new Date() }))!);
  },
  async remove(db: Db, shopId: number, id: number) {
    await repo.findOrFail(db, shopId, id);
    await repo.remove(db, shopId, id);
    return {};
  },
};

/** The store's menus with these ids (the storefront's header and footer), in the order asked. */
export async function menusOf(db: Db, shopId: number, ids: number[]): Promise<NavigationMenu[]> {
  if (ids.length === 0) return [];
  const rows = await repo.findMany(db, shopId, inArray(navigations.id, ids));
  const byId = new Map(rows.map((r) => [r.id, toMenu(r)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
