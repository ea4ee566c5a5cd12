import { BaseError, ContractFunctionRevertedError, TransactionReceiptNotFoundError, type Chain, type Hash, type PublicClient, type Transport } from 'viem';
import { JobInterrupted } from '../jobs/jobs-worker.ts';

/** Shared by the jobs that send transactions (deployments, mints). */
export type Reader = PublicClient<Transport, Chain>;

/** How long a job waits for a receipt before it lets the retry machinery take over. */
export const RECEIPT_WAIT_MS = 5 * 60_000;

/** The contract's reason when the chain refused a call (E65), or undefined for any other fault. */
export function revertReason(err: unknown): string | undefined {
  if (!(err instanceof BaseError)) return undefined;
  const reverted = err.walk((e) => e instanceof ContractFunctionRevertedError) as ContractFunctionRevertedError | null;
  if (reverted) return reverted.data?.errorName ?? reverted.reason ?? reverted.shortMessage;
  return /revert/i.test(err.message) ? err.shortMessage : undefined;
}

/** The receipt of a sent transaction, or null while it is not mined. */
export async function receiptOf(reader: Reader, hash: Hash) {
  try {
    return await reader.getTransactionReceipt({ hash });
  } catch (err) {
    if (err instanceof TransactionReceiptNotFoundError) return null;
    throw err;
  }
}

/** Stops a job step when the worker is shutting down (the job is handed back with its checkpoint). */
export function throwIfInterrupted(signal: AbortSignal) {
  if (signal.aborted) throw signal.reason instanceof JobInterrupted ? signal.reason : new JobInterrupted();
}
