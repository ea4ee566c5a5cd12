import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getSession } from '../../api/session.ts';
import { ok, page, type SentRequest } from '../../test/fake-api.ts';
import { renderRoutes } from '../../test/render.tsx';
import Login from './login.tsx';

const routes = [
  { path: '/login', element: <Login /> },
  { path: '/home', element: <p>home screen</p> },
  { path: '/Discount', element: <p>discount screen</p> },
  { path: '/register', element: <p>register screen</p> },
  { path: '/select-store', element: <p>select store screen</p> },
];

const user = {
  id: 9,
  email: 'owner@example.com',
  username: 'owner9',
  language: 'en',
  tutorial: 0,
  onboarded: true,
};
const shop = (id: number, status = 'open') => ({ id, name: `Store${id}`, status });

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

/** The server: login answers the user; the owned and joined lists answer these stores. */
function serve(owned: object[], joined: object[] = []) {
  const sent: SentRequest[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    sent.push({ method: init?.method ?? 'GET', url, body: init?.body ?? null });
    const answer = url.includes('/api/login')
      ? ok({ token: 'tok', uid: 9, user })
      : url.includes('/api/shops?type=owned')
        ? page(owned)
        : url.includes('/api/shops?type=joined')
          ? page(joined)
          : url.includes('/api/shop/into')
            ? ok(owned[0] ?? joined[0])
            : ok(null);
    return new Response(JSON.stringify(answer), {
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return sent;
}

async function logIn(at: string) {
  const rendered = renderRoutes(routes, { at });
  await userEvent.type(await screen.findByTestId('login-email'), user.email);
  fireEvent.change(screen.getByTestId('login-password'), { target: { value: 'Secret123' } });
  await userEvent.click(screen.getByTestId('login-submit'));
  return rendered;
}

describe('after logging in (issue 22)', () => {
  it('a person with exactly one store enters it directly', async () => {
    const sent = serve([shop(5)]);
    await logIn('/login');
    expect(await screen.findByText('home screen')).toBeInTheDocument();
    expect(getSession().shopId).toBe('5');
    expect(sent.some((r) => r.url.includes('/api/shop/into'))).toBe(true);
  });

  it('returns to the page asked for, inside the only store', async () => {
    serve([], [shop(6)]);
    const { router } = await logIn('/login?redirect=%2FDiscount%3Fpage%3D2');
    expect(await screen.findByText('discount screen')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(getSession().shopId).toBe('6');
  });

  it('with two stores picks one first, carrying the page asked for', async () => {
    serve([shop(5)], [shop(6)]);
    const { router } = await logIn('/login');
    expect(await screen.findByText('select store screen')).toBeInTheDocument();
    expect(getSession().shopId).toBeNull();
    expect(router.state.location.pathname).toBe('/select-store');
  });

  it('does not enter a closed store', async () => {
    serve([shop(5, 'closed')]);
    await logIn('/login');
    expect(await screen.findByText('select store screen')).toBeInTheDocument();
    expect(getSession().shopId).toBeNull();
  });
});
