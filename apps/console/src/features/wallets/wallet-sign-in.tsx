import { Button } from 'antd';
import { WalletOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { AuthResult } from '../../api/accounts.ts';
import { loginMessage, useWalletLogin } from '../../api/wallets.ts';
import { personalSign } from './eip1193.ts';
import { useWalletOnChain } from './use-wallet-on-chain.tsx';
import { useWalletSession } from './wallet-session.tsx';

type Props = { onSignedIn: (result: AuthResult) => void; onError: (text: string) => void };

/** "Log in with a wallet": connect, sign the server's EIP-4361 message, POST /api/login. */
export function WalletSignIn({ onSignedIn, onError }: Props) {
  const { t } = useTranslation('wallets');
  const login = useWalletLogin();
  const { connect } = useWalletSession();
  const signIn = useWalletOnChain({
    chainId: undefined,
    onError,
    action: async ({ wallet, account, chainId }) => {
      const { message } = await loginMessage(account, chainId);
      const signature = await personalSign(wallet.provider, account, message);
      const result = await login.mutateAsync({ wallet: account, message, signature });
      // The console keeps following this wallet: another account later is the wrong account (§8).
      connect(wallet, account, chainId);
      onSignedIn(result);
    },
  });

  return (
    <>
      <Button
        block
        icon={<WalletOutlined />}
        loading={signIn.busy}
        onClick={signIn.start}
        data-testid="login-wallet"
      >
        {t('connect.signIn')}
      </Button>
      {signIn.prompts}
    </>
  );
}
