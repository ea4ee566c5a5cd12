import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeApi, ok } from '../../test/fake-api.ts';
import { renderRoutes } from '../../test/render.tsx';
import Register from './register.tsx';

const routes = [{ path: '/register', element: <Register /> }];
const change = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

/** A visitor: the fake server, without the session fakeApi starts. */
function serveVisitor() {
  const api = fakeApi(({ url }) => {
    if (url.includes('/api/account/check')) return ok({ exists: false });
    if (url.includes('/api/registerVerification')) return ok({ expiresAt: '2030-01-01' });
    if (url.includes('/api/verify/code'))
      return ok({ token: 'tok', uid: 3, user: { id: 3, language: 'en', onboarded: false } });
    return undefined;
  });
  localStorage.clear();
  return api;
}

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
  localStorage.clear();
});

describe('sign-up survives a reload (issue 22)', () => {
  it('keeps the entered account and the code step in this tab, never the password', async () => {
    serveVisitor();
    renderRoutes(routes, { at: '/register' });
    change('register-email', 'ada@example.com');
    change('register-username', 'ada2026');
    change('register-password', 'Secret123');
    change('register-password-confirm', 'Secret123');
    fireEvent.click(screen.getByTestId('register-agree'));
    fireEvent.click(screen.getByTestId('register-submit'));
    expect(await screen.findByTestId('code-input')).toBeInTheDocument();
    const kept = sessionStorage.getItem('mintfront.signUp') ?? '';
    expect(JSON.parse(kept)).toEqual({
      email: 'ada@example.com',
      username: 'ada2026',
      step: 'code',
    });
    expect(kept).not.toContain('Secret123');
    // The code step needs no password when it was just typed.
    expect(screen.queryByTestId('code-password')).toBeNull();
  });

  it('after a reload opens the code step for the kept address and asks the password again', async () => {
    const api = serveVisitor();
    sessionStorage.setItem(
      'mintfront.signUp',
      JSON.stringify({ email: 'ada@example.com', username: 'ada2026', step: 'code' }),
    );
    renderRoutes(routes, { at: '/register' });
    expect(await screen.findByText(/ada@example\.com/)).toBeInTheDocument();
    expect(screen.getByText(/Your password is never kept in the browser/)).toBeInTheDocument();
    change('code-password', 'Secret123');
    change('code-password-confirm', 'Secret123');
    change('code-input', '123456');
    fireEvent.click(screen.getByTestId('code-submit'));
    await waitFor(() => expect(api.last('POST', '/api/verify/code')).toBeDefined());
    expect(api.last('POST', '/api/verify/code')!.body).toMatchObject({
      email: 'ada@example.com',
      username: 'ada2026',
      password: 'Secret123',
      code: '123456',
    });
    await waitFor(() => expect(sessionStorage.getItem('mintfront.signUp')).toBeNull());
  });

  it('a reload on the account step keeps the address and username', async () => {
    serveVisitor();
    sessionStorage.setItem(
      'mintfront.signUp',
      JSON.stringify({ email: 'ada@example.com', username: 'ada2026', step: 'account' }),
    );
    renderRoutes(routes, { at: '/register' });
    expect(await screen.findByTestId('register-email')).toHaveValue('ada@example.com');
    expect(screen.getByTestId('register-username')).toHaveValue('ada2026');
    expect(screen.getByTestId('register-password')).toHaveValue('');
  });

  it('states the username rule under the field before anything is typed', async () => {
    serveVisitor();
    renderRoutes(routes, { at: '/register' });
    expect(
      await screen.findByText(
        '4 to 60 characters, letters and digits only (no spaces or symbols); not your password.',
      ),
    ).toBeInTheDocument();
  });
});
