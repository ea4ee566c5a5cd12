import type { BoxRevealAnswer } from './sales-box.ts';
import { saleStatusName, SALE_TYPE } from '@mintfront/domain';
import { formatUnits } from 'viem';
import type { SaleOfferRow, SaleOrderRow, SaleRow } from './sales.tables.ts';

/** A uint256 amount of the sale's currency as decimal text ("0.05"), or null. */
export const amountOf = (sale: Pick<SaleRow, 'currencyDecimals'>, v: string | null) =>
  v === null ? null : formatUnits(BigInt(v), sale.currencyDecimals);

/** What the sale detail shows of the commitment: the hash always; the seed and order once the open date passed. */
function provenanceOf(row: SaleRow, now = new Date()) {
  if (row.type !== SALE_TYPE.mysteryBox || !row.provenanceHash) return {};
  const open = row.openAt !== null && row.openAt <= now;
  return {
    provenance_hash: row.provenanceHash,
    provenance_seed: open ? row.provenanceSeed : null,
    box_order: open ? row.boxOrder : null,
  };
}

export type SaleExtras = {
  good?: { id: number; title: string; icon: string; type: number } | null;
  user?: { id: number; name: string | null; email: string | null } | null;
  /** Quantity reserved by checkouts whose transaction has not landed yet. */
  reserved?: number;
};

/** The sell order detail of spec doc 2 §3 (API.md "Selling"), statuses as words and numbers. */
export function toSale(row: SaleRow, extras: SaleExtras = {}) {
  const surplus = row.quantity - row.soldNum;
  return {
    id: row.id,
    type: row.type,
    typeName:
      (Object.keys(SALE_TYPE) as (keyof typeof SALE_TYPE)[]).find(
        (k) => SALE_TYPE[k] === row.type,
      ) ?? null,
    offerMode: row.offerMode,
    goodInfo: extras.good ?? { id: row.nftId },
    quantity: row.quantity,
    surplus,
    /** What a buyer can still check out: surplus less the pending checkouts. */
    available: Math.max(0, surplus - (extras.reserved ?? 0)),
    soldNum: row.soldNum,
    status: saleStatusName(row.status),
    statusCode: row.status,
    serviceCharge: row.serviceFeeBps / 100,
    currencyInfo: {
      id: row.currencyId,
      address: row.currencyAddress,
      symbol: row.currencySymbol,
      decimals: row.currencyDecimals,
    },
    price: amountOf(row, row.price),
    paymentInfo: row.paymentId === null ? null : { id: row.paymentId },
    discountInfo: row.discountId === null ? null : { id: row.discountId },
    whiteInfo: row.whiteId === null ? null : { id: row.whiteId },
    startAt: row.startAt.toISOString(),
    endAt: row.endAt?.toISOString() ?? null,
    openAt: row.openAt?.toISOString() ?? null,
    minimumPrice: amountOf(row, row.minimumPrice),
    incrementRate: row.incrementBps / 100,
    closingAt: row.closingAt?.toISOString() ?? null,
    material: row.material,
    walletLimit: row.walletLimit,
    chain: row.chain,
    contract: row.contract,
    userInfo: extras.user ?? { id: row.creatorId },
    createdAt: row.createdAt.toISOString(),
    ...provenanceOf(row),
  };
}
export type SaleAnswer = ReturnType<typeof toSale>;

export function toOffer(sale: SaleRow, row: SaleOfferRow) {
  return {
    id: row.id,
    offerId: row.nonce,
    saleId: row.saleId,
    wallet: row.wallet,
    email: row.email,
    quantity: row.quantity,
    amount: amountOf(sale, row.amount),
    currency: sale.currencySymbol,
    expiry: row.expiry.toISOString(),
    status: row.status,
    txHash: row.txHash,
    createdAt: row.createdAt.toISOString(),
  };
}

/** `revealed`: what a box order's boxes revealed after the open date (box sales only). */
export function toOrder(sale: SaleRow, row: SaleOrderRow, revealed?: BoxRevealAnswer[]) {
  return {
    order_id: row.id,
    sale_id: row.saleId,
    nft_id: sale.nftId,
    wallet: row.wallet,
    quantity: row.quantity,
    price: amountOf(sale, row.unitPrice),
    discount: amountOf(sale, row.discount),
    total: amountOf(sale, row.total),
    currency: sale.currencySymbol,
    status: row.status,
    txHash: row.txHash,
    deadline: row.deadline.toISOString(),
    createdAt: row.createdAt.toISOString(),
    ...(sale.type === SALE_TYPE.mysteryBox ? { revealed: revealed ?? [] } : {}),
  };
}
