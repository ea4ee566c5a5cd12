import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { NavigationMenu } from '@mintfront/domain';
import { shopIdColumn } from '../../platform/tenancy/shops.tables.ts';
import { createdAtColumn, idColumn, ts } from '../../platform/db/columns.ts';

/** Spec doc 2 §3 Navigation menu: a title and up to 5 items (name, link). */
export const navigations = pgTable(
  'navigations',
  {
    id: idColumn(),
    shopId: shopIdColumn(),
    title: text('title').notNull(),
    items: jsonb('items').$type<NavigationMenu['items']>().notNull(),
    createdAt: createdAtColumn(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('navigations_shop_idx').on(t.shopId)],
);

export type NavigationRow = typeof navigations.$inferSelect;
