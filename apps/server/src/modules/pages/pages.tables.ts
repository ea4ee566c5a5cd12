import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { shopIdColumn } from '../../platform/tenancy/shops.tables.ts';
import { createdAtColumn, idColumn, ts } from '../../platform/db/columns.ts';

/** Spec doc 2 §3 Page. `content` is stored sanitised (platform/html/sanitize-html.ts). */
export const pages = pgTable(
  'pages',
  {
    id: idColumn(),
    shopId: shopIdColumn(),
    title: text('title').notNull(),
    content: text('content').notNull().default(''),
    createdAt: createdAtColumn(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('pages_shop_idx').on(t.shopId)],
);

export type PageRow = typeof pages.$inferSelect;
