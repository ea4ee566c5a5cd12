import { sql } from 'drizzle-orm';
import {
  boolean,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-database.ts';
import { rowsFromJson } from './rows-from-json.ts';

const things = pgTable('json_rows_things', {
  id: serial('id').primaryKey(),
  shopId: integer('shop_id').notNull(),
  title: text('title'),
  royalties: numeric('royalties', { precision: 5, scale: 2 }).notNull(),
  categoryIds: integer('category_ids').array().notNull(),
  attrs: jsonb('attrs').$type<unknown>(),
  isLocked: boolean('is_locked').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

describe('rowsFromJson', () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    database = await openTestDatabase();
    await database.db
      .execute(sql`create table json_rows_things (id serial primary key, shop_id integer not null, title text,
      royalties numeric(5,2) not null, category_ids integer[] not null, attrs jsonb, is_locked boolean not null, created_at timestamptz not null default now())`);
    await database.db.insert(things).values([
      {
        shopId: 1,
        title: 'Dragon "é漢🙂" \\ ,{}',
        royalties: '12.50',
        categoryIds: [3, 1, 2],
        attrs: { properties: [['a', 'b']], n: 1.5 },
        isLocked: true,
      },
      {
        shopId: 1,
        title: null,
        royalties: '0',
        categoryIds: [],
        attrs: null,
        isLocked: false,
        createdAt: new Date('2001-02-03T04:05:06.789Z'),
      },
      {
        shopId: 2,
        title: '',
        royalties: '50',
        categoryIds: [7],
        attrs: 'plain text',
        isLocked: false,
      },
    ]);
  });
  afterAll(() => database?.closeAndDrop());

  it('reads json_agg of whole rows into the objects drizzle select answers', async () => {
    const selected = await database.db.select().from(things).orderBy(things.id);
    const [answer] = await database.db
      .select({ page: sql<string>`json_agg(t order by t.id)::text` })
      .from(database.db.select().from(things).as('t'));
    const read = rowsFromJson(things)(answer!.page);
    expect(read).toEqual(selected);
    expect(read.map((r) => r.royalties)).toEqual(['12.50', '0.00', '50.00']);
    expect(read[0]!.createdAt).toBeInstanceOf(Date);
    expect(read[2]!.attrs).toBe('plain text');
  });

  it('refuses a table with a column a JSON number cannot carry exactly', () => {
    const wide = pgTable('wide', { id: serial('id'), amount: numeric('amount') });
    expect(() => rowsFromJson(wide)).toThrow(/amount/);
  });

  it('reads an empty page', () => {
    expect(rowsFromJson(things)('[]')).toEqual([]);
  });
});
