import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Collection } from '@mintfront/domain';
import i18n from '../../i18n/index.ts';
import { fakeApi, ok, page } from '../../test/fake-api.ts';
import { renderRoutes } from '../../test/render.tsx';
import CollectionChange from './collection-change.tsx';

const LOGO = `ab/cd/${'1'.repeat(64)}.png`;
const COLLECTION: Collection = {
  id: 7,
  name: 'Posters',
  title: 'PostersOnChain',
  symbol: 'PST',
  type: 1,
  source: 0,
  status: 1,
  icon: LOGO,
  icon_url: `http://localhost/api/files/${LOGO}`,
  icon_thumbnail: null,
  icon_thumbnail_url: null,
  banner: null,
  banner_url: null,
  description: 'Old posters',
  page_title: 'Posters page',
  page_description: null,
  page_url: null,
  royalties: 10,
  category: [4],
  chain: 'local',
  address: `0x${'7'.repeat(40)}`,
  txHash: '0xabc',
  failReason: null,
  createdAt: '2026-01-01T00:00:00Z',
};
const ROUTES = [
  { path: '/Collection/ChangeCollection/:id?', element: <CollectionChange /> },
  { path: '/Collection/CollectionDetail/:id?', element: <p>detail page</p> },
];
afterEach(() => vi.restoreAllMocks());

function render(at = '/Collection/ChangeCollection/7') {
  const api = fakeApi(({ method, url }) => {
    if (url.startsWith('/api/classifications'))
      return page([
        { classificationId: 4, name: 'Art', status: 1 },
        { classificationId: 5, name: 'Music', status: 1 },
      ]);
    if (method === 'GET' && url.startsWith('/api/contracts/7')) return ok(COLLECTION);
    if (method === 'PUT' && url.startsWith('/api/contracts/7'))
      return ok({ ...COLLECTION, description: 'New posters' });
    return undefined;
  });
  const { router } = renderRoutes(ROUTES, { at });
  return { api, router };
}

describe('ChangeCollection: the off-chain fields of spec doc 1 §3 (mask 256)', () => {
  it(
    'opens with the collection, sends PUT with only the off-chain fields, then shows the detail',
    { timeout: 40_000 },
    async () => {
      const { api, router } = render();
      expect(await screen.findByText('Edit collection')).toBeInTheDocument();
      const description = screen.getByTestId('collection-description');
      await waitFor(() => expect(description).toHaveValue('Old posters'));
      expect(screen.getByTestId('collection-name')).toHaveValue('Posters');
      expect(screen.getByTestId('collection-logo-value')).toBeInTheDocument();
      // Contract name, symbol, type and royalties are on chain: not offered here.
      expect(screen.queryByTestId('collection-royalties')).not.toBeInTheDocument();

      await userEvent.clear(description);
      await userEvent.type(description, 'New posters');
      await userEvent.click(screen.getByTestId('collection-save'));
      await waitFor(() => expect(api.last('PUT', '/api/contracts/7')).toBeDefined());
      expect(api.last('PUT', '/api/contracts/7')!.body).toEqual({
        name: 'Posters',
        icon: LOGO,
        banner: '',
        description: 'New posters',
        category: [4],
        page_title: 'Posters page',
        page_description: '',
        page_url: '',
      });
      await waitFor(() =>
        expect(router.state.location.pathname).toBe('/Collection/CollectionDetail/7'),
      );
      expect(await screen.findByText('Collection saved')).toBeInTheDocument();
    },
  );

  it('refuses an empty display name before anything is sent', { timeout: 40_000 }, async () => {
    const { api } = render();
    const name = await screen.findByTestId('collection-name');
    await waitFor(() => expect(name).toHaveValue('Posters'));
    await userEvent.clear(name);
    await userEvent.click(screen.getByTestId('collection-save'));
    expect(await screen.findByText('Display name is required')).toBeInTheDocument();
    expect(api.last('PUT', '/api/contracts/7')).toBeUndefined();
  });

  it('shows the not-found page for a collection the store does not have', async () => {
    render('/Collection/ChangeCollection/99');
    expect(await screen.findByText(i18n.t('notFound.title'))).toBeInTheDocument();
    expect(screen.queryByTestId('collection-save')).not.toBeInTheDocument();
  });
});
