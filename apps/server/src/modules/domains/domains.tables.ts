import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { shopIdColumn } from '../../platform/tenancy/shops.tables.ts';
import { createdAtColumn, idColumn, ts } from '../../platform/db/columns.ts';

/**
 * Spec doc 2 §3 Domain. A domain belongs to one store (unique across stores); one main domain
 * per store. `status` is `pending` or `valid`; a pending domain older than 72 hours answers
 * `failed` (spec §4), computed, so no job has to flip it.
 */
export const domains = pgTable(
  'domains',
  {
    id: idColumn(),
    shopId: shopIdColumn(),
    domain: text('domain').notNull(),
    name: text('name').notNull().default(''),
    /** The TXT record's value that proves the store controls the domain. */
    token: text('token').notNull(),
    isMain: boolean('is_main').notNull().default(false),
    status: text('status').$type<'pending' | 'valid'>().notNull().default('pending'),
    /** Start of the 72 hours: when added, or when the domain was changed. */
    pendingSince: ts('pending_since').notNull().defaultNow(),
    checkedAt: ts('checked_at'),
    verifiedAt: ts('verified_at'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('domains_domain_key').on(t.domain),
    uniqueIndex('domains_shop_main_key')
      .on(t.shopId)
      .where(sql`${t.isMain}`),
    index('domains_shop_idx').on(t.shopId),
  ],
);

export type DomainRow = typeof domains.$inferSelect;
