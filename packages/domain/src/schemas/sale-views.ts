import type { SaleStatusName, SaleType } from './sales.ts';

// What the selling calls answer (spec doc 2 §3 sell order detail and offer or bid, API.md
// "Selling"), as the console reads them. Statuses come as words beside their number.

/** The NFT or box a sell order sells. */
export type SaleGoods = {
  id: number;
  title?: string;
  /** The stored path of its picture (served at /api/files/{path}). */
  icon?: string | null;
  icon_url?: string | null;
  preview_url?: string | null;
  type?: number;
};

/** spec doc 2 §3 "Sell order detail". Amounts are decimal text in the currency's units. */
export type SaleDetail = {
  id: number;
  goodInfo: SaleGoods | null;
  type: SaleType;
  quantity: number;
  surplus: number;
  soldNum: number;
  /** `Active`, `Open`, `Accepted`, `Cancelled`, `Expired` or `Invalid` (API.md), or its number. */
  status: SaleStatusName | number;
  statusCode?: number;
  price?: string | null;
  /** The service fee in percent (decimal text). */
  serviceCharge: string | number | null;
  currencyInfo: {
    id: number | null;
    symbol: string;
    name?: string;
    address?: string | null;
    decimals?: number;
  } | null;
  paymentInfo: { id: number; name?: string } | null;
  discountInfo: { id: number; code?: string; value?: string } | null;
  whiteInfo: { id: number; name?: string; num?: number } | null;
  startAt: string | null;
  endAt: string | null;
  openAt?: string | null;
  minimumPrice: string | null;
  incrementRate?: string | number | null;
  offerMode?: boolean;
  closingAt: string | null;
  /** Who created the sell order: a collaborator cancels only their own (spec doc 2 §6). */
  userInfo: { id: number; name?: string | null; email?: string | null } | null;
  material?: {
    isMust: boolean;
    message: string | null;
    name: string | null;
    pics: string[];
    desc: string | null;
  } | null;
  /** Types 1, 3, 4: how many one wallet may buy (null: no limit). */
  walletLimit?: number | null;
  /** Mystery boxes: the provenance hash committed before the sale opens. */
  provenance_hash?: string | null;
  /** Mystery boxes: the seed, published once the open date has passed (null before). */
  provenance_seed?: string | null;
  createdAt?: string;
};

/** spec doc 2 §3 "Offer or bid" (GET /api/offers). */
export type SaleOffer = {
  id: number;
  /** The escrow's key on chain. */
  offerId?: string | number;
  saleId: number;
  wallet: string;
  email: string | null;
  quantity: number;
  amount: string;
  currency?: string | null;
  expiry: string | null;
  /** spec doc 2 §4 offer states: open, accepted, cancelled, expired, invalid. */
  status: string;
  txHash?: string | null;
  goodInfo?: SaleGoods | null;
  createdAt?: string;
};

/** One event of GET /api/sales/history/{id} (docs/api.md "Selling" kinds). */
export type SaleHistoryEvent = {
  id: number;
  kind: string;
  wallet: string | null;
  quantity: number | null;
  amount: string | null;
  currency?: string | null;
  txHash: string | null;
  createdAt: string;
};

/** A bulk sell-order job's state (spec doc 2 §4): 1 or 6 success, 2 failure, else still working. */
export type SaleBulkStatus = {
  key?: string;
  status: number;
  total?: number;
  done?: number;
  created?: number;
  /** Each row's outcome so far, `row` counted from 0 in the order sent; statusCode 0 created. */
  results?: {
    row: number;
    sale_id: number | null;
    statusCode: number;
    statusDesc: string;
    field?: string;
  }[];
};

/** GET /api/sale/multiple/nfts/upload/check/status: a sell order file's check, nothing created yet. */
export type SaleBulkCheck = {
  key: string;
  /** spec doc 2 §4: 1 every row valid, 6 some, 2 none. */
  status: number;
  total: number;
  valid: number;
  /** Each refused row's first problem, `row` counted from 0 after the header row. */
  errors: { row: number; field: string; statusDesc: string }[];
  imported: boolean;
};
