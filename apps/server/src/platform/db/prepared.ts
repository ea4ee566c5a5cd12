import type { Db } from './db-client.ts';

/**
 * A statement (or anything) built once per database: drizzle's prepared queries belong to the
 * database object they were built on. Hot queries (the access check, the NFT list) use it so a
 * request does not rebuild their SQL; a transaction object gets its own.
 */
export function perDatabase<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let found = built.get(db);
    if (found === undefined) built.set(db, (found = build(db)));
    return found;
  };
}
