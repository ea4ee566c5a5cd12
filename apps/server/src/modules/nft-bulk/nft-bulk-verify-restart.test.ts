import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { JobInterrupted } from '../../platform/jobs/jobs-worker.ts';
import { claimedByDeadServer } from '../../test/dead-server.ts';
import type { TestApp } from '../../test/helper.ts';
import type { Who } from '../nfts/testing.ts';
import { bulkStore, infoXlsx, runBulkJobs, scheduleOf, startBulk } from './nft-bulk-test-kit.ts';
import { VERIFY_BATCH, VERIFY_BULK_JOB } from './nft-bulk-verify.job.ts';
import { nftBulkRepo } from './nft-bulk.repo.ts';

// A verification resumed after a server restart starts over (nft-bulk-verify.job.ts): its progress
// (spec doc 1 §4 "verifying") counts the file's rows once, never more rows than the file has.

const ROWS = VERIFY_BATCH + 500;
let store: Awaited<ReturnType<typeof bulkStore>>;
let app: TestApp;
let owner: Who;

beforeAll(async () => {
  store = await bulkStore('VRST');
  ({ app, owner } = store);
});
afterAll(async () => store?.close());
afterEach(() => vi.restoreAllMocks());

/** A server claims the verification and dies as it is about to write its second batch of rows, the first one written and counted. */
async function dieAfterFirstBatch() {
  await new Promise((r) => setTimeout(r, 10)); // the previous dead server's lease runs out
  const ctx = await claimedByDeadServer(app, VERIFY_BULK_JOB);
  const insertRows = nftBulkRepo.insertRows;
  let batches = 0;
  vi.spyOn(nftBulkRepo, 'insertRows').mockImplementation(async (...args) => {
    if (++batches === 2) throw new JobInterrupted('killed');
    return insertRows(...args);
  });
  await expect(app.jobs.handlers.get(VERIFY_BULK_JOB)!.run(ctx)).rejects.toBeInstanceOf(
    JobInterrupted,
  );
  vi.restoreAllMocks();
}

it('a verification resumed after a restart counts its rows from 0, never past the rows of the file', async () => {
  const rows = Array.from({ length: ROWS }, (_, i) => ({
    title: `Dragon ${i + 1}`,
    file: 'dragon.png',
    collection: store.erc1155.id,
    categories: store.art,
    copies: 1,
    rank: 1,
  }));
  const started = await startBulk(app, owner, {
    type: 2,
    files: store.folder,
    info: infoXlsx(rows),
  });
  expect(started.statusCode).toBe(0);
  const id = started.data.id as number;

  await dieAfterFirstBatch();
  expect(await scheduleOf(app, owner, id)).toMatchObject({
    state: 'verifying',
    progress: { done: VERIFY_BATCH },
  });
  // The next server starts over: the first server's rows and their count are gone, its own first batch is counted once.
  await dieAfterFirstBatch();
  expect(await scheduleOf(app, owner, id)).toMatchObject({
    state: 'verifying',
    progress: { done: VERIFY_BATCH },
  });

  await runBulkJobs(app);
  expect(await scheduleOf(app, owner, id)).toMatchObject({
    state: 'verified',
    rows: ROWS,
    valid: ROWS,
    progress: { done: ROWS, total: ROWS },
  });
}, 120_000);
