import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users.tables.ts';
import { createdAtColumn, idColumn, ts } from '../db/columns.ts';

/** Spec doc 1 §3 Shop. Names unique case-insensitively (E4), subdomains unique (40015). */
export const shops = pgTable(
  'shops',
  {
    id: idColumn(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    chain: text('chain').notNull(),
    subdomain: text('subdomain').notNull(),
    icon: text('icon'),
    language: text('language').notNull().default('en'),
    status: text('status').$type<'open' | 'closed'>().notNull().default('open'),
    publishingStatus: text('publishing_status')
      .$type<'published' | 'unpublished'>()
      .notNull()
      .default('unpublished'),
    ownerWallet: text('owner_wallet'),
    payoutWalletAddress: text('payout_wallet_address'),
    visitPassword: text('visit_password'),
    visitMessage: text('visit_message'),
    closedAt: ts('closed_at'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('shops_name_lower_key').on(sql`lower(${t.name})`),
    uniqueIndex('shops_subdomain_key').on(t.subdomain),
    index('shops_owner_idx').on(t.ownerId),
  ],
);

/**
 * The shop a row belongs to, gone with its shop. Here beside `shops` rather than in db/columns.ts,
 * which this file imports.
 */
export const shopIdColumn = () =>
  integer('shop_id')
    .notNull()
    .references(() => shops.id, { onDelete: 'cascade' });

/** Collaborators of a shop (spec §6): their permission mask, role and store terms. */
export const shopMembers = pgTable(
  'shop_members',
  {
    shopId: shopIdColumn(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    allows: integer('allows').notNull(),
    role: integer('role').notNull().default(0),
    storeFee: numeric('store_fee', { precision: 5, scale: 2 }).notNull().default('0'),
    requireApproval: boolean('require_approval').notNull().default(false),
    status: text('status').$type<'active' | 'invited' | 'removed'>().notNull().default('active'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.userId] }),
    index('shop_members_user_idx').on(t.userId),
  ],
);

export type ShopRow = typeof shops.$inferSelect;
export type ShopMemberRow = typeof shopMembers.$inferSelect;
