import { CHAINS } from '@mintfront/domain';

/** An EIP-1193 provider: what a browser wallet injects. */
export type Eip1193Provider = {
  request(args: { method: string; params?: unknown[] | object }): Promise<unknown>;
  /** EIP-1193 events: `accountsChanged`, `chainChanged`, `disconnect`. */
  on?(event: string, listener: (...args: never[]) => void): unknown;
  removeListener?(event: string, listener: (...args: never[]) => void): unknown;
};

/** A wallet the page found: announced through EIP-6963, or the legacy window.ethereum. */
export type InjectedWallet = { id: string; name: string; icon?: string; provider: Eip1193Provider };

type AnnounceEvent = CustomEvent<{
  info: { uuid: string; name: string; icon: string; rdns: string };
  provider: Eip1193Provider;
}>;

/**
 * Every injected wallet (EIP-6963: each one answers `eip6963:requestProvider` with an
 * `eip6963:announceProvider` event), plus window.ethereum when no announced wallet is that one.
 */
export function discoverWallets(win: Window = window, waitMs = 150): Promise<InjectedWallet[]> {
  const found = new Map<string, InjectedWallet>();
  const onAnnounce = (event: Event) => {
    const { info, provider } = (event as AnnounceEvent).detail ?? {};
    if (info?.uuid && provider)
      found.set(info.rdns || info.uuid, {
        id: info.rdns || info.uuid,
        name: info.name,
        icon: info.icon,
        provider,
      });
  };
  win.addEventListener('eip6963:announceProvider', onAnnounce);
  win.dispatchEvent(new Event('eip6963:requestProvider'));
  return new Promise((resolve) => {
    setTimeout(() => {
      win.removeEventListener('eip6963:announceProvider', onAnnounce);
      const legacy = (win as Window & { ethereum?: Eip1193Provider }).ethereum;
      const wallets = [...found.values()];
      if (legacy && !wallets.some((w) => w.provider === legacy))
        wallets.push({ id: 'injected', name: 'Browser wallet', provider: legacy });
      resolve(wallets);
    }, waitMs);
  });
}

/** The error code of a wallet's refusal (EIP-1193: 4001 user rejected, 4902 unknown chain). */
export function walletErrorCode(err: unknown): number | undefined {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'number' ? code : undefined;
}

const toHex = (text: string) =>
  `0x${[...new TextEncoder().encode(text)].map((b) => b.toString(16).padStart(2, '0')).join('')}`;

export async function requestAccount(provider: Eip1193Provider): Promise<string> {
  const accounts = (await provider.request({ method: 'eth_requestAccounts' })) as string[];
  if (!accounts?.[0]) throw new Error('no account');
  return accounts[0];
}

export async function currentChainId(provider: Eip1193Provider): Promise<number> {
  return Number(await provider.request({ method: 'eth_chainId' }));
}

/** EIP-191 personal_sign of a text (the EIP-4361 message), hex-encoded as wallets expect. */
export async function personalSign(
  provider: Eip1193Provider,
  account: string,
  message: string,
): Promise<string> {
  return (await provider.request({
    method: 'personal_sign',
    params: [toHex(message), account],
  })) as string;
}

/** Asks the wallet to switch to a chain of the product (EIP-3326), adding it when unknown (EIP-3085). */
export async function switchChain(
  provider: Eip1193Provider,
  chainId: number,
  rpcUrl?: string,
): Promise<void> {
  const hexId = `0x${chainId.toString(16)}`;
  try {
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: hexId }] });
  } catch (err) {
    const chain = CHAINS.find((c) => c.chainId === chainId);
    if (walletErrorCode(err) !== 4902 || !chain || !rpcUrl) throw err;
    await provider.request({
      method: 'wallet_addEthereumChain',
      params: [
        {
          chainId: hexId,
          chainName: chain.name,
          nativeCurrency: { name: chain.nativeSymbol, symbol: chain.nativeSymbol, decimals: 18 },
          rpcUrls: [rpcUrl],
        },
      ],
    });
  }
}

/** The chain ids a wallet may use with the product (the EVM chains). */
export const SUPPORTED_CHAIN_IDS: readonly number[] = CHAINS.filter((c) => c.evm).map(
  (c) => c.chainId,
);

export type ChainCheck =
  { ok: true } | { ok: false; reason: 'unsupported' | 'mismatch'; expected?: number };

/**
 * spec doc 1 §8: a chain the product does not know is an unsupported network; with a store,
 * a wallet on another chain than the store's is a chain mismatch and the action is refused.
 */
export function checkChain(walletChainId: number, storeChainId?: number): ChainCheck {
  if (storeChainId !== undefined && walletChainId !== storeChainId)
    return { ok: false, reason: 'mismatch', expected: storeChainId };
  if (!SUPPORTED_CHAIN_IDS.includes(walletChainId)) return { ok: false, reason: 'unsupported' };
  return { ok: true };
}

/** eth_sendTransaction from `account` (EIP-1193): answers the transaction hash once the wallet sent it. */
export async function sendTransaction(
  provider: Eip1193Provider,
  tx: { from: string; to: string; data: string; value?: string },
): Promise<string> {
  const value = tx.value && tx.value !== '0' ? `0x${BigInt(tx.value).toString(16)}` : undefined;
  return (await provider.request({
    method: 'eth_sendTransaction',
    params: [{ from: tx.from, to: tx.to, data: tx.data, ...(value ? { value } : {}) }],
  })) as string;
}

/** Asks the wallet's node for the receipt until it exists: true when the transaction succeeded. */
export async function waitForReceipt(
  provider: Eip1193Provider,
  hash: string,
  { intervalMs = 1000, tries = 300 } = {},
): Promise<boolean> {
  for (let i = 0; i < tries; i++) {
    const receipt = (await provider.request({
      method: 'eth_getTransactionReceipt',
      params: [hash],
    })) as { status?: string } | null;
    if (receipt) return receipt.status === '0x1';
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  throw new Error('timeout');
}
