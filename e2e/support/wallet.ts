import type { Page } from '@playwright/test';
import { createWalletClient, http, type Hex } from 'viem';
import type { LocalAccount } from 'viem/accounts';
import { anvil } from 'viem/chains';

/**
 * Announces an EIP-6963 wallet on the local chain (31337) in the page: an EIP-1193 provider
 * whose signatures come from viem local accounts in Node (the page asks, Node signs). The first
 * account is selected; `switchWalletAccount` selects another one as a user would in the wallet,
 * which emits `accountsChanged`.
 */
export async function injectWallet(page: Page, ...accounts: [LocalAccount, ...LocalAccount[]]) {
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
        __mintfrontWallet: {
          switchAccount: (address: string) => void;
          switchChain: (chainId: string) => void;
          rejectNext: (method: string) => void;
        };
        // Present once connectWalletToChain exposed them: transactions and reads through the chain.
        __mintfrontSend?: (tx: unknown) => Promise<string>;
        __mintfrontRpc?: (method: string, params: unknown[]) => Promise<unknown>;
        addEventListener: (type: string, listener: () => void) => void;
        dispatchEvent: (event: unknown) => void;
      };
      let selected: string = addresses[0]!;
      let chainId = '0x7a69';
      // Methods the user will refuse once in the wallet (EIP-1193 4001).
      const refuse = new Set<string>();
      const listeners = new Map<string, Set<(value: unknown) => void>>();
      const emit = (event: string, value: unknown) =>
        listeners.get(event)?.forEach((l) => l(value));
      const provider = {
        async request({ method, params }: { method: string; params?: unknown[] }) {
          if (refuse.delete(method))
            throw Object.assign(new Error('User rejected the request.'), { code: 4001 });
          if (method === 'eth_requestAccounts' || method === 'eth_accounts') return [selected];
          if (method === 'eth_chainId') return chainId;
          if (method === 'personal_sign') {
            const [hex, address] = params as [string, string];
            if (address.toLowerCase() !== selected.toLowerCase())
              throw Object.assign(new Error('not the selected account'), { code: 4100 });
            return w.__mintfrontSign(address, hex);
          }
          if (method === 'wallet_switchEthereumChain') {
            // Only the local chain exists here; the user agrees to switch.
            const [{ chainId: wanted }] = params as [{ chainId: string }];
            if (wanted !== '0x7a69')
              throw Object.assign(new Error('unknown chain'), { code: 4902 });
            chainId = wanted;
            emit('chainChanged', wanted);
            return null;
          }
          if (method === 'eth_sendTransaction' && w.__mintfrontSend) {
            const [tx] = params as [{ from: string }];
            if (tx.from.toLowerCase() !== selected.toLowerCase())
              throw Object.assign(new Error('not the selected account'), { code: 4100 });
            return w.__mintfrontSend(tx);
          }
          if (w.__mintfrontRpc && /^eth_(call|getTransactionReceipt|blockNumber)$/.test(method))
            return w.__mintfrontRpc(method, params ?? []);
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
        switchChain(id: string) {
          chainId = id;
          emit('chainChanged', id);
        },
        rejectNext(method: string) {
          refuse.add(method);
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

/** The user refuses the next `method` request in the injected wallet (EIP-1193 error 4001). */
export async function rejectNextWalletRequest(page: Page, method: string) {
  await page.evaluate(
    (m) =>
      (
        globalThis as unknown as { __mintfrontWallet: { rejectNext: (m: string) => void } }
      ).__mintfrontWallet.rejectNext(m),
    method,
  );
}

/** Puts the injected wallet on another network (as the user would in the wallet), emitting `chainChanged`. */
export async function switchWalletChain(page: Page, chainId: number) {
  await page.evaluate(
    (id) =>
      (
        globalThis as unknown as { __mintfrontWallet: { switchChain: (id: string) => void } }
      ).__mintfrontWallet.switchChain(id),
    `0x${chainId.toString(16)}`,
  );
}

/**
 * Lets the injected wallet send transactions (signed by the selected account's key in Node and
 * sent to the local chain) and read the chain (eth_call, receipts) through `rpcUrl`: a buyer's wallet.
 */
export async function connectWalletToChain(
  page: Page,
  rpcUrl: string,
  ...accounts: LocalAccount[]
) {
  const clients = new Map(
    accounts.map((account) => [
      account.address.toLowerCase(),
      createWalletClient({ account, chain: anvil, transport: http(rpcUrl) }),
    ]),
  );
  await page.exposeFunction(
    '__mintfrontSend',
    async (tx: { from: string; to: Hex; data?: Hex; value?: Hex }) => {
      const client = clients.get(tx.from.toLowerCase());
      if (!client) throw new Error(`no key for ${tx.from}`);
      return client.sendTransaction({
        to: tx.to,
        data: tx.data,
        value: tx.value ? BigInt(tx.value) : 0n,
      });
    },
  );
  await page.exposeFunction('__mintfrontRpc', async (method: string, params: unknown[]) => {
    const res = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    });
    const body = (await res.json()) as { result?: unknown; error?: { message: string } };
    if (body.error) throw new Error(body.error.message);
    return body.result;
  });
}
