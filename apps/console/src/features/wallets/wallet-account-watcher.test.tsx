import { useEffect } from 'react';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { startSession } from '../../api/session.ts';
import { renderRoutes } from '../../test/render.tsx';
import type { Eip1193Provider } from './eip1193.ts';
import { fakeWallet } from './fake-eip1193.test-util.ts';
import { WalletAccountWatcher } from './wallet-account-watcher.tsx';
import { useWalletSession, WalletSessionProvider } from './wallet-session.tsx';

const X = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const Y = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';

const ok = (data: unknown) =>
  new Response(JSON.stringify({ statusCode: 0, statusDesc: 'ok', data }), {
    headers: { 'Content-Type': 'application/json' },
  });

function Connected({ provider, account }: { provider: Eip1193Provider; account: string }) {
  const { connect } = useWalletSession();
  useEffect(
    () => connect({ id: 'fake', name: 'Fake', provider }, account, 31337),
    [connect, provider, account],
  );
  return <p>page</p>;
}

function renderSignedIn(userWallet: string | null) {
  startSession('t0ken', 1);
  const requests: string[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    requests.push(String(input));
    return ok(
      String(input).includes('/api/user/info')
        ? {
            uid: 1,
            username: 'u',
            email: userWallet ? null : 'u@x.test',
            wallet: userWallet,
            language: 'en',
          }
        : {},
    );
  });
  const wallet = fakeWallet([X]);
  const element = (
    <WalletSessionProvider>
      <Connected provider={wallet} account={X} />
      <WalletAccountWatcher />
    </WalletSessionProvider>
  );
  const view = renderRoutes([
    { path: '/', element },
    { path: '/login', element: <p>login page</p> },
  ]);
  return { wallet, requests, ...view };
}

afterEach(() => vi.restoreAllMocks());

/** Closed, or closing: antd keeps a modal's content while its leave animation runs. */
function closing() {
  const message = screen.queryByTestId('wallet-account-message');
  return !message || message.closest('.ant-modal')!.classList.contains('ant-zoom-leave');
}

describe('WalletAccountWatcher (spec doc 1 §8)', () => {
  it('shows the wrong account when the wallet switches away from the signed-in wallet, and closes when it switches back', async () => {
    const { wallet } = renderSignedIn(X);
    await screen.findByText('page');
    expect(screen.queryByTestId('wallet-account-message')).toBeNull();

    act(() => wallet.emit('accountsChanged', [Y]));
    expect(await screen.findByTestId('wallet-account-message')).toHaveTextContent(
      `Another account is selected in the wallet. Select ${X} and try again.`,
    );

    act(() => wallet.emit('accountsChanged', [X]));
    await waitFor(() => expect(closing()).toBe(true));
  });

  it('logs out from the wrong-account modal', async () => {
    const { wallet, requests, router } = renderSignedIn(X);
    await screen.findByText('page');
    act(() => wallet.emit('accountsChanged', [Y]));
    fireEvent.click(await screen.findByTestId('wallet-account-logout'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(requests.some((u) => u.includes('/api/logout'))).toBe(true);
    expect(localStorage.getItem('Token')).toBeNull();
  });

  it('says nothing of accounts for an e-mail account', async () => {
    const { wallet } = renderSignedIn(null);
    await screen.findByText('page');
    act(() => wallet.emit('accountsChanged', [Y]));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('wallet-account-message')).toBeNull();
  });

  it('shows the unsupported-network message when the wallet moves to a chain the product does not support', async () => {
    const { wallet } = renderSignedIn(X);
    await screen.findByText('page');
    act(() => wallet.emit('chainChanged', '0x38'));
    expect(await screen.findByTestId('network-message')).toHaveTextContent(
      'Your wallet is on a network Mintfront does not support',
    );
    expect(screen.getByText('Unsupported network')).toBeInTheDocument();
  });
});
