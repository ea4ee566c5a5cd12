import { useState } from 'react';
import type { User } from '@mintfront/domain';
import { requestWalletSignIn } from '../wallets/wallet-sign-in-request.ts';
import { WalletSignInButton } from '../wallets/wallet-sign-in-button.tsx';
import { finishSignIn } from './after-sign-in.ts';
import { SignInScreen } from './sign-in-screen.tsx';

/** Opens the console at a page; `user`: the person just signed in, known without asking again. */
export type OpenConsole = (to?: string, seed?: { user: User }) => Promise<void>;

/**
 * The login as the console's first screen (issue 23 §5): React and the plain sign-in screen,
 * without antd, the router or the other screens. Whatever leads away (signed in, a link, the
 * wallet, whose flow needs the console's dialogs) opens the console at that page.
 */
export function FirstScreen({ open }: { open: OpenConsole }) {
  const [opening, setOpening] = useState(false);
  const openWalletSignIn = () => {
    setOpening(true);
    requestWalletSignIn();
    void open(window.location.pathname + window.location.search);
  };
  return (
    <SignInScreen
      search={window.location.search}
      userMenu={false}
      go={(to) => open(to)}
      onSignedIn={async (result, returnTo) =>
        open(await finishSignIn(result, returnTo), { user: result.user })
      }
      wallet={() => <WalletSignInButton loading={opening} onClick={openWalletSignIn} />}
    />
  );
}
