import { bigint, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { DropClaimState } from '@mintfront/domain';
import { shopIdColumn } from '../../platform/tenancy/shops.tables.ts';
import { users } from '../../platform/tenancy/users.tables.ts';
import { createdAtColumn, idColumn, ts, uint256 } from '../../platform/db/columns.ts';

/**
 * One phase as created: the request's values and what went on chain for it. The allowlist is the
 * whitelist's addresses when the drop was created: its merkle root is on chain, so later edits of
 * the whitelist do not change who may mint (docs/decisions.md "Drops (server)").
 */
export type StoredPhase = {
  name: string;
  /** Per token, decimal in the chain's coin. */
  price: string;
  startAt: string;
  endAt: string;
  whiteId: number | null;
  allowlist: string[];
  merkleRoot: string | null;
  holding: { contract: string; minBalance: number } | null;
  /** null = Unlimited. */
  claimLimit: number | null;
  bulkDiscounts: { quantity: number; percent: number }[];
};

/** How far the drop's contract is: deploying and configuring, ready, or failed. */
export type DropState = 'processing' | 'ready' | 'failed';

/** spec doc 2 §3 Drop (issue 21): minted on a MintfrontDrop contract of its own. */
export const drops = pgTable(
  'drops',
  {
    id: idColumn(),
    shopId: shopIdColumn(),
    creatorId: integer('creator_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    preview: text('preview').notNull(),
    description: text('description'),
    /** The collection whose NFTs are the art, in `nftIds` order (art number 0 first). */
    contractId: integer('contract_id').notNull(),
    nftIds: jsonb('nft_ids').$type<number[]>().notNull(),
    chain: text('chain').notNull(),
    openAt: ts('open_at').notNull(),
    phases: jsonb('phases').$type<StoredPhase[]>().notNull(),
    provenanceHash: text('provenance_hash').notNull(),
    state: text('state').$type<DropState>().notNull().default('processing'),
    address: text('address'),
    deployBlock: bigint('deploy_block', { mode: 'number' }),
    txHash: text('tx_hash'),
    failReason: text('fail_reason'),
    deployJobId: integer('deploy_job_id'),
    /** Minted so far, counted from the contract's Claimed events. */
    minted: integer('minted').notNull().default(0),
    /** From the contract's StartingIndexFixed event; until then token t shows art t - 1. */
    startingIndex: integer('starting_index'),
    /** The latest `drop.reveal` job, queued once the open-box date passed (drops-reveal-queue.ts). */
    revealJobId: integer('reveal_job_id'),
    /** When reveal(baseURI) was confirmed on chain (or found done): tokens show their art since. */
    revealedAt: ts('revealed_at'),
    cancelledAt: ts('cancelled_at'),
    createdAt: createdAtColumn(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('drops_shop_idx').on(t.shopId, t.id),
    index('drops_chain_address_idx').on(t.chain, t.address),
  ],
);
export type DropRow = typeof drops.$inferSelect;

/**
 * A buyer's claim of a drop (API.md "Storefront (buyer) calls"), and every mint the contract
 * logged: a mint is recorded once, keyed by chain, transaction hash and log index.
 */
export const dropClaims = pgTable(
  'drop_claims',
  {
    id: idColumn(),
    dropId: integer('drop_id')
      .notNull()
      .references(() => drops.id, { onDelete: 'cascade' }),
    shopId: integer('shop_id').notNull(),
    /** The buyer who asked for it; null for a mint sent without a claim. */
    buyerId: integer('buyer_id').references(() => users.id),
    wallet: text('wallet').notNull(),
    phase: integer('phase').notNull(),
    quantity: integer('quantity').notNull(),
    /** What it costs (asked) or cost (confirmed), in wei. */
    amount: uint256('amount').notNull(),
    status: text('status').$type<DropClaimState>().notNull().default('pending'),
    /** A pending claim expires after this (its wallet limit is free again). */
    expiresAt: ts('expires_at').notNull(),
    chain: text('chain').notNull(),
    txHash: text('tx_hash'),
    logIndex: integer('log_index'),
    blockNumber: bigint('block_number', { mode: 'number' }),
    firstTokenId: integer('first_token_id'),
    confirmedAt: ts('confirmed_at'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('drop_claims_log_key').on(t.chain, t.txHash, t.logIndex),
    index('drop_claims_drop_idx').on(t.dropId, t.status),
    index('drop_claims_wallet_idx').on(t.dropId, t.wallet, t.phase),
  ],
);
export type DropClaimRow = typeof dropClaims.$inferSelect;
