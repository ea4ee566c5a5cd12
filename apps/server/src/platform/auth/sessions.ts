import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/db-client.ts';
import { perDatabase } from '../db/prepared.ts';
import { users } from '../tenancy/users.tables.ts';
import { sessions } from './auth.tables.ts';
import { newToken, sha256 } from './tokens.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Sessions slide: 30 days after the last use, extended at most once a day. */
export const SESSION_TTL_MS = 30 * DAY_MS;

/** Opens a session and returns the token: the only time it exists outside the client. */
export async function createSession(db: Db, userId: number): Promise<string> {
  const token = newToken();
  await db
    .insert(sessions)
    .values({ userId, tokenHash: sha256(token), expiresAt: new Date(Date.now() + SESSION_TTL_MS) });
  return token;
}

/** Sessions slide forward at most once a day, so most calls write nothing. */
async function slideExpiry(db: Db, session: { id: number; expiresAt: Date }, now: Date) {
  if (session.expiresAt.getTime() - now.getTime() < SESSION_TTL_MS - DAY_MS) {
    await db
      .update(sessions)
      .set({ expiresAt: new Date(now.getTime() + SESSION_TTL_MS) })
      .where(eq(sessions.id, session.id));
  }
}

/** A live session: its token's hash matches, it is not revoked and not expired. */
export const liveSession = () =>
  and(
    eq(sessions.tokenHash, sql.placeholder('hash')),
    isNull(sessions.revokedAt),
    gt(sessions.expiresAt, sql.placeholder('now')),
  );

/** The live session of a token with its user: one prepared statement (every signed-in call runs it). */
const sessionUser = perDatabase((db) =>
  db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(liveSession())
    .limit(1)
    .prepare('access_session_user'),
);

/** The placeholders of a `liveSession()` query for a token, now. */
export const sessionParams = (token: string, now: Date) => ({
  hash: sha256(token),
  now: now.toISOString(),
});

/**
 * What a call does with a session it found: sessions slide (see slideExpiry); answers the
 * user and the session id the request carries.
 */
export async function useSession<U>(
  db: Db,
  row: { session: { id: number; expiresAt: Date }; user: U },
  now: Date,
) {
  await slideExpiry(db, row.session, now);
  return { user: row.user, sessionId: row.session.id };
}

/** The live session row of a token with its user, or undefined: one query (the access check's hot path). */
export async function sessionUserRow(db: Db, params: ReturnType<typeof sessionParams>) {
  const [row] = await sessionUser(db).execute(params);
  return row;
}

export async function revokeSession(db: Db, sessionId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every session of a user, but the one named (API.md: password change). */
export async function revokeUserSessions(
  db: Db,
  userId: number,
  exceptSessionId?: number,
): Promise<void> {
  const mine = and(eq(sessions.userId, userId), isNull(sessions.revokedAt));
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(exceptSessionId === undefined ? mine : and(mine, ne(sessions.id, exceptSessionId)));
}
