import { SALE_STATUS, type AirdropClaimAnswer, type AirdropClaimBody } from '@mintfront/domain';
import { and, eq } from 'drizzle-orm';
import type { Address } from 'viem';
import type { Db } from '../../platform/db/db-client.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { ShopRow } from '../../platform/tenancy/shops.tables.ts';
import type { UserRow } from '../../platform/tenancy/users.tables.ts';
import { claimableOf, claimedByWallet, purchase, sellOrdersByIds } from '../sales/index.ts';
import { whitelists } from '../whitelists/whitelists.tables.ts';
import { itemsOf } from './airdrops.service.ts';
import type { AirdropsDeps } from './airdrops.types.ts';
import { airdrops } from './airdrops.tables.ts';

async function checkWhitelist(tx: Db, whiteId: number | null, wallet: Address) {
  if (whiteId === null) return;
  const [list] = await tx.select().from(whitelists).where(eq(whitelists.id, whiteId));
  const listed = new Set((list?.addresses ?? []).map((a) => a.toLowerCase()));
  if (!listed.has(wallet.toLowerCase())) throw new AppError('AIRDROP_NOT_WHITELISTED');
}

/**
 * A buyer's claim of an airdrop (POST /api/store/{subdomain}/claims with `airdrop_id`): checked
 * with the airdrop row locked (window, cancelled, whitelist, the per-wallet limit counting
 * confirmed and pending claims), then signed as a purchase at price 0 of the first NFT with
 * enough copies left; the buyer's wallet sends the transaction, the market settles it and the
 * indexer confirms the claim once.
 */
export async function claimAirdrop(
  deps: AirdropsDeps,
  shop: ShopRow,
  buyer: UserRow,
  body: AirdropClaimBody,
  now = new Date(),
): Promise<AirdropClaimAnswer> {
  const { airdrop_id: airdropId, ...rest } = body;
  const answer = await purchase(
    deps,
    shop,
    buyer,
    rest,
    async (tx, wallet) => {
      const [airdrop] = await tx
        .select()
        .from(airdrops)
        .where(and(eq(airdrops.shopId, shop.id), eq(airdrops.id, airdropId)))
        .for('update');
      if (!airdrop) throw new AppError('NOT_FOUND');
      if (airdrop.cancelledAt || now < airdrop.startAt || now >= airdrop.endAt)
        throw new AppError('AIRDROP_NOT_LIVE');
      await checkWhitelist(tx, airdrop.whiteId, wallet);
      const items = (await itemsOf(tx, [airdrop.id])).sort((a, b) => a.position - b.position);
      const orders = await sellOrdersByIds(
        tx,
        items.map((i) => i.saleId),
      );
      const mine = await claimedByWallet(
        tx,
        orders.map((o) => o.id),
        wallet,
        now,
      );
      const left = Math.max(0, airdrop.claimLimit - mine);
      if (rest.quantity > left)
        throw new AppError('AIRDROP_CLAIM_LIMIT', { max: airdrop.claimLimit, left });
      const free = await claimableOf(tx, orders, now);
      const byId = new Map(orders.map((o) => [o.id, o]));
      const pick = items
        .map((i) => byId.get(i.saleId)!)
        .find(
          (o) =>
            o.status === SALE_STATUS.Active &&
            (free.get(o.id) ?? 0) >= rest.quantity &&
            (o.standard === 1155 || rest.quantity === 1),
        );
      if (!pick)
        throw new AppError('AIRDROP_CLAIMED_OUT', {
          left: Math.max(0, ...[...free.values()]),
        });
      return pick.id;
    },
    now,
  );
  return { claim_id: answer.order_id, tx: answer.tx };
}
