import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/db-client.ts';
import { shops, type ShopRow } from '../../platform/tenancy/shops.tables.ts';

/** How a request names its store: the subdomain of its path or host, or a verified domain's store. */
export type StoreLookup = { subdomain: string } | { shopId: number };

export const storefrontRepo = {
  /** The store a request names, open or closed; null when there is none. */
  async shopOf(db: Db, lookup: StoreLookup): Promise<ShopRow | null> {
    const where =
      'shopId' in lookup
        ? eq(shops.id, lookup.shopId)
        : eq(shops.subdomain, lookup.subdomain.toLowerCase());
    const [row] = await db.select().from(shops).where(where);
    return row ?? null;
  },
};
