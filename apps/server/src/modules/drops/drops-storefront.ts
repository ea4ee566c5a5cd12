import { chainByKey, DROP_STATUS, type ChainKey, type StoreDropView } from '@mintfront/domain';
import { and, eq } from 'drizzle-orm';
import { chainReader } from '../../platform/chain/chain-plugin.ts';
import type { ChainClients } from '../../platform/chain/clients.ts';
import type { Db } from '../../platform/db/db-client.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { ShopRow } from '../../platform/tenancy/shops.tables.ts';
import { fileUrl } from '../uploads/uploads.service.ts';
import { dropStatus } from './drops-answer.ts';
import { openPhaseAt, phaseView } from './drops-phases.ts';
import { drops } from './drops.tables.ts';

/**
 * The time the next mint will be checked at: the chain's latest block, or the clock when the
 * chain has not made a block since (a quiet chain) or cannot be read. The contract opens phases
 * by block.timestamp, and the claim (drops-claims.ts) picks its phase by the chain's time too,
 * so the page shows the phase the buyer will mint in.
 */
export async function mintTime(chain: ChainClients | null, key: string): Promise<Date> {
  const clock = new Date();
  try {
    const block = await chainReader(chain, key).publicClient.getBlock();
    const at = new Date(Number(block.timestamp) * 1000);
    return at > clock ? at : clock;
  } catch {
    return clock;
  }
}

/**
 * GET /api/store/{subdomain}/drop/{id}: the drop page of the storefront. The phase open now, its
 * price and what is left; until the open-box date only the placeholder (the drop's preview) shows.
 */
export async function storeDrop(
  db: Db,
  shop: ShopRow,
  id: number,
  publicUrl: string,
  now: Date,
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
