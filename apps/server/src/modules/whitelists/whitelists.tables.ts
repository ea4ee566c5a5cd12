import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { shops } from '../../platform/tenancy/shops.tables.ts';

/** Spec doc 2 §3 Whitelist: id, name, num, addresses (stored checksummed, no repeats). */
export const whitelists = pgTable(
  'whitelists',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    addresses: jsonb('addresses').$type<string[]>().notNull(),
    num: integer('num').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('whitelists_shop_idx').on(t.shopId)],
);

export type WhitelistRow = typeof whitelists.$inferSelect;
