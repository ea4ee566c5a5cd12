import type { PGlite } from '@electric-sql/pglite';

// A statement that only reads: it starts as a read and names no writing command. A false "write"
// only costs a cache refill; a write is never taken for a read, since every statement that
// changes rows or schema names one of these commands, `SELECT … INTO`, or one of the built-in
// functions that change state. The functions the migrations create are trigger functions only,
// which run inside writes (a test holds the migrations to that).
const READS = /^\s*(select|with|show|explain)\b/i;
const WRITES = /\b(insert|update|delete|merge|truncate|copy|create|alter|drop|grant|revoke|comment|call|do|lock|vacuum|analyze|reindex|cluster|refresh|reset|set|import|security|discard|into|notify|listen|nextval|setval|set_config|pg_notify|lo_\w+|pg_terminate_backend|pg_cancel_backend)\b/i;

export const isReadOnlyStatement = (text: string) => READS.test(text) && !WRITES.test(text);

/**
 * Counts the writes of the embedded database, so what was read from it can be kept until the next
 * write (the access cache, platform/auth/access-cache.ts). PGlite runs in this process only (the
 * data folder is locked), so every write goes through here: each statement that may write, each
 * transaction and each multi-statement exec moves the count when it starts and when it ends. A
 * value read while the count stood still (the same before the read began and when it is used)
 * was not changed by any write since.
 */
export function trackWrites(client: PGlite): () => number {
  let generation = 0;
  const around = async <T>(write: boolean, run: () => Promise<T>): Promise<T> => {
    if (!write) return run();
    generation++;
    try {
      return await run();
    } finally {
      generation++;
    }
  };
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = ((text: string, params?: unknown[], options?: object) => around(!isReadOnlyStatement(text), () => query(text, params, options))) as PGlite['query'];
  client.exec = ((text: string, options?: object) => around(!isReadOnlyStatement(text), () => exec(text, options))) as PGlite['exec'];
  client.transaction = ((callback: Parameters<PGlite['transaction']>[0]) => around(true, () => transaction(callback))) as PGlite['transaction'];
  return () => generation;
}
