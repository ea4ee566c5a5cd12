import { SALE_STATUS, SALE_TYPE, type AirdropMaterial } from '@mintfront/domain';
import { and, desc, eq, gt, inArray, or, sql } from 'drizzle-orm';
import { zeroAddress, type Address } from 'viem';
import type { Db } from '../../platform/db/db-client.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { pageWhere, type PageAt } from '../../platform/db/repo-helper.ts';
import { RequestValidationError } from '../../platform/http/validation.ts';
import type { ShopRow } from '../../platform/tenancy/shops.tables.ts';
import {
  findNftInShop,
  nftHeldBy,
  nftOnChain,
  putNftOnSale,
  storeWalletOf,
} from '../nfts/index.ts';
import { checkApproval } from './sales-create.ts';
import { salesService } from './sales.service.ts';
import type { SalesDeps } from './sales.types.ts';
import { saleEvents, saleOrders, sales, type SaleRow } from './sales.tables.ts';

// Type 5 sell orders (spec doc 2 §4): the launchpad's airdrops hold their NFTs with them, and the
// market settles each claim as a purchase at price 0 (ARCHITECTURE.md "Selling and the storefront").

const unavailable = (id: number) =>
  new RequestValidationError('body', [
    { path: ['nft_ids'], message: 'launchpadNftUnavailable', params: { id } },
  ]);

/** What an airdrop lists: its NFTs, window, whitelist and physical item. */
export type AirdropListing = {
  nftIds: number[];
  start: Date;
  end: Date;
  whiteId: number | null;
  material: AirdropMaterial | null;
};

/**
 * Checks each NFT as selling does (minted, in the store wallet, no Active or Open order) and
 * answers the copies the store wallet holds of each, before anything is written; the store wallet
 * approves the market first when it has not yet (outside any transaction: it waits for the chain).
 */
export async function airdropStock(deps: SalesDeps, shop: ShopRow, nftIds: number[]) {
  const seller = storeWalletOf(deps, shop);
  if (!seller) throw new AppError('CHAIN_UNAVAILABLE');
  const stock: { nftId: number; quantity: number; contract: Address }[] = [];
  for (const id of nftIds) {
    const nft = await findNftInShop(deps.db, shop.id, id);
    const on = nft && (await nftOnChain(deps.db, nft));
    if (!on) throw unavailable(id);
    const [existing] = await deps.db
      .select({ id: sales.id })
      .from(sales)
      .where(
        and(eq(sales.nftId, id), inArray(sales.status, [SALE_STATUS.Active, SALE_STATUS.Open])),
      );
    const held = await nftHeldBy(deps.db, on, seller);
    if (existing || held < 1) throw unavailable(id);
    stock.push({ nftId: id, quantity: held, contract: on.contract as Address });
  }
  for (const contract of new Set(stock.map((s) => s.contract)))
    await checkApproval(deps, shop, contract, seller);
  return { seller, stock };
}

/**
 * The type 5 sell orders of an airdrop, one per NFT for every copy the store wallet holds, in the
 * caller's transaction.
 */
export async function listAirdropOrders(
  tx: Db,
  shop: ShopRow,
  creatorId: number,
  listing: AirdropListing,
  stock: Awaited<ReturnType<typeof airdropStock>>,
): Promise<SaleRow[]> {
  const m = listing.material;
  const rows: SaleRow[] = [];
  for (const item of stock.stock) {
    const nft = (await findNftInShop(tx, shop.id, item.nftId))!;
    const on = (await nftOnChain(tx, nft))!;
    const [row] = await tx
      .insert(sales)
      .values({
        shopId: shop.id,
        creatorId,
        nftId: item.nftId,
        chain: on.chain,
        type: SALE_TYPE.airdrop,
        status: SALE_STATUS.Active,
        quantity: item.quantity,
        contract: on.contract,
        standard: on.standard,
        seller: stock.seller,
        currencyAddress: zeroAddress,
        currencySymbol: 'ETH',
        currencyDecimals: 18,
        price: '0',
        whiteId: listing.whiteId,
        startAt: listing.start,
        endAt: listing.end,
        material: m
          ? {
              isMust: m.is_must,
              message: m.message ?? null,
              name: m.name ?? null,
              pics: m.pics,
              desc: m.desc ?? null,
            }
          : null,
      })
      .returning();
    await tx
      .insert(saleEvents)
      .values({ saleId: row!.id, kind: 'listed', quantity: item.quantity });
    await putNftOnSale(tx, shop.id, item.nftId);
    rows.push(row!);
  }
  return rows;
}

/** The sell orders of an airdrop, by id. */
export async function sellOrdersByIds(db: Db, saleIds: number[]): Promise<SaleRow[]> {
  if (!saleIds.length) return [];
  return db.select().from(sales).where(inArray(sales.id, saleIds));
}

/** Pending (not past its deadline) or confirmed: a claim that counts against a limit. */
const counting = (now: Date) =>
  or(
    eq(saleOrders.status, 'confirmed'),
    and(eq(saleOrders.status, 'pending'), gt(saleOrders.deadline, now)),
  );

/** How many one wallet claimed of these sell orders, pending claims counted (spec: claim limit per wallet). */
export async function claimedByWallet(db: Db, saleIds: number[], wallet: Address, now: Date) {
  if (!saleIds.length) return 0;
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${saleOrders.quantity}), 0)::int` })
    .from(saleOrders)
    .where(and(inArray(saleOrders.saleId, saleIds), eq(saleOrders.wallet, wallet), counting(now)));
  return row?.n ?? 0;
}

/** Copies of each sell order still free to claim: not settled and not reserved by a pending claim. */
export async function claimableOf(db: Db, rows: SaleRow[], now: Date) {
  const ids = rows.map((r) => r.id);
  const reserved = ids.length
    ? await db
        .select({ saleId: saleOrders.saleId, n: sql<number>`sum(${saleOrders.quantity})::int` })
        .from(saleOrders)
        .where(
          and(
            inArray(saleOrders.saleId, ids),
            eq(saleOrders.status, 'pending'),
            gt(saleOrders.deadline, now),
          ),
        )
        .groupBy(saleOrders.saleId)
    : [];
  const byId = new Map(reserved.map((r) => [r.saleId, r.n]));
  return new Map(rows.map((r) => [r.id, r.quantity - r.soldNum - (byId.get(r.id) ?? 0)]));
}

/** A page of the claims (orders) of these sell orders, newest first. */
export async function claimsOf(db: Db, saleIds: number[], at: PageAt) {
  return pageWhere(db, saleOrders, at, inArray(saleOrders.saleId, saleIds), desc(saleOrders.id));
}

/**
 * Cancels the Active sell orders among these (spec doc 2 §4: successful claims stay): pending
 * vouchers are cancelled on chain, so no new claim settles.
 */
export async function cancelAirdropOrders(
  deps: SalesDeps,
  shop: ShopRow,
  userId: number,
  saleIds: number[],
) {
  const active = (await sellOrdersByIds(deps.db, saleIds)).filter(
    (s) => s.status === SALE_STATUS.Active,
  );
  if (active.length)
    await salesService.cancel(
      deps,
      shop,
      userId,
      true,
      active.map((s) => s.id),
    );
}
