import { PGlite, types } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { date, integer, interval, numeric, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parsersOnce } from './pglite-parsers.ts';

const moments = pgTable('moments', {
  id: integer('id').primaryKey(),
  at: timestamp('at', { withTimezone: true, mode: 'date' }),
  atText: timestamp('at_text', { withTimezone: true, mode: 'string' }),
  day: date('day'),
  span: interval('span'),
  ats: timestamp('ats', { withTimezone: true, mode: 'date' }).array(),
  days: date('days').array(),
  amounts: numeric('amounts', { precision: 5, scale: 2 }).array(),
});

const CREATE = sql`create table moments (id integer primary key, at timestamptz, at_text timestamptz, day date, span interval, ats timestamptz[], days date[], amounts numeric(5,2)[])`;
const ROW = {
  id: 1,
  at: new Date('2001-02-03T04:05:06.789Z'),
  atText: '2001-02-03 04:05:06.789+00',
  day: '2001-02-03',
  span: '1 day 02:03:04',
  ats: [new Date('2001-02-03T04:05:06.789Z'), new Date('2020-01-01T00:00:00Z')],
  days: ['2001-02-03', '1999-12-31'],
  amounts: ['12.50', '0.00'],
};

async function opened(wrap: boolean) {
  const client = await PGlite.create('memory://');
  const sent: unknown[] = [];
  const query = client.query.bind(client);
  // What reaches PGlite's own query, under the wrapper.
  client.query = ((text: string, params?: unknown[], options?: object) => (
    sent.push(options),
    query(text, params, options)
  )) as PGlite['query'];
  if (wrap) parsersOnce(client);
  const db = drizzle({ client });
  await db.execute(CREATE);
  await db.insert(moments).values(ROW);
  return { client, db, sent };
}

describe('parsersOnce', () => {
  let plain: Awaited<ReturnType<typeof opened>>;
  let once: Awaited<ReturnType<typeof opened>>;
  beforeAll(async () => {
    [plain, once] = await Promise.all([opened(false), opened(true)]);
  });
  afterAll(async () => {
    await plain?.client.close();
    await once?.client.close();
  });

  it("answers drizzle's selects and raw statements as with drizzle's own parsers", async () => {
    const select = (db: typeof plain.db) => db.select().from(moments);
    expect(await select(once.db)).toEqual(await select(plain.db));
    expect((await select(once.db))[0]).toEqual(ROW);
    const raw = (db: typeof plain.db) => db.execute(sql`select * from moments`).then((r) => r.rows);
    expect(await raw(once.db)).toEqual(await raw(plain.db));
    await once.db.transaction(async (tx) =>
      expect(await select(tx as unknown as typeof plain.db)).toEqual([ROW]),
    );
  });

  it("sends drizzle's queries without their parsers, one options object per statement", async () => {
    const statement = once.db.select().from(moments).prepare('moments_all');
    await statement.execute();
    await statement.execute();
    const [a, b] = once.sent.slice(-2) as { parsers?: unknown }[];
    expect(a).toBeDefined();
    expect(a!.parsers).toBeUndefined();
    expect(b).toBe(a);
    // Without the wrapper drizzle sends them each time.
    await plain.db.select().from(moments);
    expect((plain.sent.at(-1) as { parsers?: unknown }).parsers).toBeDefined();
  });

  it('keeps other parsers as given', async () => {
    const options = { parsers: { [types.INT4]: (v: string) => `int ${v}` } };
    expect(
      (await once.client.query<{ n: string }>('select 1::int4 as n', [], options)).rows[0]!.n,
    ).toBe('int 1');
    expect(once.sent.at(-1)).toBe(options);
  });
});
