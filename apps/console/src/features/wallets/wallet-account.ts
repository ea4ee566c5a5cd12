import type { Eip1193Provider } from './eip1193.ts';

/** spec doc 1 §8: the wallet's account is not the one the action or the session needs. */
export type AccountCheck =
  { ok: true } | { ok: false; reason: 'wrongAddress' | 'wrongAccount'; expected: string };

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** Wrong wallet address: the store is bound to `storeWallet` and the wallet's account is another one. */
export function checkStoreWallet(
  account: string | null | undefined,
  storeWallet: string | null | undefined,
): AccountCheck {
  if (!storeWallet || (account && same(account, storeWallet))) return { ok: true };
  return { ok: false, reason: 'wrongAddress', expected: storeWallet };
}

/** Wrong account: signed in with wallet `signedIn` while the wallet now reports another account. */
export function checkSignedInWallet(
  account: string | null | undefined,
  signedIn: string | null | undefined,
): AccountCheck {
  if (!signedIn || !account || same(account, signedIn)) return { ok: true };
  return { ok: false, reason: 'wrongAccount', expected: signedIn };
}

export type WalletEvents = {
  accounts: (accounts: string[]) => void;
  chain: (chainId: number) => void;
  disconnect: () => void;
};

/** Follows a wallet's EIP-1193 events; answers the function that stops following. */
export function watchWallet(provider: Eip1193Provider, on: WalletEvents): () => void {
  if (!provider.on) return () => {};
  const accounts = (list: string[]) => on.accounts(Array.isArray(list) ? list : []);
  const chain = (id: string | number) => on.chain(Number(id));
  const disconnect = () => on.disconnect();
  provider.on('accountsChanged', accounts as (...args: never[]) => void);
  provider.on('chainChanged', chain as (...args: never[]) => void);
  provider.on('disconnect', disconnect);
  return () => {
    provider.removeListener?.('accountsChanged', accounts as (...args: never[]) => void);
    provider.removeListener?.('chainChanged', chain as (...args: never[]) => void);
    provider.removeListener?.('disconnect', disconnect);
  };
}
