import { useEffect } from 'react';
import type { AuthResult } from '../../api/accounts.ts';
import { loginMessage, useWalletLogin } from '../../api/wallets.ts';
import { personalSign } from './eip1193.ts';
import { WalletSignInButton } from './wallet-sign-in-button.tsx';
import { useWalletOnChain } from './use-wallet-on-chain.tsx';
import { takeWalletSignInRequest } from './wallet-sign-in-request.ts';
import { useWalletSession } from './wallet-session.tsx';

type Props = { onSignedIn: (result: AuthResult) => void; onError: (text: string) => void };

/** "Log in with a wallet": connect, sign the server's EIP-4361 message, POST /api/login. */
export function WalletSignIn({ onSignedIn, onError }: Props) {
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

  // Clicked on the first screen, before the console loaded: go on with it now. `start` is new on
  // every render, so this runs after each one; the request is taken once.
  const { start } = signIn;
  useEffect(() => {
    if (takeWalletSignInRequest()) start();
  }, [start]);

  return (
    <>
      <WalletSignInButton loading={signIn.busy} onClick={signIn.start} />
      {signIn.prompts}
    </>
  );
}
