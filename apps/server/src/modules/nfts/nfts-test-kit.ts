import sharp from 'sharp';
import {
  OWNER_ALLOWS,
  type Collection,
  type MediaKind,
  type NftType,
  type Shop,
} from '@mintfront/domain';
import { and, asc, eq, gt, sql, type SQL } from 'drizzle-orm';
import { expect } from 'vitest';
import { jobs } from '../../platform/jobs/jobs.tables.ts';
import type { JobWorker } from '../../platform/jobs/jobs-worker.ts';
import { createJobWorker } from '../../platform/jobs/jobs-worker.ts';
import {
  addCollaborator,
  call,
  createShop,
  signUp,
  type SignedUp,
  type Session,
  type TestApp,
} from '../../test/helper.ts';
import { collections } from '../collections/collections.tables.ts';
import { shopMembers } from '../../platform/tenancy/shops.tables.ts';
import { nfts } from './nfts.tables.ts';
import { postForm } from '../uploads/uploads-test-kit.ts';

const silent = { info: () => {}, warn: () => {}, error: () => {} };
export type Who = { as: Session; shopId: number };

/** A worker the test drives by hand (the app runs none). */
export const testWorker = (app: TestApp, id = 'test-worker'): JobWorker =>
  createJobWorker({
    db: app.db,
    log: silent,
    handlers: app.jobs.handlers,
    workerId: id,
    leaseMs: 5_000,
  });

/**
 * Runs every job until none is queued. A job that failed for a passing reason (a slow chain on a
 * busy machine) waits for its retry: the test brings the retry forward instead of waiting, and a
 * job failing for good ends after its attempts like in the server. Then the chain indexer records
 * what the jobs put on chain, so the NFT answers (read from the recorded events) see it.
 */
export async function drainJobs(app: TestApp) {
  const worker = testWorker(app);
  for (;;) {
    while (await worker.runOnce());
    const retries = await app.db
      .update(jobs)
      .set({ runAfter: sql`now()` })
      .where(and(eq(jobs.status, 'queued'), gt(jobs.runAfter, sql`now()`)))
      .returning({ id: jobs.id });
    if (retries.length === 0) break;
  }
  await app.chainIndexer.runOnce();
}

/** A PNG uploaded as NFT content (or as another kind: a mystery box's image is `boxImage`). */
export async function uploadContent(
  app: TestApp,
  who: Who,
  color = '#3ac',
  kind: MediaKind = 'nftContent',
): Promise<string> {
  const bytes = await sharp({ create: { width: 8, height: 8, channels: 3, background: color } })
    .png()
    .toBuffer();
  const res = await postForm(app, '/api/upload/file', who, [
    { name: 'kind', value: kind },
    { name: 'file', fileName: 'n.png', bytes },
  ]);
  expect(res.statusCode).toBe(0);
  return res.data.path as string;
}

/** Any file uploaded as a kind (NFT content of audio, video or GLB bytes; an `nftPreview` image). */
export async function uploadAs(
  app: TestApp,
  who: Who,
  kind: MediaKind,
  bytes: Buffer,
  fileName: string,
): Promise<string> {
  const res = await postForm(app, '/api/upload/file', who, [
    { name: 'kind', value: kind },
    { name: 'file', fileName, bytes },
  ]);
  expect(res.statusCode).toBe(0);
  return res.data.path as string;
}

export async function createCategory(app: TestApp, who: Who, name: string): Promise<number> {
  const res = await call(app, 'POST', '/api/classifications', { ...who, body: { name } });
  expect(res.body.statusCode).toBe(0);
  return res.body.data.classificationId as number;
}

/** A collection deployed on the test chain. */
export async function deployedCollection(
  app: TestApp,
  who: Who,
  type: 1 | 2,
  symbol: string,
): Promise<Collection> {
  const res = await call<Collection>(app, 'POST', '/api/contracts', {
    ...who,
    body: { name: `C ${symbol}`, title: `C${symbol}`, symbol, type, royalties: 5 },
  });
  expect(res.body.statusCode).toBe(0);
  await drainJobs(app);
  const done = (await call<Collection>(app, 'GET', `/api/contracts/${res.body.data.id}`, who)).body
    .data;
  expect(done.status).toBe(1);
  return done;
}

export const createNft = (app: TestApp, who: Who, body: Record<string, unknown>) =>
  call(app, 'POST', '/api/tokens', { ...who, body });
export const getNft = (app: TestApp, who: Who, id: number) =>
  call(app, 'GET', `/api/tokens/${id}`, who);
export type StoreSetup = { shop: Shop; owner: Who };

/** A store with its owner and two collaborators allowed everything: `artist` freely, `reviewed` whose NFTs the owner approves (spec doc 1 §6). */
export async function storeWithTeam(
  app: TestApp,
): Promise<StoreSetup & { artist: Who; reviewed: Who }> {
  const o = await signUp(app);
  const shop = await createShop(app, o);
  const [a, r] = [await signUp(app), await signUp(app)];
  await addCollaborator(app, shop.id, a.uid, OWNER_ALLOWS);
  await addCollaborator(app, shop.id, r.uid, OWNER_ALLOWS);
  await app.db
    .update(shopMembers)
    .set({ requireApproval: true })
    .where(eq(shopMembers.userId, r.uid));
  return {
    shop,
    owner: { as: o, shopId: shop.id },
    artist: { as: a, shopId: shop.id },
    reviewed: { as: r, shopId: shop.id },
  };
}

/** Two stores, the first with an ERC-721 collection recorded as deployed (no chain): for tests that write NFT rows directly. */
export async function twoStoresWithCollection(
  app: TestApp,
): Promise<{ owner: SignedUp; shopId: number; otherShopId: number; contract: number }> {
  const owner = await signUp(app);
  const shopId = (await createShop(app, owner)).id;
  const otherShopId = (await createShop(app, await signUp(app))).id;
  const [made] = await app.db
    .insert(collections)
    .values({
      shopId,
      name: 'C',
      title: 'C',
      symbol: 'C',
      type: 1,
      source: 0,
      status: 1,
      chain: 'local',
    })
    .returning();
  return { owner, shopId, otherShopId, contract: made!.id };
}

/** An INSERT of one Off Sale NFT row (locked with `unlockable` when given), answering its id. */
export const insertNftRow = (row: {
  shopId: number;
  creatorId: number;
  contract: number;
  title?: string;
  unlockable?: string;
}): SQL => sql`
  insert into nfts (shop_id, creator_id, contract_id, type, status, title, icon, rank, copies, category_ids, attrs, is_locked, unlockable_content)
  values (${row.shopId}, ${row.creatorId}, ${row.contract}, 1, 1, ${row.title ?? 'N'}, 'x', 1, 1, array[1], '{}'::jsonb, ${row.unlockable !== undefined}, ${row.unlockable ?? null})
  returning id`;

/** The ids of the NFTs stored, in order: of one shop, of one type, or all (other areas' tests count with it). */
export async function storedNftIds(
  db: TestApp['db'],
  where: { shopId?: number; type?: NftType } = {},
): Promise<number[]> {
  const rows = await db
    .select({ id: nfts.id })
    .from(nfts)
    .where(
      and(
        where.shopId === undefined ? undefined : eq(nfts.shopId, where.shopId),
        where.type === undefined ? undefined : eq(nfts.type, where.type),
      ),
    )
    .orderBy(asc(nfts.id));
  return rows.map((r) => r.id);
}
