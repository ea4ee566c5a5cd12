import { integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { shops } from '../../platform/tenancy/shops.tables.ts';

/** The platform's default categories, offered at onboarding (seeded by a migration). */
export const defaultClassifications = pgTable('default_classifications', {
  id: serial('id').primaryKey(),
  nameEn: text('name_en').notNull().unique('default_classifications_name_en_key'),
  nameZh: text('name_zh').notNull(),
  sort: integer('sort').notNull().default(0),
});

/** A shop's categories (spec doc 1 §3 Category): copied defaults or the shop's own. */
export const classifications = pgTable(
  'classifications',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    status: integer('status').notNull().default(1),
    image: text('image'),
    icon: text('icon'),
    type: text('type').$type<'default' | 'customized'>().notNull().default('customized'),
    defaultId: integer('default_id').references(() => defaultClassifications.id),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  // NULLs are distinct: customized categories (no default_id) are not limited by this index.
  (t) => [uniqueIndex('classifications_shop_default_key').on(t.shopId, t.defaultId)],
);
