import type { ShopChanges } from './shop-changes.ts';

/**
 * A store's version once it stood still for 200 ms: the notices of earlier writes, of this
 * process or of the job worker, have landed. Throws after 10 s of changes.
 */
export async function settledVersion(changes: ShopChanges, table: string, shopId: number) {
  for (const deadline = Date.now() + 10_000; Date.now() < deadline; ) {
    const seen = changes.version(table, shopId);
    await new Promise((r) => setTimeout(r, 200));
    if (changes.version(table, shopId) === seen) return seen;
  }
  throw new Error(`the ${table} version of store ${shopId} kept moving for 10 s`);
}
