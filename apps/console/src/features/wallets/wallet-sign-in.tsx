import { lazy, Suspense, useState } from 'react';
import { Button } from 'antd';
import { WalletOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { AuthResult } from '../../api/accounts.ts';
import { ApiError } from '../../api/api-error.ts';
import { loginMessage, useWalletLogin } from '../../api/wallets.ts';
import {
  checkChain,
  currentChainId,
  personalSign,
  requestAccount,
  switchChain,
  walletErrorCode,
  type ChainCheck,
  type InjectedWallet,
} from './eip1193.ts';
import { useWalletSession } from './wallet-session.tsx';
import { WrongNetworkModal } from './wrong-network-modal.tsx';

// The dialog (and the wallet discovery behind it) loads on the first click, not with /login.
const ConnectWalletDialog = lazy(() =>
  import('./connect-wallet-dialog.tsx').then((m) => ({ default: m.ConnectWalletDialog })),
);

type Props = { onSignedIn: (result: AuthResult) => void; onError: (text: string) => void };

/** "Log in with a wallet": connect, sign the server's EIP-4361 message, POST /api/login. */
export function WalletSignIn({ onSignedIn, onError }: Props) {
  const { t } = useTranslation('wallets');
  const login = useWalletLogin();
  const { connect } = useWalletSession();
  const [choosing, setChoosing] = useState(false);
  const [dialogWanted, setDialogWanted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [network, setNetwork] = useState<{
    check: Exclude<ChainCheck, { ok: true }>;
    wallet: InjectedWallet;
  } | null>(null);

  const signIn = async (wallet: InjectedWallet) => {
    setChoosing(false);
    setBusy(true);
    try {
      const account = await requestAccount(wallet.provider);
      const chainId = await currentChainId(wallet.provider);
      const check = checkChain(chainId);
      if (!check.ok) {
        setNetwork({ check, wallet });
        return;
      }
      const { message } = await loginMessage(account, chainId);
      const signature = await personalSign(wallet.provider, account, message);
      const result = await login.mutateAsync({ wallet: account, message, signature });
      // The console keeps following this wallet: another account later is the wrong account (§8).
      connect(wallet, account, chainId);
      onSignedIn(result);
    } catch (e) {
      if (e instanceof ApiError) onError(e.statusDesc);
      else if (walletErrorCode(e) === 4001) onError(t('connect.rejected'));
      else onError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        block
        icon={<WalletOutlined />}
        loading={busy}
        onClick={() => {
          setDialogWanted(true);
          setChoosing(true);
        }}
        data-testid="login-wallet"
      >
        {t('connect.signIn')}
      </Button>
      {dialogWanted && (
        <Suspense fallback={null}>
          <ConnectWalletDialog
            open={choosing}
            onCancel={() => setChoosing(false)}
            onPick={(w) => void signIn(w)}
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
            () => signIn(wallet),
            (e: unknown) => onError(String(e)),
          );
        }}
      />
    </>
  );
}
