import { sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { LOGIN_STATUS_INITIAL } from '@mintfront/domain';
import { createdAtColumn, idColumn, ts } from '../db/columns.ts';

/** Spec doc 1 §3 User; e-mail stored lower-case, username unique case-insensitively (E24). */
export const users = pgTable(
  'users',
  {
    id: idColumn(),
    // null for an account made by signing in with a wallet (docs/decisions.md "Wallet-only accounts")
    email: text('email'),
    username: text('username').notNull(),
    // null for accounts that only sign in with a wallet
    passwordHash: text('password_hash'),
    /** The wallet the user signs in with (EIP-4361), checksummed; unique. */
    wallet: text('wallet'),
    nickname: text('nickname'),
    icon: text('icon'),
    surname: text('surname'),
    name: text('name'),
    country: text('country'),
    areaCode: text('area_code'),
    tel: text('tel'),
    introduce: text('introduce'),
    language: text('language').notNull().default('en'),
    // spec doc 1 §4: login status starts at 5
    status: integer('status').notNull().default(LOGIN_STATUS_INITIAL),
    socialContact: jsonb('social_contact').$type<Record<string, string>>().notNull().default({}),
    tutorial: integer('tutorial').notNull().default(0),
    investigation: jsonb('investigation').$type<Record<string, string>>(),
    referralCode: text('referral_code'),
    createdAt: createdAtColumn(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_wallet_lower_key').on(sql`lower(${t.wallet})`),
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
  ],
);

export type UserRow = typeof users.$inferSelect;
