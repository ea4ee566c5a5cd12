import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-error.ts';
import {
  checkChain,
  currentChainId,
  requestAccount,
  switchChain,
  walletErrorCode,
  type ChainCheck,
  type InjectedWallet,
} from './eip1193.ts';
import { WrongNetworkModal } from './wrong-network-modal.tsx';

// The dialog (and the wallet discovery behind it) loads on the first click, not with the screen.
const ConnectWalletDialog = lazy(() =>
  import('./connect-wallet-dialog.tsx').then((m) => ({ default: m.ConnectWalletDialog })),
);

export type WalletOnChain = { wallet: InjectedWallet; account: string; chainId: number };

type Options = {
  /** The chain the action needs; none: any chain Mintfront supports. */
  chainId: number | undefined;
  /** What to do once the wallet answered an account on the right chain. */
  action: (ready: WalletOnChain) => Promise<void>;
  /** A failure said as text: the server's message, a cancel in the wallet, or the error's own. */
  onError: (text: string) => void;
};

/**
 * The wallet prompts every wallet action shares (spec doc 1 §8): pick a wallet, ask its account,
 * and on another chain the wrong-network modal, whose switch retries the action. `start` opens
 * the picker; `run` goes on with a wallet already connected; `prompts` renders the dialogs.
 */
export function useWalletOnChain({ chainId: expected, action, onError }: Options) {
  const { t } = useTranslation('wallets');
  const [pickerWanted, setPickerWanted] = useState(false);
  const [choosing, setChoosing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [network, setNetwork] = useState<{
    check: Exclude<ChainCheck, { ok: true }>;
    wallet: InjectedWallet;
  } | null>(null);

  const run = async (wallet: InjectedWallet) => {
    setChoosing(false);
    setBusy(true);
    try {
      const account = await requestAccount(wallet.provider);
      const chainId = await currentChainId(wallet.provider);
      const check = checkChain(chainId, expected);
      if (!check.ok) {
        setNetwork({ check, wallet });
        return;
      }
      await action({ wallet, account, chainId });
    } catch (e) {
      if (e instanceof ApiError) onError(e.statusDesc);
      else if (walletErrorCode(e) === 4001) onError(t('connect.rejected'));
      else onError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };

  const start = () => {
    setPickerWanted(true);
    setChoosing(true);
  };

  const prompts: ReactNode = (
    <>
      {pickerWanted && (
        <Suspense fallback={null}>
          <ConnectWalletDialog
            open={choosing}
            onCancel={() => setChoosing(false)}
            onPick={(w) => void run(w)}
          />
        </Suspense>
      )}
      <WrongNetworkModal
        check={network?.check ?? null}
        onCancel={() => setNetwork(null)}
        onSwitch={(chainId) => {
          const wallet = network!.wallet;
          setNetwork(null);
          void switchChain(wallet.provider, chainId).then(
            () => run(wallet),
            (e: unknown) => onError(String(e)),
          );
        }}
      />
    </>
  );

  return { start, run, busy, prompts };
}
