import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Whitelist } from '@mintfront/domain';
import { fakeApi, ok, page } from '../../test/fake-api.ts';
import { renderRoutes } from '../../test/render.tsx';
import WhitelistList from './whitelist-list.tsx';

const A = `0x${'a'.repeat(40)}`;
const B = `0x${'b'.repeat(40)}`;
const LIST: Whitelist = { id: 6, name: 'Early birds', num: 2, createdAt: '2026-01-01T00:00:00Z' };
afterEach(() => vi.restoreAllMocks());

function render() {
  const api = fakeApi(({ method, url }) => {
    if (method === 'GET' && url.startsWith('/api/whites/6'))
      return ok({ ...LIST, addresses: [A, B] });
    if (method === 'GET' && url.startsWith('/api/whites')) return page([LIST]);
    if (method === 'PUT' || method === 'DELETE') return ok(method === 'PUT' ? LIST : {});
    return undefined;
  });
  renderRoutes([{ path: '/Settings/whiteList', element: <WhitelistList /> }], {
    at: '/Settings/whiteList',
  });
  return api;
}

describe('Settings/whiteList: edit and delete a whitelist (spec doc 2 §3)', () => {
  it(
    'edits a whitelist: its addresses load one a line, and saving sends PUT with the new list',
    { timeout: 40_000 },
    async () => {
      const api = render();
      await userEvent.click(await screen.findByTestId('white-edit-6'));
      expect(await screen.findByText('Edit whitelist')).toBeInTheDocument();
      const addresses = await screen.findByTestId('white-addresses');
      expect(addresses).toHaveValue(`${A}\n${B}`);
      expect(screen.getByTestId('white-name')).toHaveValue('Early birds');

      await userEvent.clear(addresses);
      await userEvent.click(addresses);
      await userEvent.paste(`${B}\n\n`);
      await userEvent.click(screen.getByTestId('white-save'));
      await waitFor(() => expect(api.last('PUT', '/api/whites/6')).toBeDefined());
      expect(api.last('PUT', '/api/whites/6')!.body).toEqual({
        name: 'Early birds',
        addresses: [B],
      });
      expect(await screen.findByText('Whitelist updated')).toBeInTheDocument();
    },
  );

  it('deletes a whitelist only after the confirmation', async () => {
    const api = render();
    await userEvent.click(await screen.findByTestId('white-delete-6'));
    expect(await screen.findByText('Delete this whitelist?')).toBeInTheDocument();
    expect(api.last('DELETE', '/api/whites/6')).toBeUndefined();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.last('DELETE', '/api/whites/6')).toBeDefined());
    expect(await screen.findByText('Whitelist deleted')).toBeInTheDocument();
  });

  it('an empty list offers the next step: creating a whitelist (the named lists share this)', async () => {
    fakeApi(({ url }) => (url.startsWith('/api/whites') ? page([]) : undefined));
    renderRoutes([{ path: '/Settings/whiteList', element: <WhitelistList /> }], {
      at: '/Settings/whiteList',
    });
    const empty = await screen.findByTestId('list-empty');
    await userEvent.click(within(empty).getByTestId('white-create-empty'));
    expect(await screen.findByTestId('white-name')).toBeInTheDocument();
  });
});
