import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/db-client.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { artMetadata } from '../nfts/index.ts';
import { drops } from './drops.tables.ts';

/**
 * GET /api/drop/{id}/art/{n} (public, unwrapped JSON): the metadata of the drop's art number n
 * (nftIds[n]), which its revealed tokens point at (drops-reveal.job.ts). Served once the starting
 * index is fixed: before it, the art's order would show the box's content ahead of its open date.
 */
export async function dropArtMetadata(deps: { db: Db; publicUrl: string }, id: number, n: number) {
  const [drop] = await deps.db
    .select({ nftIds: drops.nftIds, startingIndex: drops.startingIndex })
    .from(drops)
    .where(eq(drops.id, id));
  const nftId = drop?.startingIndex != null ? drop.nftIds[n] : undefined;
  if (nftId === undefined) throw new AppError('NOT_FOUND');
  return artMetadata(deps, nftId);
}
