import { numeric, serial, timestamp } from 'drizzle-orm/pg-core';

/** The column helpers every table file shares (a shop reference: `shopIdColumn` of shops.tables.ts). */

/** A point in time, with its zone, read as a Date. */
export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** An amount in a coin's smallest unit, or a token id: a uint256 on chain, kept whole. */
export const uint256 = (name: string) => numeric(name, { precision: 78, scale: 0 });

/** The row's own id: a serial primary key named `id`. */
export const idColumn = () => serial('id').primaryKey();

/** When the row was written: the database's clock at insert. */
export const createdAtColumn = () => ts('created_at').notNull().defaultNow();
