import { and, desc, eq, gt, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/db-client.ts';
import { pageOf, shopCrud, type PageAt } from '../../platform/db/repo-helper.ts';
import { shopMembers, shops, type ShopMemberRow } from '../../platform/tenancy/shops.tables.ts';
import { users } from '../../platform/tenancy/users.tables.ts';
import {
  collaboratorInvitations as inv,
  type CollaboratorInvitationRow,
} from './collaborators.tables.ts';

const base = shopCrud(inv);

/** Rows that count: a pending unexpired invitation, or an accepted one not ended. */
const live = (now: Date) =>
  and(isNull(inv.endedAt), or(isNotNull(inv.acceptedAt), gt(inv.expiresAt, now)));

/** An invitation with the name and wallet of the user who took it. */
export type Listed = {
  row: CollaboratorInvitationRow;
  nickname: string | null;
  wallet: string | null;
};

const listed = (db: Db) =>
  db
    .select({
      row: inv,
      nickname: sql<string | null>`coalesce(${users.nickname}, ${users.username})`,
      wallet: users.wallet,
    })
    .from(inv)
    .leftJoin(users, eq(users.id, inv.userId));

type MemberTerms = Partial<
  Pick<ShopMemberRow, 'allows' | 'role' | 'storeFee' | 'requireApproval' | 'status'>
>;

export const collaboratorsRepo = {
  ...base,
  /** One page of the shop's live collaborators, newest first. */
  page: (db: Db, shopId: number, at: PageAt, now: Date) =>
    pageOf(
      at,
      (limit, offset): Promise<Listed[]> =>
        listed(db)
          .where(and(eq(inv.shopId, shopId), live(now)))
          .orderBy(desc(inv.id))
          .limit(limit)
          .offset(offset),
      () => base.count(db, shopId, live(now)),
    ),
  async findLive(db: Db, shopId: number, id: number, now: Date): Promise<Listed | undefined> {
    const [found] = await listed(db)
      .where(and(eq(inv.shopId, shopId), eq(inv.id, id), live(now)))
      .limit(1);
    return found;
  },
  liveOfShop: (db: Db, shopId: number, now: Date) => base.findMany(db, shopId, live(now)),
  /** Serialises invitations of one shop, so that two at once cannot pass the plan cap. */
  async lockShop(db: Db, shopId: number) {
    await db.select({ id: shops.id }).from(shops).where(eq(shops.id, shopId)).for('update');
  },
  async findByTokenForUpdate(db: Db, tokenHash: string) {
    const [row] = await db
      .select()
      .from(inv)
      .where(eq(inv.tokenHash, tokenHash))
      .for('update')
      .limit(1);
    return row;
  },
  async findShop(db: Db, shopId: number) {
    const [shop] = await db.select().from(shops).where(eq(shops.id, shopId));
    return shop;
  },
  /** Makes the user a member of the shop on these terms (again, if they were one before). */
  async join(db: Db, shopId: number, userId: number, terms: Required<MemberTerms>) {
    await db
      .insert(shopMembers)
      .values({ shopId, userId, ...terms })
      .onConflictDoUpdate({ target: [shopMembers.shopId, shopMembers.userId], set: terms });
  },
  async updateMember(db: Db, shopId: number, userId: number, terms: MemberTerms) {
    await db
      .update(shopMembers)
      .set(terms)
      .where(and(eq(shopMembers.shopId, shopId), eq(shopMembers.userId, userId)));
  },
  async removeMember(db: Db, shopId: number, userId: number) {
    await db
      .delete(shopMembers)
      .where(and(eq(shopMembers.shopId, shopId), eq(shopMembers.userId, userId)));
  },
};
