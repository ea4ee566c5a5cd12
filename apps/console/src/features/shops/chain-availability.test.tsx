import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeApi, ok } from '../../test/fake-api.ts';
import { renderWithProviders } from '../../test/render.tsx';
import type { ChainAvailability } from '../../api/config.ts';
import { ChainBanner } from './components/chain-banner.tsx';
import { StoreForm } from './components/store-form.tsx';

afterEach(() => vi.restoreAllMocks());

const reachable = (key: string): ChainAvailability => ({
  key,
  available: true,
  reason: null,
  setting: null,
});
const availability: ChainAvailability[] = [
  reachable('local'),
  { key: 'polygon', available: false, reason: 'no_rpc', setting: 'RPC_URL_POLYGON' },
  { key: 'polygon-amoy', available: false, reason: 'no_rpc', setting: 'RPC_URL_POLYGON_AMOY' },
  { key: 'ethereum', available: false, reason: 'no_operator', setting: 'CHAIN_OPERATOR_KEY' },
  reachable('sepolia'),
  { key: 'cardano', available: false, reason: 'not_evm', setting: null },
];

function serveConfig(chains = availability) {
  return fakeApi(({ url }) =>
    url.endsWith('/api/config')
      ? ok({
          chains: [],
          chain_availability: chains,
          languages: ['en', 'zh'],
          revenueBands: [],
          store_domain: 'localhost',
          mail: { delivery: 'smtp', outbox_page: null },
          walletConnect: null,
        })
      : undefined,
  );
}

const option = (text: RegExp) =>
  [...document.querySelectorAll('.ant-select-item-option')].find((o) =>
    text.test(o.textContent ?? ''),
  );

describe('store creation offers the chains this server can reach (issue 22)', () => {
  it('disables the others, naming the reason and the setting that enables each', async () => {
    serveConfig();
    renderWithProviders(<StoreForm onCreated={vi.fn()} />);
    await waitFor(() =>
      fireEvent.mouseDown(screen.getByTestId('store-chain').querySelector('input')!),
    );
    await waitFor(() => expect(option(/^Polygon: not available/)).toBeDefined());
    const polygon = option(/^Polygon: not available/)!;
    expect(polygon).toHaveClass('ant-select-item-option-disabled');
    expect(polygon).toHaveTextContent('RPC_URL_POLYGON');
    expect(option(/^Ethereum: not available/)).toHaveTextContent('CHAIN_OPERATOR_KEY');
    expect(option(/^Cardano: not available/)).toHaveClass('ant-select-item-option-disabled');
    expect(option(/^Sepolia/)).not.toHaveClass('ant-select-item-option-disabled');
    expect(option(/^Local chain/)).not.toHaveClass('ant-select-item-option-disabled');
    expect(
      screen.getByText('Only the chains this server can deploy and mint on can be chosen.'),
    ).toBeInTheDocument();
  });

  it('starts on a reachable chain when the local chain is not one', async () => {
    serveConfig([
      { key: 'local', available: false, reason: 'no_rpc', setting: 'RPC_URL_LOCAL' },
      reachable('sepolia'),
    ]);
    renderWithProviders(<StoreForm onCreated={vi.fn()} />);
    await waitFor(() =>
      expect(
        screen.getByTestId('store-chain').querySelector('.ant-select-content'),
      ).toHaveAttribute('title', 'Sepolia (test network)'),
    );
  });

  it('states the store-name rule under the field before anything is typed', async () => {
    serveConfig();
    renderWithProviders(<StoreForm onCreated={vi.fn()} />);
    expect(
      await screen.findByText(
        '4 to 60 characters, letters and digits only (no spaces); not your password.',
      ),
    ).toBeInTheDocument();
  });
});

describe('a store on a chain this server cannot reach', () => {
  it('shows a lasting banner with the reason and the setting', async () => {
    serveConfig();
    renderWithProviders(<ChainBanner chain="polygon" />);
    const banner = await screen.findByTestId('chain-banner');
    expect(banner).toHaveTextContent('This store lives on Polygon, which this server cannot reach');
    expect(banner).toHaveTextContent('RPC_URL_POLYGON');
    expect(banner.querySelector('.ant-alert-close-icon')).toBeNull();
  });

  it('shows nothing for a reachable chain', async () => {
    const api = serveConfig();
    renderWithProviders(<ChainBanner chain="local" />);
    await waitFor(() => expect(api.last('GET', '/api/config')).toBeDefined());
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('chain-banner')).toBeNull();
  });
});
