import { sql } from 'drizzle-orm';
import { boolean, integer, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { shopIdColumn } from '../../platform/tenancy/shops.tables.ts';
import { createdAtColumn, idColumn, ts } from '../../platform/db/columns.ts';

/** Spec doc 2 §3 Discount. The state is computed from start_at/end_at, never stored. */
export const discounts = pgTable(
  'discounts',
  {
    id: idColumn(),
    shopId: shopIdColumn(),
    code: text('code').notNull(),
    value: numeric('value', { precision: 5, scale: 2 }).notNull(),
    isPublic: boolean('is_public').notNull().default(true),
    quantity: integer('quantity'),
    perCustomerLimit: integer('per_customer_limit'),
    oncePerCustomer: boolean('once_per_customer').notNull().default(false),
    startAt: ts('start_at'),
    endAt: ts('end_at'),
    timesUsed: integer('times_used').notNull().default(0),
    ordersApplied: integer('orders_applied').notNull().default(0),
    createdAt: createdAtColumn(),
  },
  (t) => [uniqueIndex('discounts_shop_code_key').on(t.shopId, sql`lower(${t.code})`)],
);

export type DiscountRow = typeof discounts.$inferSelect;
