import type { LinkTarget } from '@mintfront/domain';
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/db-client.ts';
import { airdrops } from './airdrops.tables.ts';

/** An airdrop's page on the storefront. */
export const airdropLink = (id: number) => `/airdrop/${id}`;

/** The store's airdrops a menu may link to: not cancelled and not ended, by name. */
export async function airdropLinkTargets(db: Db, shopId: number, now = new Date()) {
  const rows = await db
    .select({ id: airdrops.id, name: airdrops.name })
    .from(airdrops)
    .where(and(eq(airdrops.shopId, shopId), isNull(airdrops.cancelledAt), gt(airdrops.endAt, now)))
    .orderBy(asc(airdrops.name), asc(airdrops.id));
  return rows.map((a): LinkTarget => ({ kind: 'airdrop', name: a.name, link: airdropLink(a.id) }));
}
