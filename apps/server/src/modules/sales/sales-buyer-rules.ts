import { discountState, DISCOUNT_STATE, SALE_STATUS } from '@mintfront/domain';
import { and, eq, gt, inArray, or, sql } from 'drizzle-orm';
import { encodeFunctionData, erc20Abi, getAddress, type Address } from 'viem';
import type { Db } from '../../platform/db/db-client.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { fieldError } from '../../platform/http/validation.ts';
import type { ShopRow } from '../../platform/tenancy/shops.tables.ts';
import type { UserRow } from '../../platform/tenancy/users.tables.ts';
import { discounts } from '../discounts/discounts.tables.ts';
import { whitelists } from '../whitelists/whitelists.tables.ts';
import { saleOrders, sales, type SaleRow } from './sales.tables.ts';

// The rules the buyer's calls share (checkout and bids): what the chain cannot know.

export const BPS = 10_000n;

export function buyerWallet(user: UserRow): Address {
  if (!user.wallet) throw new AppError('BUYER_WALLET_REQUIRED');
  return getAddress(user.wallet);
}

/** The store's sale a buyer may act on now: Active, started and not ended. */
export async function liveSale(
  db: Db,
  shop: ShopRow,
  saleId: number,
  now: Date,
  lock = false,
): Promise<SaleRow> {
  const query = db
    .select()
    .from(sales)
    .where(and(eq(sales.shopId, shop.id), eq(sales.id, saleId)));
  // Locked for a checkout: two checkouts of the last copy do not both reserve it.
  const [sale] = lock ? await query.for('update') : await query;
  if (!sale) throw fieldError('sale_id', 'invalid');
  if (sale.status !== SALE_STATUS.Active && sale.status !== SALE_STATUS.Open)
    throw new AppError('SALE_NOT_AVAILABLE');
  if (sale.startAt > now || (sale.endAt && sale.endAt < now))
    throw new AppError('SALE_NOT_AVAILABLE');
  return sale;
}

export async function checkWhitelist(db: Db, sale: SaleRow, wallet: Address) {
  if (sale.whiteId === null) return;
  const [list] = await db.select().from(whitelists).where(eq(whitelists.id, sale.whiteId));
  const listed = new Set((list?.addresses ?? []).map((a) => a.toLowerCase()));
  if (!listed.has(wallet.toLowerCase())) throw new AppError('NOT_WHITELISTED');
}

/**
 * The sale's per-wallet limit: what this wallet bought (confirmed) or holds reserved (pending and
 * not past its deadline) counts, so two quick checkouts cannot pass it together (the sale row is
 * locked for the checkout).
 */
export async function checkWalletLimit(
  db: Db,
  sale: SaleRow,
  wallet: Address,
  quantity: number,
  now: Date,
) {
  if (sale.walletLimit === null) return;
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${saleOrders.quantity}), 0)::int` })
    .from(saleOrders)
    .where(
      and(
        eq(saleOrders.saleId, sale.id),
        eq(saleOrders.wallet, wallet),
        or(
          eq(saleOrders.status, 'confirmed'),
          and(eq(saleOrders.status, 'pending'), gt(saleOrders.deadline, now)),
        ),
      ),
    );
  const left = Math.max(0, sale.walletLimit - (row?.n ?? 0));
  if (quantity > left) throw new AppError('SALE_WALLET_LIMIT', { max: sale.walletLimit, left });
}

/**
 * The discount of a checkout (spec doc 2 §3 Discount): the sale's code only, Active, not fully
 * redeemed (confirmed and pending orders count), once per customer and the per-customer limit.
 */
export async function discountFor(
  db: Db,
  sale: SaleRow,
  buyerId: number,
  code: string | undefined,
  now: Date,
) {
  if (!code) return null;
  const [d] = sale.discountId
    ? await db.select().from(discounts).where(eq(discounts.id, sale.discountId))
    : [];
  if (!d || d.code.toLowerCase() !== code.toLowerCase()) throw new AppError('DISCOUNT_INVALID');
  if (discountState(d.startAt, d.endAt, now) !== DISCOUNT_STATE.active)
    throw new AppError('DISCOUNT_INVALID');
  const used = await db
    .select({ buyerId: saleOrders.buyerId, n: sql<number>`count(*)::int` })
    .from(saleOrders)
    .where(
      and(eq(saleOrders.discountId, d.id), inArray(saleOrders.status, ['pending', 'confirmed'])),
    )
    .groupBy(saleOrders.buyerId);
  const total = used.reduce((a, r) => a + r.n, 0);
  const mine = used.find((r) => r.buyerId === buyerId)?.n ?? 0;
  if (d.quantity !== null && total >= d.quantity) throw new AppError('E80');
  if (d.oncePerCustomer && mine >= 1) throw new AppError('DISCOUNT_USED');
  if (d.perCustomerLimit !== null && mine >= d.perCustomerLimit)
    throw new AppError('DISCOUNT_USED');
  return { id: d.id, bps: BigInt(Math.round(Number(d.value) * 100)) };
}

/** The ERC-20 approval a buyer sends before paying the market in a token. */
export const approveTx = (token: string, spender: Address, amount: bigint) => ({
  to: getAddress(token),
  data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, amount] }),
  value: '0',
});
