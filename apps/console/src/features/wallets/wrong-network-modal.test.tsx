import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render.tsx';
import { WalletAccountModal } from './wallet-account-modal.tsx';
import { WrongNetworkModal } from './wrong-network-modal.tsx';

const STORE_WALLET = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

describe('WrongNetworkModal (spec doc 1 §8)', () => {
  it('names the store chain on a mismatch, and its Switch network button asks for that chain', async () => {
    const onSwitch = vi.fn();
    renderWithProviders(
      <WrongNetworkModal
        check={{ ok: false, reason: 'mismatch', expected: 31337 }}
        onSwitch={onSwitch}
        onCancel={() => {}}
      />,
    );
    expect(await screen.findByText('Wrong network')).toBeInTheDocument();
    expect(screen.getByTestId('network-message')).toHaveTextContent(
      'Your wallet is on another network. Switch to Local chain to continue.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Switch network' }));
    expect(onSwitch).toHaveBeenCalledWith(31337);
  });

  it('offers no switch for an unsupported network without a store chain, only Cancel', async () => {
    const onCancel = vi.fn();
    renderWithProviders(
      <WrongNetworkModal
        check={{ ok: false, reason: 'unsupported' }}
        onSwitch={() => {}}
        onCancel={onCancel}
      />,
    );
    expect(await screen.findByText('Unsupported network')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Switch network' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
  });
});

describe('WalletAccountModal: wrong wallet address (spec doc 1 §8)', () => {
  it('says the wallet is not the store wallet, names the one to select, and can be closed', async () => {
    const onCancel = vi.fn();
    renderWithProviders(
      <WalletAccountModal
        check={{ ok: false, reason: 'wrongAddress', expected: STORE_WALLET }}
        onCancel={onCancel}
      />,
    );
    expect(await screen.findByText('Wrong wallet address')).toBeInTheDocument();
    expect(screen.getByTestId('wallet-account-message')).toHaveTextContent(
      'The wallet address does not match the one linked to this store.',
    );
    expect(
      screen.getByText(`Select ${STORE_WALLET} in your wallet to continue.`),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('wallet-account-logout')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
  });
});
