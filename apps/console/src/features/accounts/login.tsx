import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { queryKeys } from '../../api/query-keys.ts';
import { WalletSignIn } from '../wallets/wallet-sign-in.tsx';
import { finishSignIn } from './after-sign-in.ts';
import { SignInScreen } from './sign-in-screen.tsx';

/** /login once the console is loaded (after a sign-out, or a page that needs a session). */
export default function Login() {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const notice = (location.state as { notice?: 'passwordReset' } | null)?.notice;

  return (
    <SignInScreen
      search={location.search}
      notice={notice}
      go={(to) => navigate(to)}
      onSignedIn={async (result, returnTo) => {
        // The current user is known: nothing refetches it mid-flow.
        queryClient.setQueryData(queryKeys.users.detail('me'), result.user);
        await navigate(await finishSignIn(result, returnTo));
      }}
      wallet={(slot) => <WalletSignIn {...slot} />}
    />
  );
}
