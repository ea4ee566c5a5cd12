import { afterEach, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, ok } from '../../test/fake-api.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { StoreForm } from './components/store-form.tsx';

afterEach(() => vi.restoreAllMocks());

it('shows the store address under the host this server serves stores at (STORE_DOMAIN)', async () => {
  fakeApi(({ url }) =>
    url.endsWith('/api/config')
      ? ok({
          chains: [],
          languages: ['en', 'zh'],
          revenueBands: [],
          store_domain: 'shops.example.com',
          mail: { delivery: 'smtp', outbox_page: null },
          walletConnect: null,
        })
      : undefined,
  );
  renderWithProviders(<StoreForm onCreated={vi.fn()} />);
  await userEvent.type(screen.getByTestId('store-subdomain'), 'sunrise');
  expect(await screen.findByText(/sunrise\.shops\.example\.com/)).toBeInTheDocument();
});
