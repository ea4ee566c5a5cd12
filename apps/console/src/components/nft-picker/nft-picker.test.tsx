import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OWNER_ALLOWS, type Nft } from '@mintfront/domain';
import { fakeApi, ok, page } from '../../test/fake-api.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { nft } from '../../features/nfts/components/fake-nft-api.test-util.ts';
import { NftPicker } from './nft-picker.tsx';

afterEach(() => vi.restoreAllMocks());
vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 5_000 });

// Twelve NFTs of mine: a page of 10, then 2.
const MINE = Array.from({ length: 12 }, (_, i) => nft({ id: i + 1, title: `Moon ${i + 1}` }));

function answer(url: URL) {
  if (url.pathname === '/api/shop/info') return ok({ id: 9, isOwner: true, allows: OWNER_ALLOWS });
  if (url.pathname === '/api/filters')
    return ok({
      categories: [{ classificationId: 4, name: 'Music' }],
      statuses: [],
      types: [],
      ranks: [],
    });
  if (url.pathname === '/api/contracts') return page([]);
  if (url.pathname !== '/api/tokens') return undefined;
  const at = Number(url.searchParams.get('page'));
  const limit = Number(url.searchParams.get('limit'));
  return ok({
    list: MINE.slice((at - 1) * limit, at * limit),
    total: MINE.length,
    lastPage: Math.ceil(MINE.length / limit),
  });
}

function Harness({ onChange }: { onChange: (s: Nft[]) => void }) {
  const [selected, setSelected] = useState<Nft[]>([]);
  return (
    <NftPicker
      selected={selected}
      onChange={(s) => {
        setSelected(s);
        onChange(s);
      }}
      max={11}
    />
  );
}

const lastList = (sent: { url: string }[]) =>
  new URL(sent.filter((r) => r.url.startsWith('/api/tokens?')).at(-1)!.url, 'http://x')
    .searchParams;

describe('NftPicker (spec doc 1 §2, §6)', () => {
  it('lists only my minted NFTs without boxes, and sends its search, interface and sort', async () => {
    const api = fakeApi((r) => answer(new URL(r.url, 'http://x')));
    renderWithProviders(<Harness onChange={() => {}} />);
    await screen.findByRole('checkbox', { name: 'Moon 1' });
    expect(Object.fromEntries(lastList(api.sent))).toMatchObject({
      creator_id: '1',
      status: '1',
      types: '1,2',
      order_by: 'created_at',
      order_desc: 'true',
      page: '1',
      limit: '10',
    });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'Moon{Enter}');
    await waitFor(() => expect(lastList(api.sent).get('search')).toBe('Moon'));
    await userEvent.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await userEvent.click(await screen.findByTitle('Name A–Z'));
    await waitFor(() =>
      expect(Object.fromEntries(lastList(api.sent))).toMatchObject({
        order_by: 'title',
        order_desc: 'false',
      }),
    );
    await userEvent.click(screen.getByRole('combobox', { name: 'Interface' }));
    await userEvent.click(await screen.findByTitle('ERC-721'));
    await waitFor(() => expect(lastList(api.sent).get('type')).toBe('1'));
    expect(lastList(api.sent).get('types')).toBeNull();
  });

  it('keeps the selection across pages and refuses more than the maximum', async () => {
    fakeApi((r) => answer(new URL(r.url, 'http://x')));
    const onChange = vi.fn();
    renderWithProviders(<Harness onChange={onChange} />);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select all' }));
    expect(onChange.mock.lastCall![0].map((n: Nft) => n.id)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
    ]);
    await userEvent.click(within(screen.getByRole('list')).getByTitle('2'));
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Moon 11' }));
    expect(onChange.mock.lastCall![0]).toHaveLength(11);
    expect(screen.getByTestId('nft-picker-count')).toHaveTextContent('11 selected');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Moon 12' }));
    expect(await screen.findByText('At most 11 NFTs can be selected')).toBeInTheDocument();
    expect(screen.getByTestId('nft-picker-count')).toHaveTextContent('11 selected');
  });
});
