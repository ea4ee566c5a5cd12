import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, ok, page } from '../../test/fake-api.ts';
import { renderRoutes } from '../../test/render.tsx';
import NavigationCreate from './navigation-create.tsx';

afterEach(() => vi.restoreAllMocks());

function render() {
  const api = fakeApi(({ method, url }) => {
    const path = new URL(url, 'http://x').pathname;
    if (path === '/api/navigation/page/list')
      return page([
        { kind: 'home', name: 'Home', link: '/' },
        { kind: 'page', name: 'About', link: '/page/3' },
      ]);
    if (method === 'GET') return page([]);
    if (method === 'POST') return ok({ id: 1, title: 'Main', items: [] });
    return undefined;
  });
  renderRoutes(
    [
      { path: '/Appearance/Navigation/create', element: <NavigationCreate /> },
      { path: '/Appearance/Navigation', element: <p>menus</p> },
    ],
    { at: '/Appearance/Navigation/create' },
  );
  return api;
}
const type = (testId: string, value: string) =>
  fireEvent.change(
    screen.getByTestId(testId).querySelector('input') ?? screen.getByTestId(testId),
    {
      target: { value },
    },
  );

describe('Appearance/Navigation/create (spec doc 2 §3, §5)', () => {
  it('holds at most 5 items: the add button stops at 5', async () => {
    render();
    const add = await screen.findByTestId('menu-item-add');
    for (let i = 0; i < 4; i++) await userEvent.click(add);
    expect(screen.getByTestId('menu-item-4')).toBeInTheDocument();
    expect(add).toBeDisabled();
    expect(screen.getByText('5 of 5 items')).toBeInTheDocument();
  });

  it('refuses a link that does not start with http://, https:// or /, naming the field', async () => {
    const api = render();
    type('menu-title', 'Main');
    type('menu-item-0-name', 'Evil');
    type('menu-item-0-link', 'javascript:alert(1)');
    await userEvent.click(screen.getByTestId('menu-save'));
    expect(
      await screen.findByText(/Link must start with http:\/\/, https:\/\/ or \//),
    ).toBeInTheDocument();
    expect(api.last('POST', '/api/navigation')).toBeUndefined();
  });

  it('creates a menu: POST /api/navigation with the title and items', async () => {
    const api = render();
    type('menu-title', 'Main');
    type('menu-item-0-name', 'About');
    type('menu-item-0-link', '/page/3');
    await userEvent.click(screen.getByTestId('menu-item-add'));
    type('menu-item-1-name', 'Blog');
    type('menu-item-1-link', 'https://blog.example.com');
    await userEvent.click(screen.getByTestId('menu-save'));
    await waitFor(() => expect(api.last('POST', '/api/navigation')).toBeDefined());
    expect(api.last('POST', '/api/navigation')!.body).toEqual({
      title: 'Main',
      items: [
        { name: 'About', link: '/page/3' },
        { name: 'Blog', link: 'https://blog.example.com' },
      ],
    });
  });
});
