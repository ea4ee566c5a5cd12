import { boolean, index, integer, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { shopIdColumn } from '../../platform/tenancy/shops.tables.ts';
import { users } from '../../platform/tenancy/users.tables.ts';
import { createdAtColumn, idColumn, ts } from '../../platform/db/columns.ts';

/**
 * A collaborator of a shop from invitation to removal (spec doc 2 §3, §4): Inviting until the
 * invited user accepts, then Joined with a shop_members row that the access plugin reads.
 * Only the token's hash is kept; the link is single use and expires.
 */
export const collaboratorInvitations = pgTable(
  'collaborator_invitations',
  {
    id: idColumn(),
    shopId: shopIdColumn(),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    allows: integer('allows').notNull(),
    role: integer('role').notNull().default(0),
    storeFee: numeric('store_fee', { precision: 5, scale: 2 }).notNull().default('0'),
    requireApproval: boolean('require_approval').notNull().default(false),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: ts('expires_at').notNull(),
    acceptedAt: ts('accepted_at'),
    /** Set when an invitation is cancelled or a joined collaborator removed: the row stops counting. */
    endedAt: ts('ended_at'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('collaborator_invitations_token_key').on(t.tokenHash),
    index('collaborator_invitations_shop_idx').on(t.shopId),
  ],
);

export type CollaboratorInvitationRow = typeof collaboratorInvitations.$inferSelect;
