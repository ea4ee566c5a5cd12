import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../tenancy/users.tables.ts';
import { createdAtColumn, idColumn, ts } from '../db/columns.ts';

/** Sign-in sessions: only the sha256 of the opaque token is kept. */
export const sessions = pgTable(
  'sessions',
  {
    id: idColumn(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAtColumn(),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_key').on(t.tokenHash),
    index('sessions_user_idx').on(t.userId),
  ],
);

export type SessionRow = typeof sessions.$inferSelect;
