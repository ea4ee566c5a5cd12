import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../platform/db/db-client.ts';
import { crud } from '../../platform/db/repo-helper.ts';
import { walletNonces } from './wallets.tables.ts';

const base = crud(walletNonces);

export const walletsRepo = {
  insert: base.insert,
  findByNonceHash: (db: Db, nonceHash: string) =>
    base.findOne(db, eq(walletNonces.nonceHash, nonceHash)),
  /** Marks the nonce used; false when another request used it first (single use). */
  async consume(db: Db, id: number): Promise<boolean> {
    const rows = await db
      .update(walletNonces)
      .set({ usedAt: new Date() })
      .where(and(eq(walletNonces.id, id), isNull(walletNonces.usedAt)))
      .returning({ id: walletNonces.id });
    return rows.length > 0;
  },
  /** Deletes every message that expired before `now`: used or not, it can no longer be accepted. */
  async deleteExpired(db: Db, now: Date): Promise<number> {
    const rows = await db
      .delete(walletNonces)
      .where(lt(walletNonces.expiresAt, now))
      .returning({ id: walletNonces.id });
    return rows.length;
  },
};
