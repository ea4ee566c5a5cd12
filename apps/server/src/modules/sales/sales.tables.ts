import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { OfferState, OrderState, SaleStatusCode, SaleType } from '@mintfront/domain';
import { shopIdColumn } from '../../platform/tenancy/shops.tables.ts';
import { users } from '../../platform/tenancy/users.tables.ts';
import { nftIdColumn } from '../nfts/index.ts';
import { createdAtColumn, idColumn, ts, uint256 } from '../../platform/db/columns.ts';

/** The market contract of each chain (ARCHITECTURE.md "Selling and the storefront"). */
export const markets = pgTable('markets', {
  chain: text('chain').primaryKey(),
  address: text('address').notNull(),
  /** The block it was deployed in (or 0 for a configured one): the market's events start there. */
  deployBlock: bigint('deploy_block', { mode: 'number' }).notNull(),
  createdAt: createdAtColumn(),
});

/** The physical item a sale asks the buyer for (spec doc 2 §3 "Physical item"). */
export type SaleMaterial = {
  isMust: boolean;
  message: string | null;
  name: string | null;
  pics: string[];
  desc: string | null;
};

/** One position of a box sale's draw as stored (bigints as decimal strings). */
export type BoxDrawRow = {
  position: number;
  nftId: number;
  nft: string;
  standard: 721 | 1155;
  tokenId: string;
  seller: string;
};

/** A sell order (spec doc 2 §3 sell order detail). */
export const sales = pgTable(
  'sales',
  {
    id: idColumn(),
    shopId: shopIdColumn(),
    creatorId: integer('creator_id')
      .notNull()
      .references(() => users.id),
    nftId: nftIdColumn('nft_id', 'no action').notNull(),
    chain: text('chain').notNull(),
    type: smallint('type').$type<SaleType>().notNull(),
    /** Type 2: each offer escrowed, the owner chooses (ERC-721 only); false: an auction. */
    offerMode: boolean('offer_mode').notNull().default(false),
    status: smallint('status').$type<SaleStatusCode>().notNull(),
    quantity: integer('quantity').notNull(),
    soldNum: integer('sold_num').notNull().default(0),
    /** The contract, its standard (721/1155) and the store wallet the NFT is sold from. */
    contract: text('contract').notNull(),
    standard: integer('standard').$type<721 | 1155>().notNull(),
    seller: text('seller').notNull(),
    currencyId: integer('currency_id'),
    /** address(0) for the native coin. */
    currencyAddress: text('currency_address').notNull(),
    currencySymbol: text('currency_symbol').notNull(),
    currencyDecimals: integer('currency_decimals').notNull(),
    price: uint256('price'),
    minimumPrice: uint256('minimum_price'),
    incrementBps: integer('increment_bps').notNull().default(0),
    /** Percent taken from each payment before the payees (the creator's store fee; docs/decisions.md). */
    serviceFeeBps: integer('service_fee_bps').notNull().default(0),
    paymentId: integer('payment_id'),
    discountId: integer('discount_id'),
    whiteId: integer('white_id'),
    startAt: ts('start_at').notNull(),
    endAt: ts('end_at'),
    openAt: ts('open_at'),
    material: jsonb('material').$type<SaleMaterial | null>(),
    /** How many one wallet may buy of this sale, pending checkouts counted (null: no limit). */
    walletLimit: integer('wallet_limit'),
    /**
     * Type 4: the committed reveal (docs/decisions.md "Mystery-box provenance"): `boxOrder` lists
     * the NFT each box position reveals, shuffled with the secret `provenanceSeed`;
     * `provenanceHash` = keccak256(abi.encode(seed, order)) is shown from creation, the seed and
     * order only once the open date has passed.
     */
    provenanceHash: text('provenance_hash'),
    provenanceSeed: text('provenance_seed'),
    boxOrder: jsonb('box_order').$type<number[] | null>(),
    /**
     * Type 4, fixed by the first delivery: the token each position gives (`boxOrder` with contract,
     * token id and the wallet it leaves from) and the merkle root committed on the market (commitBox).
     */
    boxDraw: jsonb('box_draw').$type<BoxDrawRow[] | null>(),
    boxRoot: text('box_root'),
    /** When it left Active (cancelled, sold out, accepted, expired, invalid). */
    closingAt: ts('closing_at'),
    createdAt: createdAtColumn(),
  },
  (t) => [index('sales_shop_idx').on(t.shopId, t.id), index('sales_nft_idx').on(t.nftId, t.status)],
);
export type SaleRow = typeof sales.$inferSelect;

/** A buyer's checkout: the voucher the server signed and what the chain made of it. */
export const saleOrders = pgTable(
  'sale_orders',
  {
    id: idColumn(),
    saleId: integer('sale_id')
      .notNull()
      .references(() => sales.id, { onDelete: 'cascade' }),
    shopId: integer('shop_id').notNull(),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => users.id),
    wallet: text('wallet').notNull(),
    quantity: integer('quantity').notNull(),
    tokenId: uint256('token_id').notNull(),
    unitPrice: uint256('unit_price').notNull(),
    discount: uint256('discount').notNull(),
    total: uint256('total').notNull(),
    discountId: integer('discount_id'),
    nonce: uint256('nonce').notNull(),
    deadline: ts('deadline').notNull(),
    /** The split signed into the voucher, for the revenue ledger. */
    split: jsonb('split')
      .$type<{ payees: string[]; shares: number[]; feeBps: number; feeReceiver: string }>()
      .notNull(),
    material: jsonb('material').$type<Record<string, unknown> | null>(),
    status: text('status').$type<OrderState>().notNull().default('pending'),
    txHash: text('tx_hash'),
    blockNumber: bigint('block_number', { mode: 'number' }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('sale_orders_nonce_key').on(t.nonce),
    index('sale_orders_sale_idx').on(t.saleId, t.status),
    index('sale_orders_buyer_idx').on(t.buyerId, t.id),
  ],
);
export type SaleOrderRow = typeof saleOrders.$inferSelect;

/** An offer or an auction bid (spec doc 2 §3 "Offer or bid"); `nonce` is the offer id on chain. */
export const saleOffers = pgTable(
  'sale_offers',
  {
    id: idColumn(),
    saleId: integer('sale_id')
      .notNull()
      .references(() => sales.id, { onDelete: 'cascade' }),
    shopId: integer('shop_id').notNull(),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => users.id),
    wallet: text('wallet').notNull(),
    email: text('email'),
    quantity: integer('quantity').notNull(),
    amount: uint256('amount').notNull(),
    expiry: ts('expiry').notNull(),
    deadline: ts('deadline').notNull(),
    nonce: uint256('nonce').notNull(),
    status: text('status').$type<OfferState>().notNull().default('pending'),
    /** Seen by the console (GET /api/offer/unread counts the unseen open ones). */
    seen: boolean('seen').notNull().default(false),
    txHash: text('tx_hash'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('sale_offers_nonce_key').on(t.nonce),
    index('sale_offers_sale_idx').on(t.saleId, t.id),
    index('sale_offers_shop_idx').on(t.shopId, t.status),
  ],
);
export type SaleOfferRow = typeof saleOffers.$inferSelect;

/**
 * A sale's history (GET /api/sales/history/{id}): listed and cancelled by the console, the rest
 * from the market's events, each recorded once (chain, transaction, log index).
 */
export const saleEvents = pgTable(
  'sale_events',
  {
    id: idColumn(),
    saleId: integer('sale_id')
      .notNull()
      .references(() => sales.id, { onDelete: 'cascade' }),
    kind: text('kind')
      .$type<
        | 'listed'
        | 'bid'
        | 'offer'
        | 'sold'
        | 'cancelled'
        | 'expired'
        | 'refunded'
        | 'invalid'
        | 'delivered'
      >()
      .notNull(),
    wallet: text('wallet'),
    quantity: integer('quantity'),
    amount: uint256('amount'),
    chain: text('chain'),
    txHash: text('tx_hash'),
    logIndex: integer('log_index'),
    blockNumber: bigint('block_number', { mode: 'number' }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('sale_events_sale_idx').on(t.saleId, t.id),
    uniqueIndex('sale_events_log_key').on(t.chain, t.txHash, t.logIndex),
  ],
);

/** The revenue ledger the revenue issue reports from: each settled payment split into its parts. */
export const saleRevenue = pgTable(
  'sale_revenue',
  {
    id: idColumn(),
    shopId: integer('shop_id').notNull(),
    saleId: integer('sale_id')
      .notNull()
      .references(() => sales.id, { onDelete: 'cascade' }),
    /** primary: the whole payment; fee: the service fee; payee: one payee's share. */
    kind: text('kind').$type<'primary' | 'fee' | 'payee'>().notNull(),
    account: text('account').notNull(),
    amount: uint256('amount').notNull(),
    currency: text('currency').notNull(),
    chain: text('chain').notNull(),
    txHash: text('tx_hash').notNull(),
    logIndex: integer('log_index').notNull(),
    blockNumber: bigint('block_number', { mode: 'number' }).notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [index('sale_revenue_shop_idx').on(t.shopId, t.saleId)],
);

/**
 * A mystery box bought and revealed: box `position` (its rank in the order boxes were bought)
 * reveals `nftId` of the committed order. Written once per position after the open date.
 */
export const saleBoxReveals = pgTable(
  'sale_box_reveals',
  {
    id: idColumn(),
    saleId: integer('sale_id')
      .notNull()
      .references(() => sales.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => saleOrders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    nftId: integer('nft_id').notNull(),
    wallet: text('wallet').notNull(),
    /** Set by the indexer from the market's BoxDelivered event: the NFT reached the buyer on chain. */
    deliveredAt: ts('delivered_at'),
    deliveryTx: text('delivery_tx'),
    deliveryBlock: bigint('delivery_block', { mode: 'number' }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('sale_box_reveals_position_key').on(t.saleId, t.position),
    index('sale_box_reveals_order_idx').on(t.orderId),
  ],
);

/** A bulk sell order (CreateMultipleSellOrders): its rows, polled by key, created by the `sales.bulk` job. */
export const saleBatches = pgTable(
  'sale_batches',
  {
    id: idColumn(),
    shopId: shopIdColumn(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    key: text('key').notNull(),
    type: smallint('type').notNull(),
    /** spec doc 2 §4 polling: 0 waiting, 3 creating, 1 success, 6 partial success, 2 failed. */
    status: smallint('status').notNull().default(0),
    rows: jsonb('rows').$type<Record<string, unknown>[]>().notNull(),
    results: jsonb('results')
      .$type<
        {
          row: number;
          sale_id: number | null;
          statusCode: number;
          statusDesc: string;
          field?: string;
        }[]
      >()
      .notNull()
      .default([]),
    /** 'list' (POST …/nfts/{type}) or 'file' (an uploaded sheet, checked first, created on import/key). */
    source: text('source').$type<'list' | 'file'>().notNull().default('list'),
    /** A file's per-row problems found by the check (spec doc 2 §7 upload/check/status). */
    checks: jsonb('checks')
      .$type<{ row: number; field: string; statusDesc: string }[]>()
      .notNull()
      .default([]),
    /** When its creation was queued: at once for a list, on import/key for a file. */
    importedAt: ts('imported_at'),
    createdAt: createdAtColumn(),
  },
  (t) => [uniqueIndex('sale_batches_key').on(t.key)],
);
