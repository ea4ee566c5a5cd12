import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  COLLECTION_SOURCES,
  COLLECTION_STATUSES,
  NFT_STATUS,
  type NftBulkProblem,
  type NftBulkState,
} from '@mintfront/domain';
import type { ChainClients } from '../../platform/chain/clients.ts';
import type { Db } from '../../platform/db/db-client.ts';
import { rowsOf } from '../../platform/db/insert-many.ts';
import type { Jobs } from '../../platform/jobs/jobs-plugin.ts';
import { JobInterrupted, type JobHandler } from '../../platform/jobs/jobs-worker.ts';
import { collections, type CollectionRow } from '../collections/collections.tables.ts';
import { shops, type ShopRow } from '../../platform/tenancy/shops.tables.ts';
import {
  mintBatchJobs,
  type MintBatchPayload,
  mintJobOf,
  needsApproval,
  nftTypeOf,
} from '../nfts/index.ts';
import { yieldEvery } from './nft-bulk-yield.ts';
import { nftBulkRepo, type ValidRowRef } from './nft-bulk.repo.ts';
import type { NftBulkJobRow } from './nft-bulk.tables.ts';

export const CREATE_BULK_JOB = 'nft-bulk.create';
export type CreateBulkPayload = { bulkId: number };
/** Rows created per transaction: NFTs, their mint jobs and the rows' state are written together. */
export const CREATE_BATCH = 1000;

export type CreateDeps = {
  db: Db;
  jobs: Jobs;
  chain: () => ChainClients | null;
  publicUrl: string;
};

const mintable = (c: CollectionRow | undefined): c is CollectionRow & { address: string } =>
  Boolean(
    c &&
    c.source === COLLECTION_SOURCES.created &&
    c.address &&
    (c.status === COLLECTION_STATUSES.unverified || c.status === COLLECTION_STATUSES.verified),
  );

/** Why a verified row cannot be created any more, in the words of verification: its collection, a category or a file went since. */
function staleProblem(
  row: ValidRowRef,
  collection: CollectionRow | undefined,
): NftBulkProblem | null {
  const value = row.contractId;
  if (!mintable(collection))
    return collection
      ? { key: 'collectionNotMintable', field: 'collection', params: { value } }
      : { key: 'notExist', field: 'collection', params: { value } };
  if (row.goneCategory !== null)
    return { key: 'notExist', field: 'categories', params: { value: row.goneCategory } };
  if (row.goneFile !== null)
    return { key: 'fileNotInFolder', field: 'file', params: { value: row.goneFile } };
  if (row.gonePreview !== null)
    return { key: 'fileNotInFolder', field: 'preview', params: { value: row.gonePreview } };
  return null;
}

/** Ids of new NFTs taken from their sequence first, so each NFT's mint job can name it in the same transaction. */
async function nextNftIds(db: Db, n: number): Promise<number[]> {
  if (n === 0) return [];
  const result = await db.execute(
    sql`select nextval(pg_get_serial_sequence('nfts', 'id'))::integer as id from generate_series(1, ${n}::integer)`,
  );
  return rowsOf<{ id: number }>(result).map((r) => Number(r.id));
}

/**
 * Creates the next batch of valid rows in one transaction: the NFTs, their mint jobs (one per
 * transaction's worth of NFTs, queued in one statement) and each row's state with its NFT. The
 * NFTs' values go from the rows' bodies to the NFTs inside the database (nftBulkRepo.createNfts):
 * JavaScript holds a few numbers per row, so memory does not grow with the file.
 * Answers how many rows it took.
 */
export async function createBatch(
  deps: CreateDeps,
  bulk: NftBulkJobRow,
  shop: ShopRow,
  inReview: boolean,
): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const rows = await nftBulkRepo.takeValid(tx, bulk.id, shop.id, CREATE_BATCH);
    if (!rows.length) return 0;
    const contractIds = [...new Set(rows.map((r) => r.contractId))];
    const colls = new Map(
      (
        await tx
          .select()
          .from(collections)
          .where(and(eq(collections.shopId, shop.id), inArray(collections.id, contractIds)))
      ).map((c) => [c.id, c]),
    );
    const good: ValidRowRef[] = [];
    let failed = 0;
    for (const [i, row] of rows.entries()) {
      const problem = staleProblem(row, colls.get(row.contractId));
      if (problem) {
        failed++;
        await nftBulkRepo.markFailed(tx, bulk.id, row.line, [problem]);
      } else good.push(row);
      await yieldEvery(i + 1);
    }
    const ids = await nextNftIds(tx, good.length);
    const made = good.map((row, i) => ({
      line: row.line,
      id: ids[i]!,
      type: nftTypeOf(colls.get(row.contractId)!),
      mint_job_id: null as number | null,
    }));
    if (!inReview && made.length) {
      const chain = { chain: deps.chain(), publicUrl: deps.publicUrl };
      // Minted a batch at a time: one `nft.mint-batch` job per transaction's worth of NFTs of one contract.
      const batches = mintBatchJobs(
        made.map(
          (m, i) =>
            mintJobOf(
              chain,
              shop,
              { id: m.id, type: m.type, copies: good[i]!.copies, royalties: good[i]!.royalties },
              colls.get(good[i]!.contractId)!.address!,
            ).payload,
        ),
      );
      const queued = new Map(
        (await deps.jobs.enqueueMany(tx, batches)).map((q) => [q.idempotencyKey, q.id]),
      );
      const jobOf = new Map(
        batches.flatMap((b) =>
          (b.payload as MintBatchPayload).nfts.map(
            (n) => [n.id, queued.get(b.idempotencyKey!)] as const,
          ),
        ),
      );
      made.forEach((m) => (m.mint_job_id = jobOf.get(m.id) ?? null));
    }
    if (made.length) {
      const json = JSON.stringify(made);
      await nftBulkRepo.createNfts(
        tx,
        bulk.id,
        {
          shopId: shop.id,
          creatorId: bulk.creatorId,
          status: inReview ? NFT_STATUS.inReview : NFT_STATUS.minting,
        },
        json,
      );
      await nftBulkRepo.markCreated(tx, bulk.id, json);
    }
    await nftBulkRepo.addCounts(tx, bulk.id, { created: good.length, failed });
    return rows.length;
  });
}

/** The end state of spec doc 1 §4: every row created, some (partial success, with a report), or none. */
export function finalState(
  counts: { created: number; failed: number },
  skipped: number,
): NftBulkState {
  if (counts.created === 0) return 'failed';
  return counts.failed > 0 || skipped > 0 ? 'partialSuccess' : 'success';
}

async function finish(db: Db, bulk: NftBulkJobRow, problem: NftBulkProblem | null = null) {
  const counts = await nftBulkRepo.countByState(db, bulk.id);
  const state = finalState(counts, bulk.invalid);
  await nftBulkRepo.advance(db, bulk.id, ['creating'], {
    state,
    created: counts.created,
    failed: counts.failed,
    problem,
    finishedAt: new Date(),
  });
  return { state, ...counts };
}

async function contextOf(db: Db, bulk: NftBulkJobRow) {
  const [shop] = await db.select().from(shops).where(eq(shops.id, bulk.shopId));
  const inReview = await needsApproval(db, {
    shop: shop!,
    userId: bulk.creatorId,
    isOwner: shop!.ownerId === bulk.creatorId,
  });
  return { shop: shop!, inReview };
}

/**
 * The `nft-bulk.create` job: creates the valid rows a batch at a time; a server stopped or killed
 * in between leaves whole batches only, and the next run takes the rows still valid.
 */
export function createBulkHandler(deps: Omit<CreateDeps, 'db'>): JobHandler {
  return {
    async run(ctx) {
      const { bulkId } = ctx.job.payload as CreateBulkPayload;
      const bulk = await nftBulkRepo.findById(ctx.db, bulkId);
      if (!bulk || bulk.state !== 'creating') return { skipped: true };
      const { shop, inReview } = await contextOf(ctx.db, bulk);
      for (
        let batches = ((ctx.job.checkpoint?.batches as number | undefined) ?? 0) + 1;
        ;
        batches++
      ) {
        if (ctx.signal.aborted) throw new JobInterrupted();
        if ((await createBatch({ ...deps, db: ctx.db }, bulk, shop, inReview)) === 0) break;
        // Also proves the lease is still ours: a server that lost the job stops here.
        await ctx.checkpoint({ batches });
      }
      return finish(ctx.db, bulk);
    },
    async onFailed(db, job, failure) {
      const { bulkId } = job.payload as CreateBulkPayload;
      const bulk = await nftBulkRepo.findById(db, bulkId);
      if (!bulk || bulk.state !== 'creating') return;
      const problem: NftBulkProblem = { key: 'createFailed', params: { reason: failure.message } };
      await nftBulkRepo.failRemaining(db, bulkId, [problem]);
      await finish(db, bulk, problem);
    },
  };
}
