import type { OperatorWalletClient } from './clients.ts';

/** The last turn taken per operator account and chain ("chainId:address"). */
const turns = new Map<string, Promise<unknown>>();

/**
 * Runs `send` once no other transaction of the same operator account on the same chain is
 * between taking its nonce and reaching the node, in this process. Every operator transaction
 * goes through here: the jobs' (mints, deployments) from signing to broadcast, and the ones a
 * console call sends at once (sell orders' approval, cancel, refuse, accept; the market's
 * deployment). Without it, two of them read the same pending nonce and the node refuses one.
 * `send` ends when the node has the transaction, not when it is mined, so waiting for a receipt
 * never holds the others up. Another process with the same key is not covered: the nonce retry
 * and the jobs' nonce checks remain for that.
 */
export function operatorTurn<T>(wallet: OperatorWalletClient, send: () => Promise<T>): Promise<T> {
  const key = `${wallet.chain.id}:${wallet.account.address.toLowerCase()}`;
  const previous = turns.get(key) ?? Promise.resolve();
  const mine = previous.then(send, send);
  const settled = mine.then(
    () => undefined,
    () => undefined,
  );
  turns.set(key, settled);
  void settled.then(() => {
    if (turns.get(key) === settled) turns.delete(key);
  });
  return mine;
}
