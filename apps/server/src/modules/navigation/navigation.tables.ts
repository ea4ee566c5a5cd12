import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { NavigationMenu } from '@mintfront/domain';
import { shops } from '../../platform/tenancy/shops.tables.ts';
import { ts } from '../../platform/db/columns.ts';

/** Spec doc 2 §3 Navigation menu: a title and up to 5 items (name, link). */
export const navigations = pgTable(
  'navigations',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    items: jsonb('items').$type<NavigationMenu['items']>().notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('navigations_shop_idx').on(t.shopId)],
);

export type NavigationRow = typeof navigations.$inferSelect;
