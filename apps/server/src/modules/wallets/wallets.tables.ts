import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../../platform/tenancy/users.tables.ts';
import { createdAtColumn, idColumn, ts } from '../../platform/db/columns.ts';

/**
 * The EIP-4361 messages the server issued (GET /api/wallet/random, /api/wallet/sign): only
 * hashes of the nonce and of the whole message are kept; each is used once, within 10 minutes.
 */
export const walletNonces = pgTable(
  'wallet_nonces',
  {
    id: idColumn(),
    purpose: text('purpose').$type<'login' | 'bind'>().notNull(),
    nonceHash: text('nonce_hash').notNull(),
    messageHash: text('message_hash').notNull(),
    wallet: text('wallet').notNull(),
    chainId: integer('chain_id').notNull(),
    /** The signed-in user a bind message was issued to. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('wallet_nonces_nonce_hash_key').on(t.nonceHash),
    index('wallet_nonces_expires_idx').on(t.expiresAt),
  ],
);

export type WalletNonceRow = typeof walletNonces.$inferSelect;
