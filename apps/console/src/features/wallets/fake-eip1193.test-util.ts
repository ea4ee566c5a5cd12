import type { Eip1193Provider } from './eip1193.ts';

type Listener = (...args: never[]) => void;

/** A fake EIP-1193 wallet for unit tests: answers a few calls and emits events on demand. */
export function fakeWallet(accounts: string[], chainId = 31337) {
  const listeners = new Map<string, Set<Listener>>();
  const state = { accounts, chainId };
  const provider: Eip1193Provider & { emit: (event: string, value: unknown) => void; listenerCount: () => number } = {
    async request({ method }) {
      if (method === 'eth_requestAccounts' || method === 'eth_accounts') return state.accounts;
      if (method === 'eth_chainId') return `0x${state.chainId.toString(16)}`;
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
