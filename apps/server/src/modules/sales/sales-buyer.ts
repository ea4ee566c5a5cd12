import {
  mintfrontMarketAbi,
  signBidVoucher,
  signSaleVoucher,
  type SaleVoucher,
} from '@mintfront/contracts';
import {
  discountState,
  DISCOUNT_STATE,
  SALE_STATUS,
  SALE_TYPE,
  type BidBody,
  type CheckoutBody,
} from '@mintfront/domain';
import { and, desc, eq, gt, inArray, or, sql } from 'drizzle-orm';
import {
  encodeFunctionData,
  erc20Abi,
  getAddress,
  parseUnits,
  zeroAddress,
  type Address,
} from 'viem';
import type { Db } from '../../platform/db/db-client.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { fieldError, RequestValidationError } from '../../platform/http/validation.ts';
import type { ShopRow } from '../../platform/tenancy/shops.tables.ts';
import type { UserRow } from '../../platform/tenancy/users.tables.ts';
import { discounts } from '../discounts/discounts.tables.ts';
import { findNftInShop, nftOnChain, nftTokenIdsHeldBy } from '../nfts/index.ts';
import { whitelists } from '../whitelists/whitelists.tables.ts';
import { amountOf, toOrder } from './sales-answer.ts';
import { revealsOf } from './sales-box.ts';
import { checkFunds, marketTarget, newNonce, splitOf, voucherDeadline } from './sales-chain.ts';
import type { SalesDeps } from './sales.types.ts';
import { saleOffers, saleOrders, sales, type SaleRow } from './sales.tables.ts';

const BPS = 10_000n;
const DAY_MS = 86_400_000;
/** Days after a type 2 sale's end during which the owner can still accept a bid or offer. */
export const ACCEPT_DAYS = 3;

function buyerWallet(user: UserRow): Address {
  if (!user.wallet) throw new AppError('BUYER_WALLET_REQUIRED');
  return getAddress(user.wallet);
}

/** The store's sale a buyer may act on now: Active, started and not ended. */
async function liveSale(
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

async function checkWhitelist(db: Db, sale: SaleRow, wallet: Address) {
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
async function checkWalletLimit(
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
async function discountFor(
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

/** The buyer's side of a purchase: how many, the physical item answer, a discount code. */
export type PurchaseBody = Omit<CheckoutBody, 'sale_id'>;

/**
 * Checks what the chain cannot know, reserves and signs, in one transaction: `pick` runs first in
 * it (an area's own rules, e.g. an airdrop's per-wallet limit, with its rows locked) and answers
 * the sale to buy from, which is then locked too.
 */
export async function purchase(
  deps: SalesDeps,
  shop: ShopRow,
  user: UserRow,
  body: PurchaseBody,
  pick: (tx: Db, wallet: Address) => Promise<number>,
  now = new Date(),
) {
  const wallet = buyerWallet(user);
  const target = await marketTarget(deps, shop.chain);
  const deadline = await voucherDeadline(target);
  return deps.db.transaction(async (tx) => {
    const sale = await liveSale(tx, shop, await pick(tx, wallet), now, true);
    if (sale.type === SALE_TYPE.auction) throw fieldError('sale_id', 'invalid');
    if (sale.standard === 721 && body.quantity !== 1) throw fieldError('quantity', 'erc721One');
    const pending = await tx
      .select({ quantity: saleOrders.quantity, tokenId: saleOrders.tokenId })
      .from(saleOrders)
      .where(and(eq(saleOrders.saleId, sale.id), eq(saleOrders.status, 'pending')));
    const left = sale.quantity - sale.soldNum - pending.reduce((a, p) => a + p.quantity, 0);
    if (body.quantity > left) throw new AppError('SALE_QUANTITY_LEFT', { left: Math.max(0, left) });
    await checkWhitelist(tx, sale, wallet);
    await checkWalletLimit(tx, sale, wallet, body.quantity, now);
    if (sale.material?.isMust && !body.material?.declined && !body.material?.address)
      throw new RequestValidationError('body', [
        { path: ['material', 'address'], message: 'required', params: {} },
      ]);
    const discount = await discountFor(tx, sale, user.id, body.discount_code, now);
    const nft = (await findNftInShop(tx, shop.id, sale.nftId))!;
    const on = (await nftOnChain(tx, nft))!;
    // ERC-721: a token the store wallet holds that no pending checkout took.
    const taken = new Set(pending.map((p) => p.tokenId));
    const held = await nftTokenIdsHeldBy(tx, on, sale.seller, sale.quantity + taken.size + 1);
    const tokenId = held.find((id) => on.standard === 1155 || !taken.has(id.toString()));
    if (tokenId === undefined) throw new AppError('SALE_QUANTITY_LEFT', { left: 0 });
    const price = BigInt(sale.price!);
    const off = discount ? (price * discount.bps) / BPS : 0n;
    const unitPrice = price - off;
    const total = unitPrice * BigInt(body.quantity);
    await checkFunds(target, sale.currencyAddress, wallet, total);
    const split = await splitOf(tx, sale);
    const voucher: SaleVoucher = {
      saleId: BigInt(sale.id),
      buyer: wallet,
      nft: getAddress(sale.contract),
      standard: BigInt(sale.standard) as 721n | 1155n,
      tokenId,
      quantity: BigInt(body.quantity),
      unitPrice,
      currency: getAddress(sale.currencyAddress),
      seller: getAddress(sale.seller),
      ...split,
      deadline,
      nonce: newNonce(),
    };
    const signature = await signSaleVoucher(
      target.signer,
      { chainId: target.chainId, market: target.market },
      voucher,
    );
    const [order] = await tx
      .insert(saleOrders)
      .values({
        saleId: sale.id,
        shopId: shop.id,
        buyerId: user.id,
        wallet,
        quantity: body.quantity,
        tokenId: tokenId.toString(),
        unitPrice: unitPrice.toString(),
        discount: (off * BigInt(body.quantity)).toString(),
        total: total.toString(),
        discountId: discount?.id ?? null,
        nonce: voucher.nonce.toString(),
        deadline: new Date(Number(voucher.deadline) * 1000),
        split: {
          payees: [...split.payees],
          shares: split.shares.map(Number),
          feeBps: Number(split.feeBps),
          feeReceiver: split.feeReceiver,
        },
        material: body.material ?? null,
      })
      .returning();
    const native = sale.currencyAddress === zeroAddress;
    const buy = {
      to: target.market,
      data: encodeFunctionData({
        abi: mintfrontMarketAbi,
        functionName: 'buy',
        args: [voucher, signature],
      }),
      value: native ? total.toString() : '0',
    };
    return {
      order_id: order!.id,
      price: amountOf(sale, price.toString()),
      discount: amountOf(sale, (off * BigInt(body.quantity)).toString()),
      total: amountOf(sale, total.toString()),
      currency: {
        symbol: sale.currencySymbol,
        address: sale.currencyAddress,
        decimals: sale.currencyDecimals,
      },
      deadline: new Date(Number(voucher.deadline) * 1000).toISOString(),
      tx: buy,
      // ERC-20: the buyer approves the market for the total first.
      ...(native ? {} : { approve: approveTx(sale.currencyAddress, target.market, total) }),
    };
  });
}

/** POST /api/store/{subdomain}/checkout: the sale the buyer chose. */
export function checkout(
  deps: SalesDeps,
  shop: ShopRow,
  user: UserRow,
  body: CheckoutBody,
  now = new Date(),
) {
  const { sale_id: saleId, ...rest } = body;
  return purchase(deps, shop, user, rest, async () => saleId, now);
}

const approveTx = (token: string, spender: Address, amount: bigint) => ({
  to: getAddress(token),
  data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, amount] }),
  value: '0',
});

/** POST /api/store/{subdomain}/bids: a bid (auction) or an offer (offer mode), escrowed by the market. */
export async function placeBid(
  deps: SalesDeps,
  shop: ShopRow,
  user: UserRow,
  body: BidBody,
  now = new Date(),
) {
  const wallet = buyerWallet(user);
  const target = await marketTarget(deps, shop.chain);
  const sale = await liveSale(deps.db, shop, body.sale_id, now);
  if (sale.type !== SALE_TYPE.auction) throw fieldError('sale_id', 'invalid');
  await checkWhitelist(deps.db, sale, wallet);
  const quantity = sale.standard === 721 ? 1 : sale.offerMode ? body.quantity : sale.quantity;
  if (quantity > sale.quantity - sale.soldNum)
    throw new AppError('SALE_QUANTITY_LEFT', { left: sale.quantity - sale.soldNum });
  const amount = parseUnits(body.amount, sale.currencyDecimals);
  const minimum = BigInt(sale.minimumPrice ?? '0');
  if (amount < minimum || amount === 0n)
    throw new RequestValidationError('body', [
      {
        path: ['amount'],
        message: 'bidTooLow',
        params: { min: amountOf(sale, minimum.toString()) ?? '0' },
      },
    ]);
  // The chain checks the increment against the standing bid; the server only says it early.
  if (!sale.offerMode) {
    const [standing] = await deps.db
      .select({ amount: saleOffers.amount })
      .from(saleOffers)
      .where(and(eq(saleOffers.saleId, sale.id), eq(saleOffers.status, 'open')))
      .orderBy(desc(sql`${saleOffers.amount}`))
      .limit(1);
    if (standing) {
      const prev = BigInt(standing.amount);
      let next = prev + (prev * BigInt(sale.incrementBps) + BPS - 1n) / BPS;
      if (next === prev) next += 1n;
      if (amount < next)
        throw new RequestValidationError('body', [
          {
            path: ['amount'],
            message: 'bidTooLow',
            params: { min: amountOf(sale, next.toString()) ?? '0' },
          },
        ]);
    }
  }
  await checkFunds(target, sale.currencyAddress, wallet, amount);
  // The owner may still choose a bid for ACCEPT_DAYS after the end; after that its bidder reclaims it.
  const expiry = new Date(
    (sale.endAt?.getTime() ?? now.getTime() + 7 * DAY_MS) + ACCEPT_DAYS * DAY_MS,
  );
  const voucher = {
    saleId: BigInt(sale.id),
    bidder: wallet,
    nft: getAddress(sale.contract),
    standard: BigInt(sale.standard) as 721n | 1155n,
    tokenId: (await firstToken(deps.db, shop, sale)) ?? 0n,
    quantity: BigInt(quantity),
    currency: getAddress(sale.currencyAddress),
    amount,
    auction: !sale.offerMode,
    minimumPrice: minimum,
    incrementBps: BigInt(sale.incrementBps),
    expiry: BigInt(Math.floor(expiry.getTime() / 1000)),
    deadline: await voucherDeadline(target),
    nonce: newNonce(),
  };
  const signature = await signBidVoucher(
    target.signer,
    { chainId: target.chainId, market: target.market },
    voucher,
  );
  const [offer] = await deps.db
    .insert(saleOffers)
    .values({
      saleId: sale.id,
      shopId: shop.id,
      buyerId: user.id,
      wallet,
      email: user.email,
      quantity,
      amount: amount.toString(),
      expiry,
      deadline: new Date(Number(voucher.deadline) * 1000),
      nonce: voucher.nonce.toString(),
    })
    .returning();
  const native = sale.currencyAddress === zeroAddress;
  return {
    offer_id: offer!.id,
    tx: {
      to: target.market,
      data: encodeFunctionData({
        abi: mintfrontMarketAbi,
        functionName: 'bid',
        args: [voucher, signature],
      }),
      value: native ? amount.toString() : '0',
    },
    ...(native ? {} : { approve: approveTx(sale.currencyAddress, target.market, amount) }),
  };
}

async function firstToken(db: Db, shop: ShopRow, sale: SaleRow) {
  const nft = (await findNftInShop(db, shop.id, sale.nftId))!;
  const on = (await nftOnChain(db, nft))!;
  return (await nftTokenIdsHeldBy(db, on, sale.seller, 1))[0];
}

/** GET /api/store/{subdomain}/orders: the buyer's orders of this store, newest first. */
export async function buyerOrders(
  db: Db,
  shop: ShopRow,
  user: UserRow,
  at: { page: number; limit: number },
) {
  const where = and(eq(saleOrders.shopId, shop.id), eq(saleOrders.buyerId, user.id));
  const [rows, [totalRow]] = await Promise.all([
    db
      .select()
      .from(saleOrders)
      .where(where)
      .orderBy(desc(saleOrders.id))
      .limit(at.limit)
      .offset((at.page - 1) * at.limit),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(saleOrders)
      .where(where),
  ]);
  const saleRows = rows.length
    ? await db
        .select()
        .from(sales)
        .where(inArray(sales.id, [...new Set(rows.map((r) => r.saleId))]))
    : [];
  const byId = new Map(saleRows.map((s) => [s.id, s]));
  const revealed = await revealsOf(
    db,
    rows.map((r) => r.id),
  );
  const total = totalRow?.n ?? 0;
  return {
    list: rows.map((r) => toOrder(byId.get(r.saleId)!, r, revealed.get(r.id))),
    total,
    lastPage: Math.max(1, Math.ceil(total / at.limit)),
  };
}
