import type { LinkTarget } from '@mintfront/domain';
import { and, asc, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/db-client.ts';
import { raffles } from './raffles.tables.ts';

/** A raffle's page on the storefront. */
export const raffleLink = (id: number) => `/raffle/${id}`;

/**
 * The store's raffles a menu may link to: open on chain (deployed, not cancelled, not drawn) and
 * not ended, by name. A raffle still deploying has no page yet.
 */
export async function raffleLinkTargets(db: Db, shopId: number, now = new Date()) {
  const rows = await db
    .select({ id: raffles.id, name: raffles.name })
    .from(raffles)
    .where(
      and(
        eq(raffles.shopId, shopId),
        eq(raffles.state, 'open'),
        isNotNull(raffles.contract),
        isNull(raffles.revealedSeed),
        gt(raffles.endAt, now),
      ),
    )
    .orderBy(asc(raffles.name), asc(raffles.id));
  return rows.map((r): LinkTarget => ({ kind: 'raffle', name: r.name, link: raffleLink(r.id) }));
}
