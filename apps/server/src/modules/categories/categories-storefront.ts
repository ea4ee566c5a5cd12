import { and, asc, eq, inArray } from 'drizzle-orm';
import type { StoreCategory } from '@mintfront/domain';
import type { Db } from '../../platform/db/db-client.ts';
import { fileUrl } from '../uploads/uploads.service.ts';
import { classifications } from './categories.tables.ts';

/** Enabled categories of a store as its storefront shows them: those of `ids` in that order, or all. */
export async function listStoreCategories(
  db: Db,
  shopId: number,
  ids: number[],
  origin: string,
): Promise<StoreCategory[]> {
  const rows = await db
    .select()
    .from(classifications)
    .where(
      and(
        eq(classifications.shopId, shopId),
        eq(classifications.status, 1),
        ids.length > 0 ? inArray(classifications.id, ids) : undefined,
      ),
    )
    .orderBy(asc(classifications.id))
    .limit(100);
  const shown = rows.map((r) => ({
    id: r.id,
    name: r.name,
    image_url: r.image ? fileUrl(origin, r.image) : r.icon ? fileUrl(origin, r.icon) : null,
  }));
  return ids.length > 0 ? ids.flatMap((id) => shown.filter((c) => c.id === id)) : shown;
}
