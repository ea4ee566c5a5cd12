import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { OWNER_ALLOWS, type Collection } from '@mintfront/domain';
import { renderRoutes } from '../../test/render.tsx';
import CollectionList from './collection-list.tsx';

const PNG = `ab/cd/${'c'.repeat(64)}.png`;
const SVG = `ef/01/${'d'.repeat(64)}.svg`;
const collection = (
  id: number,
  name: string,
  icon: string | null,
  thumbnail: string | null,
): Collection => ({
  id,
  name,
  title: name,
  symbol: 'SYM',
  type: 1,
  source: 0,
  status: 1,
  icon,
  icon_url: icon && `http://localhost:8080/api/files/${icon}`,
  icon_thumbnail: thumbnail,
  icon_thumbnail_url: thumbnail && `http://localhost:8080/api/files/${thumbnail}`,
  banner: null,
  banner_url: null,
  description: null,
  page_title: null,
  page_description: null,
  page_url: null,
  royalties: 10,
  category: [],
  chain: 'local',
  address: null,
  txHash: null,
  failReason: null,
  createdAt: '2026-01-01T00:00:00Z',
});
const LIST = [
  collection(1, 'Posters', PNG, PNG.replace('.png', '.thumb.webp')),
  collection(2, 'Vectors', SVG, null),
  collection(3, 'Plain', null, null),
];
const ok = (data: unknown) =>
  new Response(JSON.stringify({ statusCode: 0, statusDesc: 'ok', data }), {
    headers: { 'Content-Type': 'application/json' },
  });

afterEach(() => vi.restoreAllMocks());

describe('Collection list: logos from their thumbnails (issue 3)', { timeout: 30_000 }, () => {
  it('shows the thumbnail, the original SVG when there is no thumbnail, and "No logo" without a file', async () => {
    localStorage.setItem('Token', 't');
    localStorage.setItem('uid', '1');
    localStorage.setItem('shopId', '9');
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) =>
      String(input).includes('/api/shop/info')
        ? ok({ id: 9, allows: OWNER_ALLOWS, isOwner: true, chain: 'local' })
        : ok({ list: LIST, total: LIST.length, lastPage: 1 }),
    );
    renderRoutes([{ path: '/Collection', element: <CollectionList /> }], { at: '/Collection' });
    const row = async (name: string) =>
      (await screen.findByRole('link', { name })).closest('tr') as HTMLElement;
    expect(within(await row('Posters')).getByRole('img', { name: 'Posters' })).toHaveAttribute(
      'src',
      `/api/files/${PNG.replace('.png', '.thumb.webp')}`,
    );
    expect(within(await row('Vectors')).getByRole('img', { name: 'Vectors' })).toHaveAttribute(
      'src',
      `/api/files/${SVG}`,
    );
    expect(within(await row('Plain')).getByText('No logo')).toBeInTheDocument();
  });
});
