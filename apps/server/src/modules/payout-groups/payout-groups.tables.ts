import { sql } from 'drizzle-orm';
import { boolean, index, integer, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { shopIdColumn } from '../../platform/tenancy/shops.tables.ts';
import { createdAtColumn, idColumn } from '../../platform/db/columns.ts';

/** Spec doc 2 §3 Payout group: id, name, isDefault, payees. One default per shop (partial index). */
export const payoutGroups = pgTable(
  'payout_groups',
  {
    id: idColumn(),
    shopId: shopIdColumn(),
    name: text('name').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('payout_groups_shop_idx').on(t.shopId),
    uniqueIndex('payout_groups_one_default_key')
      .on(t.shopId)
      .where(sql`${t.isDefault}`),
  ],
);

/** A payee of a group: rate an exact decimal percentage (numeric, never a float). */
export const payoutPayees = pgTable(
  'payout_payees',
  {
    id: idColumn(),
    groupId: integer('group_id')
      .notNull()
      .references(() => payoutGroups.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email'),
    address: text('address'),
    rate: numeric('rate', { precision: 5, scale: 2 }).notNull(),
  },
  (t) => [index('payout_payees_group_idx').on(t.groupId)],
);

export type PayoutGroupRow = typeof payoutGroups.$inferSelect;
export type PayoutPayeeRow = typeof payoutPayees.$inferSelect;
