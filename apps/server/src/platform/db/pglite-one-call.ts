import { messages, parse, protocol, type PGlite } from '@electric-sql/pglite';

type QueryOptions = NonNullable<Parameters<PGlite['query']>[2]>;

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
 * transaction (drizzle runs those on PGlite's transaction object), go PGlite's own way.
 */
export function oneCallQueries(client: PGlite): void {
  const query = client.query.bind(client);
  const typesOf = new Map<string, number[]>();
  const { serialize } = protocol;

  async function paramTypes(text: string): Promise<number[] | null> {
    let types = typesOf.get(text);
    if (types) return types;
    try {
      types = (await client.describeQuery(text)).queryParams.map((p) => p.dataTypeID);
    } catch {
      return null; // PGlite's own query answers the error, with its details.
    }
    if (typesOf.size >= KEPT_TEXTS) typesOf.delete(typesOf.keys().next().value!);
    typesOf.set(text, types);
    return types;
  }

  const toText = (value: unknown, type: number | undefined, options: QueryOptions | undefined) => {
    if (value === null || value === undefined) return null;
    const serializer = (type === undefined ? undefined : (options?.serializers?.[type] ?? client.serializers[type])) as ((v: unknown) => string) | undefined;
    return serializer ? serializer(value) : String(value);
  };

  client.query = (async (text: string, params: unknown[] = [], options?: QueryOptions) => {
    if (options?.blob || options?.paramTypes) return query(text, params, options);
    await client._checkReady();
    const types = await paramTypes(text);
    if (!types) return query(text, params, options);
    return client._runExclusiveTransaction(() =>
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
  }) as PGlite['query'];
}
