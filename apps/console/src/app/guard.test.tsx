import { lazy } from 'react';
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { MASK, OWNER_ALLOWS, type Shop, type User } from '@mintfront/domain';
import { queryKeys } from '../api/query-keys.ts';
import { setShopId, startSession } from '../api/session.ts';
import { renderRoutes, testQueryClient } from '../test/render.tsx';
import { buildRoutes } from './build-routes.tsx';
import type { ConsoleRoute } from './route-types.ts';

const screenSaying = (text: string) => lazy(async () => ({ default: () => <p>{text}</p> }));

const routes: ConsoleRoute[] = [
  { path: '/login', access: 'public', screen: screenSaying('login screen') },
  { path: '/register', access: 'public', screen: screenSaying('register screen') },
  { path: '/forgot-password', access: 'public', screen: screenSaying('forgot screen') },
  { path: '/select-store', access: 'public', screen: screenSaying('select store screen') },
  { path: '/my-account', access: 'user', screen: screenSaying('my account screen') },
  { path: 'home', access: 'shop', mask: MASK.guide, screen: screenSaying('home screen') },
  {
    path: 'Revenue/PrimarySale',
    access: 'shop',
    mask: MASK.revenue,
    screen: screenSaying('revenue screen'),
  },
  {
    path: 'Settings/team',
    access: 'shop',
    mask: MASK.none,
    owner: true,
    screen: screenSaying('team screen'),
  },
];

const user = { id: 7, username: 'owner7', language: 'en', tutorial: 0, onboarded: true } as User;
const shop = (allows: number, isOwner = false) =>
  ({ id: 42, name: 'Store42', allows, isOwner }) as Shop;

function signedIn(options: { shopAllows?: number; isOwner?: boolean } = {}) {
  const queryClient = testQueryClient();
  startSession('tok', 7);
  queryClient.setQueryData(queryKeys.users.detail('me'), user);
  if (options.shopAllows !== undefined) {
    setShopId(42);
    queryClient.setQueryData(
      queryKeys.shops.detail('42'),
      shop(options.shopAllows, options.isOwner),
    );
  }
  return queryClient;
}

const visit = (at: string, queryClient = testQueryClient()) =>
  renderRoutes(buildRoutes(routes), { at, queryClient });

describe('access rule (spec §2)', () => {
  it.each(['/home', '/my-account', '/', '/Revenue/PrimarySale', '/no-such-page'])(
    'without a token %s redirects to /login',
    async (path) => {
      const { router } = visit(path);
      expect(await screen.findByText('login screen')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/login');
    },
  );

  it('without a token the asked page comes along to /login (issue 22)', async () => {
    const { router } = visit('/Revenue/PrimarySale?page=2');
    expect(await screen.findByText('login screen')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?redirect=%2FRevenue%2FPrimarySale%3Fpage%3D2');
  });

  it('the start pages carry no way back', async () => {
    const { router } = visit('/home');
    expect(await screen.findByText('login screen')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it.each([
    ['/register', 'register screen'],
    ['/forgot-password', 'forgot screen'],
    ['/select-store', 'select store screen'],
  ])('without a token the public path %s stays', async (path, text) => {
    const { router } = visit(path);
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path);
  });

  it('a shop route without a selected shop redirects to /select-store', async () => {
    const { router } = visit('/home', signedIn());
    expect(await screen.findByText('select store screen')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/select-store');
  });

  it('a shop page asked for without a selected shop comes along to /select-store', async () => {
    const { router } = visit('/Revenue/PrimarySale', signedIn());
    expect(await screen.findByText('select store screen')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?redirect=%2FRevenue%2FPrimarySale');
  });

  it('a signed-in route without a shop stays', async () => {
    visit('/my-account', signedIn());
    expect(await screen.findByText('my account screen')).toBeInTheDocument();
  });

  it("'/' redirects to home inside the shop", async () => {
    const { router } = visit('/', signedIn({ shopAllows: OWNER_ALLOWS }));
    expect(await screen.findByText('home screen')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
  });

  it('a route whose mask the member lacks shows the 403 page', async () => {
    visit('/Revenue/PrimarySale', signedIn({ shopAllows: MASK.guide }));
    expect(await screen.findByText('No permission')).toBeInTheDocument();
    expect(screen.queryByText('revenue screen')).not.toBeInTheDocument();
  });

  it('a route whose mask the member holds opens', async () => {
    visit('/Revenue/PrimarySale', signedIn({ shopAllows: MASK.revenue }));
    expect(await screen.findByText('revenue screen')).toBeInTheDocument();
  });

  it('an owner-only route shows the 403 page to a collaborator holding every bit', async () => {
    visit('/Settings/team', signedIn({ shopAllows: OWNER_ALLOWS }));
    expect(await screen.findByText('No permission')).toBeInTheDocument();
    expect(screen.queryByText('team screen')).not.toBeInTheDocument();
  });

  it('an owner-only route opens for the owner', async () => {
    visit('/Settings/team', signedIn({ shopAllows: OWNER_ALLOWS, isOwner: true }));
    expect(await screen.findByText('team screen')).toBeInTheDocument();
  });

  it('an unknown path shows the 404 page when signed in', async () => {
    visit('/no-such-page', signedIn({ shopAllows: OWNER_ALLOWS }));
    await waitFor(() => expect(screen.getByText('Page not found')).toBeInTheDocument());
  });
});
