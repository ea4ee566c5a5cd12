import type { DropsQuery, PagingQuery } from '@mintfront/domain';
import { and, asc, count, desc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/db-client.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { containsText, listPage } from '../../platform/db/repo-helper.ts';
import { findNftsInShop } from '../nfts/index.ts';
import { dropStatus, statusWhere, toDropView, tokenOfArt } from './drops-answer.ts';
import { CANCEL_DROP_JOB, type CancelDropPayload } from './drops-deploy.job.ts';
import { dropsRepo } from './drops.repo.ts';
import { dropClaims, drops } from './drops.tables.ts';
import type { DropsDeps } from './drops.types.ts';

/** The console's drop calls (spec doc 2 §7 "Airdrops and drops"; mask 128). */
export const dropsService = {
  async list(db: Db, shopId: number, q: DropsQuery) {
    const where = and(
      q.status ? statusWhere(q.status) : undefined,
      q.search ? containsText(drops.name, q.search) : undefined,
    );
    const page = await dropsRepo.page(db, shopId, q, where, desc(drops.id));
    return { ...page, list: page.list.map((r) => toDropView(r)) };
  },

  async show(db: Db, shopId: number, id: number) {
    return toDropView(await dropsRepo.findOrFail(db, shopId, id));
  },

  /**
   * POST /api/drop/cancel/{id} (spec doc 2 §4): no new claims from now on; confirmed claims stay.
   * A drop whose contract is configured is cancelled on chain by the `drop.cancel` job; one still
   * being deployed is cancelled by its deploy job at its end (drops-deploy.job.ts).
   */
  async cancel(deps: DropsDeps, shopId: number, id: number) {
    const row = await deps.db.transaction(async (tx) => {
      const [drop] = await tx
        .select()
        .from(drops)
        .where(and(eq(drops.shopId, shopId), eq(drops.id, id)))
        .for('update');
      if (!drop) throw new AppError('NOT_FOUND');
      if (!['Processing', 'Upcoming', 'Live'].includes(dropStatus(drop)))
        throw new AppError('DROP_NOT_CANCELLABLE');
      const [updated] = await tx
        .update(drops)
        .set({ cancelledAt: new Date(), updatedAt: new Date() })
        .where(eq(drops.id, id))
        .returning();
      if (drop.state === 'ready') {
        const payload: CancelDropPayload = { dropId: id };
        await deps.jobs.enqueue(tx, {
          kind: CANCEL_DROP_JOB,
          payload,
          idempotencyKey: `${CANCEL_DROP_JOB}:${id}`,
        });
      }
      return updated!;
    });
    deps.jobs.wake();
    return toDropView(row);
  },

  /** GET /api/drop/nft/{id}: the drop's NFTs in art order, each with the token that shows it and whether it is minted. */
  async nfts(db: Db, shopId: number, id: number, q: PagingQuery) {
    const drop = await dropsRepo.findOrFail(db, shopId, id);
    const ids = drop.nftIds.slice((q.page - 1) * q.limit, q.page * q.limit);
    const rows = new Map((await findNftsInShop(db, shopId, ids)).map((n) => [n.id, n]));
    const supply = drop.nftIds.length;
    const list = ids.map((nftId, i) => {
      const art = (q.page - 1) * q.limit + i;
      const tokenId = tokenOfArt(art, drop.startingIndex, supply);
      const nft = rows.get(nftId);
      return {
        id: nftId,
        title: nft?.title ?? null,
        icon: nft?.icon ?? null,
        artNumber: art,
        tokenId,
        claimed: tokenId <= drop.minted,
      };
    });
    return listPage(list, supply, q.limit);
  },

  /** GET /api/drop/nft/claim/{id}/{x}: the drop's claims, newest first; x an NFT of the drop (its token's mint), or 0 for all. */
  async claims(db: Db, shopId: number, id: number, x: number, q: PagingQuery) {
    const drop = await dropsRepo.findOrFail(db, shopId, id);
    let where = eq(dropClaims.dropId, drop.id);
    if (x !== 0) {
      const art = drop.nftIds.indexOf(x);
      if (art < 0) throw new AppError('NOT_FOUND');
      const token = tokenOfArt(art, drop.startingIndex, drop.nftIds.length);
      where = and(
        where,
        eq(dropClaims.status, 'confirmed'),
        lte(dropClaims.firstTokenId, token),
        gt(sql`${dropClaims.firstTokenId} + ${dropClaims.quantity}`, token),
      )!;
    }
    const [{ n }] = (await db.select({ n: count() }).from(dropClaims).where(where)) as [
      { n: number },
    ];
    const rows = await db
      .select()
      .from(dropClaims)
      .where(where)
      .orderBy(desc(dropClaims.id), asc(dropClaims.phase))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit);
    const list = rows.map((c) => ({
      id: c.id,
      wallet: c.wallet,
      phase: c.phase,
      phaseName: drop.phases[c.phase]?.name ?? null,
      quantity: c.quantity,
      amount: c.amount,
      status: c.status,
      firstTokenId: c.firstTokenId,
      txHash: c.txHash,
      createdAt: c.createdAt.toISOString(),
      confirmedAt: c.confirmedAt?.toISOString() ?? null,
    }));
    return listPage(list, Number(n), q.limit);
  },
};
