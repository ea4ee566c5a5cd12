import { dropArtNumber, mintfrontDropAbi } from '@mintfront/contracts';
import { eq } from 'drizzle-orm';
import {
  createWalletClient,
  encodeFunctionData,
  http,
  parseGwei,
  type Address,
  type Hash,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../platform/jobs/jobs.tables.ts';
import { drainJobs, testWorker } from '../nfts/testing.ts';
import {
  BUYER_KEYS,
  sellingWorld,
  walletBuyer,
  type Buyer,
  type SellingWorld,
} from '../sales/sales-test-kit.ts';
import { REVEAL_RETRY_MS, enqueueDueReveals } from './drops-reveal-queue.ts';
import { dropArtBaseUri } from './drops-reveal.job.ts';
import {
  drainMining,
  dropRow,
  mintedDrop,
  operatorNonce,
  passOpenDate,
  revealDeps,
} from './drops-test-kit.ts';
import type { DropCheckpoint } from './drops-deploy.job.ts';
import { drops } from './drops.tables.ts';

// Issue 21: anyone may lock the starting index, and only the platform can reveal: neither a lock that
// beats the reveal job's nor a job failing for good may stop the reveal.
let w: SellingWorld;
let buyer: Buyer;
const ART = 3;

beforeAll(async () => {
  w = await sellingWorld();
  buyer = await walletBuyer(w, BUYER_KEYS[2]!);
}, 240_000);
afterAll(async () => {
  await w?.app.closeAll();
  await w?.chain.stop();
});

/** Someone else's lockStartingIndex, sent with a high tip (mined first in its block) and not waited for. */
async function outsiderLock(to: Address): Promise<Hash> {
  const outsider = createWalletClient({
    account: privateKeyToAccount(BUYER_KEYS[1]!),
    chain: w.chain.publicClient.chain,
    transport: http(w.chain.publicClient.transport.url as string),
  });
  return outsider.sendTransaction({
    to,
    data: encodeFunctionData({ abi: mintfrontDropAbi, functionName: 'lockStartingIndex' }),
    // No estimate: with another lock pending it would be refused.
    gas: 200_000n,
    maxFeePerGas: parseGwei('500'),
    maxPriorityFeePerGas: parseGwei('100'),
  });
}

/** A minted drop past its open-box date, its reveal job queued. */
async function dueDrop() {
  const drop = await mintedDrop(w, buyer, ART, 1);
  await passOpenDate(w);
  const { openAt } = await dropRow(w, drop.id);
  expect(await enqueueDueReveals(revealDeps(w), new Date(openAt.getTime() + 1000))).toBe(1);
  const jobId = (await dropRow(w, drop.id)).revealJobId!;
  return { ...drop, jobId };
}

const jobOf = async (id: number) => (await w.app.db.select().from(jobs).where(eq(jobs.id, id)))[0]!;

/** The drop's token 1 answers its revealed art, and the job succeeded once. */
async function expectRevealed(drop: { id: number; address: Address; jobId: number }) {
  const job = await jobOf(drop.jobId);
  expect(job.status, job.error ?? '').toBe('succeeded');
  expect((await dropRow(w, drop.id)).revealedAt).toBeInstanceOf(Date);
  const read = (functionName: 'startingIndex' | 'tokenURI', args?: [bigint]) =>
    w.chain.publicClient.readContract({
      address: drop.address,
      abi: mintfrontDropAbi,
      functionName,
      args,
    } as never);
  const startingIndex = (await read('startingIndex')) as bigint;
  const art = dropArtNumber(1n, startingIndex, BigInt(ART));
  expect(await read('tokenURI', [1n])).toBe(
    `${dropArtBaseUri(w.app.config.publicUrl, drop.id)}${art}`,
  );
}

describe('a reveal job racing someone else’s lockStartingIndex', () => {
  it('goes on to fix and reveal when the outsider’s lock is mined before its own (its lock reverted)', async () => {
    const drop = await dueDrop();
    const before = await operatorNonce(w);
    let mine: Hash | undefined;
    let theirs: Hash | undefined;
    await w.chain.testClient.setAutomine(false);
    try {
      const running = testWorker(w.app, 'racer').runOnce();
      // The job's lock is signed, recorded and in the node's pool…
      for (let i = 0; i < 300 && !mine; i++) {
        const cp = (await jobOf(drop.jobId)).checkpoint as DropCheckpoint | null;
        if (cp?.pending?.step === 'lock') {
          const pooled = await w.chain.publicClient
            .getTransaction({ hash: cp.pending.hash })
            .catch(() => null);
          if (pooled) mine = cp.pending.hash;
        }
        if (!mine) await new Promise((r) => setTimeout(r, 100));
      }
      expect(mine).toBeDefined();
      // …when the outsider's lock, with a higher tip, lands first in the same block.
      theirs = await outsiderLock(drop.address);
      await w.chain.testClient.mine({ blocks: 1 });
      await running;
    } finally {
      await w.chain.testClient.setAutomine(true);
    }
    const [ours, outside] = await Promise.all(
      [mine!, theirs!].map((hash) => w.chain.publicClient.getTransactionReceipt({ hash })),
    );
    expect(outside!.status).toBe('success');
    expect(ours!.status).toBe('reverted');
    expect(ours!.blockNumber).toBe(outside!.blockNumber);

    await drainMining(w);
    await expectRevealed(drop);
    // Its reverted lock, then fixStartingIndex and reveal once each.
    expect(await operatorNonce(w)).toBe(before + 3);
  });

  it('waits, without using an attempt, while the outsider’s lock is pending, then fixes and reveals', async () => {
    const drop = await dueDrop();
    const before = await operatorNonce(w);
    await w.chain.testClient.setAutomine(false);
    try {
      await outsiderLock(drop.address);
      // The job runs while the outsider's lock waits in the pool: its own lock is refused.
      expect(await testWorker(w.app, 'early').runOnce()).toBe(true);
      const job = await jobOf(drop.jobId);
      expect(job.status, job.error ?? '').toBe('queued');
      expect(job.attempts).toBe(0);
      await w.chain.testClient.mine({ blocks: 1 });
    } finally {
      await w.chain.testClient.setAutomine(true);
    }
    await drainMining(w);
    await expectRevealed(drop);
    expect((await jobOf(drop.jobId)).attempts).toBe(1);
    // fixStartingIndex and reveal; no lock of its own.
    expect(await operatorNonce(w)).toBe(before + 2);
  });
});

describe('a reveal job that fails for good', () => {
  it('is followed by a new one REVEAL_RETRY_MS later, which reveals the drop', async () => {
    const drop = await dueDrop();
    const { chain, openAt } = await dropRow(w, drop.id);
    const tick = () => enqueueDueReveals(revealDeps(w), new Date(openAt.getTime() + 1000));
    // The server has lost this chain's RPC: every attempt fails (CHAIN_UNAVAILABLE) until none is left.
    await w.app.db.update(drops).set({ chain: 'ethereum' }).where(eq(drops.id, drop.id));
    await drainJobs(w.app);
    const failed = await jobOf(drop.jobId);
    expect(failed.status).toBe('failed');
    expect(failed.attempts).toBe(failed.maxAttempts);
    expect(await tick()).toBe(0);

    await w.app.db.update(drops).set({ chain }).where(eq(drops.id, drop.id));
    const longAgo = new Date(Date.now() - REVEAL_RETRY_MS - 1000);
    await w.app.db.update(jobs).set({ finishedAt: longAgo }).where(eq(jobs.id, drop.jobId));
    expect(await tick()).toBe(1);
    expect(await tick()).toBe(0);
    const next = (await dropRow(w, drop.id)).revealJobId!;
    expect(next).not.toBe(drop.jobId);
    await drainMining(w);
    await expectRevealed({ ...drop, jobId: next });
  });
});
