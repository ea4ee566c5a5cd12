import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  DEFAULT_GLOBAL_CONFIG,
  DEFAULT_THEME_COLORS,
  MESSAGES,
  OWNER_ALLOWS,
} from '@mintfront/domain';
import { fakeApi, ok, page } from '../../test/fake-api.ts';
import { renderRoutes } from '../../test/render.tsx';
import ThemeList from './theme-list.tsx';

const CONFIG = {
  id: 5,
  name: 'Default',
  layout: [],
  sectionConfig: {},
  globalConfig: DEFAULT_GLOBAL_CONFIG,
  themeColor: DEFAULT_THEME_COLORS,
  store: { published: false, live: true, password: false, message: null },
  updatedAt: '2026-01-01T00:00:00Z',
};
afterEach(() => vi.restoreAllMocks());

function render() {
  const api = fakeApi(({ method, url }) => {
    const path = new URL(url, 'http://x').pathname;
    if (path === '/api/shop/info')
      return ok({ id: 9, subdomain: 'moon', allows: OWNER_ALLOWS, isOwner: true });
    if (path === '/api/themes')
      return page([
        { id: 5, name: 'Default', live: true, sections: 4, updatedAt: CONFIG.updatedAt },
      ]);
    if (path === '/api/themes/themeConfig/5') return ok(CONFIG);
    if (method === 'PUT') return ok(CONFIG);
    return undefined;
  });
  renderRoutes([{ path: '/Appearance/Theme', element: <ThemeList /> }], {
    at: '/Appearance/Theme',
  });
  return api;
}

describe('Appearance/Theme: the themes with preview, edit and publish (spec doc 2 §2, §4)', () => {
  it('lists the live theme with its edit, publish and a link to the store', async () => {
    render();
    expect(await screen.findByText('Default')).toBeInTheDocument();
    expect(screen.getByText('Live')).toBeInTheDocument();
    expect(screen.getByTestId('theme-visit')).toHaveAttribute('href', '/s/moon/');
  });

  it('publishes: PUT …/store/{id} { published: true }', async () => {
    const api = render();
    await userEvent.click(await screen.findByTestId('theme-5-publish'));
    await userEvent.click(await screen.findByTestId('publish-save'));
    await waitFor(() => expect(api.last('PUT', '/api/themes/themeConfig/store/5')).toBeDefined());
    expect(api.last('PUT', '/api/themes/themeConfig/store/5')!.body).toEqual({
      published: true,
      message: '',
    });
  });

  it('unpublishing asks for a visitor password of 4 to 64 characters, then sends it with the message', async () => {
    const api = render();
    await userEvent.click(await screen.findByTestId('theme-5-publish'));
    await userEvent.click(await screen.findByText('Unpublished: visitors need a password'));
    await userEvent.click(screen.getByTestId('publish-save'));
    expect(await screen.findByText(/Set a visitor password/)).toBeInTheDocument();
    await userEvent.type(screen.getByTestId('publish-password'), 'abc');
    await userEvent.click(screen.getByTestId('publish-save'));
    expect(await screen.findByText(/4 to 64|at least 4|4 and 64/)).toBeInTheDocument();
    expect(api.last('PUT', '/api/themes/themeConfig/store/5')).toBeUndefined();
    await userEvent.type(screen.getByTestId('publish-password'), 'd');
    await userEvent.type(screen.getByTestId('publish-message'), 'Opening soon');
    await userEvent.click(screen.getByTestId('publish-save'));
    await waitFor(() => expect(api.last('PUT', '/api/themes/themeConfig/store/5')).toBeDefined());
    expect(api.last('PUT', '/api/themes/themeConfig/store/5')!.body).toEqual({
      published: false,
      password: 'abcd',
      message: 'Opening soon',
    });
  });

  it('states the visitor-password rule once: under the field, then as its error while the password breaks it', async () => {
    render();
    await userEvent.click(await screen.findByTestId('theme-5-publish'));
    await userEvent.click(await screen.findByText('Unpublished: visitors need a password'));
    expect(screen.getAllByText(/4 to 64/)).toHaveLength(1);
    expect(screen.getByText('4 to 64 characters.')).toBeInTheDocument();
    await userEvent.type(screen.getByTestId('publish-password'), 'abc');
    expect(await screen.findByText(MESSAGES.visitPassword.en)).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText(/4 to 64/)).toHaveLength(1));
    await userEvent.type(screen.getByTestId('publish-password'), 'd');
    expect(await screen.findByText('4 to 64 characters.')).toBeInTheDocument();
  });
});
