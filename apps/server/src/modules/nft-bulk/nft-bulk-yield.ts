import { setImmediate } from 'node:timers/promises';

/**
 * Rows a bulk job reads, checks or creates between two turns of the event loop. Its statements
 * alone never give one (PGlite answers in the same turn), and 10,000 rows in a row stalled other
 * requests for close to a second (issue 19).
 */
export const YIELD_ROWS = 100;

/** Lets waiting requests run once every YIELD_ROWS rows: call it with the count of rows done. */
export async function yieldEvery(rowsDone: number): Promise<void> {
  if (rowsDone % YIELD_ROWS === 0) await setImmediate();
}
