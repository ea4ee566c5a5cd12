import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isReadOnlyStatement, trackWrites } from './write-generation.ts';

describe('isReadOnlyStatement', () => {
  it.each([
    ['select * from sessions where token_hash = $1', true],
    ['  SELECT "updated_at", "created_at" from nfts', true],
    ['with page as (select id from nfts) select * from page', true],
    ['explain select 1', true],
    ['insert into sessions (user_id) values ($1)', false],
    ['update "sessions" set "revoked_at" = $1', false],
    ['delete from shop_members where shop_id = $1', false],
    ['with gone as (delete from nfts returning id) select count(*) from gone', false],
    ['select * from jobs for update skip locked', false],
    ['select 1; drop table users', false],
    ['analyze', false],
    ['select * into copied from nfts', false],
    ["select nextval('nfts_id_seq')", false],
    ["select set_config('role', 'x', false)", false],
    ["select pg_notify('jobs', 'x')", false],
    ['begin', false],
  ])('%s → %s', (text, readOnly) => {
    expect(isReadOnlyStatement(text)).toBe(readOnly);
  });
});

describe('functions of the migrations', () => {
  // A plain SELECT that calls a function which writes would be taken for a read: the migrations
  // may only create trigger functions, which run inside a write that is already counted.
  it('are all trigger functions', () => {
    const dir = join(import.meta.dirname, '../../../drizzle');
    const created = readdirSync(dir)
      .filter((name) => name.endsWith('.sql'))
      .flatMap((name) => [...readFileSync(join(dir, name), 'utf8').matchAll(/create\s+(?:or\s+replace\s+)?(function|procedure)\s+([\w."]+)[^;]*?\breturns\s+(\w+)/gis)])
      .map((m) => ({ kind: m[1]!.toLowerCase(), name: m[2], returns: m[3]!.toLowerCase() }));
    expect(created.length).toBeGreaterThan(0);
    expect(created.filter((f) => f.kind !== 'function' || f.returns !== 'trigger')).toEqual([]);
    const anyRoutine = readdirSync(dir).filter((n) => n.endsWith('.sql')).map((n) => readFileSync(join(dir, n), 'utf8').match(/create\s+(or\s+replace\s+)?(function|procedure)\b/gi)?.length ?? 0);
    expect(anyRoutine.reduce((a, b) => a + b, 0)).toBe(created.length);
  });
});

describe('trackWrites', () => {
  let client: PGlite;
  let generation: () => number;
  beforeAll(async () => {
    client = await PGlite.create('memory://');
    generation = trackWrites(client);
    await client.exec('create table t (id int)');
  });
  afterAll(async () => {
    await client.close();
  });

  it('moves on every write, before it starts and after it ends, and not on reads', async () => {
    const start = generation();
    await client.query('select count(*) from t');
    expect(generation()).toBe(start);
    const writing = client.query('insert into t values (1)');
    expect(generation()).toBe(start + 1);
    await writing;
    expect(generation()).toBe(start + 2);
    await client.exec('update t set id = 2');
    expect(generation()).toBe(start + 4);
  });

  it('counts a transaction as a write whatever runs in it, and a failed write too', async () => {
    const start = generation();
    await client.transaction(async (tx) => {
      await tx.query('insert into t values (3)');
    });
    expect(generation()).toBe(start + 2);
    await expect(client.query('insert into missing values (1)')).rejects.toThrow();
    expect(generation()).toBe(start + 4);
  });
});
