import { and, eq, isNotNull } from 'drizzle-orm';
import type { StoreCollection } from '@mintfront/domain';
import type { Db } from '../../platform/db/db-client.ts';
import { fileUrl } from '../uploads/uploads.service.ts';
import { collections } from './collections.tables.ts';

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
  if (!row) return null;
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
