import type { LinkTarget } from '@mintfront/domain';
import { and, asc, eq, or } from 'drizzle-orm';
import type { Db } from '../../platform/db/db-client.ts';
import { statusWhere } from './drops-answer.ts';
import { drops } from './drops.tables.ts';

/** A drop's page on the storefront. */
export const dropLink = (id: number) => `/drop/${id}`;

/**
 * The store's drops a menu may link to: those still to come or minting (Processing, Upcoming,
 * Live), by name. A cancelled, ended or failed drop is left out (a failed one has no page).
 */
export async function dropLinkTargets(db: Db, shopId: number, now = new Date()) {
  const rows = await db
    .select({ id: drops.id, name: drops.name })
    .from(drops)
    .where(
      and(
        eq(drops.shopId, shopId),
        or(statusWhere('Processing', now), statusWhere('Upcoming', now), statusWhere('Live', now)),
      ),
    )
    .orderBy(asc(drops.name), asc(drops.id));
  return rows.map((d): LinkTarget => ({ kind: 'drop', name: d.name, link: dropLink(d.id) }));
}
