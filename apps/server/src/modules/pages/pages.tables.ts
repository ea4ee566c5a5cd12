import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { shops } from '../../platform/tenancy/shops.tables.ts';
import { ts } from '../../platform/db/columns.ts';

/** Spec doc 2 §3 Page. `content` is stored sanitised (platform/html/sanitize-html.ts). */
export const pages = pgTable(
  'pages',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    content: text('content').notNull().default(''),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('pages_shop_idx').on(t.shopId)],
);

export type PageRow = typeof pages.$inferSelect;
