import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import type { InjectedWallet } from './eip1193.ts';
import { watchWallet } from './wallet-account.ts';

/** The wallet the console is connected to: its current account (null when it shows none) and chain. */
export type WalletSession = { wallet: InjectedWallet; account: string | null; chainId: number };

type WalletSessionValue = {
  session: WalletSession | null;
  connect: (wallet: InjectedWallet, account: string, chainId: number) => void;
  disconnect: () => void;
};

const WalletSessionContext = createContext<WalletSessionValue>({
  session: null,
  connect: () => {},
  disconnect: () => {},
});

/** Keeps the connected wallet for the whole console and follows its account and chain changes. */
export function WalletSessionProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<WalletSession | null>(null);
  const provider = session?.wallet.provider;

  useEffect(() => {
    if (!provider) return;
    return watchWallet(provider, {
      accounts: (list) => setSession((s) => s && { ...s, account: list[0] ?? null }),
      chain: (chainId) => setSession((s) => s && { ...s, chainId }),
      disconnect: () => setSession(null),
    });
  }, [provider]);

  const connect = useCallback(
    (wallet: InjectedWallet, account: string, chainId: number) =>
      setSession({ wallet, account, chainId }),
    [],
  );
  const disconnect = useCallback(() => setSession(null), []);
  const value = useMemo<WalletSessionValue>(
    () => ({ session, connect, disconnect }),
    [session, connect, disconnect],
  );
  return <WalletSessionContext.Provider value={value}>{children}</WalletSessionContext.Provider>;
}

export const useWalletSession = () => useContext(WalletSessionContext);
