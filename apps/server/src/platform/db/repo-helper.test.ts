import { asc, desc, sql } from 'drizzle-orm';
import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-database.ts';
import { AppError } from '../http/app-error.ts';
import { rowsOf } from './insert-many.ts';
import {
  containsText,
  crud,
  escapeLike,
  listPage,
  pageWhere,
  shopCrud,
  slicePage,
  wholePage,
} from './repo-helper.ts';

// A table of the test's own, so the helper is checked apart from any area's rules.
const things = pgTable('repo_helper_things', {
  id: serial('id').primaryKey(),
  shopId: integer('shop_id').notNull(),
  name: text('name').notNull(),
});
const repo = shopCrud(things);

// @ts-expect-error a table with a shop column has no CRUD that writes by id alone
crud(things);

describe('shopCrud', () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  const db = () => database.db;
  const A = 1;
  const B = 2;
  let theirs: number;

  beforeAll(async () => {
    database = await openTestDatabase();
    await db().execute(
      sql`create table repo_helper_things (id serial primary key, shop_id integer not null, name text not null)`,
    );
    theirs = (await repo.insert(db(), B, { name: 'theirs' })).id;
  });
  afterAll(() => database?.closeAndDrop());

  const row = async (id: number) =>
    rowsOf<{ name: string }>(
      await db().execute(sql`select name from repo_helper_things where id = ${id}`),
    )[0];

  it('inserts into the given shop, whatever the values say', async () => {
    const made = await repo.insert(db(), A, { name: 'mine', shopId: B } as { name: string });
    expect(made.shopId).toBe(A);
    expect(await repo.find(db(), A, made.id)).toEqual(made);
  });

  it("neither finds, updates nor removes another shop's row", async () => {
    expect(await repo.find(db(), A, theirs)).toBeUndefined();
    await expect(repo.findOrFail(db(), A, theirs)).rejects.toEqual(new AppError('NOT_FOUND'));
    expect(await repo.findOne(db(), A, sql`true`)).not.toMatchObject({ id: theirs });
    expect(await repo.update(db(), A, theirs, { name: 'taken' })).toBeUndefined();
    expect(await repo.remove(db(), A, theirs)).toBe(false);
    expect(await row(theirs)).toEqual({ name: 'theirs' });
    expect(await repo.count(db(), A)).toBe(1);
    expect((await repo.findMany(db(), A)).map((r) => r.shopId)).toEqual([A]);
  });

  it("updates and removes the shop's own row", async () => {
    const made = await repo.insert(db(), B, { name: 'before' });
    expect(await repo.update(db(), B, made.id, { name: 'after' })).toMatchObject({ name: 'after' });
    expect(await repo.remove(db(), B, made.id)).toBe(true);
    expect(await row(made.id)).toBeUndefined();
    expect(await repo.remove(db(), B, made.id)).toBe(false);
  });

  it("pages only the shop's rows: total, lastPage, order, filter", async () => {
    const shop = 3;
    for (const name of ['a', 'b', 'c', 'd', 'e']) await repo.insert(db(), shop, { name });
    const first = await repo.page(db(), shop, { page: 1, limit: 2 }, undefined, asc(things.name));
    expect(first).toMatchObject({ total: 5, lastPage: 3 });
    expect(first.list.map((r) => r.name)).toEqual(['a', 'b']);
    const last = await repo.page(db(), shop, { page: 3, limit: 2 }, undefined, asc(things.name));
    expect(last.list.map((r) => r.name)).toEqual(['e']);
    const past = await repo.page(db(), shop, { page: 9, limit: 2 }, undefined, desc(things.name));
    expect(past).toEqual({ list: [], total: 5, lastPage: 3 });
    const some = await repo.page(
      db(),
      shop,
      { page: 1, limit: 10 },
      containsText(things.name, 'C'),
    );
    expect(some).toMatchObject({ total: 1, lastPage: 1, list: [{ name: 'c' }] });
    const none = await repo.page(db(), 99, { page: 1, limit: 10 }, undefined);
    expect(none).toEqual({ list: [], total: 0, lastPage: 1 });
    const plain = await pageWhere(db(), things, { page: 2, limit: 4 }, undefined, asc(things.id));
    const all = rowsOf(await db().execute(sql`select id from repo_helper_things`));
    expect(plain.total).toBe(all.length);
    expect(plain.list.length).toBe(Math.min(4, plain.total - 4));
  });

  it('escapes %, _ and \\ so a search matches them literally', async () => {
    expect(escapeLike('50%_off\\now')).toBe('50\\%\\_off\\\\now');
    const shop = 4;
    for (const name of ['50% off', '50 off', 'a_b', 'axb', 'back\\slash', 'backslash'])
      await repo.insert(db(), shop, { name });
    const names = async (search: string) =>
      (await repo.findMany(db(), shop, containsText(things.name, search))).map((r) => r.name);
    expect(await names('50%')).toEqual(['50% off']);
    expect(await names('a_b')).toEqual(['a_b']);
    expect(await names('k\\s')).toEqual(['back\\slash']);
    expect(await names('%')).toEqual(['50% off']);
  });
});

describe('pages held whole', () => {
  it('answers total and lastPage as API.md says (at least one page)', () => {
    expect(listPage([1, 2], 7, 2)).toEqual({ list: [1, 2], total: 7, lastPage: 4 });
    expect(listPage([], 0, 10)).toEqual({ list: [], total: 0, lastPage: 1 });
    expect(slicePage([1, 2, 3, 4, 5], { page: 2, limit: 2 })).toEqual({
      list: [3, 4],
      total: 5,
      lastPage: 3,
    });
    expect(wholePage([])).toEqual({ list: [], total: 0, lastPage: 1 });
    expect(wholePage(['x', 'y'])).toEqual({ list: ['x', 'y'], total: 2, lastPage: 1 });
  });
});
