import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { shops } from '../../platform/tenancy/shops.tables.ts';

/** Spec doc 2 §3 Payout group: id, name, isDefault, payees. One default per shop (partial index). */
export const payoutGroups = pgTable(
  'payout_groups',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
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
    id: serial('id').primaryKey(),
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
