import { types, type PGlite } from '@electric-sql/pglite';

const keepText = (value: string) => value;

/**
 * The result parsers drizzle's PGlite driver passes with every query: dates, timestamps and
 * intervals (and their arrays) kept as the database's text, which drizzle's columns then read.
 */
const DRIZZLE_PARSERS = {
  [types.TIMESTAMP]: keepText,
  [types.TIMESTAMPTZ]: keepText,
  [types.INTERVAL]: keepText,
  [types.DATE]: keepText,
  1231: keepText, // numeric[]
  1115: keepText, // timestamp[]
  1185: keepText, // timestamptz[]
  1187: keepText, // interval[]
  1182: keepText, // date[]
};
const DRIZZLE_KEYS = Object.keys(DRIZZLE_PARSERS).sort().join();

type QueryOptions = NonNullable<Parameters<PGlite['query']>[2]>;

/** PGlite's options with drizzle's parsers built in once (openDatabase creates the client with them). */
export const pgliteParserOptions = { parsers: DRIZZLE_PARSERS };

/**
 * Makes `client` (created with pgliteParserOptions) answer drizzle's queries without their
 * per-query parsers. PGlite merges a query's parsers into its own for every query (an object
 * spread of all its type parsers: 50–100 µs, a tenth of an NFT list request); the client holds
 * the same parsers already, so the answers are the same. Options with other parsers pass as given.
 */
export function parsersOnce(client: PGlite): void {
  const query = client.query.bind(client);
  // drizzle reuses one options object per prepared statement: its copy without parsers is kept.
  const stripped = new WeakMap<QueryOptions, QueryOptions>();
  const withoutDrizzleParsers = (options: QueryOptions | undefined) => {
    if (!options?.parsers) return options;
    let found = stripped.get(options);
    if (!found) {
      const { parsers, ...rest } = options;
      found = Object.keys(parsers).sort().join() === DRIZZLE_KEYS ? rest : options;
      stripped.set(options, found);
    }
    return found;
  };
  client.query = ((text: string, params?: unknown[], options?: QueryOptions) => query(text, params, withoutDrizzleParsers(options))) as PGlite['query'];
}
