import { chainByKey, DROP_STATUS, type ChainKey, type StoreDropView } from '@mintfront/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/db-client.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { ShopRow } from '../../platform/tenancy/shops.tables.ts';
import { fileUrl } from '../uploads/uploads.service.ts';
import { dropStatus } from './drops-answer.ts';
import { openPhaseAt, phaseView } from './drops-phases.ts';
import { drops } from './drops.tables.ts';

/**
 * GET /api/store/{subdomain}/drop/{id}: the drop page of the storefront. The phase open now, its
 * price and what is left; until the open-box date only the placeholder (the drop's preview) shows.
 */
export async function storeDrop(
  db: Db,
  shop: ShopRow,
  id: number,
  publicUrl: string,
  now = new Date(),
): Promise<StoreDropView> {
  const [row] = await db
    .select()
    .from(drops)
    .where(and(eq(drops.shopId, shop.id), eq(drops.id, id)));
  // A drop whose contract never came to be is not the buyers' business.
  if (!row || row.state === 'failed') throw new AppError('NOT_FOUND');
  const status = dropStatus(row, now);
  const open = status === 'Live' ? openPhaseAt(row.phases, now) : -1;
  const next = row.phases.findIndex((p) => new Date(p.startAt) > now);
  const revealed = now >= row.openAt;
  const total = row.nftIds.length;
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    placeholder: revealed ? null : fileUrl(publicUrl, row.preview),
    revealed,
    status,
    statusCode: DROP_STATUS[status],
    address: row.address,
    currency: { symbol: chainByKey(row.chain as ChainKey).nativeSymbol, decimals: 18 },
    currentPhase: open >= 0 ? phaseView(row.phases[open]!, open) : null,
    nextPhase: next >= 0 ? phaseView(row.phases[next]!, next) : null,
    price: open >= 0 ? row.phases[open]!.price : null,
    total,
    claimed: row.minted,
    remaining: Math.max(0, total - row.minted),
    openAt: row.openAt.toISOString(),
  };
}
