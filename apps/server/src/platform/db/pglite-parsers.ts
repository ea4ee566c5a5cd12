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

/**
 * Gives `client` drizzle's parsers once and answers drizzle's queries without their per-query
 * copy. PGlite merges a query's parsers into its own for every query (an object spread of all its
 * type parsers: 50–100 µs, a tenth of an NFT list request); the client holds the same parsers
 * now, so the answers are the same. Options with other parsers pass as given. Set after the client
 * is created: PGlite installs its array parsers then, over any given to its constructor. Queries
 * in a transaction (drizzle runs them on PGlite's transaction object) keep the per-query copy.
 */
export function parsersOnce(client: PGlite): void {
  Object.assign(client.parsers, DRIZZLE_PARSERS);
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
  client.query = ((text: string, params?: unknown[], options?: QueryOptions) =>
    query(text, params, withoutDrizzleParsers(options))) as PGlite['query'];
}
