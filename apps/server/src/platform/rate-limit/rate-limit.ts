import { eq, sql } from 'drizzle-orm';
import { CODE_RESEND_INTERVAL_MS, type ErrorKey } from '@mintfront/domain';
import type { Db } from '../db/db-client.ts';
import { AppError } from '../http/app-error.ts';
import { rateLimits } from './rate-limit.tables.ts';

export type RateLimitPolicy = { name: string; limit: number; windowMs: number; error: ErrorKey };

const MINUTE = 60_000;

/** The limits of issue 2 ("rate limits on code sending, login and code checks"). */
export const RATE_LIMITS = {
  // API.md: one mail per address per 60 s
  codeSendPerAddress: {
    name: 'code-send-address',
    limit: 1,
    windowMs: CODE_RESEND_INTERVAL_MS,
    error: 'CODE_TOO_SOON',
  },
  codeSendPerIp: {
    name: 'code-send-ip',
    limit: 30,
    windowMs: 60 * MINUTE,
    error: 'TOO_MANY_REQUESTS',
  },
  // docs/api.md: ten failed logins per e-mail and client IP, twenty per client IP, in 15 minutes
  loginFailures: {
    name: 'login-failures',
    limit: 10,
    windowMs: 15 * MINUTE,
    error: 'TOO_MANY_REQUESTS',
  },
  loginFailuresPerIp: {
    name: 'login-failures-ip',
    limit: 20,
    windowMs: 15 * MINUTE,
    error: 'TOO_MANY_REQUESTS',
  },
  codeChecksPerIp: {
    name: 'code-check-ip',
    limit: 60,
    windowMs: 15 * MINUTE,
    error: 'TOO_MANY_REQUESTS',
  },
  // issue 19 item 8: each wallet message is a stored row (docs/decisions.md "Wallet messages")
  walletMessagesPerIp: {
    name: 'wallet-message-ip',
    limit: 60,
    windowMs: 10 * MINUTE,
    error: 'TOO_MANY_REQUESTS',
  },
  walletMessagesPerWallet: {
    name: 'wallet-message-wallet',
    limit: 30,
    windowMs: 10 * MINUTE,
    error: 'TOO_MANY_REQUESTS',
  },
  // issue 24: wrong passwords of unpublished stores, per client address (docs/decisions.md "The storefront")
  visitPasswordPerIp: {
    name: 'visit-password-ip',
    limit: 20,
    windowMs: 15 * MINUTE,
    error: 'TOO_MANY_REQUESTS',
  },
} as const satisfies Record<string, RateLimitPolicy>;

const keyOf = (policy: RateLimitPolicy, subject: string) => `${policy.name}:${subject}`;

/** Counts one event in the policy's current fixed window and returns the count (atomic upsert). */
export async function hit(
  db: Db,
  policy: RateLimitPolicy,
  subject: string,
  now = new Date(),
): Promise<number> {
  const cutoff = new Date(now.getTime() - policy.windowMs);
  const expired = sql`${rateLimits.windowStart} <= ${cutoff.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key: keyOf(policy, subject), windowStart: now, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${expired} THEN 1 ELSE ${rateLimits.count} + 1 END`,
        windowStart: sql`CASE WHEN ${expired} THEN ${now.toISOString()}::timestamptz ELSE ${rateLimits.windowStart} END`,
      },
    })
    .returning({ count: rateLimits.count });
  return row?.count ?? 1;
}

/** Counts one event; past the policy's limit, refuses with its error (count and check are one statement). */
export async function enforce(db: Db, policy: RateLimitPolicy, subject: string): Promise<void> {
  if ((await hit(db, policy, subject)) > policy.limit) throw new AppError(policy.error);
}

/** Takes back one event counted by enforce (a try that turned out not to be a failure). */
export async function release(db: Db, policy: RateLimitPolicy, subject: string): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`GREATEST(${rateLimits.count} - 1, 0)` })
    .where(eq(rateLimits.key, keyOf(policy, subject)));
}

export async function clear(db: Db, policy: RateLimitPolicy, subject: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, keyOf(policy, subject)));
}
