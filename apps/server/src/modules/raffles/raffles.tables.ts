import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { RaffleState } from '@mintfront/domain';
import { shopIdColumn } from '../../platform/tenancy/shops.tables.ts';
import { users } from '../../platform/tenancy/users.tables.ts';
import { createdAtColumn, idColumn, ts } from '../../platform/db/columns.ts';

/**
 * A raffle (issue 21): one MintfrontRaffle contract whose winners claim a token of its prize
 * collection (a MintfrontDrop the raffle mints from). The draw is commit-reveal (docs/decisions.md
 * "Airdrops and raffles (server)"): `seed` is secret until the draw reveals it on chain,
 * `commitment` = keccak256(abi.encode(seed)) is published from creation.
 */
export const raffles = pgTable(
  'raffles',
  {
    id: idColumn(),
    shopId: shopIdColumn(),
    creatorId: integer('creator_id')
      .notNull()
      .references(() => users.id),
    chain: text('chain').notNull(),
    name: text('name').notNull(),
    preview: text('preview').notNull(),
    description: text('description'),
    nftIds: jsonb('nft_ids').$type<number[]>().notNull(),
    startAt: ts('start_at').notNull(),
    endAt: ts('end_at').notNull(),
    /** After it the seed can no longer be revealed: anyone may cancel on chain. */
    drawDeadline: ts('draw_deadline').notNull(),
    winners: integer('winners').notNull(),
    whiteId: integer('white_id'),
    /** The whitelist's addresses when the raffle was created: the allowlist its merkle root commits. */
    allowlist: jsonb('allowlist').$type<string[] | null>(),
    merkleRoot: text('merkle_root'),
    holding: jsonb('holding').$type<{ contract: string; min_balance: number } | null>(),
    seed: text('seed').notNull(),
    commitment: text('commitment').notNull(),
    state: text('state').$type<RaffleState>().notNull().default('deploying'),
    contract: text('contract'),
    prizeContract: text('prize_contract'),
    deployBlock: bigint('deploy_block', { mode: 'number' }),
    closeBlock: bigint('close_block', { mode: 'number' }),
    closeBlockHash: text('close_block_hash'),
    /** The seed as the Drawn event revealed it (null before the draw). */
    revealedSeed: text('revealed_seed'),
    drawTx: text('draw_tx'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('raffles_shop_idx').on(t.shopId, t.id),
    index('raffles_contract_idx').on(t.chain, t.contract),
  ],
);
export type RaffleRow = typeof raffles.$inferSelect;

/** An entry, recorded once from the raffle's Entered event; `position` is its index among the entrants. */
export const raffleEntries = pgTable(
  'raffle_entries',
  {
    id: idColumn(),
    raffleId: integer('raffle_id')
      .notNull()
      .references(() => raffles.id, { onDelete: 'cascade' }),
    wallet: text('wallet').notNull(),
    position: integer('position').notNull(),
    won: boolean('won').notNull().default(false),
    claimed: boolean('claimed').notNull().default(false),
    tokenId: text('token_id'),
    txHash: text('tx_hash').notNull(),
    blockNumber: bigint('block_number', { mode: 'number' }).notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('raffle_entries_wallet_key').on(t.raffleId, t.wallet),
    uniqueIndex('raffle_entries_position_key').on(t.raffleId, t.position),
  ],
);
export type RaffleEntryRow = typeof raffleEntries.$inferSelect;
