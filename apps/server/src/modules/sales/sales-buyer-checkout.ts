import { mintfrontMarketAbi, signSaleVoucher, type SaleVoucher } from '@mintfront/contracts';
import { SALE_TYPE, type CheckoutBody } from '@mintfront/domain';
import { and, eq } from 'drizzle-orm';
import { encodeFunctionData, getAddress, zeroAddress, type Address } from 'viem';
import { AppError } from '../../platform/http/app-error.ts';
import { fieldError, RequestValidationError } from '../../platform/http/validation.ts';
import type { Db } from '../../platform/db/db-client.ts';
import type { ShopRow } from '../../platform/tenancy/shops.tables.ts';
import type { UserRow } from '../../platform/tenancy/users.tables.ts';
import { findNftInShop, nftOnChain, nftTokenIdsHeldBy } from '../nfts/index.ts';
import { amountOf } from './sales-answer.ts';
import {
  approveTx,
  BPS,
  buyerWallet,
  checkWalletLimit,
  checkWhitelist,
  discountFor,
  liveSale,
} from './sales-buyer-rules.ts';
import { checkFunds, marketTarget, newNonce, splitOf, voucherDeadline } from './sales-chain.ts';
import type { SalesDeps } from './sales.types.ts';
import { saleOrders } from './sales.tables.ts';

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

/**
 * POST /api/store/{subdomain}/checkout/{order_id}/cancel: the buyer refused the payment in the
 * wallet, so the reservation is freed at once instead of at the voucher's deadline. Only the
 * buyer's own order; a pending one becomes cancelled, one no longer pending answers as it stands
 * (so the call can be repeated), a paid one is refused. A voucher sent anyway is still recorded by
 * the indexer, which confirms orders by their nonce.
 */
export async function cancelCheckout(db: Db, shop: ShopRow, user: UserRow, orderId: number) {
  const mine = and(
    eq(saleOrders.id, orderId),
    eq(saleOrders.shopId, shop.id),
    eq(saleOrders.buyerId, user.id),
  );
  const [cancelled] = await db
    .update(saleOrders)
    .set({ status: 'cancelled' })
    .where(and(mine, eq(saleOrders.status, 'pending')))
    .returning({ status: saleOrders.status });
  if (cancelled) return { order_id: orderId, status: cancelled.status };
  const [order] = await db.select({ status: saleOrders.status }).from(saleOrders).where(mine);
  if (!order) throw new AppError('NOT_FOUND');
  if (order.status === 'confirmed') throw new AppError('ORDER_NOT_CANCELLABLE');
  return { order_id: orderId, status: order.status };
}
