import { eq } from 'drizzle-orm';
import { getAddress } from 'viem';
import {
  PAYOUT_TOTAL_HUNDREDTHS,
  duplicatePayeeWallet,
  hundredthsToPercent,
  payoutTotal,
  type PayoutDefault,
  type PayoutGroup,
  type PayoutGroupBody,
  type PayoutGroupsQuery,
} from '@mintfront/domain';
import type { Db } from '../../platform/db/db-client.ts';
import { mapPage } from '../../platform/db/repo-helper.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { shops } from '../../platform/tenancy/shops.tables.ts';
import { payoutGroupsRepo, type NewPayee } from './payout-groups.repo.ts';
import type { PayoutGroupRow, PayoutPayeeRow } from './payout-groups.tables.ts';

function toGroup(row: PayoutGroupRow, payees: PayoutPayeeRow[]): PayoutGroup {
  return {
    id: row.id,
    name: row.name,
    isDefault: row.isDefault,
    payees: payees.map((p) => ({ name: p.name, email: p.email, address: p.address, rate: p.rate })),
    createdAt: row.createdAt.toISOString(),
  };
}

/** spec doc 2 §5: rates total exactly 100% (E76), wallet addresses not duplicated (E75). */
function checkPayees(body: PayoutGroupBody): NewPayee[] {
  // Rates arrive as integer hundredths (domain schema): the sum is exact.
  if (payoutTotal(body.payees.map((p) => p.rate)) !== PAYOUT_TOTAL_HUNDREDTHS)
    throw new AppError('E76');
  const duplicate = duplicatePayeeWallet(body.payees);
  if (duplicate) {
    const address = getAddress(duplicate.address.toLowerCase());
    throw new AppError('E75', { address }, { address });
  }
  return body.payees.map((p) => ({
    name: p.name,
    email: p.email ?? null,
    address: p.address ? getAddress(p.address.toLowerCase()) : null,
    rate: hundredthsToPercent(p.rate),
  }));
}

async function loadGroup(db: Db, shopId: number, id: number): Promise<PayoutGroup> {
  const row = await payoutGroupsRepo.findOrFail(db, shopId, id);
  return toGroup(row, (await payoutGroupsRepo.payeesOf(db, [row.id])).get(row.id)!);
}

export const payoutGroupsService = {
  async list(db: Db, shopId: number, q: PayoutGroupsQuery) {
    const page = await payoutGroupsRepo.list(db, shopId, q);
    const payees = await payoutGroupsRepo.payeesOf(
      db,
      page.list.map((r) => r.id),
    );
    return mapPage(page, (r) => toGroup(r, payees.get(r.id)!));
  },

  get: (db: Db, shopId: number, id: number) => loadGroup(db, shopId, id),

  /** A new default group unsets the old one in the same transaction. */
  async create(db: Db, shopId: number, body: PayoutGroupBody) {
    const payees = checkPayees(body);
    const id = await db.transaction(async (tx) => {
      if (body.is_default) await payoutGroupsRepo.clearDefault(tx, shopId);
      const row = await payoutGroupsRepo.insert(tx, shopId, {
        name: body.name,
        isDefault: body.is_default,
      });
      await payoutGroupsRepo.replacePayees(tx, row.id, payees);
      return row.id;
    });
    return loadGroup(db, shopId, id);
  },

  /** PUT replaces name, payees and the default flag (the whole form is sent). */
  async update(db: Db, shopId: number, id: number, body: PayoutGroupBody) {
    const payees = checkPayees(body);
    await db.transaction(async (tx) => {
      const row = await payoutGroupsRepo.findOrFail(tx, shopId, id);
      if (body.is_default && !row.isDefault) await payoutGroupsRepo.clearDefault(tx, shopId);
      await payoutGroupsRepo.update(tx, shopId, id, {
        name: body.name,
        isDefault: body.is_default,
      });
      await payoutGroupsRepo.replacePayees(tx, id, payees);
    });
    return loadGroup(db, shopId, id);
  },

  async remove(db: Db, shopId: number, id: number) {
    await payoutGroupsRepo.findOrFail(db, shopId, id);
    await payoutGroupsRepo.remove(db, shopId, id);
    return {};
  },

  /** GET /api/payment/groups/default/wallet: where payouts go when a sale names no group. */
  async getDefault(db: Db, shopId: number): Promise<PayoutDefault> {
    const [shop] = await db
      .select({ wallet: shops.payoutWalletAddress })
      .from(shops)
      .where(eq(shops.id, shopId));
    const row = await payoutGroupsRepo.findDefault(db, shopId);
    const group = row
      ? toGroup(row, (await payoutGroupsRepo.payeesOf(db, [row.id])).get(row.id)!)
      : null;
    return { paymentId: group?.id ?? null, group, wallet: shop?.wallet ?? null };
  },

  /** PUT /api/payment/groups/default/wallet: makes a group the default, or none (null). */
  async setDefault(db: Db, shopId: number, paymentId: number | null) {
    await db.transaction(async (tx) => {
      if (paymentId !== null) await payoutGroupsRepo.findOrFail(tx, shopId, paymentId);
      await payoutGroupsRepo.clearDefault(tx, shopId);
      if (paymentId !== null)
        await payoutGroupsRepo.update(tx, shopId, paymentId, { isDefault: true });
    });
    return this.getDefault(db, shopId);
  },

  /** POST /api/bind/wallet: the store's payout wallet, stored checksummed. */
  async bindWallet(db: Db, shopId: number, address: string) {
    await db
      .update(shops)
      .set({ payoutWalletAddress: getAddress(address.toLowerCase()) })
      .where(eq(shops.id, shopId));
    return this.getDefault(db, shopId);
  },
};
