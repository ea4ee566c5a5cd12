import { sql } from 'drizzle-orm';
import { boolean, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type {
  LayoutSection,
  SectionConfig,
  ThemeColors,
  ThemeGlobalConfig,
} from '@mintfront/domain';
import { shopIdColumn } from '../../platform/tenancy/shops.tables.ts';
import { createdAtColumn, idColumn, ts } from '../../platform/db/columns.ts';

/**
 * Spec doc 2 §3 Theme: the parts of API.md "Appearance" config, each replaced whole by its PUT.
 * `is_live`: the theme visitors see; at most one per store (the partial unique index).
 */
export const themes = pgTable(
  'themes',
  {
    id: idColumn(),
    shopId: shopIdColumn(),
    name: text('name').notNull(),
    layout: jsonb('layout').$type<LayoutSection[]>().notNull(),
    sectionConfig: jsonb('section_config').$type<Record<string, SectionConfig>>().notNull(),
    globalConfig: jsonb('global_config').$type<ThemeGlobalConfig>().notNull(),
    themeColor: jsonb('theme_color').$type<ThemeColors>().notNull(),
    isLive: boolean('is_live').notNull().default(false),
    createdAt: createdAtColumn(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('themes_shop_live_key')
      .on(t.shopId)
      .where(sql`${t.isLive}`),
  ],
);

export type ThemeRow = typeof themes.$inferSelect;
export type NewThemeRow = typeof themes.$inferInsert;
