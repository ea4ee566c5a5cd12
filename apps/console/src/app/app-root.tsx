import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoader } from '../components/page-loader.tsx';
import { WalletAccountWatcher } from '../features/wallets/wallet-account-watcher.tsx';
import { WalletSessionProvider } from '../features/wallets/wallet-session.tsx';
import { useApiToasts } from './api-bridge.ts';
import { useRouteChangeEffects } from './route-effects.ts';
import { useStartupUser } from './startup.ts';

/** The root route: route-change effects, the API client's toasts, the start-up user load, the connected wallet. */
export function AppRoot() {
  useRouteChangeEffects();
  useApiToasts();
  const booting = useStartupUser();
  if (booting) return <PageLoader asMain />;
  return (
    <WalletSessionProvider>
      <Suspense fallback={<PageLoader asMain />}>
        <Outlet />
      </Suspense>
      <WalletAccountWatcher />
    </WalletSessionProvider>
  );
}
