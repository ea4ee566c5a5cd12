import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../../platform/tenancy/users.tables.ts';
import { createdAtColumn, idColumn, ts } from '../../platform/db/columns.ts';

/** E-mail codes (spec §9): only a hash is kept; single use; burnt after 5 wrong tries. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: idColumn(),
    email: text('email').notNull(),
    purpose: text('purpose').$type<'register' | 'reset'>().notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    createdAt: createdAtColumn(),
  },
  (t) => [index('verification_codes_email_idx').on(t.email, t.purpose)],
);

/** The single-use token a checked reset code is exchanged for (POST /api/password/verification). */
export const resetTokens = pgTable(
  'reset_tokens',
  {
    id: idColumn(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    createdAt: createdAtColumn(),
  },
  (t) => [uniqueIndex('reset_tokens_token_hash_key').on(t.tokenHash)],
);
