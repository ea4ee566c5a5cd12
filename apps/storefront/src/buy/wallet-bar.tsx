// @jsxRuntime automatic
import { useEffect, useMemo, useState } from 'react';
import { useView } from '../view-context.ts';
import { useBuyText } from './buy-i18n.ts';
import { writeBuyerSession, type BuyerSession } from './buyer-token.ts';
import { chainOf, ready, signOut, type Store } from './buy-flow.ts';
import { FlowStatus } from './flow-status.tsx';
import { useBuyerSession } from './use-buyer-session.ts';
import { useFlow } from './use-flow.ts';
import { ask, findWallet, switchChain } from './wallet.ts';

export const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`;

export function useStore(): Store {
  const { store } = useView();
  const { subdomain, language, chain } = store;
  return useMemo(() => ({ subdomain, lang: language, chain }), [subdomain, language, chain]);
}

/** The wallet's network when it is not the store's (a prompt to switch), else null. */
function useWrongNetwork(store: Store) {
  const [wrong, setWrong] = useState<{ name: string; chainId: number } | null>(null);
  useEffect(() => {
    let stop = false;
    let cleanup = () => {};
    void (async () => {
      const wallet = await findWallet();
      if (!wallet || stop) return;
      const target = await chainOf(store).catch(() => null);
      if (!target || stop) return;
      const check = (id: unknown) =>
        setWrong(
          Number(id) === target.chainId ? null : { name: target.name, chainId: target.chainId },
        );
      check(await ask<string>(wallet, 'eth_chainId').catch(() => target.chainId));
      wallet.on?.('chainChanged', check);
      cleanup = () => wallet.removeListener?.('chainChanged', check);
    })();
    return () => {
      stop = true;
      cleanup();
    };
  }, [store]);
  return wrong;
}

/** Another account chosen in the wallet ends the session of the previous one (its token is not the new account's). */
function useAccountFollow(store: Store, session: BuyerSession | null) {
  const wallet = session?.wallet;
  useEffect(() => {
    if (!wallet) return;
    let stop = false;
    let cleanup = () => {};
    void findWallet().then((provider) => {
      if (!provider || stop) return;
      const follow = (accounts: unknown) => {
        const [account] = (accounts as string[] | undefined) ?? [];
        if (account?.toLowerCase() !== wallet.toLowerCase())
          writeBuyerSession(store.subdomain, null);
      };
      provider.on?.('accountsChanged', follow);
      cleanup = () => provider.removeListener?.('accountsChanged', follow);
    });
    return () => {
      stop = true;
      cleanup();
    };
  }, [store, wallet]);
}

/** Connect and sign in, who is signed in, sign out, and the wrong-network prompt. */
export function WalletBar() {
  const t = useBuyText();
  const store = useStore();
  const session = useBuyerSession(store.subdomain);
  const flow = useFlow();
  const wrong = useWrongNetwork(store);
  useAccountFollow(store, session);
  return (
    <div className="wallet-bar" data-testid="wallet-bar">
      {session ? (
        <>
          <span>{t('signedInAs', { wallet: short(session.wallet) })}</span>
          <button type="button" className="button button-quiet" onClick={() => void signOut(store)}>
            {t('signOut')}
          </button>
        </>
      ) : (
        <button
          type="button"
          className="button"
          disabled={flow.busy}
          onClick={() => void flow.run((onStep) => ready(store, onStep))}
        >
          {t('connectWallet')}
        </button>
      )}
      {wrong && (
        <p className="wallet-network" role="alert">
          {t('wrongNetwork', { chain: wrong.name })}{' '}
          <button
            type="button"
            className="button button-quiet"
            onClick={() =>
              void flow.run(async () => {
                const wallet = await findWallet();
                if (wallet) await switchChain(wallet, wrong.chainId);
              })
            }
          >
            {t('switchNetwork')}
          </button>
        </p>
      )}
      <FlowStatus id="wallet" flow={flow} />
    </div>
  );
}
