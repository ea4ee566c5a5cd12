import { sendStoreContractDeployment } from '@mintfront/contracts';
import { ERRORS, type Collection, type Shop } from '@mintfront/domain';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { jobsRepo } from '../../platform/jobs/jobs.repo.ts';
import { jobs, type JobRow } from '../../platform/jobs/jobs.tables.ts';
import { createJobWorker } from '../../platform/jobs/jobs-worker.ts';
import { laggingReader, startTestChain, type TestChain } from '../../test/chain.ts';
import { NONCE_TAKEN_MS, NONCE_TAKEN_POLLS } from '../../platform/chain/transactions.ts';
import { claimedByDeadServer } from '../../test/dead-server.ts';
import {
  call,
  createShop,
  createTestApp,
  signUp,
  type SignedUp,
  type TestApp,
} from '../../test/helper.ts';
import {
  DEPLOY_COLLECTION_JOB,
  deployOnce,
  planDeployment,
  sendPlannedDeployment,
  type DeployCollectionPayload,
  type DeployCheckpoint,
} from './collections-deploy.job.ts';

const silent = { info: () => {}, warn: () => {}, error: () => {} };

let chain: TestChain;
let app: TestApp;
let owner: SignedUp;
let shop: Shop;

// This server runs no worker of its own: each test plays the dead server and the one after it.
beforeAll(async () => {
  chain = await startTestChain();
  app = await createTestApp({}, { chain: chain.clients, jobs: { worker: false } });
  owner = await signUp(app);
  shop = await createShop(app, owner);
});
afterAll(async () => {
  await app?.closeAll();
  await chain?.stop();
});
afterEach(async () => {
  await chain.testClient.setAutomine(true);
});

async function queuedDeployment(symbol: string): Promise<{ collection: Collection; job: JobRow }> {
  const res = await call<Collection>(app, 'POST', '/api/contracts', {
    as: owner,
    shopId: shop.id,
    body: { name: `C ${symbol}`, title: `C${symbol}`, symbol, type: 1, royalties: 5 },
  });
  expect(res.body.statusCode).toBe(0);
  const [job] = await app.db
    .select()
    .from(jobs)
    .where(eq(jobs.idempotencyKey, `${DEPLOY_COLLECTION_JOB}:${res.body.data.id}`));
  return { collection: res.body.data, job: job! };
}

const deadServerClaims = () => claimedByDeadServer(app, DEPLOY_COLLECTION_JOB);

const nextServer = () =>
  createJobWorker({
    db: app.db,
    log: silent,
    handlers: app.jobs.handlers,
    workerId: 'next-server',
    leaseMs: 5_000,
  });
const operatorNonce = () =>
  chain.publicClient.getTransactionCount({ address: chain.operator, blockTag: 'pending' });

describe('a server killed mid-deployment', () => {
  it('after the hash was recorded: the next server waits for that receipt and deploys nothing more', async () => {
    const { collection } = await queuedDeployment('HASH');
    const ctx = await deadServerClaims();
    const nonceBefore = await operatorNonce();
    await chain.testClient.setAutomine(false);
    const writer = chain.clients.walletClient('local');
    const plan = await planDeployment(ctx, chain.publicClient, writer.account.address);
    await sendPlannedDeployment(
      ctx,
      writer,
      (ctx.job.payload as DeployCollectionPayload).params,
      plan.nonce,
    );
    // …and the server dies before the receipt. The transaction is still pending.

    const resumed = nextServer().runOnce();
    await new Promise((r) => setTimeout(r, 300));
    await chain.testClient.mine({ blocks: 1 });
    expect(await resumed).toBe(true);

    const job = (await jobsRepo.findById(app.db, ctx.job.id))!;
    expect(job).toMatchObject({ status: 'succeeded', lockedBy: null, attempts: 2 });
    expect((job.checkpoint as DeployCheckpoint).txHash).toBe(job.result?.txHash);
    const done = (
      await call<Collection>(app, 'GET', `/api/contracts/${collection.id}`, {
        as: owner,
        shopId: shop.id,
      })
    ).body.data;
    expect(done).toMatchObject({ status: 1, address: plan.expectedAddress });
    expect(await chain.publicClient.getCode({ address: plan.expectedAddress })).toMatch(
      /^0x[0-9a-f]{10,}/,
    );
    expect(await operatorNonce()).toBe(nonceBefore + 1);
  });

  it('after sending but before recording the hash: the next server finds the contract at the pinned address', async () => {
    const { collection } = await queuedDeployment('NOHASH');
    const ctx = await deadServerClaims();
    const nonceBefore = await operatorNonce();
    const writer = chain.clients.walletClient('local');
    const plan = await planDeployment(ctx, chain.publicClient, writer.account.address);
    await sendStoreContractDeployment(writer, (ctx.job.payload as DeployCollectionPayload).params, {
      nonce: plan.nonce,
    });
    // …dies here: the hash never reached the job.
    expect((ctx.job.checkpoint as DeployCheckpoint).txHash).toBeNull();
    await new Promise((r) => setTimeout(r, 50));

    expect(await nextServer().runOnce()).toBe(true);
    const job = (await jobsRepo.findById(app.db, ctx.job.id))!;
    expect(job.status).toBe('succeeded');
    const done = (
      await call<Collection>(app, 'GET', `/api/contracts/${collection.id}`, {
        as: owner,
        shopId: shop.id,
      })
    ).body.data;
    expect(done).toMatchObject({ status: 1, address: plan.expectedAddress });
    expect(await operatorNonce()).toBe(nonceBefore + 1);
  });

  /** A dead server's deployment, planned and sent (its hash recorded or not), for deployOnce on a lagging node. */
  async function sentByDeadServer(symbol: string, recordHash: boolean) {
    await queuedDeployment(symbol);
    const ctx = await deadServerClaims();
    const nonceBefore = await operatorNonce();
    const writer = chain.clients.walletClient('local');
    const params = (ctx.job.payload as DeployCollectionPayload).params;
    const plan = await planDeployment(ctx, chain.publicClient, writer.account.address);
    const hash = recordHash
      ? await sendPlannedDeployment(ctx, writer, params, plan.nonce)
      : (await sendStoreContractDeployment(writer, params, { nonce: plan.nonce }), null);
    await new Promise((r) => setTimeout(r, 50));
    const finish = async () =>
      expect(await jobsRepo.succeed(app.db, ctx.job.id, 'dead-server', {})).toBe(true);
    return { ctx, nonceBefore, writer, params, plan, hash, finish };
  }

  it('on a node that shows the contract a moment after the nonce: the next server waits for it and deploys once', async () => {
    const { ctx, nonceBefore, writer, params, plan, finish } = await sentByDeadServer('LAG', false);
    const reader = laggingReader(chain, NONCE_TAKEN_POLLS + 8);
    expect(await deployOnce(ctx, reader, writer, params)).toEqual({
      address: plan.expectedAddress,
      txHash: null,
    });
    expect((ctx.job.checkpoint as DeployCheckpoint).nonce).toBe(plan.nonce);
    expect(await operatorNonce()).toBe(nonceBefore + 1);
    await finish();
  });

  it('with its hash recorded, on a node that shows the contract long after the nonce: the next server waits for it', async () => {
    const { ctx, nonceBefore, writer, params, plan, hash, finish } = await sentByDeadServer(
      'LAGHASH',
      true,
    );
    // The receipt and the code come later than NONCE_TAKEN_MS; the node shows the transaction mined.
    const lag = Math.ceil((NONCE_TAKEN_MS * 1.5) / chain.publicClient.pollingInterval);
    expect(await deployOnce(ctx, laggingReader(chain, lag), writer, params)).toEqual({
      address: plan.expectedAddress,
      txHash: hash,
    });
    expect(await operatorNonce()).toBe(nonceBefore + 1);
    await finish();
  });

  it('after planning but before sending: the next server sends once, at the pinned nonce', async () => {
    const { collection } = await queuedDeployment('PLAN');
    const ctx = await deadServerClaims();
    const nonceBefore = await operatorNonce();
    const plan = await planDeployment(ctx, chain.publicClient, chain.operator);
    await new Promise((r) => setTimeout(r, 50));

    expect(await nextServer().runOnce()).toBe(true);
    const done = (
      await call<Collection>(app, 'GET', `/api/contracts/${collection.id}`, {
        as: owner,
        shopId: shop.id,
      })
    ).body.data;
    expect(done).toMatchObject({ status: 1, address: plan.expectedAddress });
    expect(await operatorNonce()).toBe(nonceBefore + 1);
  });

  it('a live lease is not taken over by another server', async () => {
    await queuedDeployment('LEASE');
    const job = (await jobsRepo.claim(app.db, 'alive-server', [DEPLOY_COLLECTION_JOB], 60_000))!;
    expect(await nextServer().runOnce()).toBe(false);
    expect(await jobsRepo.release(app.db, job.id, 'alive-server', 0, null)).toBe(true);
    expect(await nextServer().runOnce()).toBe(true);
  });
});

describe('a deployment the contract refuses', () => {
  it('ends failed with E65 and the reason, and the collection shows it', async () => {
    const { collection, job } = await queuedDeployment('BAD');
    // Past the API's own check (royalty ≤ 50%): the contract's constructor refuses more than 5000 bps.
    const payload = job.payload as DeployCollectionPayload;
    await app.db
      .update(jobs)
      .set({ payload: { ...payload, params: { ...payload.params, royaltyBps: 6000 } } })
      .where(eq(jobs.id, job.id));

    expect(await nextServer().runOnce()).toBe(true);
    const failed = (await jobsRepo.findById(app.db, job.id))!;
    expect(failed).toMatchObject({ status: 'failed', errorCode: 'E65', attempts: 1 });
    expect(failed.error).toMatch(/Royalty|royalty|5000|Invalid/);
    const status = (
      await call(app, 'GET', `/api/contract/status/${collection.id}`, {
        as: owner,
        shopId: shop.id,
      })
    ).body.data;
    expect(status).toMatchObject({ status: 3, address: null });
    expect(status.failReason).toContain('E65');
    expect(ERRORS.E65.code).toBe(41065);
  });
});
