/** What the access check read for a token (and shop): kept while nothing was written since. */
type Entry<T> = { value: T; generation: number; expiresAt: number };

/**
 * The access check's answers of the embedded database, keyed by token hash and shop id. An answer
 * stays good while the database's write count (db/write-generation.ts) is the one it was read
 * under: any write (a sign-out, a member removed, a mask changed, a store closed, any other) drops
 * them all, so it never answers what the database would not. A session's own expiry still ends it
 * in time. Only failed looks are not kept (a guessed token must not fill memory).
 */
export class AccessCache<T> {
  private readonly entries = new Map<string, Entry<T>>();

  constructor(
    private readonly generation: () => number,
    private readonly maxEntries = 10_000,
  ) {}

  /** The generation to pass to `set` for a value about to be read. */
  now(): number {
    return this.generation();
  }

  get(key: string, nowMs: number): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.generation !== this.generation() || entry.expiresAt <= nowMs) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /** Keeps `value`, read under `generation` (taken before the read began), until `expiresAt`. */
  set(key: string, generation: number, value: T, expiresAt: number) {
    if (generation !== this.generation()) return;
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(key, { value, generation, expiresAt });
  }
}
