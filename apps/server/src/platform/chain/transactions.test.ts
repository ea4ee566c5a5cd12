import { parseEther } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { laggingReader, startTestChain, type TestChain } from '../../test/chain.ts';
import type { JobRow } from '../jobs/jobs.tables.ts';
import { JobUnavailable, type JobContext } from '../jobs/jobs-worker.ts';
import { createChainClients } from './clients.ts';
import { NONCE_TAKEN_MS, NONCE_TAKEN_POLLS, sendOnce, settle, signAndRecord, waitsForChain, type SignedTx } from './transactions.ts';

let chain: TestChain;
beforeAll(async () => {
  chain = await startTestChain();
});
afterAll(async () => chain?.stop());

const someone = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const writer = () => chain.clients.walletClient('local');
const operatorNonce = () => chain.publicClient.getTransactionCount({ address: chain.operator, blockTag: 'pending' });

/** A job's context whose checkpoints are kept in memory. */
function jobContext(): JobContext & { checkpoints: Record<string, unknown>[] } {
  const checkpoints: Record<string, unknown>[] = [];
  return { job: { checkpoint: {} } as JobRow, db: null as never, signal: new AbortController().signal, checkpoint: async (data) => void checkpoints.push(data), checkpoints };
}

const transfer = { to: someone, data: '0x' } as const;

describe('sendOnce', () => {
  it('waits for a receipt the node answers well after the nonce, and sends the step once', async () => {
    // More polls than NONCE_TAKEN_POLLS, less time than NONCE_TAKEN_MS (polls are 100 ms apart).
    const lag = NONCE_TAKEN_POLLS + 8;
    expect(lag * chain.publicClient.pollingInterval).toBeLessThan(NONCE_TAKEN_MS);
    const reader = laggingReader(chain, lag);
    const ctx = jobContext();
    const before = await operatorNonce();
    const { tx, receipt } = await sendOnce(ctx, reader, writer(), null, () => signAndRecord(ctx, reader, writer(), transfer, {}));
    expect(receipt).toMatchObject({ status: 'success', transactionHash: tx.hash });
    expect(await operatorNonce()).toBe(before + 1);
    expect(ctx.checkpoints.filter((c) => c.pending)).toHaveLength(1);
  });

  it('signs the step again once the recorded nonce has gone to another transaction', async () => {
    const ctx = jobContext();
    const before = await operatorNonce();
    const stale: SignedTx = await signAndRecord(ctx, chain.publicClient, writer(), transfer, {});
    // …never sent; the operator's nonce is used by something else meanwhile.
    await writer().sendTransaction({ to: someone, value: parseEther('0.001') });
    const { tx } = await sendOnce(ctx, chain.publicClient, writer(), stale, () => signAndRecord(ctx, chain.publicClient, writer(), transfer, {}));
    expect(tx.hash).not.toBe(stale.hash);
    expect(tx.nonce).toBe(stale.nonce + 1);
    expect(await operatorNonce()).toBe(before + 2);
    expect(await chain.publicClient.getTransaction({ hash: stale.hash }).catch(() => null)).toBeNull();
  });
});

describe('settle', () => {
  it('answers null for a taken nonce only after seeing it on NONCE_TAKEN_POLLS polls over NONCE_TAKEN_MS', async () => {
    const ctx = jobContext();
    const stale = await signAndRecord(ctx, chain.publicClient, writer(), transfer, {});
    await writer().sendTransaction({ to: someone, value: 1n });
    const asked: string[] = [];
    const reader = chain.publicClient;
    const counting = { ...reader, getTransactionCount: (args: Parameters<typeof reader.getTransactionCount>[0]) => (asked.push('nonce'), reader.getTransactionCount(args)) } as typeof reader;
    const started = Date.now();
    expect(await settle(ctx, counting, chain.operator, stale)).toBeNull();
    expect(Date.now() - started).toBeGreaterThanOrEqual(NONCE_TAKEN_MS);
    expect(asked.length).toBeGreaterThanOrEqual(NONCE_TAKEN_POLLS);
  });
});

describe('a chain that cannot be reached', () => {
  it('makes a chain job wait (JobUnavailable) instead of using up an attempt; other faults pass as they are', async () => {
    const down = createChainClients({ rpcUrls: {}, operator: undefined }, 'http://127.0.0.1:9/').publicClient('local');
    const handler = waitsForChain({ run: async () => void (await down.getBlockNumber()) });
    const err = await handler.run(jobContext()).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(JobUnavailable);
    expect((err as Error).message).toMatch(/^chain unreachable: /);
    const refused = waitsForChain({ run: async () => void (await chain.publicClient.call({ to: someone, data: '0x12345678', gas: 1n })) });
    expect(await refused.run(jobContext()).catch((e: unknown) => e)).not.toBeInstanceOf(JobUnavailable);
  });
});
