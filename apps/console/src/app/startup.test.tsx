import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import type { User } from '@mintfront/domain';
import { bindApiClient } from '../api/client.ts';
import { queryKeys } from '../api/query-keys.ts';
import { getSession } from '../api/session.ts';
import i18n, { LANGUAGE_STORAGE_KEY, setLanguage } from '../i18n/index.ts';
import { renderRoutes } from '../test/render.tsx';
import { AppRoot } from './app-root.tsx';

// Spec doc 1 §2 start-up: with a stored token the console loads the user before the app shell,
// and the language kept on the account follows the user into this browser.
const user = (language: User['language']): User => ({
  id: 7,
  email: 'moon@example.com',
  wallet: null,
  username: 'moon',
  nickname: null,
  icon: null,
  surname: null,
  name: null,
  country: null,
  areaCode: null,
  tel: null,
  introduce: null,
  language,
  createdAt: '2026-01-01T00:00:00Z',
  status: 5,
  socialContact: {},
  tutorial: 0,
  onboarded: true,
});
const envelope = (statusCode: number, data: unknown) =>
  new Response(
    JSON.stringify({
      statusCode,
      statusDesc: statusCode === 0 ? 'ok' : 'Please log in again',
      data,
    }),
    { headers: { 'Content-Type': 'application/json' } },
  );

afterEach(async () => {
  vi.restoreAllMocks();
  bindApiClient({ navigate: (to) => window.location.assign(to) });
  await setLanguage('en');
});

/** Answers GET /api/user/info with what `answer` resolves to; counts the calls. */
function serveUserInfo(answer: () => Promise<Response>) {
  const calls: string[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    calls.push(String(input));
    return answer();
  });
  return calls;
}

function renderApp() {
  const result = renderRoutes(
    [
      { element: <AppRoot />, children: [{ path: '/home', element: <p>store home</p> }] },
      { path: '/login', element: <p>login page</p> },
    ],
    { at: '/home' },
  );
  bindApiClient({ navigate: (to) => void result.router.navigate(to) });
  return result;
}

function signedIn() {
  localStorage.setItem('Token', 'tok');
  localStorage.setItem('uid', '7');
}

describe('start-up user load', () => {
  it('holds the app behind a loader until the user is loaded, then adopts their language', async () => {
    signedIn();
    let release!: (r: Response) => void;
    const calls = serveUserInfo(() => new Promise((resolve) => (release = resolve)));
    renderApp();

    expect(await screen.findByRole('status')).toBeInTheDocument();
    expect(screen.queryByText('store home')).not.toBeInTheDocument();
    await waitFor(() => expect(calls).toEqual(['/api/user/info']));
    expect(i18n.language).toBe('en');

    await act(async () => release(envelope(0, user('zh'))));
    expect(await screen.findByText('store home')).toBeInTheDocument();
    await waitFor(() => expect(i18n.language).toBe('zh'));
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('zh');
    expect(document.documentElement.lang).toBe('zh-CN');
  });

  it('adopts the account language once per load: a later reload of the user keeps the language chosen since', async () => {
    signedIn();
    // The reload answers a changed user (new nickname), still with language zh.
    let loads = 0;
    serveUserInfo(async () => envelope(0, { ...user('zh'), nickname: `moon ${++loads}` }));
    const { queryClient } = renderApp();
    await screen.findByText('store home');
    await waitFor(() => expect(i18n.language).toBe('zh'));

    await act(() => setLanguage('en'));
    await act(() => queryClient.invalidateQueries({ queryKey: queryKeys.users.detail('me') }));
    await waitFor(() =>
      expect(queryClient.getQueryData<User>(queryKeys.users.detail('me'))?.nickname).toBe('moon 2'),
    );
    expect(i18n.language).toBe('en');
  });

  it('without a stored token renders at once and asks nothing', async () => {
    const calls = serveUserInfo(async () => envelope(0, user('zh')));
    renderApp();
    expect(await screen.findByText('store home')).toBeInTheDocument();
    expect(calls).toEqual([]);
    expect(i18n.language).toBe('en');
  });

  it('a token the server refuses (401) ends the session and opens /login', async () => {
    signedIn();
    serveUserInfo(async () => envelope(401, null));
    renderApp();
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(getSession()).toEqual({ token: null, uid: null, shopId: null });
    expect(i18n.language).toBe('en');
  });
});
