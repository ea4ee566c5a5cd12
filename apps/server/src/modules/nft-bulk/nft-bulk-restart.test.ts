import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, countDistinct, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DatabaseConfig } from '../../config.ts';
import { jobs } from '../../platform/jobs/jobs.tables.ts';
import { startTestChain, type TestChain } from '../../test/chain.ts';
import { runUntilKilled } from '../../test/dead-server.ts';
import {
  call,
  createShop,
  createTestApp,
  signIn,
  signUp,
  type TestApp,
} from '../../test/helper.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { createCategory, deployedCollection, storedNftIds } from '../nfts/testing.ts';
import { CREATE_BATCH, CREATE_BULK_JOB } from './nft-bulk-create.job.ts';
import {
  batchMintJobsOf,
  infoXlsx,
  scheduleOf,
  uploadNamed,
  verified,
} from './nft-bulk-test-kit.ts';
import { nftBulkRows } from './nft-bulk.tables.ts';

const ROWS = CREATE_BATCH + 200;
const dataDir = mkdtempSync(join(tmpdir(), 'mf-bulk-restart-'));
let chain: TestChain;
let shared: Awaited<ReturnType<typeof createTestDatabase>>;
let database: DatabaseConfig;

// Both servers use one database: PGlite in a folder (as `npm start` keeps it), or TEST_DATABASE_URL's.
beforeAll(async () => {
  chain = await startTestChain();
  shared = await createTestDatabase();
  database =
    shared.config.driver === 'pglite'
      ? { driver: 'pglite', dataDir: join(dataDir, 'db') }
      : shared.config;
});
afterAll(async () => {
  await shared?.drop();
  await chain?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const server = (worker: boolean): Promise<TestApp> =>
  createTestApp(
    { database, dataDir },
    { chain: chain.clients, jobs: worker ? { pollMs: 50, leaseMs: 2_000 } : { worker: false } },
  );

/** The server that dies: it claims the creation job and runs it until its first batch is committed. */
const dieAfterFirstBatch = (app: TestApp) =>
  runUntilKilled(app, CREATE_BULK_JOB, () => 'afterWrite');

it('a server stopped mid-creation: the next server on the same database finishes the job, and no row is created twice', async () => {
  const first = await server(false);
  const o = await signUp(first);
  const shop = await createShop(first, o);
  const owner = { as: o, shopId: shop.id };
  const collection = await deployedCollection(first, owner, 2, 'RSTB');
  const art = await createCategory(first, owner, 'Art');
  const folder = [await uploadNamed(first, owner, 'dragon.png')];
  const rows = Array.from({ length: ROWS }, (_, i) => ({
    title: `Dragon ${i + 1}`,
    file: 'dragon.png',
    collection: collection.id,
    categories: art,
    copies: 1,
    rank: 1,
  }));
  const s = await verified(first, owner, { type: 2, files: folder, info: infoXlsx(rows) });
  expect(s).toMatchObject({ state: 'verified', valid: ROWS });
  expect(
    (
      await call(first, 'POST', '/api/tokens/multipleCreate/confirm', {
        ...owner,
        body: { id: s.id },
      })
    ).body.statusCode,
  ).toBe(0);

  await dieAfterFirstBatch(first);
  expect(await scheduleOf(first, owner, s.id)).toMatchObject({
    state: 'creating',
    created: CREATE_BATCH,
  });
  await first.closeAll();

  const second = await server(true);
  try {
    const again = { as: await signIn(second, o), shopId: shop.id };
    let schedule = await scheduleOf(second, again, s.id);
    for (let tries = 0; schedule.state === 'creating' && tries < 600; tries++) {
      await new Promise((r) => setTimeout(r, 100));
      schedule = await scheduleOf(second, again, s.id);
    }
    expect(schedule).toMatchObject({
      state: 'success',
      created: ROWS,
      failed: 0,
      progress: { done: ROWS, total: ROWS },
    });
    const created = await storedNftIds(second.db, { shopId: shop.id });
    expect(created.length).toBe(ROWS);
    const [linked] = await second.db
      .select({ n: countDistinct(nftBulkRows.nftId) })
      .from(nftBulkRows)
      .where(eq(nftBulkRows.bulkId, s.id));
    expect(linked!.n).toBe(ROWS);
    // Each NFT is in exactly one mint-batch job (none has a job of its own).
    const inBatches = (await batchMintJobsOf(second, created)).flatMap((j) =>
      j.payload.nfts.map((n) => n.id),
    );
    expect(inBatches.sort((a, b) => a - b)).toEqual(created);
    const [single] = await second.db
      .select({ n: count() })
      .from(jobs)
      .where(like(jobs.idempotencyKey, 'nft.mint:%'));
    expect(single!.n).toBe(0);
  } finally {
    await second.closeAll();
  }
}, 180_000);
