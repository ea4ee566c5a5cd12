import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Page } from '@mintfront/domain';
import { fakeApi, ok, page } from '../../test/fake-api.ts';
import { renderRoutes } from '../../test/render.tsx';
import PageCreate from './page-create.tsx';
import PageList from './page-list.tsx';
import PageModify from './page-modify.tsx';
import { richTextBox } from '../../components/rich-text/rich-text.test-util.ts';

const ABOUT: Page = {
  id: 3,
  title: 'About',
  content: '<p>We sell <strong>art</strong>.</p>',
  link: '/page/3',
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-02T00:00:00Z',
};
afterEach(() => vi.restoreAllMocks());

function render(at: string) {
  const api = fakeApi(({ method, url }) => {
    const path = new URL(url, 'http://x').pathname;
    if (method === 'GET' && path === '/api/page/3') return ok(ABOUT);
    if (method === 'GET' && path === '/api/pages') return page([ABOUT]);
    if (method === 'POST' || method === 'PUT') return ok(ABOUT);
    if (method === 'DELETE') return ok({});
    return undefined;
  });
  renderRoutes(
    [
      { path: '/Appearance/Pages', element: <PageList /> },
      { path: '/Appearance/Pages/create', element: <PageCreate /> },
      { path: '/Appearance/Pages/*', element: <PageModify /> },
    ],
    { at },
  );
  return api;
}

const editorBox = () => richTextBox('page-content');

describe('Appearance/Pages (spec doc 2 §2, §3 Page)', () => {
  it('lists pages with their link on the store', async () => {
    render('/Appearance/Pages');
    expect(await screen.findByText('About')).toBeInTheDocument();
    expect(screen.getByText('/page/3')).toBeInTheDocument();
  });

  it('refuses a page without a title before sending anything', async () => {
    const api = render('/Appearance/Pages/create');
    await userEvent.click(await screen.findByTestId('page-save'));
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(api.last('POST', '/api/pages')).toBeUndefined();
  });

  it('creates a page: POST /api/pages with the title and the rich text editor’s HTML', async () => {
    const api = render('/Appearance/Pages/create');
    await userEvent.type(await screen.findByTestId('page-title'), 'Shipping');
    // TipTap loads on demand and shows a labelled text box.
    expect(await editorBox()).toHaveAttribute('aria-label', 'Content');
    await userEvent.click(screen.getByTestId('page-save'));
    await waitFor(() => expect(api.last('POST', '/api/pages')).toBeDefined());
    expect(api.last('POST', '/api/pages')!.body).toEqual({ title: 'Shipping', content: '' });
    expect(await screen.findByText('Page created')).toBeInTheDocument();
  });

  it('modifies a page: its content loads in the editor and PUT sends it with the new title', async () => {
    const api = render('/Appearance/Pages/3');
    const title = await screen.findByTestId('page-title');
    await waitFor(() => expect(title).toHaveValue('About'));
    const content = await editorBox();
    await waitFor(() => expect(content.innerHTML).toContain('<strong>art</strong>'));
    await userEvent.clear(title);
    await userEvent.type(title, 'About us');
    await userEvent.click(screen.getByTestId('page-save'));
    await waitFor(() => expect(api.last('PUT', '/api/page/3')).toBeDefined());
    expect(api.last('PUT', '/api/page/3')!.body).toEqual({
      title: 'About us',
      content: '<p>We sell <strong>art</strong>.</p>',
    });
  });
});
