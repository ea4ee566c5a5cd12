import { mintfrontDropAbi, sendDropDeployment, type DropParams } from '@mintfront/contracts';
import { eq } from 'drizzle-orm';
import { encodeFunctionData, type Address, type Hex } from 'viem';
import type { ChainClients, OperatorWalletClient } from '../../platform/chain/clients.ts';
import { chainWriter } from '../../platform/chain/chain-plugin.ts';
import { deployOnce } from '../../platform/chain/deploy-once.ts';
import {
  sendOnce,
  signAndRecord,
  waitsForChain,
  type Reader,
  type SignedTx,
} from '../../platform/chain/transactions.ts';
import type { Db } from '../../platform/db/db-client.ts';
import type { JobContext, JobHandler } from '../../platform/jobs/jobs-worker.ts';
import { chainPhases } from './drops-phases.ts';
import { drops, type DropRow } from './drops.tables.ts';

export const DEPLOY_DROP_JOB = 'drop.deploy';
/** Sends cancel() to a drop whose contract is configured (POST /api/drop/cancel/{id}). */
export const CANCEL_DROP_JOB = 'drop.cancel';

export type DeployDropPayload = {
  dropId: number;
  shopId: number;
  chain: string;
  /** openDate as a decimal string: job payloads are JSON. */
  params: Omit<DropParams, 'openDate'> & { openDate: string };
};
export type CancelDropPayload = { dropId: number };

/** The drop's calls, each sent once: configuration (this job), cancel, and the reveal (drops-reveal.job.ts). */
export type Step = 'phases' | 'provenance' | 'cancel' | 'lock' | 'fix' | 'reveal';
/** The job's checkpoint: the deployment's (deploy-once.ts), then each configuration step done, and the one in flight. */
export type DropCheckpoint = {
  address?: Address;
  deployBlock?: number;
  done?: Step[];
  pending?: (SignedTx & { step: Step }) | null;
};

export const loadDrop = async (db: Db, id: number): Promise<DropRow | undefined> =>
  (await db.select().from(drops).where(eq(drops.id, id)))[0];

/** One configuration call of the drop's contract, sent once across crashes (transactions.ts sendOnce). */
export async function callOnce(
  ctx: JobContext,
  reader: Reader,
  writer: OperatorWalletClient,
  to: Address,
  step: Step,
  data: Hex,
) {
  const cp = (ctx.job.checkpoint ?? {}) as DropCheckpoint;
  if (cp.done?.includes(step)) return;
  const recorded = cp.pending?.step === step ? cp.pending : null;
  await sendOnce(ctx, reader, writer, recorded, () =>
    signAndRecord(ctx, reader, writer, { to, data }, { step }),
  );
  await ctx.checkpoint({ done: [...(cp.done ?? []), step], pending: null });
}

const cancelData = () => encodeFunctionData({ abi: mintfrontDropAbi, functionName: 'cancel' });

/**
 * The `drop.deploy` job: deploys the drop's MintfrontDrop (once, deploy-once.ts), sets its phases,
 * commits the provenance hash, then marks the drop ready; a drop cancelled meanwhile is cancelled
 * on chain too. Each step is checkpointed, so a server dying mid-way finishes it once.
 */
export function deployDropHandler(clients: () => ChainClients | null): JobHandler {
  return waitsForChain({
    async run(ctx) {
      const payload = ctx.job.payload as DeployDropPayload;
      const drop = await loadDrop(ctx.db, payload.dropId);
      if (!drop) return { skipped: 'drop removed' };
      const { publicClient, walletClient } = chainWriter(clients(), payload.chain);
      let cp = (ctx.job.checkpoint ?? {}) as DropCheckpoint;
      if (!cp.address) {
        const params = { ...payload.params, openDate: BigInt(payload.params.openDate) };
        const { address, txHash } = await deployOnce(ctx, publicClient, walletClient, (nonce) =>
          sendDropDeployment(walletClient, params, { nonce }),
        );
        const receipt = txHash ? await publicClient.getTransactionReceipt({ hash: txHash }) : null;
        const deployBlock = Number(receipt?.blockNumber ?? (await publicClient.getBlockNumber()));
        await ctx.checkpoint({ address, deployBlock });
        await ctx.db
          .update(drops)
          .set({ address, deployBlock, txHash, updatedAt: new Date() })
          .where(eq(drops.id, drop.id));
        cp = { ...cp, address, deployBlock };
      }
      const to = cp.address!;
      const setPhases = encodeFunctionData({
        abi: mintfrontDropAbi,
        functionName: 'setPhases',
        args: [chainPhases(drop.phases)],
      });
      await callOnce(ctx, publicClient, walletClient, to, 'phases', setPhases);
      const provenance = encodeFunctionData({
        abi: mintfrontDropAbi,
        functionName: 'setProvenanceHash',
        args: [drop.provenanceHash as Hex],
      });
      await callOnce(ctx, publicClient, walletClient, to, 'provenance', provenance);
      // Ready, under the row's lock: a cancel either saw it ready (and queued drop.cancel) or is sent here.
      const cancelled = await ctx.db.transaction(async (tx) => {
        const [row] = await tx.select().from(drops).where(eq(drops.id, drop.id)).for('update');
        await tx
          .update(drops)
          .set({ state: 'ready', failReason: null, updatedAt: new Date() })
          .where(eq(drops.id, drop.id));
        return row?.cancelledAt != null;
      });
      if (cancelled) await callOnce(ctx, publicClient, walletClient, to, 'cancel', cancelData());
      return { address: to };
    },
    async onFailed(db, job, failure) {
      const payload = job.payload as DeployDropPayload;
      const reason = failure.code ? `${failure.code}: ${failure.message}` : failure.message;
      await db
        .update(drops)
        .set({ state: 'failed', failReason: reason, updatedAt: new Date() })
        .where(eq(drops.id, payload.dropId));
    },
  });
}

/** The `drop.cancel` job: stops the contract's phase mints (minted tokens stay, spec doc 2 §4). */
export function cancelDropHandler(clients: () => ChainClients | null): JobHandler {
  return waitsForChain({
    async run(ctx) {
      const drop = await loadDrop(ctx.db, (ctx.job.payload as CancelDropPayload).dropId);
      if (!drop?.address) return { skipped: 'no contract' };
      const { publicClient, walletClient } = chainWriter(clients(), drop.chain);
      await callOnce(
        ctx,
        publicClient,
        walletClient,
        drop.address as Address,
        'cancel',
        cancelData(),
      );
      return { address: drop.address };
    },
  });
}
