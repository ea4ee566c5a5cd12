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
    ['begin', false],
  ])('%s → %s', (text, readOnly) => {
    expect(isReadOnlyStatement(text)).toBe(readOnly);
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
