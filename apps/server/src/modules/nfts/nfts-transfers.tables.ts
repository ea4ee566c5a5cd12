import {
  bigint,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { idColumn, uint256 } from '../../platform/db/columns.ts';

/**
 * Every Transfer (ERC-721) and TransferSingle/TransferBatch (ERC-1155) of the store contracts, as
 * the chain indexer recorded it; addresses lower-case. One row per token a log moved
 * (`batch_index` is the token's place in a TransferBatch, 0 otherwise), so each is recorded once.
 */
export const nftTransfers = pgTable(
  'nft_transfers',
  {
    id: idColumn(),
    chain: text('chain').notNull(),
    contract: text('contract').notNull(),
    tokenId: uint256('token_id').notNull(),
    fromAddress: text('from_address').notNull(),
    toAddress: text('to_address').notNull(),
    quantity: uint256('quantity').notNull(),
    blockNumber: bigint('block_number', { mode: 'number' }).notNull(),
    txHash: text('tx_hash').notNull(),
    logIndex: integer('log_index').notNull(),
    batchIndex: integer('batch_index').notNull(),
  },
  (t) => [
    uniqueIndex('nft_transfers_log_key').on(t.chain, t.txHash, t.logIndex, t.batchIndex),
    index('nft_transfers_token_idx').on(t.chain, t.contract, t.tokenId, t.blockNumber),
  ],
);

/** Who holds how many of each token now, kept with the transfers recorded (no row for a balance of 0). */
export const nftHoldings = pgTable(
  'nft_holdings',
  {
    chain: text('chain').notNull(),
    contract: text('contract').notNull(),
    tokenId: uint256('token_id').notNull(),
    holder: text('holder').notNull(),
    quantity: uint256('quantity').notNull(),
  },
  (t) => [primaryKey({ columns: [t.chain, t.contract, t.tokenId, t.holder] })],
);

export type NftTransferRow = typeof nftTransfers.$inferSelect;
