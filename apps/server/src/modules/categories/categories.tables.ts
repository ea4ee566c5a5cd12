import { integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { shopIdColumn } from '../../platform/tenancy/shops.tables.ts';
import { createdAtColumn, idColumn } from '../../platform/db/columns.ts';

/** The platform's default categories, offered at onboarding (seeded by a migration). */
export const defaultClassifications = pgTable('default_classifications', {
  id: idColumn(),
  nameEn: text('name_en').notNull().unique('default_classifications_name_en_key'),
  nameZh: text('name_zh').notNull(),
  sort: integer('sort').notNull().default(0),
});

/** A shop's categories (spec doc 1 §3 Category): copied defaults or the shop's own. */
export const classifications = pgTable(
  'classifications',
  {
    id: idColumn(),
    shopId: shopIdColumn(),
    name: text('name').notNull(),
    status: integer('status').notNull().default(1),
    image: text('image'),
    icon: text('icon'),
    type: text('type').$type<'default' | 'customized'>().notNull().default('customized'),
    defaultId: integer('default_id').references(() => defaultClassifications.id),
    createdAt: createdAtColumn(),
  },
  // NULLs are distinct: customized categories (no default_id) are not limited by this index.
  (t) => [uniqueIndex('classifications_shop_default_key').on(t.shopId, t.defaultId)],
);
