import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/db-client.ts';
import { crud } from '../../platform/db/repo-helper.ts';
import { users } from '../../platform/tenancy/users.tables.ts';

const base = crud(users);

export const usersRepo = {
  ...base,
  findByEmail: (db: Db, email: string) => base.findOne(db, eq(users.email, email.toLowerCase())),
  findByUsername: (db: Db, username: string) =>
    base.findOne(db, sql`lower(${users.username}) = lower(${username})`),
  findByWallet: (db: Db, wallet: string) =>
    base.findOne(db, sql`lower(${users.wallet}) = lower(${wallet})`),
  /** Sets one bit of the tutorial mask without reading it first. */
  async setTutorialBit(db: Db, id: number, bit: number) {
    const [row] = await db
      .update(users)
      .set({ tutorial: sql`${users.tutorial} | ${bit}`, updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning();
    return row;
  },
};
