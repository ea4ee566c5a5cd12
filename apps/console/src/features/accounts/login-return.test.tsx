import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '../../test/render.tsx';
import Login from './login.tsx';

const routes = [
  { path: '/login', element: <Login /> },
  { path: '/invite', element: <p>invite screen</p> },
  { path: '/register', element: <p>register screen</p> },
  { path: '/select-store', element: <p>select store screen</p> },
];

const user = {
  id: 9,
  email: 'artist@example.com',
  username: 'artist9',
  language: 'en',
  tutorial: 0,
  onboarded: false,
};

afterEach(() => vi.restoreAllMocks());

describe('login keeps the way back (invitation link)', () => {
  it('signs in and returns to the path of ?redirect= instead of the sign-up steps', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      async () =>
        new Response(
          JSON.stringify({
            statusCode: 0,
            statusDesc: 'success',
            data: { token: 'tok', uid: 9, user },
          }),
          { status: 200, headers: { 'Content-Type': 'application/json' } },
        ),
    );
    const { router } = renderRoutes(routes, { at: '/login?redirect=%2Finvite%3Ftoken%3Dabc' });
    await userEvent.type(await screen.findByTestId('login-email'), user.email);
    await userEvent.type(screen.getByTestId('login-password'), 'Secret123');
    await userEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('invite screen')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?token=abc');
  });

  it('the sign-up link carries the way back too', async () => {
    renderRoutes(routes, { at: '/login?redirect=%2Finvite%3Ftoken%3Dabc' });
    expect(await screen.findByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/register?redirect=%2Finvite%3Ftoken%3Dabc',
    );
  });

  it('ignores a redirect to another site', async () => {
    renderRoutes(routes, { at: '/login?redirect=https%3A%2F%2Fevil.example' });
    expect(await screen.findByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/register',
    );
  });
});
