import { mintfrontMarketAbi, signBidVoucher } from '@mintfront/contracts';
import { SALE_TYPE, type BidBody } from '@mintfront/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import { encodeFunctionData, getAddress, parseUnits, zeroAddress } from 'viem';
import type { Db } from '../../platform/db/db-client.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { fieldError, RequestValidationError } from '../../platform/http/validation.ts';
import type { ShopRow } from '../../platform/tenancy/shops.tables.ts';
import type { UserRow } from '../../platform/tenancy/users.tables.ts';
import { findNftInShop, nftOnChain, nftTokenIdsHeldBy } from '../nfts/index.ts';
import { amountOf } from './sales-answer.ts';
import { approveTx, BPS, buyerWallet, checkWhitelist, liveSale } from './sales-buyer-rules.ts';
import { checkFunds, marketTarget, newNonce, voucherDeadline } from './sales-chain.ts';
import type { SalesDeps } from './sales.types.ts';
import { saleOffers, type SaleRow } from './sales.tables.ts';

const DAY_MS = 86_400_000;
/** Days after a type 2 sale's end during which the owner can still accept a bid or offer. */
export const ACCEPT_DAYS = 3;

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
