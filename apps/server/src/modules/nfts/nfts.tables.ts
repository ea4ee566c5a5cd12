import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { NftAttrs, NftRank, NftStatusCode, NftType } from '@mintfront/domain';
import { jobs } from '../../platform/jobs/jobs.tables.ts';
import { collections } from '../collections/collections.tables.ts';
import { shopIdColumn } from '../../platform/tenancy/shops.tables.ts';
import { users } from '../../platform/tenancy/users.tables.ts';
import { createdAtColumn, idColumn, ts } from '../../platform/db/columns.ts';

/**
 * A store's NFT (spec doc 1 §3). The list pages by shop, optional status and one sort column, so
 * each sort column has an index on (shop, column, id) and (shop, status, column, id): a page is
 * an index range scan and the count an index-only scan, also with 100,000 NFTs in a store.
 */
export const nfts = pgTable(
  'nfts',
  {
    id: idColumn(),
    shopId: shopIdColumn(),
    creatorId: integer('creator_id')
      .notNull()
      .references(() => users.id),
    contractId: integer('contract_id')
      .notNull()
      .references(() => collections.id),
    type: integer('type').$type<NftType>().notNull(),
    status: integer('status').$type<NftStatusCode>().notNull(),
    title: text('title').notNull(),
    /** The title in lower case, kept by the database: search compares with LIKE on it (tokens-list.ts). */
    titleFolded: text('title_folded').generatedAlwaysAs(sql`lower(title)`),
    icon: text('icon').notNull(),
    /** The picture shown for audio, video or 3D content (a bulk creation row's preview image); null for an image. */
    preview: text('preview'),
    description: text('description'),
    pageTitle: text('page_title'),
    pageDescription: text('page_description'),
    pageUrl: text('page_url'),
    royalties: numeric('royalties', { precision: 5, scale: 2 }).notNull().default('10'),
    rank: integer('rank').$type<NftRank>().notNull(),
    copies: integer('copies').notNull(),
    totalMinted: integer('total_minted').notNull().default(0),
    orderNo: integer('order_no').notNull().default(0),
    categoryIds: integer('category_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    attrs: jsonb('attrs').$type<NftAttrs>().notNull(),
    isLocked: boolean('is_locked').notNull().default(false),
    unlockableContent: text('unlockable_content'),
    /** 0 created (and minted) here, 1 imported from the chain: an existing token of an imported collection (POST /api/tokens/import). */
    source: integer('source').$type<0 | 1>().notNull().default(0),
    /** Set by selling once the NFT has been put on sale: such an NFT is never deleted (E126). */
    everOnSale: boolean('ever_on_sale').notNull().default(false),
    /** The owner's rejection reason, or why the chain refused the mint. */
    reason: text('reason'),
    /** ERC-1155: the id; ERC-721: the first token of its copies (decimal text, uint256). */
    tokenId: text('token_id'),
    txHash: text('tx_hash'),
    /** Block of the first mint: chain reads of transfers start there. */
    mintBlock: text('mint_block'),
    mintJobId: integer('mint_job_id').references(() => jobs.id, { onDelete: 'set null' }),
    views: integer('views').notNull().default(0),
    likes: integer('likes').notNull().default(0),
    createdAt: createdAtColumn(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('nfts_shop_id_idx').on(t.shopId, t.id),
    index('nfts_shop_status_id_idx').on(t.shopId, t.status, t.id),
    index('nfts_shop_title_idx').on(t.shopId, t.title, t.id),
    // Counts a search's matches from the index alone, without the rows.
    index('nfts_shop_title_folded_idx').on(t.shopId, t.titleFolded),
    index('nfts_shop_status_title_idx').on(t.shopId, t.status, t.title, t.id),
    index('nfts_shop_copies_idx').on(t.shopId, t.copies, t.id),
    index('nfts_shop_status_copies_idx').on(t.shopId, t.status, t.copies, t.id),
    index('nfts_shop_minted_idx').on(t.shopId, t.totalMinted, t.id),
    index('nfts_shop_status_minted_idx').on(t.shopId, t.status, t.totalMinted, t.id),
    index('nfts_shop_creator_idx').on(t.shopId, t.creatorId, t.id),
    index('nfts_shop_contract_idx').on(t.shopId, t.contractId, t.id),
    index('nfts_categories_idx').using('gin', t.categoryIds),
    // A token of an imported collection is imported once (docs/decisions.md "Importing NFTs").
    uniqueIndex('nfts_imported_token_key')
      .on(t.contractId, t.tokenId)
      .where(sql`${t.source} = 1`),
  ],
);
export type NftRow = typeof nfts.$inferSelect;
export type NewNftRow = typeof nfts.$inferInsert;

/** One mint transaction of an NFT's copies: POST /api/nft/minted/history lists them. */
export const nftMints = pgTable(
  'nft_mints',
  {
    id: idColumn(),
    nftId: integer('nft_id')
      .notNull()
      .references(() => nfts.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    firstTokenId: text('first_token_id').notNull(),
    lastTokenId: text('last_token_id').notNull(),
    toAddress: text('to_address').notNull(),
    txHash: text('tx_hash').notNull(),
    blockNumber: text('block_number').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('nft_mints_nft_idx').on(t.nftId, t.id),
    uniqueIndex('nft_mints_tx_key').on(t.nftId, t.txHash),
  ],
);
export type NftMintRow = typeof nftMints.$inferSelect;

/**
 * A column of another area's table naming an NFT (a foreign key to `nfts.id`): other areas declare
 * their keys with it and never see the table itself (issue 23 §1).
 */
export const nftIdColumn = (
  name: string,
  onDelete: 'cascade' | 'restrict' | 'set null' | 'no action',
) => integer(name).references(() => nfts.id, { onDelete });
