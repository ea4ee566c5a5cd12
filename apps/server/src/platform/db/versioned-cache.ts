import type { ShopChanges } from './shop-changes.ts';

type Entry = { version: number; body: Buffer; size: number; keptAt: number };
/** A read in flight, the version taken before it began, and when it began. */
type Reading = { version: number; body: Promise<Buffer>; startedAt: number };
/** What a kept answer costs besides its body and key: the entry and the map's slot, roughly. */
const ENTRY_OVERHEAD = 200;
/** Past this share of `keptAtMostMs`, an asker still gets the kept answer while one read renews it. */
const RENEW_FROM = 0.8;

/**
 * Answers read from one table's rows of a store, as the bytes sent (written once, sent as they
 * are to every asker), kept while the store's version of that table stands still
 * (shop-changes.ts): the version is taken before the read and the answer is kept only if it is
 * the same after, so what is kept was never older than a change this process has heard of. At
 * most `maxBytes` are kept (bodies, keys and a fixed cost per answer), the least recently used
 * leaving first; 0 keeps nothing. An answer is kept `changes.keptAtMostMs` at most: the bound on
 * what a missed notice can cost (shop-changes.ts). From 80 % of that age on, the next asker
 * still gets it while one read in the background renews it, so no asker waits for the renewal
 * unless it is not done by the bound.
 *
 * Askers of one answer share one read while it is in flight, if it began under the version they
 * see and less than `keptAtMostMs` ago: a page asked by many at once costs the database one read,
 * not one per asker queued behind each other. An asker whose version moved since (their own write, say) reads on their own, so a
 * process still reads its own writes.
 */
export function versionedCache(
  changes: ShopChanges,
  table: string,
  maxBytes: number,
  { now = Date.now, onRenewalError = () => undefined }: { now?: () => number; onRenewalError?: (error: unknown) => void } = {},
) {
  const entries = new Map<string, Entry>();
  const reading = new Map<string, Reading>();
  let bytes = 0;
  const drop = (key: string, entry: Entry) => {
    entries.delete(key);
    bytes -= entry.size;
  };
  const keep = (storeKey: string, entry: Entry) => {
    const other = entries.get(storeKey);
    // A slow read that ends after a later one: the later answer stays.
    if (other && other.keptAt > entry.keptAt) return;
    if (other) drop(storeKey, other);
    entries.set(storeKey, entry);
    bytes += entry.size;
    for (const [oldestKey, oldest] of entries) {
      if (bytes <= maxBytes) break;
      drop(oldestKey, oldest);
    }
  };
  /** Reads under `version`, shared with askers of the same version meanwhile; keeps the answer if the version stood. */
  const readAndKeep = async (shopId: number, storeKey: string, version: number, read: () => Promise<Buffer>) => {
    const keptAt = now();
    const mine: Reading = { version, body: read(), startedAt: keptAt };
    reading.set(storeKey, mine);
    let body: Buffer;
    try {
      body = await mine.body;
    } finally {
      if (reading.get(storeKey) === mine) reading.delete(storeKey);
    }
    const size = body.length + storeKey.length * 2 + ENTRY_OVERHEAD;
    const stood = changes.version(table, shopId) === version && now() - keptAt < changes.keptAtMostMs;
    if (stood && size <= maxBytes) keep(storeKey, { version, body, size, keptAt });
    return body;
  };
  /**
   * The read in flight for `storeKey` that an asker seeing `version` may wait for: begun under
   * that version, and less than the bound ago (a read stuck on a dead connection is not joined
   * forever, nor is an answer read before a notice the bound is there for).
   */
  const joinable = (storeKey: string, version: number) => {
    const current = reading.get(storeKey);
    return current?.version === version && now() - current.startedAt < changes.keptAtMostMs ? current : undefined;
  };
  return {
    async through(shopId: number, key: string, read: () => Promise<Buffer>): Promise<Buffer> {
      const version = maxBytes > 0 ? changes.version(table, shopId) : null;
      if (version === null) return read();
      const storeKey = `${shopId}\n${key}`;
      const found = entries.get(storeKey);
      if (found) {
        drop(storeKey, found);
        const age = now() - found.keptAt;
        if (found.version === version && age < changes.keptAtMostMs) {
          // Again at the end of the map's order: the most recently used.
          entries.set(storeKey, found);
          bytes += found.size;
          if (age >= changes.keptAtMostMs * RENEW_FROM && !joinable(storeKey, version)) {
            // A failed renewal keeps the kept answer; past the bound an asker reads on their own.
            readAndKeep(shopId, storeKey, version, read).catch(onRenewalError);
          }
          return found.body;
        }
      }
      const shared = joinable(storeKey, version);
      if (shared) return shared.body;
      return readAndKeep(shopId, storeKey, version, read);
    },
    /** How many answers are kept (for tests). */
    get size() {
      return entries.size;
    },
  };
}
