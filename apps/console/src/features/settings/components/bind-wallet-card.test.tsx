import { act, useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Shop } from '@mintfront/domain';
import { fakeApi, ok } from '../../../test/fake-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import type { Eip1193Provider } from '../../wallets/eip1193.ts';
import { announceWallet, fakeWallet } from '../../wallets/fake-eip1193.test-util.ts';
import { useWalletSession, WalletSessionProvider } from '../../wallets/wallet-session.tsx';
import { BindWalletCard } from './bind-wallet-card.tsx';

const MINE = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const BOUND = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const MAINNET = 1;
const LOCAL = 31337;

const shop = (over: Partial<Shop> = {}) => ({
  id: 9,
  name: 'Store',
  chain: 'local',
  isOwner: true,
  storeOwnerWallet: null,
  ...over,
});
let stops: (() => void)[] = [];
afterEach(() => {
  stops.forEach((stop) => stop());
  stops = [];
  vi.restoreAllMocks();
});

function render(options: { walletChain: number; shop?: Partial<Shop>; connected?: boolean }) {
  const wallet = fakeWallet([MINE], options.walletChain);
  stops.push(announceWallet('Test Wallet', wallet));
  const api = fakeApi(({ method, url }) => {
    if (url.startsWith('/api/config'))
      return ok({
        chains: [],
        languages: ['en'],
        revenueBands: [],
        mail: { delivery: 'outbox', outbox_page: null },
        walletConnect: null,
      });
    if (url.startsWith('/api/shop/info')) return ok(shop(options.shop));
    if (url.startsWith('/api/wallet/sign'))
      return ok({
        message: 'localhost wants you to sign in',
        nonce: 'n1',
        expiresAt: '2099-01-01T00:00:00Z',
      });
    if (method === 'POST' && url.startsWith('/api/shop/wallet/bind'))
      return ok(shop({ storeOwnerWallet: MINE }));
    return undefined;
  });
  renderWithProviders(
    <WalletSessionProvider>
      {options.connected && <Connected provider={wallet} />}
      <BindWalletCard />
    </WalletSessionProvider>,
  );
  return { wallet, api };
}

function Connected({ provider }: { provider: Eip1193Provider }) {
  const { connect } = useWalletSession();
  useEffect(
    () => connect({ id: 'fake', name: 'Fake', provider }, MINE, LOCAL),
    [connect, provider],
  );
  return null;
}

async function pickWallet() {
  await userEvent.click(await screen.findByTestId('bind-wallet'));
  await userEvent.click(await screen.findByTestId('wallet-option'));
}

describe('Settings → Store wallet: the chain-mismatch rule (spec doc 1 §8)', () => {
  it(
    'refuses a wallet on another chain than the store: the wrong-network modal, nothing asked of the server or signed',
    { timeout: 40_000 },
    async () => {
      const { wallet, api } = render({ walletChain: MAINNET });
      await pickWallet();
      expect(await screen.findByTestId('network-message')).toHaveTextContent(
        'Switch to Local chain to continue.',
      );
      expect(
        api.sent.filter(
          (r) => r.url.startsWith('/api/wallet') || r.url.startsWith('/api/shop/wallet'),
        ),
      ).toEqual([]);
      expect(wallet.requests.map((r) => r.method)).not.toContain('personal_sign');
    },
  );

  it(
    "switches the wallet to the store's chain from the modal, then signs and binds",
    { timeout: 40_000 },
    async () => {
      const { wallet, api } = render({ walletChain: MAINNET });
      await pickWallet();
      await userEvent.click(await screen.findByRole('button', { name: 'Switch network' }));
      await waitFor(() => expect(api.last('POST', '/api/shop/wallet/bind')).toBeDefined());
      expect(wallet.requests).toContainEqual({
        method: 'wallet_switchEthereumChain',
        params: [{ chainId: '0x7a69' }],
      });
      expect(api.last('GET', '/api/wallet/sign')!.url).toContain(`chain_id=${LOCAL}`);
      expect(api.last('POST', '/api/shop/wallet/bind')!.body).toEqual({
        wallet: MINE,
        message: 'localhost wants you to sign in',
        signature: `0x${'ab'.repeat(65)}`,
      });
      expect(await screen.findByText('Wallet bound')).toBeInTheDocument();
    },
  );

  it('binds at once a wallet already on the store chain', { timeout: 40_000 }, async () => {
    const { api } = render({ walletChain: LOCAL });
    await pickWallet();
    await waitFor(() => expect(api.last('POST', '/api/shop/wallet/bind')).toBeDefined());
    expect(screen.queryByTestId('network-message')).not.toBeInTheDocument();
  });

  it(
    'warns of the wrong wallet address when the connected wallet is not the bound one',
    { timeout: 40_000 },
    async () => {
      const { wallet } = render({
        walletChain: LOCAL,
        shop: { storeOwnerWallet: BOUND },
        connected: true,
      });
      expect(await screen.findByTestId('wallet-wrong-address')).toHaveTextContent(
        `Select ${BOUND} in your wallet to continue.`,
      );
      act(() => wallet.emit('accountsChanged', [BOUND]));
      await waitFor(() =>
        expect(screen.queryByTestId('wallet-wrong-address')).not.toBeInTheDocument(),
      );
    },
  );
});
