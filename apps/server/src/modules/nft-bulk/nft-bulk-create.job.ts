import { and, eq, inArray, sql } from 'drizzle-orm';
import { COLLECTION_SOURCES, COLLECTION_STATUSES, NFT_STATUS, type NftBulkProblem, type NftBulkState } from '@mintfront/domain';
import type { ChainClients } from '../../platform/chain/clients.ts';
import type { Db } from '../../platform/db/db-client.ts';
import { insertManySql, rowsOf } from '../../platform/db/insert-many.ts';
import type { Jobs } from '../../platform/jobs/jobs-plugin.ts';
import { JobInterrupted, type JobHandler } from '../../platform/jobs/jobs-worker.ts';
import { classifications } from '../classifications/classifications.tables.ts';
import { collections, type CollectionRow } from '../collections/collections.tables.ts';
import { shops, type ShopRow } from '../shops/shops.tables.ts';
import { mintJobOf, needsApproval, nftTypeOf } from '../tokens/tokens.service.ts';
import { nfts, type NewNftRow } from '../tokens/tokens.tables.ts';
import { files } from '../uploads/uploads.tables.ts';
import { nftBulkRepo } from './nft-bulk.repo.ts';
import type { NftBulkJobRow, NftBulkRowRow } from './nft-bulk.tables.ts';

export const CREATE_BULK_JOB = 'nft-bulk.create';
export type CreateBulkPayload = { bulkId: number };
/** Rows created per transaction: NFTs, their mint jobs and the rows' state are written together. */
export const CREATE_BATCH = 1000;

export type CreateDeps = { db: Db; jobs: Jobs; chain: () => ChainClients | null; publicUrl: string };
type Mintable = CollectionRow & { address: string };

const mintable = (c: CollectionRow | undefined): c is Mintable =>
  Boolean(c && c.source === COLLECTION_SOURCES.created && c.address && (c.status === COLLECTION_STATUSES.unverified || c.status === COLLECTION_STATUSES.verified));

/** What the store holds now for a batch: a collection, category or file may have gone since verifying. */
async function storeNow(db: Db, shopId: number, rows: NftBulkRowRow[]) {
  const bodies = rows.map((r) => r.body!);
  const collectionIds = [...new Set(bodies.map((b) => b.contractId))];
  const categoryIds = [...new Set(bodies.flatMap((b) => b.categoryIds))];
  const paths = [...new Set(bodies.flatMap((b) => (b.preview ? [b.icon, b.preview] : [b.icon])))];
  const [colls, cats, owned] = await Promise.all([
    db.select().from(collections).where(and(eq(collections.shopId, shopId), inArray(collections.id, collectionIds))),
    categoryIds.length ? db.select({ id: classifications.id }).from(classifications).where(and(eq(classifications.shopId, shopId), inArray(classifications.id, categoryIds))) : [],
    db.select({ key: files.key }).from(files).where(and(eq(files.shopId, shopId), eq(files.kind, 'nftContent'), inArray(files.key, paths))),
  ]);
  return { collections: new Map(colls.map((c) => [c.id, c])), categories: new Set(cats.map((c) => c.id)), files: new Set(owned.map((f) => f.key)) };
}

/** Why a verified row cannot be created any more, in the words of verification. */
function staleProblem(row: NftBulkRowRow, now: Awaited<ReturnType<typeof storeNow>>): NftBulkProblem | null {
  const b = row.body!;
  if (!mintable(now.collections.get(b.contractId))) {
    return now.collections.has(b.contractId) ? { key: 'collectionNotMintable', field: 'collection', params: { value: b.contractId } } : { key: 'notExist', field: 'collection', params: { value: b.contractId } };
  }
  const missing = b.categoryIds.find((id) => !now.categories.has(id));
  if (missing !== undefined) return { key: 'notExist', field: 'categories', params: { value: missing } };
  if (!now.files.has(b.icon)) return { key: 'fileNotInFolder', field: 'file', params: { value: row.cells.file ?? '' } };
  if (b.preview && !now.files.has(b.preview)) return { key: 'fileNotInFolder', field: 'preview', params: { value: row.cells.preview ?? '' } };
  return null;
}

/** Ids of new NFTs taken from their sequence first, so each NFT's mint job can name it in the same transaction. */
async function nextNftIds(db: Db, n: number): Promise<number[]> {
  if (n === 0) return [];
  const result = await db.execute(sql`select nextval(pg_get_serial_sequence('nfts', 'id'))::integer as id from generate_series(1, ${n}::integer)`);
  return rowsOf<{ id: number }>(result).map((r) => Number(r.id));
}

/**
 * Creates the next batch of valid rows in one transaction: the NFTs, their mint jobs (one each,
 * queued in one statement) and each row's state with its NFT. Answers how many rows it took.
 */
export async function createBatch(deps: CreateDeps, bulk: NftBulkJobRow, shop: ShopRow, inReview: boolean): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const rows = await nftBulkRepo.takeValid(tx, bulk.id, CREATE_BATCH);
    if (!rows.length) return 0;
    const now = await storeNow(tx, shop.id, rows);
    const good: { row: NftBulkRowRow; collection: Mintable }[] = [];
    let failed = 0;
    for (const row of rows) {
      const problem = staleProblem(row, now);
      if (problem) {
        failed++;
        await nftBulkRepo.markFailed(tx, bulk.id, row.line, [problem]);
      } else good.push({ row, collection: now.collections.get(row.body!.contractId) as Mintable });
    }
    const ids = await nextNftIds(tx, good.length);
    const values: NewNftRow[] = good.map(({ row, collection }, i) => {
      const b = row.body!;
      return {
        id: ids[i]!,
        shopId: shop.id,
        creatorId: bulk.creatorId,
        contractId: collection.id,
        type: nftTypeOf(collection),
        status: inReview ? NFT_STATUS.inReview : NFT_STATUS.minting,
        title: b.title,
        icon: b.icon,
        preview: b.preview,
        rank: b.rank as NewNftRow['rank'],
        categoryIds: b.categoryIds,
        copies: b.copies,
        royalties: b.royalties.toFixed(2),
        description: b.description,
        pageTitle: b.pageTitle,
        pageDescription: b.pageDescription,
        pageUrl: b.pageUrl,
        isLocked: b.unlockableContent !== null,
        unlockableContent: b.unlockableContent,
        attrs: b.attrs as NewNftRow['attrs'],
      };
    });
    if (!inReview && values.length) {
      const chain = { chain: deps.chain(), publicUrl: deps.publicUrl };
      const mints = values.map((v, i) => mintJobOf(chain, shop, { id: v.id!, type: v.type, copies: v.copies }, good[i]!.collection.address));
      const queued = new Map((await deps.jobs.enqueueMany(tx, mints)).map((q) => [q.idempotencyKey, q.id]));
      values.forEach((v, i) => (v.mintJobId = queued.get(mints[i]!.idempotencyKey) ?? null));
    }
    if (values.length) await tx.execute(insertManySql(nfts, values));
    await nftBulkRepo.markCreated(tx, bulk.id, good.map(({ row }, i) => ({ line: row.line, nftId: ids[i]! })));
    await nftBulkRepo.addCounts(tx, bulk.id, { created: good.length, failed });
    return rows.length;
  });
}

/** The end state of spec doc 1 §4: every row created, some (partial success, with a report), or none. */
export function finalState(counts: { created: number; failed: number }, skipped: number): NftBulkState {
  if (counts.created === 0) return 'failed';
  return counts.failed > 0 || skipped > 0 ? 'partialSuccess' : 'success';
}

async function finish(db: Db, bulk: NftBulkJobRow, problem: NftBulkProblem | null = null) {
  const counts = await nftBulkRepo.countByState(db, bulk.id);
  const state = finalState(counts, bulk.invalid);
  await nftBulkRepo.advance(db, bulk.id, ['creating'], { state, created: counts.created, failed: counts.failed, problem, finishedAt: new Date() });
  return { state, ...counts };
}

async function contextOf(db: Db, bulk: NftBulkJobRow) {
  const [shop] = await db.select().from(shops).where(eq(shops.id, bulk.shopId));
  const inReview = await needsApproval(db, { shop: shop!, userId: bulk.creatorId, isOwner: shop!.ownerId === bulk.creatorId });
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
      for (let batches = ((ctx.job.checkpoint?.batches as number | undefined) ?? 0) + 1; ; batches++) {
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
