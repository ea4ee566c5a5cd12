import { randomUUID } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';

// What the database says changed, per table and store: the triggers of migration 0013 notify
// channel `shop_changes` with '<table>:<shop id>@<transaction id>' (or '<table>:*@…') when a
// transaction commits. A store's version of a table moves on each such notice, so a value read
// from that table while its version stood still (the same before the read began and after it
// ended) is still what the database holds, as far as this process has heard.
//
// The notice reaches this process before the write that caused it returns: PGlite runs its
// listeners before a query answers, and PostgreSQL sends a connection the notices it listens
// to before the commit's ReadyForQuery, so every pooled connection listens. A write of another
// process is heard once it commits, a moment later. While no connection listens (a pool that
// closed its idle connections), nothing is known: `version` answers null and nothing may be kept.
// On PostgreSQL a notice can still be missed without this process knowing (a connection whose
// socket died silently, a pooler that moved its session): there nothing is kept longer than
// `keptAtMostMs`. PGlite's notices are heard in this process, synchronously: it has no such bound.

export const SHOP_CHANGES_CHANNEL = 'shop_changes';
/** On PostgreSQL, the longest a value read under a version is kept: the worst case of a missed notice. */
export const POOL_KEPT_AT_MOST_MS = 5_000;
/** Notices remembered to take each once: every listening connection of a pool hears each. */
const REMEMBERED_NOTICES = 4_096;

export type ShopChanges = {
  /** The version of `table` for `shopId`; null while changes cannot be heard. */
  version(table: string, shopId: number): number | null;
  /** The longest a value read under a version may be kept (Infinity when no notice can be missed). */
  keptAtMostMs: number;
};

/** The versions, moved by the notices that `heard` is given. */
export function shopChangesTracker(keptAtMostMs = Infinity) {
  // Every version given out is a new count, so a version never comes back once it moved on.
  let counter = 0;
  /** The version of every store whose table has no version of its own. */
  let base = 0;
  let tables = new Map<string, { all: number; byShop: Map<string, number> }>();
  let listening = 0;
  let deaf = false;
  const seen = new Set<string>();
  const tableOf = (name: string) => {
    let table = tables.get(name);
    if (!table) tables.set(name, (table = { all: base, byShop: new Map() }));
    return table;
  };
  const forgetAll = () => {
    base = ++counter;
    tables = new Map();
    // A database restored or failed over may reuse transaction ids.
    seen.clear();
  };
  return {
    changes: {
      version(table: string, shopId: number) {
        if (listening === 0 || deaf) return null;
        const found = tables.get(table);
        return found ? (found.byShop.get(String(shopId)) ?? found.all) : base;
      },
      keptAtMostMs,
    } satisfies ShopChanges,
    /** A notice: '<table>:<shop id>@<transaction id>', or '<table>:*@…' for every store. */
    heard(payload: string) {
      if (seen.has(payload)) return;
      seen.add(payload);
      if (seen.size > REMEMBERED_NOTICES) seen.delete(seen.values().next().value!);
      const at = payload.indexOf(':');
      const end = payload.indexOf('@', at);
      const table = tableOf(payload.slice(0, at));
      const shop = payload.slice(at + 1, end === -1 ? undefined : end);
      if (shop === '*') {
        table.all = ++counter;
        table.byShop = new Map();
      } else table.byShop.set(shop, ++counter);
    },
    /** A connection started listening. */
    listens() {
      listening++;
    },
    /**
     * A listening connection ended. It may have stopped hearing a while before (a dead socket, a
     * pool's goodbye), and a new one may have started meanwhile: what was kept is dropped.
     */
    stoppedListening() {
      listening--;
      forgetAll();
    },
    /** A connection listened but did not hear its own notice: nothing is kept from now on. */
    cannotHear() {
      deaf = true;
    },
  };
}

/** PGlite: one process owns the data, so every change is heard before its write returns. */
export async function listenPglite(client: PGlite): Promise<ShopChanges> {
  const tracker = shopChangesTracker();
  await client.listen(SHOP_CHANGES_CHANNEL, (payload) => tracker.heard(payload));
  tracker.listens();
  return tracker.changes;
}

/**
 * PostgreSQL: `onConnect` (the pool's hook, awaited before a new connection is handed out) makes
 * each connection of the pool listen before it runs anything else, then checks that it hears its
 * own notice before its statement answers; one that does not (a pooler in transaction mode, most
 * of the time; a full notice queue) turns keeping off for good and `onDeaf` is told. Such a pooler
 * may also pass the probe and lose later notices: it is not supported (README), and
 * POOL_KEPT_AT_MOST_MS bounds the harm. A connection that cannot run LISTEN is not used: the pool
 * answers its error.
 */
export function poolListener(onDeaf: (err: Error) => void): { changes: ShopChanges; onConnect: (client: pg.ClientBase) => Promise<void> } {
  const tracker = shopChangesTracker(POOL_KEPT_AT_MOST_MS);
  let toldDeaf = false;
  return {
    changes: tracker.changes,
    async onConnect(client) {
      const probe = `probe:${randomUUID()}`;
      let heardProbe = false;
      client.on('notification', (notice) => {
        if (notice.channel !== SHOP_CHANGES_CHANNEL || !notice.payload) return;
        if (notice.payload === probe) heardProbe = true;
        else if (!notice.payload.startsWith('probe:')) tracker.heard(notice.payload);
      });
      await client.query(`LISTEN ${SHOP_CHANGES_CHANNEL}`);
      // A probe that fails (a full notice queue) keeps nothing, but leaves the connection usable.
      await client.query('SELECT pg_notify($1, $2)', [SHOP_CHANGES_CHANNEL, probe]).catch(() => undefined);
      if (!heardProbe) {
        tracker.cannotHear();
        if (!toldDeaf) onDeaf(new Error('a database connection did not hear its own notice (a transaction-mode pooler?): list answers and access checks are not kept'));
        toldDeaf = true;
        return;
      }
      tracker.listens();
      client.once('end', () => tracker.stoppedListening());
    },
  };
}
