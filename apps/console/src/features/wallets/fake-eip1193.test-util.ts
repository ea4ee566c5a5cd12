import type { Eip1193Provider } from './eip1193.ts';

type Listener = (...args: never[]) => void;
export type WalletRequest = { method: string; params?: unknown[] | object };

/**
 * A fake EIP-1193 wallet for unit tests: answers the accounts and the chain, switches chains when
 * asked (EIP-3326, emitting `chainChanged`), signs with a fixed signature, sends transactions that succeed at once, records every request
 * and emits events on demand. The server that would check the signature is faked in these tests.
 */
export function fakeWallet(accounts: string[], chainId = 31337) {
  const listeners = new Map<string, Set<Listener>>();
  const state = { accounts, chainId };
  const requests: WalletRequest[] = [];
  const provider: Eip1193Provider & {
    emit: (event: string, value: unknown) => void;
    listenerCount: () => number;
    requests: WalletRequest[];
  } = {
    requests,
    async request({ method, params }) {
      requests.push({ method, params });
      if (method === 'eth_requestAccounts' || method === 'eth_accounts') return state.accounts;
      if (method === 'eth_chainId') return `0x${state.chainId.toString(16)}`;
      if (method === 'personal_sign') return `0x${'ab'.repeat(65)}`;
      if (method === 'eth_sendTransaction') return `0x${'cd'.repeat(32)}`;
      if (method === 'eth_getTransactionReceipt') return { status: '0x1' };
      if (method === 'wallet_switchEthereumChain') {
        provider.emit('chainChanged', (params as [{ chainId: string }])[0].chainId);
        return null;
      }
      throw Object.assign(new Error(`unsupported ${method}`), { code: 4200 });
    },
    on(event, listener) {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)!.add(listener);
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener);
    },
    emit(event, value) {
      if (event === 'accountsChanged') state.accounts = value as string[];
      if (event === 'chainChanged') state.chainId = Number(value);
      for (const l of listeners.get(event) ?? []) (l as (v: unknown) => void)(value);
    },
    listenerCount: () => [...listeners.values()].reduce((n, s) => n + s.size, 0),
  };
  return provider;
}

/** Lets the page find `provider` as an injected wallet named `name` (EIP-6963); answers the undo. */
export function announceWallet(name: string, provider: Eip1193Provider) {
  const onRequest = () =>
    window.dispatchEvent(
      new CustomEvent('eip6963:announceProvider', {
        detail: { info: { uuid: name, name, icon: '', rdns: `io.${name}` }, provider },
      }),
    );
  window.addEventListener('eip6963:requestProvider', onRequest);
  return () => window.removeEventListener('eip6963:requestProvider', onRequest);
}
