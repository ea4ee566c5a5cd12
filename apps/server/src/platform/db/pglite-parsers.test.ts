import { PGlite, types } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parsersOnce, pgliteParserOptions } from './pglite-parsers.ts';

describe('parsersOnce', () => {
  let client: PGlite;
  const sent: unknown[] = [];
  beforeAll(async () => {
    client = await PGlite.create('memory://', pgliteParserOptions);
    const query = client.query.bind(client);
    // What reaches PGlite's own query, under the wrapper.
    client.query = ((text: string, params?: unknown[], options?: object) => (sent.push(options), query(text, params, options))) as PGlite['query'];
    parsersOnce(client);
  });
  afterAll(() => client.close());

  it("answers drizzle's queries as with their parsers, without sending them", async () => {
    const keep = (v: string) => v;
    const drizzleOptions = {
      rowMode: 'array' as const,
      parsers: { [types.TIMESTAMP]: keep, [types.TIMESTAMPTZ]: keep, [types.INTERVAL]: keep, [types.DATE]: keep, 1231: keep, 1115: keep, 1185: keep, 1187: keep, 1182: keep },
    };
    const answer = await client.query<unknown[]>(`select timestamptz '2001-02-03 04:05:06.789+00', date '2001-02-03', interval '1 day', 7::int`, [], drizzleOptions);
    expect(answer.rows[0]).toEqual(['2001-02-03 04:05:06.789+00', '2001-02-03', '1 day', 7]);
    await client.query('select 1', [], drizzleOptions);
    expect(sent.at(-1)).toEqual({ rowMode: 'array' });
    // The same options object each time (drizzle keeps one per statement): one copy without parsers.
    expect(sent.at(-1)).toBe(sent.at(-2));
  });

  it('keeps other parsers as given', async () => {
    const options = { parsers: { [types.INT4]: (v: string) => `int ${v}` } };
    expect((await client.query<{ n: string }>('select 1::int4 as n', [], options)).rows[0]!.n).toBe('int 1');
    expect(sent.at(-1)).toBe(options);
  });
});
