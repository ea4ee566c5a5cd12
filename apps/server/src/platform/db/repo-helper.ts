import { and, count, eq, ilike, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { AppError } from '../http/app-error.ts';
import type { Db } from './db-client.ts';

type TableWithId = PgTable & { id: PgColumn };
type ShopTable = TableWithId & { shopId: PgColumn };
type Order = SQL | PgColumn;

/**
 * CRUD for a table whose rows belong to no store (users, the shops themselves, sign-in codes), so
 * an area's repository writes only its special queries (CONVENTIONS.md "Say a rule once"). A
 * table with a `shopId` column does not type-check here: its rows go through shopCrud, whose
 * every write matches the shop.
 */
export function crud<T extends TableWithId & { shopId?: never }>(table: T) {
  return anyCrud(table);
}

function anyCrud<T extends TableWithId>(table: T) {
  type Row = T['$inferSelect'];
  type New = T['$inferInsert'];
  // Drizzle's builders lose the row type on a generic table; the casts restore it.
  const from = (db: Db) => db.select().from(table as PgTable);
  return {
    async insert(db: Db, values: New): Promise<Row> {
      const rows = (await db.insert(table).values(values).returning()) as Row[];
      return rows[0]!;
    },
    async findById(db: Db, id: number): Promise<Row | undefined> {
      const rows = (await from(db).where(eq(table.id, id)).limit(1)) as Row[];
      return rows[0];
    },
    async findOne(db: Db, where: SQL | undefined): Promise<Row | undefined> {
      const rows = (await from(db).where(where).limit(1)) as Row[];
      return rows[0];
    },
    async findMany(
      db: Db,
      where: SQL | undefined,
      order: SQL | PgColumn = table.id,
    ): Promise<Row[]> {
      return (await from(db).where(where).orderBy(order)) as Row[];
    },
    async update(db: Db, id: number, values: Partial<New>): Promise<Row | undefined> {
      const rows = (await db
        .update(table)
        .set(values)
        .where(eq(table.id, id))
        .returning()) as Row[];
      return rows[0];
    },
    async remove(db: Db, id: number): Promise<void> {
      await db.delete(table).where(eq(table.id, id));
    },
    async count(db: Db, where: SQL | undefined): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(table as PgTable)
        .where(where);
      return row?.n ?? 0;
    },
  };
}

/**
 * The CRUD of a table whose rows belong to a store: every read and write takes the shop and
 * matches it, so a row of another store is neither found, changed nor removed (issue 23 §3).
 */
export function shopCrud<T extends ShopTable>(table: T) {
  type Row = T['$inferSelect'];
  type New = T['$inferInsert'];
  const base = anyCrud(table);
  const inShop = (shopId: number, where?: SQL) => and(eq(table.shopId, shopId), where);
  const byId = (shopId: number, id: number) => inShop(shopId, eq(table.id, id));
  return {
    find: (db: Db, shopId: number, id: number): Promise<Row | undefined> =>
      base.findOne(db, byId(shopId, id)),
    /** The store's row, or NOT_FOUND (a row of another store is not found either). */
    async findOrFail(db: Db, shopId: number, id: number): Promise<Row> {
      const row = await base.findOne(db, byId(shopId, id));
      if (!row) throw new AppError('NOT_FOUND');
      return row;
    },
    findOne: (db: Db, shopId: number, where: SQL | undefined): Promise<Row | undefined> =>
      base.findOne(db, inShop(shopId, where)),
    findMany: (db: Db, shopId: number, where?: SQL, order: Order = table.id): Promise<Row[]> =>
      base.findMany(db, inShop(shopId, where), order),
    count: (db: Db, shopId: number, where?: SQL): Promise<number> =>
      base.count(db, inShop(shopId, where)),
    /** One page of the store's rows matching `where`, in `order` (ties broken by the newest id). */
    page: (
      db: Db,
      shopId: number,
      at: PageAt,
      where: SQL | undefined,
      ...order: Order[]
    ): Promise<Page<Row>> => pageWhere(db, table, at, inShop(shopId, where), ...order),
    insert: (db: Db, shopId: number, values: Omit<New, 'shopId'>): Promise<Row> =>
      base.insert(db, { ...values, shopId } as New),
    async update(
      db: Db,
      shopId: number,
      id: number,
      values: Partial<New>,
    ): Promise<Row | undefined> {
      const rows = (await db
        .update(table)
        .set(values)
        .where(byId(shopId, id))
        .returning()) as Row[];
      return rows[0];
    },
    /** True when the store had the row. */
    async remove(db: Db, shopId: number, id: number): Promise<boolean> {
      const rows = await db.delete(table).where(byId(shopId, id)).returning({ id: table.id });
      return rows.length > 0;
    },
  };
}

/** Which page of a list (API.md: page from 1). */
export type PageAt = { page: number; limit: number };
/** `{ list, total, lastPage }` of API.md. */
export type Page<T> = { list: T[]; total: number; lastPage: number };

/**
 * One page of a table's rows matching `where`, in `order`: for rows that belong to a store only
 * through a parent the caller has already found in the store (a box's series, an NFT's mints).
 */
export function pageWhere<T extends PgTable>(
  db: Db,
  table: T,
  at: PageAt,
  where: SQL | undefined,
  ...order: Order[]
): Promise<Page<T['$inferSelect']>> {
  const rows = (limit: number, offset: number) =>
    db
      .select()
      .from(table as PgTable)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset) as Promise<T['$inferSelect'][]>;
  const total = async () => {
    const [row] = await db
      .select({ n: count() })
      .from(table as PgTable)
      .where(where);
    return row?.n ?? 0;
  };
  return pageOf(at, rows, total);
}

/** One page of any query: `rows(limit, offset)` and `total()` run together. */
export async function pageOf<T>(
  at: PageAt,
  rows: (limit: number, offset: number) => Promise<T[]>,
  total: () => Promise<number>,
): Promise<Page<T>> {
  const [list, n] = await Promise.all([rows(at.limit, (at.page - 1) * at.limit), total()]);
  return listPage(list, n, at.limit);
}

/** One page of a list already held whole (read from the chain, or short and fixed). */
export const slicePage = <T>(all: T[], at: PageAt): Page<T> =>
  listPage(all.slice((at.page - 1) * at.limit, at.page * at.limit), all.length, at.limit);

/** A short list answered whole as its only page. */
export const wholePage = <T>(list: T[]): Page<T> => listPage(list, list.length, list.length);

/** The same page with each row turned into its answer. */
export const mapPage = <T, U>(page: Page<T>, answer: (row: T) => U): Page<U> => ({
  ...page,
  list: page.list.map(answer),
});

/** `text` as a LIKE pattern that matches it literally (its %, _ and \\ escaped). */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The column contains `text`, case-insensitively (a list's search box). */
export const containsText = (column: PgColumn, text: string) =>
  ilike(column, `%${escapeLike(text)}%`);

/** `{ list, total, lastPage }` of API.md. */
export function listPage<T>(list: T[], total: number, limit: number): Page<T> {
  return { list, total, lastPage: Math.max(1, Math.ceil(total / Math.max(1, limit))) };
}
