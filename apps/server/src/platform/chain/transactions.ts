import { setTimeout as sleep } from 'node:timers/promises';
import {
  BaseError,
  ContractFunctionRevertedError,
  HttpRequestError,
  SocketClosedError,
  TimeoutError,
  TransactionNotFoundError,
  WebSocketRequestError,
  TransactionReceiptNotFoundError,
  keccak256,
  type Address,
  type Chain,
  type Hash,
  type Hex,
  type PublicClient,
  type TransactionReceipt,
  type Transport,
} from 'viem';
import {
  JobFailure,
  JobInterrupted,
  JobUnavailable,
  type JobContext,
  type JobHandler,
} from '../jobs/jobs-worker.ts';
import type { OperatorWalletClient } from './clients.ts';
import { operatorTurn } from './operator-turn.ts';

/** Shared by the jobs that send transactions (deployments, mints). */
export type Reader = PublicClient<Transport, Chain>;

/** How long a job waits for a receipt before it lets the retry machinery take over. */
export const RECEIPT_WAIT_MS = 5 * 60_000;

/** The contract's reason when the chain refused a call (E65), or undefined for any other fault. */
export function revertReason(err: unknown): string | undefined {
  if (!(err instanceof BaseError)) return undefined;
  const reverted = err.walk(
    (e) => e instanceof ContractFunctionRevertedError,
  ) as ContractFunctionRevertedError | null;
  if (reverted) return reverted.data?.errorName ?? reverted.reason ?? reverted.shortMessage;
  return /revert/i.test(err.message) ? err.shortMessage : undefined;
}

/** HTTP answers that say the RPC is down or busy, not that the request is wrong (401, 404 and the like are). */
const passingHttp = (status: number | undefined) =>
  status === undefined || status >= 500 || status === 408 || status === 429;

/** A fault of reaching the chain (its RPC down, busy or too slow), not of the call: trying later fixes it. */
export function isUnreachable(err: unknown): boolean {
  if (!(err instanceof BaseError)) return false;
  const fault = err.walk(
    (e) =>
      e instanceof HttpRequestError ||
      e instanceof TimeoutError ||
      e instanceof WebSocketRequestError ||
      e instanceof SocketClosedError,
  );
  return fault !== null && (!(fault instanceof HttpRequestError) || passingHttp(fault.status));
}

/** The answer of a node's lookup, or null when the node says it has no such thing (`NotFound`); other faults are thrown. */
async function orNull<T>(
  lookup: Promise<T>,
  NotFound: new (...args: never[]) => Error,
): Promise<T | null> {
  try {
    return await lookup;
  } catch (err) {
    if (err instanceof NotFound) return null;
    throw err;
  }
}

/** The transaction as the node knows it (pending or mined), or null when it does not; other faults are thrown. */
export const transactionOf = (reader: Reader, hash: Hash) =>
  orNull(reader.getTransaction({ hash }), TransactionNotFoundError);

/**
 * A chain job's handler that waits out the chain: when the chain cannot be reached the job is
 * retried without using up its attempts (JobUnavailable), since a transaction it sent may still
 * be mined and failing it would mark minted NFTs Mint failed.
 */
export function waitsForChain(handler: JobHandler): JobHandler {
  return {
    ...handler,
    run: (ctx) =>
      handler.run(ctx).catch((err: unknown) => {
        if (isUnreachable(err))
          throw new JobUnavailable(`chain unreachable: ${(err as BaseError).shortMessage}`, {
            cause: err,
          });
        throw err;
      }),
  };
}

/** The receipt of a sent transaction, or null while it is not mined. */
export const receiptOf = (reader: Reader, hash: Hash) =>
  orNull(reader.getTransactionReceipt({ hash }), TransactionReceiptNotFoundError);

/** Stops a job step when the worker is shutting down (the job is handed back with its checkpoint). */
export function throwIfInterrupted(signal: AbortSignal) {
  if (signal.aborted)
    throw signal.reason instanceof JobInterrupted ? signal.reason : new JobInterrupted();
}

/**
 * A transaction signed before it is sent: its hash is known (and recorded in the job's checkpoint
 * as `pending`) before the node sees it. Jobs add what the transaction does (`T`).
 */
export type SignedTx = { nonce: number; raw: Hex; hash: Hash };

/**
 * Simulates the call (the contract's refusal ends the job: E65), signs it and records it as the
 * checkpoint's `pending` with `extra`, all before anything is sent.
 */
export async function signAndRecord<T extends object>(
  ctx: JobContext,
  reader: Reader,
  writer: OperatorWalletClient,
  /** No `to`: a contract deployment (`data` its bytecode and constructor arguments). */
  call: { to?: Address; data: Hex },
  extra: T,
): Promise<SignedTx & T> {
  try {
    await reader.call({ account: writer.account.address, ...call });
  } catch (err) {
    const reason = revertReason(err);
    if (reason !== undefined) throw new JobFailure('E65', reason);
    throw err;
  }
  const request = await writer.prepareTransactionRequest({
    account: writer.account,
    chain: writer.chain,
    ...call,
  });
  const raw = await writer.signTransaction(request);
  const pending = { ...extra, nonce: request.nonce, raw, hash: keccak256(raw) };
  await ctx.checkpoint({ pending });
  return pending;
}

/** Sends a signed transaction; "already known" and "nonce too low" (mined meanwhile) are settled by the receipt check. */
export async function broadcast(reader: Reader, raw: Hex) {
  await reader.sendRawTransaction({ serializedTransaction: raw }).catch(() => undefined);
}

/**
 * How long, and on how many polls in a row, an operator nonce must be seen used, with no receipt
 * of the transaction signed with it, before the nonce counts as taken by another transaction. A
 * node can answer the new nonce a moment before it answers the block's receipts and code: anvil
 * does while it builds the block (longer the larger its state, and on a busy machine), and a
 * load-balanced RPC can ask two backends. Concluding on the first sight signed the step again and
 * sent it twice. The wait costs time only when a nonce really went elsewhere, which is rare.
 */
export const NONCE_TAKEN_POLLS = 3;
export const NONCE_TAKEN_MS = 2_000;

/** Counts the polls that saw the nonce used with no sign of the transaction; `seen` answers true once that is settled. */
export function takenNonceWatch() {
  let polls = 0;
  let since = 0;
  return {
    seen(): boolean {
      if (polls++ === 0) since = Date.now();
      return polls >= NONCE_TAKEN_POLLS && Date.now() - since >= NONCE_TAKEN_MS;
    },
    clear() {
      polls = 0;
    },
  };
}

/** Waits for the recorded transaction (re-sending it while the node does not know it); null when its nonce went to another transaction. */
export async function settle(
  ctx: JobContext,
  reader: Reader,
  operator: Address,
  pending: SignedTx,
): Promise<TransactionReceipt | null> {
  const deadline = Date.now() + RECEIPT_WAIT_MS;
  const taken = takenNonceWatch();
  for (;;) {
    throwIfInterrupted(ctx.signal);
    const receipt = await receiptOf(reader, pending.hash);
    if (receipt) return receipt;
    const used = await reader.getTransactionCount({ address: operator, blockTag: 'latest' });
    const known = await transactionOf(reader, pending.hash);
    if (used > pending.nonce && known?.blockNumber == null) {
      if (taken.seen()) return null;
    } else {
      // Not used yet, or mined (its receipt is on its way).
      taken.clear();
      if (!known) await broadcast(reader, pending.raw);
    }
    if (Date.now() > deadline) {
      // Pending on the node: the job waits for it without using up attempts. Unknown to the node
      // after 5 minutes of sending: the node refuses it, and the retries may end the job.
      if (known) throw new JobUnavailable(`transaction ${pending.hash} not mined yet`);
      throw new Error(`transaction ${pending.hash} is not taken by the node`);
    }
    await sleep(reader.pollingInterval);
  }
}

/**
 * One step of a job that must happen once: the transaction recorded by an earlier run (`recorded`)
 * is waited for or re-sent; without one, `sign` signs and records a new one (signAndRecord) and it
 * is sent. A recorded transaction whose nonce went elsewhere can never be mined: the step is
 * signed again. Answers the transaction and its successful receipt (a revert is E65).
 */
export async function sendOnce<P extends SignedTx>(
  ctx: JobContext,
  reader: Reader,
  writer: OperatorWalletClient,
  recorded: P | null,
  sign: () => Promise<P>,
): Promise<{ tx: P; receipt: TransactionReceipt }> {
  let pending = recorded;
  for (;;) {
    if (!pending) {
      // Signed with the next nonce and handed to the node in one operator turn (operator-turn.ts).
      pending = await operatorTurn(writer, async () => {
        const signed = await sign();
        await broadcast(reader, signed.raw);
        return signed;
      });
    }
    const receipt = await settle(ctx, reader, writer.account.address, pending);
    if (receipt) {
      if (receipt.status !== 'success')
        throw new JobFailure('E65', `transaction ${pending.hash} reverted`);
      return { tx: pending, receipt };
    }
    await ctx.checkpoint({ pending: null });
    pending = null;
  }
}
