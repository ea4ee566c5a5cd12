import { bigint, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * How far a log handler has recorded a chain (ARCHITECTURE.md "Selling and the storefront"): the
 * last block whose events are recorded, advanced in the transaction that records them.
 */
export const chainCursors = pgTable(
  'chain_cursors',
  {
    chain: text('chain').notNull(),
    /** The handler's name (`nfts.transfers`): each handler follows its own events. */
    source: text('source').notNull(),
    lastBlock: bigint('last_block', { mode: 'number' }).notNull(),
    /** The hash of lastBlock, to notice a chain that went back (a local chain restored from an older state). */
    lastHash: text('last_hash'),
    /** Set while the chain cannot be read; answers from the recorded events say so. */
    unreachableSince: timestamp('unreachable_since', { withTimezone: true, mode: 'date' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.chain, t.source] })],
);

export type ChainCursorRow = typeof chainCursors.$inferSelect;
