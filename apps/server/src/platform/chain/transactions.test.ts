import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseEther } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { laggingReader, startTestChain, type TestChain } from '../../test/chain.ts';
import type { JobRow } from '../jobs/jobs.tables.ts';
import { JobUnavailable, type JobContext, type JobHandler } from '../jobs/jobs-worker.ts';
import { createChainClients } from './clients.ts';
import {
  NONCE_TAKEN_MS,
  NONCE_TAKEN_POLLS,
  sendOnce,
  settle,
  signAndRecord,
  waitsForChain,
  type SignedTx,
} from './transactions.ts';

let chain: TestChain;
beforeAll(async () => {
  chain = await startTestChain();
});
afterAll(async () => chain?.stop());

const someone = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const writer = () => chain.clients.walletClient('local');
const operatorNonce = () =>
  chain.publicClient.getTransactionCount({ address: chain.operator, blockTag: 'pending' });

/** A job's context whose checkpoints are kept in memory. */
function jobContext(): JobContext & { checkpoints: Record<string, unknown>[] } {
  const checkpoints: Record<string, unknown>[] = [];
  return {
    job: { checkpoint: {} } as JobRow,
    db: null as never,
    signal: new AbortController().signal,
    checkpoint: async (data) => void checkpoints.push(data),
    checkpoints,
  };
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
    const { tx, receipt } = await sendOnce(ctx, reader, writer(), null, () =>
      signAndRecord(ctx, reader, writer(), transfer, {}),
    );
    expect(receipt).toMatchObject({ status: 'success', transactionHash: tx.hash });
    expect(await operatorNonce()).toBe(before + 1);
    expect(ctx.checkpoints.filter((c) => c.pending)).toHaveLength(1);
  });

  it('waits for a receipt that comes later than NONCE_TAKEN_MS while the node shows the transaction mined', async () => {
    const reader = laggingReader(
      chain,
      Math.ceil((NONCE_TAKEN_MS * 1.5) / chain.publicClient.pollingInterval),
    );
    const ctx = jobContext();
    const before = await operatorNonce();
    const { tx } = await sendOnce(ctx, reader, writer(), null, () =>
      signAndRecord(ctx, reader, writer(), transfer, {}),
    );
    expect(tx.nonce).toBe(before);
    expect(await operatorNonce()).toBe(before + 1);
  });

  it('signs the step again once the recorded nonce has gone to another transaction', async () => {
    const ctx = jobContext();
    const before = await operatorNonce();
    const stale: SignedTx = await signAndRecord(ctx, chain.publicClient, writer(), transfer, {});
    // …never sent; the operator's nonce is used by something else meanwhile.
    await writer().sendTransaction({ to: someone, value: parseEther('0.001') });
    const { tx } = await sendOnce(ctx, chain.publicClient, writer(), stale, () =>
      signAndRecord(ctx, chain.publicClient, writer(), transfer, {}),
    );
    expect(tx.hash).not.toBe(stale.hash);
    expect(tx.nonce).toBe(stale.nonce + 1);
    expect(await operatorNonce()).toBe(before + 2);
    expect(
      await chain.publicClient.getTransaction({ hash: stale.hash }).catch(() => null),
    ).toBeNull();
  });
});

describe('settle', () => {
  it('answers null for a taken nonce only after seeing it on NONCE_TAKEN_POLLS polls over NONCE_TAKEN_MS', async () => {
    const ctx = jobContext();
    const stale = await signAndRecord(ctx, chain.publicClient, writer(), transfer, {});
    await writer().sendTransaction({ to: someone, value: 1n });
    const asked: string[] = [];
    const reader = chain.publicClient;
    const counting = {
      ...reader,
      getTransactionCount: (args: Parameters<typeof reader.getTransactionCount>[0]) => (
        asked.push('nonce'),
        reader.getTransactionCount(args)
      ),
    } as typeof reader;
    const started = Date.now();
    expect(await settle(ctx, counting, chain.operator, stale)).toBeNull();
    expect(Date.now() - started).toBeGreaterThanOrEqual(NONCE_TAKEN_MS);
    expect(asked.length).toBeGreaterThanOrEqual(NONCE_TAKEN_POLLS);
  });
});

describe('a chain that cannot be reached', () => {
  /** An RPC address that answers every request with this HTTP status. */
  async function answering(status: number) {
    const server = createServer((_req, res) => res.writeHead(status).end('{}'));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address() as AddressInfo;
    return {
      reader: createChainClients(
        { rpcUrls: {}, operator: undefined },
        `http://127.0.0.1:${port}/`,
      ).publicClient('local'),
      close: () => server.close(),
    };
  }
  const failureOf = (handler: JobHandler) =>
    handler.run(jobContext()).then(
      () => expect.fail('the job ran'),
      (e: unknown) => e,
    );

  it('makes a chain job wait (JobUnavailable) instead of using up an attempt: refused connection, 503, 429', async () => {
    const down = createChainClients(
      { rpcUrls: {}, operator: undefined },
      'http://127.0.0.1:9/',
    ).publicClient('local');
    const err = await failureOf(
      waitsForChain({ run: async () => void (await down.getBlockNumber()) }),
    );
    expect(err).toBeInstanceOf(JobUnavailable);
    expect((err as Error).message).toMatch(/^chain unreachable: /);
    for (const status of [503, 429]) {
      const rpc = await answering(status);
      try {
        expect(
          await failureOf(
            waitsForChain({ run: async () => void (await rpc.reader.getBlockNumber()) }),
          ),
        ).toBeInstanceOf(JobUnavailable);
      } finally {
        rpc.close();
      }
    }
  });

  it('passes other faults as they are, to be retried and failed: a refused key (401), a refused call', async () => {
    const rpc = await answering(401);
    try {
      expect(
        await failureOf(
          waitsForChain({ run: async () => void (await rpc.reader.getBlockNumber()) }),
        ),
      ).not.toBeInstanceOf(JobUnavailable);
    } finally {
      rpc.close();
    }
    const refused = await failureOf(
      waitsForChain({
        run: async () =>
          void (await chain.publicClient.call({ to: someone, data: '0x12345678', gas: 1n })),
      }),
    );
    expect(refused).toBeInstanceOf(Error);
    expect(refused).not.toBeInstanceOf(JobUnavailable);
  });
});
