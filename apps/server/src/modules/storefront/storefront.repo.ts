import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/db-client.ts';
import { shops, type ShopRow } from '../../platform/tenancy/shops.tables.ts';

export const storefrontRepo = {
  /** A store found by its subdomain, open or closed; null when no store has it. */
  async shopOf(db: Db, subdomain: string): Promise<ShopRow | null> {
    const [row] = await db.select().from(shops).where(eq(shops.subdomain, subdomain.toLowerCase()));
    return row ?? null;
  },
};
