import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { PayoutGroupsQuery } from '@mintfront/domain';
import type { Db } from '../../platform/db/db-client.ts';
import { containsText, shopCrud } from '../../platform/db/repo-helper.ts';
import { payoutGroups, payoutPayees, type PayoutPayeeRow } from './payout-groups.tables.ts';

const groups = shopCrud(payoutGroups);

export type NewPayee = { name: string; email: string | null; address: string | null; rate: string };

export const payoutGroupsRepo = {
  ...groups,
  /** The default group first, then newest first. */
  list: (db: Db, shopId: number, q: PayoutGroupsQuery) =>
    groups.page(
      db,
      shopId,
      q,
      q.search ? containsText(payoutGroups.name, q.search) : undefined,
      desc(payoutGroups.isDefault),
      desc(payoutGroups.id),
    ),
  findDefault: (db: Db, shopId: number) =>
    groups.findOne(db, shopId, eq(payoutGroups.isDefault, true)),
  async clearDefault(db: Db, shopId: number) {
    await db
      .update(payoutGroups)
      .set({ isDefault: false })
      .where(and(eq(payoutGroups.shopId, shopId), eq(payoutGroups.isDefault, true)));
  },
  /** The payees of some groups, by group id, in the order they were given. */
  async payeesOf(db: Db, groupIds: number[]): Promise<Map<number, PayoutPayeeRow[]>> {
    const byGroup = new Map<number, PayoutPayeeRow[]>(groupIds.map((id) => [id, []]));
    if (groupIds.length === 0) return byGroup;
    const rows = await db
      .select()
      .from(payoutPayees)
      .where(inArray(payoutPayees.groupId, groupIds))
      .orderBy(asc(payoutPayees.id));
    for (const row of rows) byGroup.get(row.groupId)?.push(row);
    return byGroup;
  },
  async replacePayees(db: Db, groupId: number, payees: NewPayee[]) {
    await db.delete(payoutPayees).where(eq(payoutPayees.groupId, groupId));
    await db.insert(payoutPayees).values(payees.map((p) => ({ groupId, ...p })));
  },
};
