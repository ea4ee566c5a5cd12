import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneCallQueries } from './pglite-one-call.ts';

const CREATE = `create table things (
  id serial primary key, name text unique not null, ok boolean, data jsonb, at timestamptz, bytes bytea,
  price numeric(8,2), tags text[], counts int[])`;

async function opened(oneCall: boolean) {
  const client = await PGlite.create('memory://');
  await client.exec(CREATE);
  const calls = { protocol: 0, describe: 0 };
  const exec = client.execProtocolStream.bind(client);
  const describeQuery = client.describeQuery.bind(client);
  client.execProtocolStream = ((message: Uint8Array, options: object) => (calls.protocol++, exec(message, options))) as PGlite['execProtocolStream'];
  client.describeQuery = ((text: string, options?: object) => (calls.describe++, describeQuery(text, options))) as PGlite['describeQuery'];
  if (oneCall) oneCallQueries(client);
  return { client, calls };
}

const INSERT = 'insert into things (name, ok, data, at, bytes, price, tags, counts) values ($1, $2, $3, $4, $5, $6, $7, $8) returning *';
const rowValues = (name: string) => [name, true, { a: [1, 'x'], b: null }, new Date('2001-02-03T04:05:06.789Z'), new Uint8Array([0, 1, 255]), '12.50', ['a', 'b"c', null], [1, 2]];

/** What a query answers, or the error it throws (its details, and the query it carries). */
async function outcome(client: PGlite, text: string, params?: unknown[]) {
  try {
    return { result: await client.query(text, params) };
  } catch (err) {
    const e = err as Record<string, unknown>;
    return { error: { message: e.message, code: e.code, constraint: e.constraint, detail: e.detail, query: e.query, params: e.params } };
  }
}

describe('oneCallQueries', () => {
  let plain: Awaited<ReturnType<typeof opened>>;
  let one: Awaited<ReturnType<typeof opened>>;
  beforeAll(async () => {
    [plain, one] = await Promise.all([opened(false), opened(true)]);
  });
  afterAll(async () => {
    await plain?.client.close();
    await one?.client.close();
  });

  const both = async (text: string, params?: unknown[]) => {
    const [a, b] = [await outcome(plain.client, text, params), await outcome(one.client, text, params)];
    expect(b).toEqual(a);
    return b;
  };

  it("answers as PGlite's own query: every type of parameter and column, writes, empty answers", async () => {
    const first = await both(INSERT, rowValues('first'));
    expect(first.result!.rows[0]).toMatchObject({ name: 'first', data: { a: [1, 'x'], b: null }, tags: ['a', 'b"c', null], counts: [1, 2], price: '12.50' });
    await both(INSERT, ['second', null, null, null, null, null, null, null]);
    await both('select * from things where name = any($1) and (ok is null or ok = $2) order by id', [['first', 'second'], true]);
    await both('select $1::int + $2 as n, $3::text as t', [2, 3, 'x']);
    expect((await both('update things set ok = $1 where id > $2', [false, 0])).result!.affectedRows).toBe(2);
    await both('select * from things where id = $1', [999]);
    await both('select count(*) from things');
  });

  it('throws the same database errors, with the query, and the next query runs', async () => {
    // Texts whose types are known (INSERT ran above): the error comes from the one call.
    expect((await both(INSERT, rowValues('first'))).error).toMatchObject({ code: '23505', constraint: 'things_name_key', query: INSERT });
    const byId = 'select * from things where id = $1';
    await both(byId, [1]);
    expect((await both(byId, ['abc'])).error).toMatchObject({ code: '22P02', query: byId });
    // Texts that do not parse fail when their types are asked for: PGlite's own query answers.
    expect((await both('selec 1')).error).toMatchObject({ code: '42601' });
    expect((await both('select * from nowhere where id = $1', [1])).error).toMatchObject({ code: '42P01' });
    await both('select name from things order by id');
  });

  it('forgets the types of a text after a schema change, and answers it as PGlite does', async () => {
    const text = 'select name from things where price = $1';
    await both(text, ['12.50']);
    for (const { client } of [plain, one]) await client.exec('alter table things alter column price type text using price::text');
    expect((await both(text, ['12.50'])).result!.rows).toEqual([{ name: 'first' }]);
    expect((await both(text, ['12.50'])).result!.rows).toEqual([{ name: 'first' }]);
    for (const { client } of [plain, one]) await client.exec('alter table things alter column price type numeric(8,2) using price::numeric');
    await both(text, ['12.50']);
  });

  it('leaves a COPY to the blob device to PGlite, which answers the blob', async () => {
    const copy = "copy (select name from things where name = 'first') to '/dev/blob'";
    const answer = await one.client.query(copy);
    expect(await answer.blob!.text()).toBe('first\n');
  });

  it('makes one call into PGlite for a known query text, asking its parameter types once', async () => {
    const text = 'select name from things where id = $1';
    await one.client.query(text, [1]);
    const before = { ...one.calls };
    await one.client.query(text, [2]);
    await one.client.query(text, [1]);
    expect(one.calls).toEqual({ protocol: before.protocol + 2, describe: before.describe });
    // PGlite's own query makes six.
    const plainBefore = plain.calls.protocol;
    await plain.client.query(text, [1]);
    expect(plain.calls.protocol - plainBefore).toBe(6);
  });

  it("waits for another caller's transaction: a query never runs inside it", async () => {
    // The insert's types are known, so it is sent in one call (not after a describe, which waits too).
    await one.client.query('select * from things where id = $1', [0]);
    await one.client.query(INSERT, rowValues('first')).catch(() => undefined);
    const describes = one.calls.describe;
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const order: string[] = [];
    const tx = one.client.transaction(async (t) => {
      await t.query(INSERT, rowValues('rolled back'));
      order.push('transaction wrote');
      await held;
      await t.rollback();
    });
    await new Promise((r) => setTimeout(r, 20));
    const outside = one.client.query(INSERT, rowValues('outside')).then(() => order.push('query wrote'));
    await new Promise((r) => setTimeout(r, 20));
    expect(order).toEqual(['transaction wrote']);
    release();
    await Promise.all([tx, outside]);
    expect(order).toEqual(['transaction wrote', 'query wrote']);
    const names = (await one.client.query<{ name: string }>('select name from things where name = any($1)', [['rolled back', 'outside']])).rows;
    expect(names).toEqual([{ name: 'outside' }]);
    expect(one.calls.describe).toBe(describes + 1); // only the final select's text was new
  });
});
