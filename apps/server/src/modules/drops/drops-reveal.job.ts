import { mintfrontDropAbi } from '@mintfront/contracts';
import { and, eq, isNotNull, isNull, lte } from 'drizzle-orm';
import { encodeFunctionData, getAddress, type Hex } from 'viem';
import { chainWriter } from '../../platform/chain/chain-plugin.ts';
import type { ChainClients } from '../../platform/chain/clients.ts';
import { throwIfInterrupted, waitsForChain } from '../../platform/chain/transactions.ts';
import { JobWaiting, type JobHandler } from '../../platform/jobs/jobs-worker.ts';
import { callOnce, loadDrop, type DropCheckpoint, type Step } from './drops-deploy.job.ts';
import { drops } from './drops.tables.ts';
import type { DropsDeps } from './drops.types.ts';

export const REVEAL_DROP_JOB = 'drop.reveal';
export type RevealDropPayload = { dropId: number; baseUri: string };

/** The base URI a drop reveals: token t answers `${base}${art number}` (GET /api/drop/{id}/art/{n}). */
export const dropArtBaseUri = (publicUrl: string, dropId: number) =>
  `${publicUrl}/api/drop/${dropId}/art/`;

/**
 * Queues the `drop.reveal` job of every ready drop whose open-box date has passed (once per drop:
 * its id is kept in the row). Called by the drops module's periodic tick; answers how many it queued.
 */
export async function enqueueDueReveals(
  deps: DropsDeps & { publicUrl: string },
  now: Date = new Date(),
): Promise<number> {
  const due = await deps.db
    .select({ id: drops.id })
    .from(drops)
    .where(
      and(
        eq(drops.state, 'ready'),
        isNotNull(drops.address),
        isNull(drops.revealJobId),
        lte(drops.openAt, now),
      ),
    );
  for (const { id } of due) {
    await deps.db.transaction(async (tx) => {
      const payload: RevealDropPayload = {
        dropId: id,
        baseUri: dropArtBaseUri(deps.publicUrl, id),
      };
      const job = await deps.jobs.enqueue(tx, {
        kind: REVEAL_DROP_JOB,
        payload,
        idempotencyKey: `${REVEAL_DROP_JOB}:${id}`,
      });
      await tx.update(drops).set({ revealJobId: job.id }).where(eq(drops.id, id));
    });
  }
  if (due.length) deps.jobs.wake();
  return due.length;
}

/**
 * The `drop.reveal` job (contract: lockStartingIndex, then in a later block fixStartingIndex, then
 * reveal(baseURI)). Anyone may lock and fix, so a step already done on chain is skipped; each call
 * is sent once across crashes (callOnce). The chain's clock decides the open-box date, and a chain
 * that mines no block after the lock is waited for (JobWaiting: retried later, no attempt used).
 */
export function revealDropHandler(clients: () => ChainClients | null): JobHandler {
  return waitsForChain({
    async run(ctx) {
      const payload = ctx.job.payload as RevealDropPayload;
      const drop = await loadDrop(ctx.db, payload.dropId);
      if (!drop?.address) return { skipped: 'no contract' };
      const { publicClient, walletClient } = chainWriter(clients(), drop.chain);
      const address = getAddress(drop.address);
      const read = <
        F extends 'openDate' | 'startingIndexBlock' | 'startingIndexFixed' | 'revealed',
      >(
        functionName: F,
      ) => publicClient.readContract({ address, abi: mintfrontDropAbi, functionName });
      const step = async (name: Step, data: Hex, doneOnChain: () => Promise<boolean>) => {
        throwIfInterrupted(ctx.signal);
        const cp = (ctx.job.checkpoint ?? {}) as DropCheckpoint;
        if (cp.done?.includes(name)) return;
        if (cp.pending?.step !== name && (await doneOnChain())) {
          await ctx.checkpoint({ done: [...(cp.done ?? []), name], pending: null });
          return;
        }
        await callOnce(ctx, publicClient, walletClient, address, name, data);
      };
      const call = (functionName: 'lockStartingIndex' | 'fixStartingIndex') =>
        encodeFunctionData({ abi: mintfrontDropAbi, functionName });

      const head = await publicClient.getBlock();
      if (head.timestamp < (await read('openDate')))
        throw new JobWaiting('waiting for the open-box date on chain');
      await step(
        'lock',
        call('lockStartingIndex'),
        async () => (await read('startingIndexBlock')) !== 0n,
      );
      await step('fix', call('fixStartingIndex'), async () => {
        if (await read('startingIndexFixed')) return true;
        // fixStartingIndex reads the hash of the lock's block: it runs in a later block.
        if ((await publicClient.getBlockNumber()) <= (await read('startingIndexBlock')))
          throw new JobWaiting('waiting for the block after the lock');
        return false;
      });
      const startingIndex = Number(
        await publicClient.readContract({
          address,
          abi: mintfrontDropAbi,
          functionName: 'startingIndex',
        }),
      );
      await ctx.db.update(drops).set({ startingIndex }).where(eq(drops.id, drop.id));
      const reveal = encodeFunctionData({
        abi: mintfrontDropAbi,
        functionName: 'reveal',
        args: [payload.baseUri],
      });
      await step('reveal', reveal, () => read('revealed'));
      await ctx.db
        .update(drops)
        .set({ startingIndex, revealedAt: new Date(), updatedAt: new Date() })
        .where(eq(drops.id, drop.id));
      return { startingIndex };
    },
  });
}
