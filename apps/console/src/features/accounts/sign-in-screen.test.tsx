import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, ok } from '../../test/fake-api.ts';
import { SignInScreen } from './sign-in-screen.tsx';

afterEach(() => vi.restoreAllMocks());

const user = { id: 9, email: 'ada@example.com', username: 'ada', language: 'en', onboarded: true };

function answer(body: object) {
  return vi
    .spyOn(globalThis, 'fetch')
    .mockResolvedValue(
      new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } }),
    );
}

/** The plain screen with hosts that record what it asked of them. */
function renderScreen(search = '') {
  const go = vi.fn();
  const onSignedIn = vi.fn(async () => undefined);
  render(<SignInScreen search={search} go={go} onSignedIn={onSignedIn} wallet={() => null} />);
  return { go, onSignedIn };
}

describe('the sign-in screen (plain markup, issue 23 §5)', () => {
  it('refuses an empty submit with the spec messages under each field, focusing the first', async () => {
    const fetch = answer(ok(null));
    renderScreen();
    await userEvent.click(screen.getByTestId('login-submit'));
    const email = screen.getByTestId('login-email');
    expect(email).toHaveFocus();
    expect(email).toHaveAccessibleDescription('Email is required');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByTestId('login-password')).toHaveAccessibleDescription(
      'Password is required',
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it('judges a field once it is left, then as it changes', async () => {
    renderScreen();
    const email = screen.getByTestId('login-email');
    await userEvent.type(email, 'ada');
    expect(email).not.toHaveAccessibleDescription();
    await userEvent.tab();
    expect(email).toHaveAccessibleDescription('Invalid email');
    await userEvent.type(email, '@example.com');
    expect(email).not.toHaveAccessibleDescription();
    expect(email).not.toHaveAttribute('aria-invalid');
  });

  it('sends the pair and hands the answer to its host with the way back', async () => {
    const fetch = answer(ok({ token: 'tok', uid: 9, user }));
    const { onSignedIn } = renderScreen('?redirect=%2FDiscount');
    await userEvent.type(screen.getByTestId('login-email'), user.email);
    await userEvent.type(screen.getByTestId('login-password'), 'Secret123');
    await userEvent.keyboard('{Enter}');
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(onSignedIn).toHaveBeenCalledWith({ token: 'tok', uid: 9, user }, '/Discount');
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toBe('/api/login');
    expect(JSON.parse(String(init!.body))).toEqual({ email: user.email, password: 'Secret123' });
  });

  it("shows the server's refusal above the form and stays", async () => {
    answer(fail(40015, 'Incorrect email or password'));
    const { onSignedIn } = renderScreen();
    await userEvent.type(screen.getByTestId('login-email'), user.email);
    await userEvent.type(screen.getByTestId('login-password'), 'Wrong123');
    await userEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect email or password');
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(screen.getByTestId('login-submit')).not.toHaveAttribute('aria-busy');
  });

  it('shows the password on request, and its links go through the host', async () => {
    const { go } = renderScreen();
    const password = screen.getByTestId('login-password');
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Show password' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(screen.getByRole('link', { name: 'Forgot password?' }));
    expect(go).toHaveBeenCalledWith('/forgot-password');
  });
});
