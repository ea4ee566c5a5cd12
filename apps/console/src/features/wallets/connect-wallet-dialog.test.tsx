import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../test/render.tsx';
import { ConnectWalletDialog } from './connect-wallet-dialog.tsx';
import { announceWallet, fakeWallet } from './fake-eip1193.test-util.ts';

// The relay cannot be reached from the tests: the module is replaced, and the test watches
// when it is loaded and what it is given (docs/decisions.md).
const walletConnect = vi.hoisted(() => ({ loaded: 0, init: vi.fn() }));
vi.mock('@walletconnect/ethereum-provider', () => {
  walletConnect.loaded += 1;
  return { EthereumProvider: { init: walletConnect.init } };
});

const ok = (data: unknown) =>
  new Response(JSON.stringify({ statusCode: 0, statusDesc: 'ok', data }), {
    headers: { 'Content-Type': 'application/json' },
  });
const config = (walletConnectConfig: unknown) => ({
  chains: [],
  languages: ['en'],
  revenueBands: [],
  mail: { delivery: 'outbox', outbox_page: null },
  walletConnect: walletConnectConfig,
});

function serveConfig(walletConnectConfig: unknown) {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async () => ok(config(walletConnectConfig)));
}

const announce = (name: string) =>
  announceWallet(name, fakeWallet(['0x70997970C51812dc3A010C7d01b50e0d17dc79C8']));

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

beforeEach(() => {
  walletConnect.loaded = 0;
  walletConnect.init.mockReset();
});
afterEach(() => vi.restoreAllMocks());

describe('ConnectWalletDialog', () => {
  it('offers WalletConnect next to the injected wallets when the server has a project id', async () => {
    serveConfig({ projectId: 'p123' });
    const stop = announce('Test Wallet');
    try {
      renderWithProviders(<ConnectWalletDialog open onCancel={() => {}} onPick={() => {}} />);
      expect(await screen.findByTestId('wallet-option')).toHaveTextContent('Test Wallet');
      expect(screen.getByTestId('wallet-option-walletconnect')).toHaveTextContent('WalletConnect');
    } finally {
      stop();
    }
  });

  it('has no WalletConnect entry without a project id', async () => {
    serveConfig(null);
    const stop = announce('Test Wallet');
    try {
      renderWithProviders(<ConnectWalletDialog open onCancel={() => {}} onPick={() => {}} />);
      expect(await screen.findByTestId('wallet-option')).toBeInTheDocument();
      expect(screen.queryByTestId('wallet-option-walletconnect')).toBeNull();
    } finally {
      stop();
    }
  });

  it('says to install a wallet (E11) with no injected wallet and no project id', async () => {
    serveConfig(null);
    renderWithProviders(<ConnectWalletDialog open onCancel={() => {}} onPick={() => {}} />);
    expect(await screen.findByTestId('wallet-none')).toHaveTextContent('Please install a wallet');
  });

  it('offers WalletConnect instead of E11 when no wallet is injected but a project id is set', async () => {
    serveConfig({ projectId: 'p123' });
    renderWithProviders(<ConnectWalletDialog open onCancel={() => {}} onPick={() => {}} />);
    expect(await screen.findByTestId('wallet-option-walletconnect')).toBeInTheDocument();
    expect(screen.queryByTestId('wallet-none')).toBeNull();
  });

  it('loads the WalletConnect provider only on click, shows the pairing code, then hands it on like an injected wallet', async () => {
    serveConfig({ projectId: 'p123' });
    const pairingShown = deferred();
    const paired = deferred();
    const provider = Object.assign(fakeWallet(['0x70997970C51812dc3A010C7d01b50e0d17dc79C8']), {
      connect: vi.fn(async () => {
        pairingShown.resolve();
        await paired.promise;
      }),
    });
    walletConnect.init.mockImplementation(async () => {
      // The provider announces its pairing link before connect() resolves.
      const on = provider.on!.bind(provider);
      provider.on = (event, listener) => {
        on(event, listener);
        if (event === 'display_uri')
          setTimeout(
            () => (listener as (uri: string) => void)('wc:abc@2?relay-protocol=irn&symKey=00'),
            0,
          );
      };
      return provider;
    });
    const onPick = vi.fn();
    renderWithProviders(<ConnectWalletDialog open onCancel={() => {}} onPick={onPick} />);
    const entry = await screen.findByTestId('wallet-option-walletconnect');
    expect(walletConnect.loaded).toBe(0);

    fireEvent.click(entry);

    await waitFor(() => expect(walletConnect.init).toHaveBeenCalledOnce());
    expect(walletConnect.loaded).toBe(1);
    expect(walletConnect.init.mock.calls[0]![0]).toMatchObject({
      projectId: 'p123',
      showQrModal: false,
      optionalChains: expect.arrayContaining([31337, 137]),
    });
    await pairingShown.promise;
    expect(await screen.findByTestId('walletconnect-qr')).toBeInTheDocument();
    paired.resolve();
    await waitFor(() => expect(onPick).toHaveBeenCalledOnce());
    expect(onPick.mock.calls[0]![0]).toMatchObject({
      id: 'walletconnect',
      name: 'WalletConnect',
      provider,
    });
  });
});
