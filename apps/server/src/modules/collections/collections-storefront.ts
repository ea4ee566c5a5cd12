import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { StoreCollection } from '@mintfront/domain';
import type { Db } from '../../platform/db/db-client.ts';
import { fileUrl } from '../uploads/uploads.service.ts';
import { collections, type CollectionRow } from './collections.tables.ts';

/** A collection as a store's visitors see it: only one on the chain (deployed or imported). */
export async function findStoreCollection(
  db: Db,
  shopId: number,
  id: number,
  origin: string,
): Promise<StoreCollection | null> {
  const [row] = await db
    .select()
    .from(collections)
    .where(
      and(eq(collections.shopId, shopId), eq(collections.id, id), isNotNull(collections.address)),
    );
  return row ? toStoreCollection(row, origin) : null;
}

/** Collections of a store on the chain, as its storefront shows them: those of `ids` in that order, or all. */
export async function listStoreCollections(
  db: Db,
  shopId: number,
  ids: number[],
  origin: string,
): Promise<StoreCollection[]> {
  const rows = await db
    .select()
    .from(collections)
    .where(
      and(
        eq(collections.shopId, shopId),
        isNotNull(collections.address),
        ids.length > 0 ? inArray(collections.id, ids) : undefined,
      ),
    )
    .orderBy(asc(collections.id))
    .limit(100);
  const shown = rows.map((r) => toStoreCollection(r, origin));
  return ids.length > 0 ? ids.flatMap((id) => shown.filter((c) => c.id === id)) : shown;
}

function toStoreCollection(row: CollectionRow, origin: string): StoreCollection {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    icon_url: row.icon ? fileUrl(origin, row.icon) : null,
    banner_url: row.banner ? fileUrl(origin, row.banner) : null,
    address: row.address,
    type: row.type,
  };
}
