import { setTimeout as sleep } from 'node:timers/promises';
import { sendStoreContractDeployment, type StoreContractParams } from '@mintfront/contracts';
import { COLLECTION_STATUSES } from '@mintfront/domain';
import { getAddress, getContractAddress, type Address, type Hash } from 'viem';
import type { ChainClients, OperatorWalletClient } from '../../platform/chain/clients.ts';
import { chainWriter } from '../../platform/chain/chain-plugin.ts';
import { operatorTurn } from '../../platform/chain/operator-turn.ts';
import type { Db } from '../../platform/db/db-client.ts';
import {
  RECEIPT_WAIT_MS,
  receiptOf,
  revertReason,
  takenNonceWatch,
  throwIfInterrupted,
  transactionOf,
  waitsForChain,
  type Reader,
} from '../../platform/chain/transactions.ts';
import {
  JobFailure,
  JobUnavailable,
  type JobContext,
  type JobHandler,
} from '../../platform/jobs/jobs-worker.ts';
import { collectionsRepo } from './collections.repo.ts';
import type { CollectionRow } from './collections.tables.ts';

export const DEPLOY_COLLECTION_JOB = 'collection.deploy';

export type DeployCollectionPayload = {
  collectionId: number;
  /** Absent from jobs queued before it was added; then read from the collection. */
  shopId?: number;
  chain: string;
  params: StoreContractParams;
};

/**
 * What the job records before each step that must not repeat: the operator nonce the
 * deployment is pinned to (and so the only address it can create), then the sent hash.
 */
export type DeployCheckpoint = {
  nonce?: number | null;
  expectedAddress?: Address | null;
  txHash?: Hash | null;
};

/**
 * Step 1: pins the deployment to the operator's next nonce and records it with the address a
 * contract created by that nonce gets, before anything is sent.
 */
export async function planDeployment(
  ctx: JobContext,
  reader: Reader,
  operator: Address,
): Promise<{ nonce: number; expectedAddress: Address }> {
  const nonce = await reader.getTransactionCount({ address: operator, blockTag: 'pending' });
  const expectedAddress = getContractAddress({ from: operator, nonce: BigInt(nonce) });
  await ctx.checkpoint({ nonce, expectedAddress, txHash: null });
  return { nonce, expectedAddress };
}

/** Step 2: sends the deployment at the pinned nonce and records its hash before waiting. A revert is E65. */
export async function sendPlannedDeployment(
  ctx: JobContext,
  writer: OperatorWalletClient,
  params: StoreContractParams,
  nonce: number,
): Promise<Hash> {
  let hash: Hash;
  try {
    hash = await sendStoreContractDeployment(writer, params, { nonce });
  } catch (err) {
    const reason = revertReason(err);
    if (reason !== undefined) throw new JobFailure('E65', reason);
    throw err;
  }
  await ctx.checkpoint({ txHash: hash });
  return hash;
}

/**
 * Deploys exactly once across crashes: a recorded hash is awaited, never resent; without one,
 * the pinned nonce tells whether the transaction went out (code at the expected address, or
 * the nonce pending/used) before anything is sent again at that same nonce.
 */
export async function deployOnce(
  ctx: JobContext,
  reader: Reader,
  writer: OperatorWalletClient,
  params: StoreContractParams,
): Promise<{ address: Address; txHash: Hash | null }> {
  const operator = writer.account.address;
  const cp = (ctx.job.checkpoint ?? {}) as DeployCheckpoint;
  let txHash = cp.txHash ?? null;
  const planned =
    typeof cp.nonce === 'number' && cp.expectedAddress
      ? { nonce: cp.nonce, expectedAddress: cp.expectedAddress }
      : // A new plan is sent in the same operator turn, so no other operator transaction takes its nonce.
        await operatorTurn(writer, async () => {
          const plan = await planDeployment(ctx, reader, operator);
          txHash = await sendPlannedDeployment(ctx, writer, params, plan.nonce);
          return plan;
        });
  const { nonce, expectedAddress } = planned;
  const pollMs = reader.pollingInterval;
  const deadline = Date.now() + RECEIPT_WAIT_MS;
  const taken = takenNonceWatch();

  for (;;) {
    throwIfInterrupted(ctx.signal);
    if (txHash) {
      const receipt = await receiptOf(reader, txHash);
      if (receipt) {
        if (receipt.status !== 'success' || !receipt.contractAddress)
          throw new JobFailure('E65', `deployment ${txHash} reverted`);
        return { address: getAddress(receipt.contractAddress), txHash };
      }
    }
    // The nonce is read before the code: a deployment mined between the two reads shows its code.
    const mined = await reader.getTransactionCount({ address: operator, blockTag: 'latest' });
    if ((await reader.getCode({ address: expectedAddress }))?.length)
      return { address: expectedAddress, txHash };
    // A recorded deployment the node shows mined: its receipt and code are on their way.
    const minedTx =
      txHash && mined > nonce ? (await transactionOf(reader, txHash))?.blockNumber != null : false;
    if (mined > nonce && !minedTx) {
      // The nonce went to a transaction that created no contract here (a reverted deployment
      // whose hash was not recorded, or another use of the operator key). It can never be
      // mined again, so planning a new nonce cannot deploy twice; the retry does that. Seen over
      // several polls first, as settle() does: a node may answer the nonce before the code.
      if (taken.seen()) {
        await ctx.checkpoint({ nonce: null, expectedAddress: null, txHash: null });
        throw new Error(`operator nonce ${nonce} was used without creating ${expectedAddress}`);
      }
      await sleep(pollMs);
      continue;
    }
    taken.clear();
    if (minedTx) {
      await sleep(pollMs);
      continue;
    }
    const pending = await reader.getTransactionCount({ address: operator, blockTag: 'pending' });
    if (pending <= nonce && !txHash) {
      txHash = await sendPlannedDeployment(ctx, writer, params, nonce);
      continue;
    }
    if (pending <= nonce && txHash && !(await transactionOf(reader, txHash))) {
      // The node dropped the recorded transaction: send again at the same nonce.
      txHash = await sendPlannedDeployment(ctx, writer, params, nonce);
      continue;
    }
    // Sent and waiting to be mined.
    if (Date.now() > deadline)
      throw new JobUnavailable(`deployment at nonce ${nonce} not mined yet`);
    await sleep(pollMs);
  }
}

async function recordOutcome(
  db: Db,
  payload: DeployCollectionPayload,
  values: Partial<CollectionRow>,
) {
  const shopId = payload.shopId ?? (await collectionsRepo.shopOf(db, payload.collectionId));
  if (shopId !== undefined) await collectionsRepo.update(db, shopId, payload.collectionId, values);
}

/** The `collection.deploy` job: deploys the store contract, then the collection turns Unverified. */
export function deployCollectionHandler(clients: () => ChainClients | null): JobHandler {
  return waitsForChain({
    async run(ctx) {
      const payload = ctx.job.payload as DeployCollectionPayload;
      const { publicClient, walletClient } = chainWriter(clients(), payload.chain);
      const { address, txHash } = await deployOnce(ctx, publicClient, walletClient, payload.params);
      await recordOutcome(ctx.db, payload, {
        status: COLLECTION_STATUSES.unverified,
        address,
        txHash,
        failReason: null,
        updatedAt: new Date(),
      });
      return { address, txHash };
    },
    async onFailed(db, job, failure) {
      const payload = job.payload as DeployCollectionPayload;
      const reason = failure.code ? `${failure.code}: ${failure.message}` : failure.message;
      await recordOutcome(db, payload, {
        status: COLLECTION_STATUSES.failed,
        failReason: reason,
        updatedAt: new Date(),
      });
    },
  });
}
