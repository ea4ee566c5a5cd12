import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { shopIdColumn } from '../../platform/tenancy/shops.tables.ts';
import { createdAtColumn, idColumn, ts } from '../../platform/db/columns.ts';

/**
 * Spec doc 2 §3 Currency / payment token: an ERC-20 of the shop's chain. `status` 1 In Review,
 * 2 Active, 3 Rejected, 4 Inactive (domain CURRENCY_STATUS). One token per address per shop
 * (address stored checksummed), one default per shop (partial index). The platform approves or
 * rejects a token In Review (apps/server/src/cli, or at once on the local chain).
 */
export const currencies = pgTable(
  'currencies',
  {
    id: idColumn(),
    shopId: shopIdColumn(),
    symbol: text('symbol').notNull(),
    name: text('name').notNull(),
    address: text('address').notNull(),
    decimals: integer('decimals').notNull(),
    icon: text('icon'),
    status: smallint('status').notNull().default(1),
    isDefault: boolean('is_default').notNull().default(false),
    /** Why the platform rejected it (`npm run platform -- currency:reject`); cleared on resubmission. */
    reviewReason: text('review_reason'),
    createdAt: createdAtColumn(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('currencies_shop_idx').on(t.shopId),
    uniqueIndex('currencies_shop_address_key').on(t.shopId, t.address),
    uniqueIndex('currencies_one_default_key')
      .on(t.shopId)
      .where(sql`${t.isDefault}`),
  ],
);

export type CurrencyRow = typeof currencies.$inferSelect;
