import { mintfrontDropAbi } from '@mintfront/contracts';
import { eq } from 'drizzle-orm';
import { encodeFunctionData, getAddress, type Hex } from 'viem';
import { chainWriter } from '../../platform/chain/chain-plugin.ts';
import type { ChainClients } from '../../platform/chain/clients.ts';
import {
  revertReason,
  throwIfInterrupted,
  waitsForChain,
} from '../../platform/chain/transactions.ts';
import {
  JobFailure,
  JobWaiting,
  type JobContext,
  type JobHandler,
} from '../../platform/jobs/jobs-worker.ts';
import { callOnce, loadDrop, type DropCheckpoint, type Step } from './drops-deploy.job.ts';
import { drops } from './drops.tables.ts';

export const REVEAL_DROP_JOB = 'drop.reveal';
export type RevealDropPayload = { dropId: number; baseUri: string };

/** The base URI a drop reveals: token t answers `${base}${art number}` (GET /api/drop/{id}/art/{n}). */
export const dropArtBaseUri = (publicUrl: string, dropId: number) =>
  `${publicUrl}/api/drop/${dropId}/art/`;

/** Whether a step is done on chain: in the latest block, or once the node's pending transactions are mined. */
type DoneOnChain = (blockTag: 'latest' | 'pending') => Promise<boolean>;

const checkpointOf = (ctx: JobContext) => (ctx.job.checkpoint ?? {}) as DropCheckpoint;
const markDone = (ctx: JobContext, name: Step) =>
  ctx.checkpoint({ done: [...(checkpointOf(ctx).done ?? []), name], pending: null });

/** The contract refused the step: its simulation, its gas estimate or the mined transaction reverted. */
const refused = (err: unknown) =>
  (err instanceof JobFailure && err.code === 'E65') || revertReason(err) !== undefined;

/**
 * After a refused step. Anyone may lock and fix, so someone else's call may have landed first (or
 * waits in the node's pool): the chain says whether the step is done, and the job goes on. A refusal
 * the chain does not explain is a failure the worker retries, never E65, which would end the reveal
 * for good (only the platform can send reveal).
 */
async function afterRefusal(ctx: JobContext, name: Step, done: DoneOnChain, err: unknown) {
  if (await done('latest')) return markDone(ctx, name);
  // A recorded transaction of this step that was refused is mined and reverted: the next try signs a new one.
  if (checkpointOf(ctx).pending?.step === name) await ctx.checkpoint({ pending: null });
  if (await done('pending'))
    throw new JobWaiting(`drop ${name}: the same call by someone else is not mined yet`);
  const reason = revertReason(err) ?? (err as Error).message;
  throw new Error(`drop ${name} refused by the contract (${reason}); tried again`, { cause: err });
}

/**
 * The `drop.reveal` job (contract: lockStartingIndex, then in a later block fixStartingIndex, then
 * reveal(baseURI)). Anyone may lock and fix, so a step already done on chain is skipped, and a step
 * refused because someone else's call landed first goes on (afterRefusal); each call is sent once
 * across crashes (callOnce). The chain's clock decides the open-box date, and a chain that mines no
 * block after the lock is waited for (JobWaiting: retried later, no attempt used, logged at debug).
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
        blockTag: 'latest' | 'pending' = 'latest',
      ) => publicClient.readContract({ address, abi: mintfrontDropAbi, functionName, blockTag });
      const step = async (name: Step, data: Hex, done: DoneOnChain) => {
        throwIfInterrupted(ctx.signal);
        const cp = checkpointOf(ctx);
        if (cp.done?.includes(name)) return;
        if (cp.pending?.step !== name && (await done('latest'))) return markDone(ctx, name);
        try {
          await callOnce(ctx, publicClient, walletClient, address, name, data);
        } catch (err) {
          if (!refused(err)) throw err;
          await afterRefusal(ctx, name, done, err);
        }
      };
      const call = (functionName: 'lockStartingIndex' | 'fixStartingIndex') =>
        encodeFunctionData({ abi: mintfrontDropAbi, functionName });

      const head = await publicClient.getBlock();
      if (head.timestamp < (await read('openDate')))
        throw new JobWaiting('waiting for the open-box date on chain');
      await step(
        'lock',
        call('lockStartingIndex'),
        async (tag) => (await read('startingIndexBlock', tag)) !== 0n,
      );
      await step('fix', call('fixStartingIndex'), async (tag) => {
        if (await read('startingIndexFixed', tag)) return true;
        // fixStartingIndex reads the hash of the lock's block: it runs in a later block.
        if (
          tag === 'latest' &&
          (await publicClient.getBlockNumber()) <= (await read('startingIndexBlock'))
        )
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
      await step('reveal', reveal, (tag) => read('revealed', tag));
      await ctx.db
        .update(drops)
        .set({ startingIndex, revealedAt: new Date(), updatedAt: new Date() })
        .where(eq(drops.id, drop.id));
      return { startingIndex };
    },
  });
}
