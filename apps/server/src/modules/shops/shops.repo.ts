import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/db-client.ts';
import { crud } from '../../platform/db/repo-helper.ts';
import { domains } from '../domains/index.ts';
import { shopNftSteps } from '../nfts/index.ts';
import { themes } from '../themes/index.ts';
import { users } from '../../platform/tenancy/users.tables.ts';
import { shopMembers, shops, type ShopRow } from '../../platform/tenancy/shops.tables.ts';

const base = crud(shops);
/** The owner's name and e-mail, and the store-home steps read from the store's NFTs. */
const owner = {
  ownerName: sql<string>`coalesce(${users.nickname}, ${users.username})`,
  ownerEmail: users.email,
  ...shopNftSteps(shops.id),
  // A theme saved since it was made, and a verified domain (issue 24).
  hasCustomTheme: sql<boolean>`exists (select 1 from ${themes} where ${themes.shopId} = ${shops.id} and ${themes.updatedAt} > ${themes.createdAt})`,
  hasValidDomain: sql<boolean>`exists (select 1 from ${domains} where ${domains.shopId} = ${shops.id} and ${domains.status} = 'valid')`,
};
type OwnerColumns = {
  ownerName: string;
  ownerEmail: string | null;
  hasNft: boolean;
  hasSoldNft: boolean;
  hasCustomTheme: boolean;
  hasValidDomain: boolean;
};

export type ShopWithOwner = ShopRow & OwnerColumns;

const withOwner = (db: Db) =>
  db
    .select({ shop: shops, ...owner })
    .from(shops)
    .innerJoin(users, eq(users.id, shops.ownerId));

const flat = (rows: ({ shop: ShopRow } & OwnerColumns)[]): ShopWithOwner[] =>
  rows.map(({ shop, ...rest }) => ({ ...shop, ...rest }));

export const shopsRepo = {
  ...base,
  findByNameInsensitive: (db: Db, name: string) =>
    base.findOne(db, sql`lower(${shops.name}) = lower(${name})`),
  findBySubdomain: (db: Db, subdomain: string) => base.findOne(db, eq(shops.subdomain, subdomain)),
  async findWithOwner(db: Db, id: number): Promise<ShopWithOwner | undefined> {
    return flat(await withOwner(db).where(eq(shops.id, id)).limit(1))[0];
  },
  async listOwned(db: Db, userId: number, status: 'open' | 'closed', closedSince?: Date) {
    const where = and(
      eq(shops.ownerId, userId),
      eq(shops.status, status),
      closedSince ? gt(shops.closedAt, closedSince) : undefined,
    );
    return flat(await withOwner(db).where(where).orderBy(desc(shops.id)));
  },
  async listJoined(db: Db, userId: number) {
    const rows = await db
      .select({ shop: shops, ...owner, allows: shopMembers.allows })
      .from(shopMembers)
      .innerJoin(shops, eq(shops.id, shopMembers.shopId))
      .innerJoin(users, eq(users.id, shops.ownerId))
      .where(
        and(
          eq(shopMembers.userId, userId),
          eq(shopMembers.status, 'active'),
          eq(shops.status, 'open'),
        ),
      )
      .orderBy(desc(shops.id));
    return rows.map(({ allows, ...r }) => ({ shop: flat([r])[0]!, allows }));
  },
};
