import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../platform/db/db-client.ts';
import { shopCrud } from '../../platform/db/repo-helper.ts';
import { shops } from '../../platform/tenancy/shops.tables.ts';
import { domains } from './domains.tables.ts';

const base = shopCrud(domains);

export const domainsRepo = {
  ...base,
  /** The domain in any store (a domain belongs to one store at most). */
  async byDomain(db: Db, domain: string) {
    const [row] = await db.select().from(domains).where(eq(domains.domain, domain)).limit(1);
    return row;
  },
  /** Makes `id` the store's one main domain. */
  async makeMain(db: Db, shopId: number, id: number) {
    await db
      .update(domains)
      .set({ isMain: false })
      .where(and(eq(domains.shopId, shopId), ne(domains.id, id), eq(domains.isMain, true)));
    await db
      .update(domains)
      .set({ isMain: true })
      .where(and(eq(domains.shopId, shopId), eq(domains.id, id)));
  },
  /** The open store a verified domain serves, if any. */
  async openShopOfDomain(db: Db, domain: string) {
    const [row] = await db
      .select({ shopId: domains.shopId })
      .from(domains)
      .innerJoin(shops, eq(shops.id, domains.shopId))
      .where(and(eq(domains.domain, domain), eq(domains.status, 'valid'), eq(shops.status, 'open')))
      .limit(1);
    return row?.shopId ?? null;
  },
  async openShopOfSubdomain(db: Db, subdomain: string) {
    const [row] = await db
      .select({ id: shops.id })
      .from(shops)
      .where(and(eq(shops.subdomain, subdomain), eq(shops.status, 'open')))
      .limit(1);
    return row?.id ?? null;
  },
};
