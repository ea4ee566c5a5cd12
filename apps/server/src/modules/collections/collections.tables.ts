import { sql } from 'drizzle-orm';
import { index, integer, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { jobs } from '../../platform/jobs/jobs.tables.ts';
import { shopIdColumn } from '../../platform/tenancy/shops.tables.ts';
import { users } from '../../platform/tenancy/users.tables.ts';
import { createdAtColumn, idColumn, ts } from '../../platform/db/columns.ts';

/** A store's collection (spec doc 1 §3): one contract on the shop's chain, created or imported. */
export const collections = pgTable(
  'collections',
  {
    id: idColumn(),
    shopId: shopIdColumn(),
    creatorId: integer('creator_id').references(() => users.id, { onDelete: 'set null' }),
    /** Display name. */
    name: text('name').notNull(),
    /** Contract name (ERC-721/1155 `name()`). */
    title: text('title').notNull(),
    symbol: text('symbol').notNull(),
    /** 1 ERC-721, 2 ERC-1155. */
    type: integer('type').$type<1 | 2>().notNull(),
    /** 0 created, 1 imported. */
    source: integer('source').$type<0 | 1>().notNull(),
    /** 0 Processing, 1 Unverified, 2 Verified, 3 Failed. */
    status: integer('status').$type<0 | 1 | 2 | 3>().notNull(),
    icon: text('icon'),
    banner: text('banner'),
    description: text('description'),
    pageTitle: text('page_title'),
    pageDescription: text('page_description'),
    pageUrl: text('page_url'),
    royalties: numeric('royalties', { precision: 5, scale: 2 }).notNull().default('10'),
    categoryIds: integer('category_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    chain: text('chain').notNull(),
    /** Checksummed; null until the deployment is mined. */
    address: text('address'),
    txHash: text('tx_hash'),
    deployJobId: integer('deploy_job_id').references(() => jobs.id, { onDelete: 'set null' }),
    failReason: text('fail_reason'),
    createdAt: createdAtColumn(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('collections_shop_idx').on(t.shopId, t.id),
    uniqueIndex('collections_shop_address_key').on(t.shopId, sql`lower(${t.address})`),
  ],
);

export type CollectionRow = typeof collections.$inferSelect;
