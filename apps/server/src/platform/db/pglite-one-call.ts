import { messages, parse, protocol, type PGlite } from '@electric-sql/pglite';

type QueryOptions = NonNullable<Parameters<PGlite['query']>[2]>;

/** COPY to or from PGlite's blob device: PGlite's own query handles the blob around it. */
const DEV_BLOB = /\/dev\/blob/i;

/** Query texts whose parameter types are kept; past it the oldest is forgotten (an `IN` list of each length is a text). */
export const KEPT_TEXTS = 2_000;

/**
 * Makes `client.query` send a statement to PGlite in one call: Parse, Bind, Describe, Execute and
 * Sync in one buffer, as a PostgreSQL client sends them down its socket. PGlite's own query makes
 * a call into wasm for each message, and first asks for the statement's parameter types (to turn
 * each value into text): six calls, about 70 µs of a 370 µs NFT list query. Here the types of a
 * query text are asked for once (`describeQuery`) and kept, so the same text costs one call.
 *
 * The answer is PGlite's own: the same locks (no query runs inside another's transaction), the same
 * serializers and parsers, the same result parsing, and a database error carries the query as
 * PGlite's does. A query with a blob (COPY) or its own parameter types, and any query inside a
 * transaction (drizzle runs those on PGlite's transaction object), go PGlite's own way, and so
 * does a failing query whose types were kept (they may be stale after a schema change).
 */
export function oneCallQueries(client: PGlite): void {
  const query = client.query.bind(client);
  const typesOf = new Map<string, number[]>();
  const { serialize } = protocol;

  /** The text's parameter types, and whether they were kept from before (and so may be stale). */
  async function paramTypes(text: string): Promise<{ types: number[]; kept: boolean } | null> {
    const kept = typesOf.get(text);
    if (kept) return { types: kept, kept: true };
    let types: number[];
    try {
      types = (await client.describeQuery(text)).queryParams.map((p) => p.dataTypeID);
    } catch {
      return null; // PGlite's own query answers the error, with its details.
    }
    if (typesOf.size >= KEPT_TEXTS) typesOf.delete(typesOf.keys().next().value!);
    typesOf.set(text, types);
    return { types, kept: false };
  }

  const toText = (value: unknown, type: number | undefined, options: QueryOptions | undefined) => {
    if (value === null || value === undefined) return null;
    const serializer = (type === undefined ? undefined : (options?.serializers?.[type] ?? client.serializers[type])) as ((v: unknown) => string) | undefined;
    return serializer ? serializer(value) : String(value);
  };

  const oneCall = (text: string, params: unknown[], options: QueryOptions | undefined, types: number[]) =>
    client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        const values = params.map((v, i) => toText(v, types[i], options));
        const message = Buffer.concat([serialize.parse({ text, types }), serialize.bind({ values }), serialize.describe({ type: 'P' }), serialize.execute({}), serialize.sync()]);
        let answer;
        try {
          answer = await client.execProtocolStream(message, { syncToFs: false, onNotice: options?.onNotice });
        } catch (err) {
          if (err instanceof messages.DatabaseError) Object.assign(err, { query: text, params, queryOptions: options });
          throw err;
        }
        await client.syncToFs();
        return parse.parseResults(answer, client.parsers, options)[0]!;
      }),
    );

  client.query = (async (text: string, params: unknown[] = [], options?: QueryOptions) => {
    if (options?.blob || options?.paramTypes || DEV_BLOB.test(text)) return query(text, params, options);
    await client._checkReady();
    const found = await paramTypes(text);
    if (!found) return query(text, params, options);
    try {
      return await oneCall(text, params, options, found.types);
    } catch (err) {
      // Types kept from before a schema change (a column's type, a dropped enum) would fail the
      // text for good: they are forgotten, and PGlite's own query answers this time. A statement
      // that failed changed nothing, so running it again is safe.
      if (!found.kept || !(err instanceof messages.DatabaseError)) throw err;
      typesOf.delete(text);
      return query(text, params, options);
    }
  }) as PGlite['query'];
}
