import { and, desc, eq, or, type SQL } from 'drizzle-orm';
import type { CollectionsQuery } from '@mintfront/domain';
import type { Db } from '../../platform/db/db-client.ts';
import { containsText, shopCrud } from '../../platform/db/repo-helper.ts';
import { collections, type CollectionRow } from './collections.tables.ts';

const base = shopCrud(collections);

export const collectionsRepo = {
  ...base,
  /** The shop a collection belongs to (a job whose payload predates its shopId asks this). */
  async shopOf(db: Db, id: number): Promise<number | undefined> {
    const [row] = await db
      .select({ shopId: collections.shopId })
      .from(collections)
      .where(eq(collections.id, id));
    return row?.shopId;
  },

  list(db: Db, shopId: number, q: CollectionsQuery) {
    const filters: (SQL | undefined)[] = [];
    if (q.source !== undefined) filters.push(eq(collections.source, q.source));
    if (q.type !== undefined) filters.push(eq(collections.type, q.type));
    if (q.status !== undefined)
      filters.push(eq(collections.status, q.status as CollectionRow['status']));
    if (q.search) {
      filters.push(
        or(
          containsText(collections.name, q.search),
          containsText(collections.title, q.search),
          containsText(collections.symbol, q.search),
        ),
      );
    }
    return base.page(db, shopId, q, and(...filters), desc(collections.id));
  },
};
