import { type AirdropCreateBody, type PagingQuery, type StoreAirdrop } from '@mintfront/domain';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { mapPage, shopCrud } from '../../platform/db/repo-helper.ts';
import type { Db } from '../../platform/db/db-client.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { fieldError, RequestValidationError } from '../../platform/http/validation.ts';
import type { ShopRow } from '../../platform/tenancy/shops.tables.ts';
import { airdropStock, cancelAirdropOrders, claimsOf, listAirdropOrders } from '../sales/index.ts';
import { uploadsService } from '../uploads/uploads.service.ts';
import { whitelists } from '../whitelists/whitelists.tables.ts';
import { answerAirdrops, toClaim } from './airdrops-answer.ts';
import type { AirdropsDeps } from './airdrops.types.ts';
import { airdropNfts, airdrops, type AirdropRow } from './airdrops.tables.ts';

const airdropsRepo = shopCrud(airdrops);

/** The NFT rows of these airdrops. */
export async function itemsOf(db: Db, ids: number[]) {
  if (!ids.length) return [];
  return db.select().from(airdropNfts).where(inArray(airdropNfts.airdropId, ids));
}

async function answerOne(deps: AirdropsDeps, row: AirdropRow) {
  return (
    await answerAirdrops(deps.db, deps.publicUrl, [row], await itemsOf(deps.db, [row.id]))
  )[0]!;
}

export const airdropsService = {
  /** POST /api/airdrop: spec doc 2 §5's rules, then the airdrop and the type 5 sell orders holding its NFTs. */
  async create(deps: AirdropsDeps, shop: ShopRow, userId: number, body: AirdropCreateBody) {
    const { db } = deps;
    await uploadsService.requireOwnFile(db, shop.id, body.preview, 'airdropPreview', 'preview');
    if (body.white_id !== undefined) {
      const [w] = await db
        .select({ id: whitelists.id })
        .from(whitelists)
        .where(and(eq(whitelists.shopId, shop.id), eq(whitelists.id, body.white_id)));
      if (!w) throw fieldError('white_id', 'invalid');
    }
    const stock = await airdropStock(deps, shop, body.nft_ids);
    const total = stock.stock.reduce((n, s) => n + s.quantity, 0);
    // spec doc 2 §5: the claim limit is not above the total airdrop.
    if (body.claim_limit > total)
      throw new RequestValidationError('body', [
        { path: ['claim_limit'], message: 'airdropClaimLimit', params: { max: total } },
      ]);
    const row = await db.transaction(async (tx) => {
      const airdrop = await airdropsRepo.insert(tx, shop.id, {
        creatorId: userId,
        name: body.name,
        preview: body.preview,
        description: body.description ?? null,
        startAt: body.start_date,
        endAt: body.end_date,
        claimLimit: body.claim_limit,
        whiteId: body.white_id ?? null,
        material: body.material ?? null,
      });
      const orders = await listAirdropOrders(
        tx,
        shop,
        userId,
        {
          nftIds: body.nft_ids,
          start: body.start_date,
          end: body.end_date,
          whiteId: body.white_id ?? null,
          material: body.material ?? null,
        },
        stock,
      );
      await tx.insert(airdropNfts).values(
        orders.map((o, position) => ({
          airdropId: airdrop.id,
          nftId: o.nftId,
          saleId: o.id,
          position,
        })),
      );
      return airdrop;
    });
    return answerOne(deps, row);
  },

  /** GET /api/airdrop: newest first, each with its live claimed quantity. */
  async list(deps: AirdropsDeps, shopId: number, q: PagingQuery) {
    const page = await airdropsRepo.page(deps.db, shopId, q, undefined, desc(airdrops.id));
    const answered = await answerAirdrops(
      deps.db,
      deps.publicUrl,
      page.list,
      await itemsOf(
        deps.db,
        page.list.map((a) => a.id),
      ),
    );
    return { ...page, list: answered };
  },

  async get(deps: AirdropsDeps, shopId: number, id: number) {
    return answerOne(deps, await airdropsRepo.findOrFail(deps.db, shopId, id));
  },

  /** GET /api/airdrop/nft/{id}: the NFTs of the airdrop with what each gives and how many were claimed. */
  async nfts(deps: AirdropsDeps, shopId: number, id: number) {
    return (await this.get(deps, shopId, id)).nfts;
  },

  /** POST /api/airdrop/cancel/{id}: no new claims (pending vouchers cancelled on chain); successful claims stay. */
  async cancel(deps: AirdropsDeps, shop: ShopRow, userId: number, id: number) {
    const row = await airdropsRepo.findOrFail(deps.db, shop.id, id);
    if (row.cancelledAt) throw new AppError('AIRDROP_CANCELLED');
    // Marked first: a claim that comes during the chain calls is refused.
    await airdropsRepo.update(deps.db, shop.id, id, { cancelledAt: new Date() });
    const items = await itemsOf(deps.db, [id]);
    await cancelAirdropOrders(
      deps,
      shop,
      userId,
      items.map((i) => i.saleId),
    );
    return answerOne(deps, (await airdropsRepo.find(deps.db, shop.id, id))!);
  },

  /** GET /api/airdrop/nft/claim/{id}/{x}: a page of the claims, of NFT `x` or (0) all of them. */
  async claims(deps: AirdropsDeps, shopId: number, id: number, x: number, at: PagingQuery) {
    await airdropsRepo.findOrFail(deps.db, shopId, id);
    const items = (await itemsOf(deps.db, [id])).filter((i) => x === 0 || i.nftId === x);
    if (x !== 0 && !items.length) throw fieldError('x', 'invalid');
    const nftOfSale = new Map(items.map((i) => [i.saleId, i.nftId]));
    const page = await claimsOf(
      deps.db,
      items.map((i) => i.saleId),
      at,
    );
    return mapPage(page, (o) => toClaim(o, nftOfSale));
  },
};

/** The storefront's claim page: the airdrop as the console shows it, without the whitelist's id. */
export async function storeAirdrop(
  deps: AirdropsDeps,
  shopId: number,
  id: number,
): Promise<StoreAirdrop> {
  const { white_id: whiteId, ...airdrop } = await airdropsService.get(deps, shopId, id);
  return { ...airdrop, whitelisted_only: whiteId !== null };
}
