import { and, desc, gt, isNotNull, lt, lte, or, isNull, gte, type SQL } from 'drizzle-orm';
import {
  DISCOUNT_STATE,
  discountState,
  hundredthsToPercent,
  type Discount,
  type DiscountBody,
  type DiscountsQuery,
} from '@mintfront/domain';
import type { Db } from '../../platform/db/db-client.ts';
import { isUniqueViolation } from '../../platform/db/db-errors.ts';
import { containsText, mapPage } from '../../platform/db/repo-helper.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { discountsRepo as repo } from './discounts.repo.ts';
import { discounts, type DiscountRow } from './discounts.tables.ts';

function toDiscount(row: DiscountRow, now: Date): Discount {
  return {
    id: row.id,
    code: row.code,
    value: row.value,
    isPublic: row.isPublic,
    quantity: row.quantity,
    perCustomerLimit: row.perCustomerLimit,
    oncePerCustomer: row.oncePerCustomer,
    startAt: row.startAt?.toISOString() ?? null,
    endAt: row.endAt?.toISOString() ?? null,
    state: discountState(row.startAt, row.endAt, now),
    times: row.timesUsed,
    ordersApplied: row.ordersApplied,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The SQL of discountState (domain), so that the list filters and pages by state. */
function stateWhere(state: number, now: Date): SQL | undefined {
  if (state === DISCOUNT_STATE.scheduled)
    return and(isNotNull(discounts.startAt), gt(discounts.startAt, now));
  if (state === DISCOUNT_STATE.expired)
    return and(
      or(isNull(discounts.startAt), lte(discounts.startAt, now)),
      isNotNull(discounts.endAt),
      lt(discounts.endAt, now),
    );
  return and(
    or(isNull(discounts.startAt), lte(discounts.startAt, now)),
    or(isNull(discounts.endAt), gte(discounts.endAt, now)),
  );
}

const values = (body: DiscountBody) => ({
  code: body.code,
  value: hundredthsToPercent(body.value),
  isPublic: body.is_public ?? true,
  quantity: body.quantity ?? null,
  perCustomerLimit: body.per_customer_limit ?? null,
  oncePerCustomer: body.once_per_customer ?? false,
  startAt: body.start_at ?? null,
  endAt: body.end_at ?? null,
});

/** Writes, answering E82 when another code of the shop has the same text (also on a race, by the index). */
async function write<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (isUniqueViolation(err, 'discounts_shop_code_key')) throw new AppError('E82');
    throw err;
  }
}

export const discountsService = {
  async list(db: Db, shopId: number, q: DiscountsQuery, now = new Date()) {
    const where = and(
      q.state !== undefined ? stateWhere(q.state, now) : undefined,
      q.search ? containsText(discounts.code, q.search) : undefined,
    );
    return mapPage(await repo.page(db, shopId, q, where, desc(discounts.id)), (r) =>
      toDiscount(r, now),
    );
  },
  get: async (db: Db, shopId: number, id: number) =>
    toDiscount(await repo.findOrFail(db, shopId, id), new Date()),
  async create(db: Db, shopId: number, body: DiscountBody) {
    if (await repo.codeTaken(db, shopId, body.code)) throw new AppError('E82');
    return toDiscount(await write(() => repo.insert(db, shopId, values(body))), new Date());
  },
  /** PUT replaces the code's settings (the whole form is sent). */
  async update(db: Db, shopId: number, id: number, body: DiscountBody) {
    await repo.findOrFail(db, shopId, id);
    if (await repo.codeTaken(db, shopId, body.code, id)) throw new AppError('E82');
    return toDiscount((await write(() => repo.update(db, shopId, id, values(body))))!, new Date());
  },
  async remove(db: Db, shopId: number, id: number) {
    await repo.findOrFail(db, shopId, id);
    await repo.remove(db, shopId, id);
    return {};
  },
};
