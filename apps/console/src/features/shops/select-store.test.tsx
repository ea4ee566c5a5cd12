import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getSession } from '../../api/session.ts';
import { fakeApi, ok, page } from '../../test/fake-api.ts';
import { renderRoutes } from '../../test/render.tsx';
import SelectStore from './select-store.tsx';

const routes = [
  { path: '/select-store', element: <SelectStore /> },
  { path: '/home', element: <p>home screen</p> },
  { path: '/Collection', element: <p>collections screen</p> },
  { path: '/register', element: <p>register screen</p> },
];

const store = {
  id: 5,
  name: 'Sunrise',
  domain: 'sunrise.localhost',
  chain: 'local',
  status: 'open',
};

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

function serve(user: object = { id: 1, email: 'a@example.com', onboarded: true }) {
  return fakeApi(({ url, method }) => {
    if (url.includes('/api/shops?type=owned')) return page([store]);
    if (url.includes('/api/shops?type=')) return page([]);
    if (url.includes('/api/shop/into')) return ok(store);
    if (url.includes('/api/user/info')) return ok(user);
    if (method === 'POST' && url.endsWith('/api/shops')) return ok({ ...store, id: 8 });
    return undefined;
  });
}

describe('/select-store (issue 22)', () => {
  it('a click anywhere on a store card enters the store', async () => {
    serve();
    localStorage.removeItem('shopId');
    renderRoutes(routes, { at: '/select-store' });
    const card = await screen.findByTestId('shop-card-5');
    fireEvent.click(screen.getByText('sunrise.localhost'));
    expect(await screen.findByText('home screen')).toBeInTheDocument();
    expect(getSession().shopId).toBe('5');
    expect(card).toBeDefined();
  });

  it('the keyboard enters through the card name button, then the page asked for opens', async () => {
    serve();
    localStorage.removeItem('shopId');
    const { router } = renderRoutes(routes, { at: '/select-store?redirect=%2FCollection' });
    await screen.findByTestId('shop-card-5');
    const button = await screen.findByRole('button', { name: 'Open Sunrise' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('collections screen')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/Collection');
  });

  it('a store created here by an account still in its sign-up steps goes on with them', async () => {
    serve({ id: 1, email: 'a@example.com', onboarded: false });
    renderRoutes(routes, { at: '/select-store' });
    await userEvent.click(await screen.findByTestId('create-store'));
    fireEvent.change(await screen.findByTestId('store-name'), { target: { value: 'Moonrise' } });
    fireEvent.change(screen.getByTestId('store-subdomain'), { target: { value: 'moonrise' } });
    await userEvent.click(screen.getByTestId('store-submit'));
    expect(await screen.findByText('register screen')).toBeInTheDocument();
  });

  it('a further store of an onboarded account opens its home', async () => {
    serve();
    renderRoutes(routes, { at: '/select-store' });
    await userEvent.click(await screen.findByTestId('create-store'));
    fireEvent.change(await screen.findByTestId('store-name'), { target: { value: 'Moonrise' } });
    fireEvent.change(screen.getByTestId('store-subdomain'), { target: { value: 'moonrise' } });
    await userEvent.click(screen.getByTestId('store-submit'));
    expect(await screen.findByText('home screen')).toBeInTheDocument();
  });
});
