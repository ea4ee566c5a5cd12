import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { shops } from '../../platform/tenancy/shops.tables.ts';

/** The store's SEO and analytics settings (spec doc 2 §3 Marketing settings); a store without a row has none. */
export const seoSettings = pgTable('seo_settings', {
  shopId: integer('shop_id')
    .primaryKey()
    .references(() => shops.id, { onDelete: 'cascade' }),
  title: text('title').notNull().default(''),
  description: text('description').notNull().default(''),
  /** Stored paths of uploads of kind favicon and shareImage. */
  favicon: text('favicon'),
  shareImage: text('share_image'),
  /** spec doc 2 §5 analytics tracking ID (UA-xxxx-y), '' until set; mask 32768 writes it. */
  trackingId: text('tracking_id').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export type SeoRow = typeof seoSettings.$inferSelect;
