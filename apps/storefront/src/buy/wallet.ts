/**
 * The buyer's browser wallet through EIP-1193 only (docs/decisions.md "Storefront buying"): an
 * EIP-6963 announced provider, else the injected window.ethereum. No wallet library.
 */
export type Eip1193 = {
  request(args: { method: string; params?: unknown[] }): Promise<unknown>;
  on?(event: string, listener: (value: unknown) => void): void;
  removeListener?(event: string, listener: (value: unknown) => void): void;
};

export type WalletTx = { to: string; data: string; value: string };

/** A wallet's error with its EIP-1193 code: 4001 is the user saying no. */
export class WalletError extends Error {
  constructor(
    message: string,
    readonly code: number | undefined,
  ) {
    super(message);
  }
  get rejected() {
    return this.code === 4001;
  }
}

let announced: Eip1193 | null = null;
if (typeof window !== 'undefined') {
  window.addEventListener('eip6963:announceProvider', (event) => {
    const detail = (event as CustomEvent<{ provider?: Eip1193 }>).detail;
    announced ??= detail?.provider ?? null;
  });
}

/** The wallet of the page: asks EIP-6963 wallets to announce themselves, then falls back to window.ethereum. */
export async function findWallet(): Promise<Eip1193 | null> {
  if (!announced) {
    window.dispatchEvent(new Event('eip6963:requestProvider'));
    // Announcements answer synchronously; one tick lets a late listener catch up.
    await new Promise((r) => setTimeout(r, 0));
  }
  return announced ?? (window as { ethereum?: Eip1193 }).ethereum ?? null;
}

export async function ask<T>(wallet: Eip1193, method: string, params?: unknown[]): Promise<T> {
  try {
    return (await wallet.request(params ? { method, params } : { method })) as T;
  } catch (err) {
    const e = err as { code?: number; message?: string };
    throw new WalletError(e?.message ?? String(err), e?.code);
  }
}

export const toHex = (n: bigint | number) => `0x${BigInt(n).toString(16)}`;

/** personal_sign wants the message as hex of its UTF-8 bytes. */
export const utf8Hex = (text: string) =>
  `0x${Array.from(new TextEncoder().encode(text), (b) => b.toString(16).padStart(2, '0')).join('')}`;

export async function connect(wallet: Eip1193): Promise<string> {
  const [account] = await ask<string[]>(wallet, 'eth_requestAccounts');
  if (!account) throw new WalletError('no account', 4100);
  return account;
}

export async function chainIdOf(wallet: Eip1193): Promise<number> {
  return Number(await ask<string>(wallet, 'eth_chainId'));
}

/** Asks the wallet to move to the store's network (wallet_switchEthereumChain). */
export async function switchChain(wallet: Eip1193, chainId: number) {
  await ask(wallet, 'wallet_switchEthereumChain', [{ chainId: toHex(chainId) }]);
}

export async function sendTx(wallet: Eip1193, from: string, tx: WalletTx): Promise<string> {
  return ask<string>(wallet, 'eth_sendTransaction', [
    { from, to: tx.to, data: tx.data, value: toHex(BigInt(tx.value)) },
  ]);
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Waits for the transaction's receipt through the wallet's node; a revert throws. */
export async function waitMined(wallet: Eip1193, hash: string, everyMs = 1000, tries = 300) {
  for (let i = 0; i < tries; i++) {
    const receipt = await ask<{ status: string } | null>(wallet, 'eth_getTransactionReceipt', [
      hash,
    ]);
    if (receipt) {
      if (Number(receipt.status) !== 1) throw new WalletError('reverted', -32000);
      return;
    }
    await sleep(everyMs);
  }
  throw new WalletError('timeout', undefined);
}

const word = (address: string) => address.toLowerCase().replace(/^0x/, '').padStart(64, '0');

/** MintfrontMarket calls the buyer makes directly (selectors of its ABI; market-calls.test.ts checks them). */
export const MARKET_SELECTORS = { credits: '0x637cd7f0', withdraw: '0x51cff8d9' } as const;

/** credits(account, currency): what the market holds for an outbid or refused bidder. */
export async function marketCredit(
  wallet: Eip1193,
  market: string,
  account: string,
  currency: string,
): Promise<bigint> {
  const data = `${MARKET_SELECTORS.credits}${word(account)}${word(currency)}`;
  return BigInt(await ask<string>(wallet, 'eth_call', [{ to: market, data }, 'latest']));
}

export const withdrawTx = (market: string, currency: string): WalletTx => ({
  to: market,
  data: `${MARKET_SELECTORS.withdraw}${word(currency)}`,
  value: '0',
});
