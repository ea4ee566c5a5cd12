import { readBuyerSession, writeBuyerSession, type BuyerSession } from './buyer-token.ts';
import {
  ApiError,
  apiCall,
  UNAUTHORIZED,
  type BidAnswer,
  type BidRequest,
  type BuyerOrder,
  type ChainConfig,
  type CheckoutAnswer,
  type CheckoutRequest,
  type OrdersPage,
} from './store-api.ts';
import {
  ask,
  chainIdOf,
  connect,
  findWallet,
  marketCredit,
  sendTx,
  sleep,
  switchChain,
  utf8Hex,
  waitMined,
  WalletError,
  withdrawTx,
  type Eip1193,
  type WalletTx,
} from './wallet.ts';

/** Where a payment stands, shown to the buyer as it moves. */
export type Step =
  'connect' | 'network' | 'signIn' | 'reserve' | 'approve' | 'send' | 'mined' | 'confirm';

/** A step the buyer must take outside the flow (no wallet at all). */
export class FlowError extends Error {
  constructor(readonly key: 'noWallet' | 'wrongNetwork' | 'stillWaiting') {
    super(key);
  }
}

/** API.md "Storefront (buyer) calls": wallet sign-in is app id 100001, account type 8. */
const WALLET_APP_ID = 100001;
const WALLET_ACCOUNT_TYPE = 8;

export type Store = { subdomain: string; lang: 'en' | 'zh'; chain: string };
type Ready = { wallet: Eip1193; account: string; session: BuyerSession };

let config: Promise<ChainConfig> | null = null;
export function chainConfig(lang: 'en' | 'zh') {
  config ??= apiCall<ChainConfig>(lang, 'GET', '/api/config').catch((err: unknown) => {
    config = null;
    throw err;
  });
  return config;
}

export async function chainOf(store: Store) {
  const c = await chainConfig(store.lang);
  const chain = c.chains.find((x) => x.key === store.chain);
  return {
    chainId: chain?.chainId ?? 0,
    name: chain?.name ?? store.chain,
    market: c.markets[store.chain] ?? null,
  };
}

/** Sign-In with Ethereum: the server's single-use message, signed by the wallet, exchanged for a token. */
async function signIn(store: Store, wallet: Eip1193, account: string, chainId: number) {
  const query = `wallet=${encodeURIComponent(account)}&chain_id=${chainId}`;
  const { message } = await apiCall<{ message: string }>(
    store.lang,
    'GET',
    `/api/wallet/random?${query}`,
  );
  const signature = await ask<string>(wallet, 'personal_sign', [utf8Hex(message), account]);
  const login = await apiCall<{ token: string; uid: number }>(
    store.lang,
    'POST',
    '/api/login',
    null,
    {
      appid: WALLET_APP_ID,
      account_type: WALLET_ACCOUNT_TYPE,
      wallet: account,
      message,
      signature,
    },
  );
  const session = { token: login.token, uid: login.uid, wallet: account };
  writeBuyerSession(store.subdomain, session);
  return session;
}

/** The wallet connected, on the store's network, and its account signed in to the store. */
export async function ready(
  store: Store,
  onStep: (s: Step) => void,
  fresh = false,
): Promise<Ready> {
  onStep('connect');
  const wallet = await findWallet();
  if (!wallet) throw new FlowError('noWallet');
  const account = await connect(wallet);
  const { chainId } = await chainOf(store);
  if ((await chainIdOf(wallet)) !== chainId) {
    onStep('network');
    await switchChain(wallet, chainId);
    if ((await chainIdOf(wallet)) !== chainId) throw new FlowError('wrongNetwork');
  }
  let session = fresh ? null : readBuyerSession(store.subdomain);
  if (!session || session.wallet.toLowerCase() !== account.toLowerCase()) {
    onStep('signIn');
    session = await signIn(store, wallet, account, chainId);
  }
  return { wallet, account, session };
}

/** Forgets the buyer here at once, and ends the session on the server (best effort). */
export async function signOut(store: Store) {
  const session = readBuyerSession(store.subdomain);
  writeBuyerSession(store.subdomain, null);
  if (session) await apiCall(store.lang, 'POST', '/api/logout', session.token).catch(() => null);
}

/** A signed-in call; an expired token signs in again once. */
export async function signedCall<T>(
  store: Store,
  onStep: (s: Step) => void,
  call: (r: Ready) => Promise<T>,
): Promise<{ r: Ready; answer: T }> {
  let r = await ready(store, onStep);
  try {
    return { r, answer: await call(r) };
  } catch (err) {
    if (!(err instanceof ApiError) || err.code !== UNAUTHORIZED) throw err;
    writeBuyerSession(store.subdomain, null);
    r = await ready(store, onStep, true);
    return { r, answer: await call(r) };
  }
}

/** Sends the server's approval (ERC-20) and then its transaction, each waited for on chain. */
export async function pay(
  r: Ready,
  answer: { tx: WalletTx; approve?: WalletTx },
  onStep: (s: Step) => void,
) {
  if (answer.approve) {
    onStep('approve');
    const approval = await sendTx(r.wallet, r.account, answer.approve);
    onStep('mined');
    await waitMined(r.wallet, approval);
  }
  onStep('send');
  const hash = await sendTx(r.wallet, r.account, answer.tx);
  onStep('mined');
  await waitMined(r.wallet, hash);
  return hash;
}

export const storePath = (store: Store, path: string) =>
  `/api/store/${encodeURIComponent(store.subdomain)}${path}`;

export function buyerOrders(store: Store, token: string, page = 1, limit = 20) {
  return apiCall<OrdersPage>(
    store.lang,
    'GET',
    storePath(store, `/orders?page=${page}&limit=${limit}`),
    token,
  );
}

/** Frees a checkout's reservation (the buyer refused to pay); repeating it is harmless. */
export const cancelCheckout = (store: Store, token: string, orderId: number) =>
  apiCall<{ order_id: number; status: string }>(
    store.lang,
    'POST',
    storePath(store, `/checkout/${orderId}/cancel`),
    token,
  );

/**
 * Checkout, payment and the wait for the server's indexer to record the purchase (the server
 * learns it from the chain, not from us): the order as the server finally answers it.
 */
export async function buy(
  store: Store,
  request: CheckoutRequest,
  onStep: (s: Step) => void,
  pollMs = 1500,
  tries = 120,
): Promise<BuyerOrder> {
  const { r, answer } = await signedCall(store, onStep, (r) => {
    onStep('reserve');
    return apiCall<CheckoutAnswer>(
      store.lang,
      'POST',
      storePath(store, '/checkout'),
      r.session.token,
      request,
    );
  });
  try {
    await pay(r, answer, onStep);
  } catch (err) {
    // Refused in the wallet: nothing was sent, so the reserved copies are given back at once.
    if (err instanceof WalletError && err.rejected)
      await cancelCheckout(store, r.session.token, answer.order_id).catch(() => null);
    throw err;
  }
  onStep('confirm');
  return settledOrder(store, r.session.token, answer.order_id, pollMs, tries);
}

/** The buyer's order once the server's indexer settled it (the server learns it from the chain). */
export async function settledOrder(
  store: Store,
  token: string,
  orderId: number,
  pollMs = 1500,
  tries = 120,
): Promise<BuyerOrder> {
  return waitFor(
    async () => {
      const { list } = await buyerOrders(store, token);
      const order = list.find((o) => o.order_id === orderId);
      return order && order.status !== 'pending' ? order : null;
    },
    pollMs,
    tries,
  );
}

/** Asks `read` until it answers something; the buyer is told to look later if it never does. */
export async function waitFor<T>(
  read: () => Promise<T | null>,
  pollMs = 1500,
  tries = 120,
): Promise<T> {
  for (let i = 0; i < tries; i++) {
    const found = await read();
    if (found !== null) return found;
    await sleep(pollMs);
  }
  throw new FlowError('stillWaiting');
}

/** A bid or an offer: the server signs it, the wallet escrows it in the market. */
export async function bid(store: Store, request: BidRequest, onStep: (s: Step) => void) {
  const { r, answer } = await signedCall(store, onStep, (r) => {
    onStep('reserve');
    return apiCall<BidAnswer>(
      store.lang,
      'POST',
      storePath(store, '/bids'),
      r.session.token,
      request,
    );
  });
  return pay(r, answer, onStep);
}

/** What the market holds for this wallet in a currency (an outbid or refused bid), without asking to connect. */
export async function creditOf(store: Store, currency: string): Promise<bigint> {
  const session = readBuyerSession(store.subdomain);
  const wallet = await findWallet();
  const { market } = await chainOf(store);
  if (!session || !wallet || !market) return 0n;
  const [account] = await ask<string[]>(wallet, 'eth_accounts');
  if (!account || account.toLowerCase() !== session.wallet.toLowerCase()) return 0n;
  return marketCredit(wallet, market, account, currency);
}

export async function withdraw(store: Store, currency: string, onStep: (s: Step) => void) {
  const r = await ready(store, onStep);
  const { market } = await chainOf(store);
  if (!market) throw new FlowError('wrongNetwork');
  onStep('send');
  const hash = await sendTx(r.wallet, r.account, withdrawTx(market, currency));
  onStep('mined');
  await waitMined(r.wallet, hash);
}

/** The text key of an error, or the server's own message. */
export function errorText(err: unknown): { key: string } | { message: string } {
  if (err instanceof FlowError) return { key: err.key };
  if (err instanceof WalletError) {
    if (err.rejected) return { key: 'rejected' };
    if (err.message === 'reverted') return { key: 'reverted' };
    if (err.message === 'timeout') return { key: 'stillWaiting' };
    return { message: err.message };
  }
  if (err instanceof ApiError) return { message: err.message };
  return { key: 'somethingWrong' };
}
