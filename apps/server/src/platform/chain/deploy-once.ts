import { setTimeout as sleep } from 'node:timers/promises';
import { getAddress, getContractAddress, type Address, type Hash } from 'viem';
import { JobFailure, JobUnavailable, type JobContext } from '../jobs/jobs-worker.ts';
import type { OperatorWalletClient } from './clients.ts';
import { operatorTurn } from './operator-turn.ts';
import {
  RECEIPT_WAIT_MS,
  receiptOf,
  revertReason,
  takenNonceWatch,
  throwIfInterrupted,
  transactionOf,
  type Reader,
} from './transactions.ts';

// A contract deployment made by a job exactly once (collections, drops): moved here from
// modules/collections so every area that deploys shares it.

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

/** Sends the deployment at the pinned nonce and records its hash before waiting. A revert is E65. */
export async function sendAndRecord(
  ctx: JobContext,
  send: (nonce: number) => Promise<Hash>,
  nonce: number,
): Promise<Hash> {
  let hash: Hash;
  try {
    hash = await send(nonce);
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
  send: (nonce: number) => Promise<Hash>,
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
          txHash = await sendAndRecord(ctx, send, plan.nonce);
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
      txHash = await sendAndRecord(ctx, send, nonce);
      continue;
    }
    if (pending <= nonce && txHash && !(await transactionOf(reader, txHash))) {
      // The node dropped the recorded transaction: send again at the same nonce.
      txHash = await sendAndRecord(ctx, send, nonce);
      continue;
    }
    // Sent and waiting to be mined.
    if (Date.now() > deadline)
      throw new JobUnavailable(`deployment at nonce ${nonce} not mined yet`);
    await sleep(pollMs);
  }
}
