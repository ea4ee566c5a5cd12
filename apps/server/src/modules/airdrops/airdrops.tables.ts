import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { AirdropMaterial } from '@mintfront/domain';
import { shopIdColumn } from '../../platform/tenancy/shops.tables.ts';
import { users } from '../../platform/tenancy/users.tables.ts';
import { nftIdColumn } from '../nfts/index.ts';
import { createdAtColumn, idColumn, ts } from '../../platform/db/columns.ts';

/** An airdrop (spec doc 2 §3 Airdrop): its NFTs are held by type 5 sell orders (airdrop_nfts). */
export const airdrops = pgTable(
  'airdrops',
  {
    id: idColumn(),
    shopId: shopIdColumn(),
    creatorId: integer('creator_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    preview: text('preview').notNull(),
    description: text('description'),
    startAt: ts('start_at').notNull(),
    endAt: ts('end_at').notNull(),
    claimLimit: integer('claim_limit').notNull(),
    whiteId: integer('white_id'),
    material: jsonb('material').$type<AirdropMaterial | null>(),
    /** spec doc 2 §4: a cancelled airdrop takes no new claims; its successful claims stay. */
    cancelledAt: ts('cancelled_at'),
    createdAt: createdAtColumn(),
  },
  (t) => [index('airdrops_shop_idx').on(t.shopId, t.id)],
);
export type AirdropRow = typeof airdrops.$inferSelect;

/** One NFT of an airdrop and the type 5 sell order (a `sales` row) that holds its copies. */
export const airdropNfts = pgTable(
  'airdrop_nfts',
  {
    id: idColumn(),
    airdropId: integer('airdrop_id')
      .notNull()
      .references(() => airdrops.id, { onDelete: 'cascade' }),
    nftId: nftIdColumn('nft_id', 'no action').notNull(),
    /** The type 5 sell order (modules/sales) holding the NFT's copies. */
    saleId: integer('sale_id').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [
    uniqueIndex('airdrop_nfts_sale_key').on(t.saleId),
    index('airdrop_nfts_airdrop_idx').on(t.airdropId, t.position),
  ],
);
export type AirdropNftRow = typeof airdropNfts.$inferSelect;
