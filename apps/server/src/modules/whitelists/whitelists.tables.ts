import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { shopIdColumn } from '../../platform/tenancy/shops.tables.ts';
import { createdAtColumn, idColumn } from '../../platform/db/columns.ts';

/** Spec doc 2 §3 Whitelist: id, name, num, addresses (stored checksummed, no repeats). */
export const whitelists = pgTable(
  'whitelists',
  {
    id: idColumn(),
    shopId: shopIdColumn(),
    name: text('name').notNull(),
    addresses: jsonb('addresses').$type<string[]>().notNull(),
    num: integer('num').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [index('whitelists_shop_idx').on(t.shopId)],
);

export type WhitelistRow = typeof whitelists.$inferSelect;
