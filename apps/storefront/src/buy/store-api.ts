import type { StoreSellOrder } from '@mintfront/domain';
import type { WalletTx } from './wallet.ts';

/** An answer of the server that is not success: its message is the server's, in the store's language. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly code: number,
  ) {
    super(message);
  }
}

/** The server's "sign in again" code (errors.ts UNAUTHORIZED). */
export const UNAUTHORIZED = 401;

type Envelope<T> = { statusCode: number; statusDesc: string; data: T };

/** One call of the API on this origin, with the buyer's token when given. */
export async function apiCall<T>(
  lang: 'en' | 'zh',
  method: 'GET' | 'POST',
  path: string,
  token?: string | null,
  body?: unknown,
): Promise<T> {
  const headers: Record<string, string> = { 'Accept-Language': lang };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(path, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  let envelope: Envelope<T>;
  try {
    envelope = (await res.json()) as Envelope<T>;
  } catch {
    throw new ApiError(res.statusText || String(res.status), res.status);
  }
  if (envelope.statusCode !== 0) throw new ApiError(envelope.statusDesc, envelope.statusCode);
  return envelope.data;
}

/** POST /api/store/{subdomain}/checkout */
export type CheckoutRequest = {
  sale_id: number;
  quantity: number;
  discount_code?: string;
  material?: { name?: string; address?: string; message?: string; declined?: boolean };
};
export type CheckoutAnswer = {
  order_id: number;
  total: string | null;
  currency: StoreSellOrder['currency'];
  tx: WalletTx;
  approve?: WalletTx;
};

/** POST /api/store/{subdomain}/bids */
export type BidRequest = { sale_id: number; amount: string; quantity?: number };
export type BidAnswer = { offer_id: number; tx: WalletTx; approve?: WalletTx };

/** One of GET /api/store/{subdomain}/orders */
export type BuyerOrder = {
  order_id: number;
  sale_id: number;
  nft_id: number;
  /** The NFT's title (the box's, for a mystery box). */
  title: string | null;
  wallet: string;
  quantity: number;
  price: string | null;
  total: string | null;
  currency: string;
  status: 'pending' | 'confirmed' | 'failed' | 'expired' | 'cancelled';
  txHash: string | null;
  createdAt: string;
  /** A mystery-box order: what each box opened, and whether its NFT reached the wallet on chain. */
  revealed?: BoxOpened[];
};
export type BoxOpened = {
  position: number;
  nft_id: number;
  delivered: boolean;
  delivery_tx: string | null;
};
export type OrdersPage = { list: BuyerOrder[]; total: number; lastPage: number };

/** What the storefront needs of GET /api/config: the market per chain and the chains' ids. */
export type ChainConfig = {
  markets: Record<string, string | null | undefined>;
  chains: { key: string; name: string; chainId: number; evm: boolean }[];
};
