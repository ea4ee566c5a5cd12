import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { fakeApi, ok } from '../../test/fake-api.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { CodeStep } from './components/code-step.tsx';

const account = { email: 'new@example.com', username: 'newuser', password: 'Secret123' };

function withMail(mail: { delivery: 'smtp' | 'outbox'; outbox_page: string | null }) {
  fakeApi(({ url }) =>
    url.endsWith('/api/config')
      ? ok({ chains: [], languages: ['en', 'zh'], revenueBands: [], mail, walletConnect: null })
      : undefined,
  );
  renderWithProviders(<CodeStep account={account} onBack={vi.fn()} onDone={vi.fn()} />);
}

afterEach(() => vi.restoreAllMocks());

describe('code step: where the code is without a mail server (issue 22 "Local mode")', () => {
  it('links to the local outbox page when the server shows one', async () => {
    withMail({ delivery: 'outbox', outbox_page: '/local/outbox' });
    const link = await screen.findByRole('link', { name: 'Open the local outbox' });
    expect(link).toHaveAttribute('href', '/local/outbox');
    expect(screen.getByTestId('code-outbox-notice')).toHaveTextContent('kept in the local outbox');
  });

  it('points to the server log when the outbox page is not served', async () => {
    withMail({ delivery: 'outbox', outbox_page: null });
    expect(await screen.findByTestId('code-outbox-notice')).toHaveTextContent('server log');
    expect(screen.queryByRole('link', { name: 'Open the local outbox' })).toBeNull();
  });

  it('says nothing of an outbox when mail is sent', async () => {
    withMail({ delivery: 'smtp', outbox_page: null });
    await screen.findByText('Check your email');
    expect(screen.queryByTestId('code-outbox-notice')).toBeNull();
  });
});
