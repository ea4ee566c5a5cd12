import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useLogout } from '../../api/accounts.ts';
import { useSession } from '../../api/session.ts';
import { useCurrentUser } from '../../api/users.ts';
import { SUPPORTED_CHAIN_IDS } from './eip1193.ts';
import { checkSignedInWallet } from './wallet-account.ts';
import { WalletAccountModal } from './wallet-account-modal.tsx';
import { useWalletSession } from './wallet-session.tsx';
import { WrongNetworkModal } from './wrong-network-modal.tsx';

/**
 * Follows the connected wallet everywhere in the console (spec doc 1 §8): signed in with wallet X
 * while the wallet now shows Y is the wrong account (log out, or select X again); a chain the
 * product does not support is an unsupported network.
 */
export function WalletAccountWatcher() {
  const navigate = useNavigate();
  const { token } = useSession();
  const { data: user } = useCurrentUser();
  const { session, disconnect } = useWalletSession();
  const logout = useLogout();
  const [dismissedChain, setDismissedChain] = useState<number | null>(null);

  const account = checkSignedInWallet(session?.account, token ? user?.wallet : null);
  const unsupported =
    session !== null &&
    !SUPPORTED_CHAIN_IDS.includes(session.chainId) &&
    dismissedChain !== session.chainId;

  return (
    <>
      <WalletAccountModal
        check={account.ok ? null : account}
        onLogout={() =>
          logout.mutate(undefined, {
            onSettled: () => {
              disconnect();
              void navigate('/login');
            },
          })
        }
      />
      <WrongNetworkModal
        check={account.ok && unsupported ? { ok: false, reason: 'unsupported' } : null}
        onCancel={() => setDismissedChain(session?.chainId ?? null)}
        onSwitch={() => {}}
      />
    </>
  );
}
