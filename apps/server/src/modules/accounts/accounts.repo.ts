import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/db-client.ts';
import { crud } from '../../platform/db/repo-helper.ts';
import { resetTokens, verificationCodes } from './accounts.tables.ts';

export type CodePurpose = 'register' | 'reset';

const codes = crud(verificationCodes);
const resets = crud(resetTokens);

export const accountsRepo = {
  /** Stores a new code; the address's earlier codes of that purpose stop working. */
  async issueCode(
    db: Db,
    values: { email: string; purpose: CodePurpose; codeHash: string; expiresAt: Date },
  ) {
    await db
      .update(verificationCodes)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(verificationCodes.email, values.email),
          eq(verificationCodes.purpose, values.purpose),
          isNull(verificationCodes.usedAt),
        ),
      );
    return codes.insert(db, values);
  },
  /** The address's newest code not yet used (it may be expired or burnt). */
  latestCode: (db: Db, email: string, purpose: CodePurpose) =>
    db
      .select()
      .from(verificationCodes)
      .where(
        and(
          eq(verificationCodes.email, email),
          eq(verificationCodes.purpose, purpose),
          isNull(verificationCodes.usedAt),
        ),
      )
      .orderBy(desc(verificationCodes.id))
      .limit(1)
      .then((rows) => rows[0]),
  /** Counts one try of the code unless it has had `max` already; false then (one statement, so parallel tries cannot pass). */
  async takeAttempt(db: Db, id: number, max: number): Promise<boolean> {
    const rows = await db
      .update(verificationCodes)
      .set({ attempts: sql`${verificationCodes.attempts} + 1` })
      .where(and(eq(verificationCodes.id, id), lt(verificationCodes.attempts, max)))
      .returning({ id: verificationCodes.id });
    return rows.length === 1;
  },
  /** Marks a code used; false when another request used it first (single use). */
  async consumeCode(db: Db, id: number): Promise<boolean> {
    const rows = await db
      .update(verificationCodes)
      .set({ usedAt: new Date() })
      .where(and(eq(verificationCodes.id, id), isNull(verificationCodes.usedAt)))
      .returning({ id: verificationCodes.id });
    return rows.length === 1;
  },
  insertResetToken: (db: Db, values: { userId: number; tokenHash: string; expiresAt: Date }) =>
    resets.insert(db, values),
  findResetToken: (db: Db, tokenHash: string) =>
    resets.findOne(
      db,
      and(
        eq(resetTokens.tokenHash, tokenHash),
        isNull(resetTokens.usedAt),
        gt(resetTokens.expiresAt, new Date()),
      ),
    ),
  async consumeResetToken(db: Db, id: number): Promise<boolean> {
    const rows = await db
      .update(resetTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(resetTokens.id, id), isNull(resetTokens.usedAt)))
      .returning({ id: resetTokens.id });
    return rows.length === 1;
  },
};
