import type { Page } from '@playwright/test';
import type { PrivateKeyAccount } from 'viem/accounts';

/**
 * Announces an EIP-6963 wallet on the local chain (31337) in the page: an EIP-1193 provider
 * whose signatures come from viem local accounts in Node (the page asks, Node signs). The first
 * account is selected; `switchWalletAccount` selects another one as a user would in the wallet,
 * which emits `accountsChanged`.
 */
export async function injectWallet(
  page: Page,
  ...accounts: [PrivateKeyAccount, ...PrivateKeyAccount[]]
) {
  const byAddress = new Map(accounts.map((a) => [a.address.toLowerCase(), a]));
  await page.exposeFunction('__mintfrontSign', (address: string, hex: `0x${string}`) => {
    const account = byAddress.get(address.toLowerCase());
    if (!account) throw new Error(`no key for ${address}`);
    return account.signMessage({ message: { raw: hex } });
  });
  await page.addInitScript(
    ({ addresses }) => {
      // Runs in the page (e2e has no DOM types): the page's window seen through its few members used here.
      const w = globalThis as unknown as {
        __mintfrontSign: (address: string, hex: string) => Promise<string>;
        __mintfrontWallet: { switchAccount: (address: string) => void };
        addEventListener: (type: string, listener: () => void) => void;
        dispatchEvent: (event: unknown) => void;
      };
      let selected: string = addresses[0]!;
      const listeners = new Map<string, Set<(value: unknown) => void>>();
      const emit = (event: string, value: unknown) =>
        listeners.get(event)?.forEach((l) => l(value));
      const provider = {
        async request({ method, params }: { method: string; params?: unknown[] }) {
          if (method === 'eth_requestAccounts' || method === 'eth_accounts') return [selected];
          if (method === 'eth_chainId') return '0x7a69';
          if (method === 'personal_sign') {
            const [hex, address] = params as [string, string];
            if (address.toLowerCase() !== selected.toLowerCase())
              throw Object.assign(new Error('not the selected account'), { code: 4100 });
            return w.__mintfrontSign(address, hex);
          }
          throw Object.assign(new Error(`unsupported ${method}`), { code: 4200 });
        },
        on(event: string, listener: (value: unknown) => void) {
          if (!listeners.has(event)) listeners.set(event, new Set());
          listeners.get(event)!.add(listener);
        },
        removeListener(event: string, listener: (value: unknown) => void) {
          listeners.get(event)?.delete(listener);
        },
      };
      w.__mintfrontWallet = {
        switchAccount(address: string) {
          selected = address;
          emit('accountsChanged', [address]);
        },
      };
      const info = {
        uuid: 'e2e-wallet',
        name: 'E2E Wallet',
        icon: 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg"/%3E',
        rdns: 'test.mintfront.e2e',
      };
      w.addEventListener('eip6963:requestProvider', () =>
        w.dispatchEvent(
          new CustomEvent('eip6963:announceProvider', { detail: { info, provider } }),
        ),
      );
    },
    { addresses: accounts.map((a) => a.address) },
  );
}

/** Selects another account in the injected wallet (as the user would), emitting `accountsChanged`. */
export async function switchWalletAccount(page: Page, address: string) {
  await page.evaluate(
    (a) =>
      (
        globalThis as unknown as { __mintfrontWallet: { switchAccount: (a: string) => void } }
      ).__mintfrontWallet.switchAccount(a),
    address,
  );
}
