/** What the access check read for a token (and shop): kept while nothing it reads was written since. */
type Entry<T> = { value: T; generation: number; expiresAt: number };

/**
 * The access check's answers, keyed by token hash and shop id. An answer stays good while the
 * generation it was read under stands: the version of 'access' (db/shop-changes.ts), which any
 * write to sessions, users, stores or memberships moves (a sign-out, a member removed, a mask
 * changed, a store closed), so it never answers what the database would not, as far as this
 * process has heard. While changes cannot be heard (generation null) nothing is kept. A session's
 * own expiry still ends it in time. Only failed looks are not kept (a guessed token must not fill
 * memory).
 */
export class AccessCache<T> {
  private readonly entries = new Map<string, Entry<T>>();

  constructor(
    private readonly generation: () => number | null,
    private readonly maxEntries = 10_000,
    /** The longest an answer is kept whatever its session's expiry (ShopChanges.keptAtMostMs). */
    readonly maxAgeMs = Infinity,
  ) {}

  /** The generation to pass to `set` for a value about to be read. */
  now(): number | null {
    return this.generation();
  }

  get(key: string, nowMs: number): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    const generation = this.generation();
    if (generation === null || entry.generation !== generation || entry.expiresAt <= nowMs) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /** Keeps `value`, read under `generation` (taken before the read began), until `expiresAt`. */
  set(key: string, generation: number | null, value: T, expiresAt: number) {
    if (generation === null || generation !== this.generation()) return;
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(key, { value, generation, expiresAt });
  }
}

/**
 * `value` frozen through every object and array it holds: a kept answer is handed to every
 * request of its token at once, so none may change it (a write throws, in strict code). Dates
 * are frozen against new properties only; nothing calls their setters.
 */
export function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== 'object' || ArrayBuffer.isView(value) || Object.isFrozen(value)) return value;
  Object.freeze(value);
  for (const inner of Object.values(value)) deepFreeze(inner);
  return value;
}
