import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoot, type Root } from 'react-dom/client';
import { bindApiClient } from '../api/client.ts';
import { ok, page } from '../test/fake-api.ts';
import { openFirstScreen } from './open-first-screen.tsx';

const user = { id: 9, email: 'ada@example.com', username: 'ada', language: 'en', onboarded: true };
const shop = (id: number) => ({ id, name: `Store${id}`, status: 'open' });
const config = { chains: [], languages: ['en'], revenueBands: [], walletConnect: null };

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
  vi.restoreAllMocks();
  // The console bound the API client to its router and toasts: the next file starts unbound.
  bindApiClient({
    navigate: (to) => window.location.assign(to),
    notify: () => {},
    onSignedOut: () => {},
  });
});

let historyAtStart = 0;
// The first test imports the whole console (antd and every route): it may take a while.
const CONSOLE_LOAD = { timeout: 20_000 };

/** The browser opens `path`: the entry decides what to load (main.tsx). */
async function open(path: string) {
  window.history.replaceState(null, '', path);
  historyAtStart = window.history.length;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input);
    const answer = url.includes('/api/login')
      ? ok({ token: 'tok', uid: 9, user })
      : url.includes('/api/shops?type=owned')
        ? page([shop(1), shop(2)])
        : url.includes('/api/shops?type=joined')
          ? page([])
          : url.includes('/api/config')
            ? ok(config)
            : ok(null);
    return new Response(JSON.stringify(answer), {
      headers: { 'Content-Type': 'application/json' },
    });
  });
  const container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
  await act(() => openFirstScreen(root!));
}

const antdIn = () => document.querySelector('[class*="ant-"]');

describe('the first screen (issue 23 §5)', () => {
  it('is the sign-in screen alone at /login signed out; a link opens the console there', async () => {
    await open('/login');
    expect(screen.getByTestId('login-submit')).toBeInTheDocument();
    expect(antdIn()).toBeNull();

    await userEvent.click(screen.getByRole('link', { name: 'Forgot password?' }));
    expect(
      await screen.findByRole('heading', { name: 'Reset your password' }, CONSOLE_LOAD),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe('/forgot-password');
    expect(antdIn()).not.toBeNull();
  });

  it('signed in, opens the console where the person lands, with the session kept', async () => {
    await open('/login');
    await userEvent.type(screen.getByTestId('login-email'), user.email);
    await userEvent.type(screen.getByTestId('login-password'), 'Secret123');
    await userEvent.click(screen.getByTestId('login-submit'));
    // Two stores: the person picks one first.
    await vi.waitFor(() => expect(window.location.pathname).toBe('/select-store'), CONSOLE_LOAD);
    expect(localStorage.getItem('Token')).toBe('tok');
    expect(await screen.findByText('Store2', {}, CONSOLE_LOAD)).toBeInTheDocument();
  });

  it('opens the console once, at the first page asked for, however many clicks follow', async () => {
    await open('/login');
    // Both clicks land before the console's files have come.
    fireEvent.click(screen.getByRole('link', { name: 'Forgot password?' }));
    fireEvent.click(screen.getByRole('link', { name: 'Create an account' }));
    expect(
      await screen.findByRole('heading', { name: 'Reset your password' }, CONSOLE_LOAD),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe('/forgot-password');
    expect(window.history.length).toBe(historyAtStart + 1);
  });

  it("the wallet button opens the console's wallet dialog at /login", async () => {
    await open('/login');
    await userEvent.click(screen.getByTestId('login-wallet'));
    expect(await screen.findByTestId('wallet-none', {}, CONSOLE_LOAD)).toHaveTextContent(
      'Please install a wallet',
    );
    expect(window.location.pathname).toBe('/login');
  });

  it('any other page opens the console, whose guard still leads to its /login', async () => {
    await open('/home');
    await vi.waitFor(() => expect(window.location.pathname).toBe('/login'), CONSOLE_LOAD);
    expect(await screen.findByTestId('login-submit')).toBeInTheDocument();
    expect(antdIn()).not.toBeNull();
  });
});
