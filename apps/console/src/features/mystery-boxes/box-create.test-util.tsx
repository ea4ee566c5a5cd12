import { afterEach, vi } from 'vitest';
import { configure, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OWNER_ALLOWS } from '@mintfront/domain';
import { pickOption, setValue } from '../../test/antd-actions.ts';
import { renderRoutes } from '../../test/render.tsx';
import { CATEGORIES, fakeNftApi, nft } from '../nfts/components/fake-nft-api.test-util.ts';
import BoxCreate from './box-create.tsx';

// What the /CreateMysteryBox test files share: the fake API, the NFTs and the steps that fill
// the form. Importing it also sets the waits and the clean-up of each test file.

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});
// A whole antd form with modals in jsdom on a shared machine: the default waits are too tight.
vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 10_000 });

// The current user's minted NFTs (uid 1): two Normal, one Rare. Sun has one copy in another box.
export const SUN = nft({ id: 11, title: 'Sun', rank: 1, copies: 5 });
export const STAR = nft({ id: 12, title: 'Star', rank: 1, copies: 3 });
export const COMET = nft({ id: 21, title: 'Comet', rank: 2, copies: 4 });
export const MINE = [SUN, STAR, COMET];
export const AVAILABLE: Record<number, number> = { 11: 4, 12: 3, 21: 4 };

export type Answer = { statusCode: number; statusDesc: string; data: unknown };
export const json = (a: Answer) =>
  new Response(JSON.stringify(a), { headers: { 'Content-Type': 'application/json' } });
export const ok = (data: unknown) => json({ statusCode: 0, statusDesc: 'ok', data });

/**
 * The server's answers for this screen, on top of the NFT form's (collections, categories,
 * uploads, PUT /api/tokens): the picker's GET /api/tokens, availability, and POST /api/boxes.
 */
export function fakeBoxApi(
  create: (body: unknown) => Answer | Promise<Answer> = () => ({
    statusCode: 0,
    statusDesc: 'ok',
    data: { ...nft(), id: 99, type: 4 },
  }),
  allows = OWNER_ALLOWS,
) {
  // GET /api/tokens/11: the detail the edit-NFT dialog of a series row opens with (lists never carry the unlockable text).
  const api = fakeNftApi({
    allows,
    detail: { ...SUN, is_locked: true, unlockable_content: 'Sun secret', chain: null },
    save: (body) => ({
      statusCode: 0,
      statusDesc: 'ok',
      data: { ...SUN, ...(body as object), id: 11 },
    }),
  });
  const base = vi.mocked(globalThis.fetch).getMockImplementation()!;
  vi.mocked(globalThis.fetch).mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://console.test');
    const method = init?.method ?? 'GET';
    if (url.pathname === '/api/boxes' && method === 'POST') {
      api.sent.push({ method, url: String(input), body: JSON.parse(String(init!.body)) });
      return json(await create(JSON.parse(String(init!.body))));
    }
    if (url.pathname === '/api/tokens' && method === 'GET') {
      api.sent.push({ method, url: String(input), body: null });
      const list = MINE.filter((n) => String(n.rank) === url.searchParams.get('rank'));
      return ok({ list, total: list.length, lastPage: 1 });
    }
    if (url.pathname === '/api/boxes/availability') {
      const ids = url.searchParams.get('ids')!.split(',').map(Number);
      return ok({
        list: ids.map((id) => ({
          id,
          copies: MINE.find((n) => n.id === id)!.copies,
          reserved: 0,
          available: AVAILABLE[id],
        })),
        total: ids.length,
        lastPage: 1,
      });
    }
    if (url.pathname === '/api/shop/info')
      return ok({ id: 9, isOwner: allows === OWNER_ALLOWS, allows });
    if (url.pathname === '/api/filters')
      return ok({ categories: CATEGORIES, statuses: [], types: [], ranks: [] });
    return base(input, init);
  });
  return {
    ...api,
    boxPosts: () => api.sent.filter((r) => r.url.startsWith('/api/boxes') && r.method === 'POST'),
  };
}

export function renderScreen() {
  return renderRoutes(
    [
      { path: '/CreateMysteryBox', element: <BoxCreate /> },
      { path: '/specifics', element: <p>detail page</p> },
      { path: '/NFT/MysteryBox', element: <p>box list</p> },
    ],
    { at: '/CreateMysteryBox' },
  );
}

/** Add content → rank → the NFTs named (toggled in the picker) → confirm. */
export async function chooseNfts(rank: 1 | 2 | 3 | 4, ...titles: string[]) {
  await userEvent.click(screen.getByTestId('box-add-content'));
  await userEvent.click(await screen.findByTestId(`box-rank-${rank}`));
  await userEvent.click(screen.getByTestId('box-rank-next'));
  const picker = await screen.findByTestId('box-picker-table');
  for (const title of titles)
    await userEvent.click(await within(picker).findByRole('checkbox', { name: title }));
  await userEvent.click(screen.getByTestId('box-picker-confirm'));
}

export const seriesRows = () =>
  within(screen.getByTestId('series-table')).getAllByRole('row').slice(1);
export const seriesTitles = () =>
  seriesRows().map((r) => within(r).getAllByRole('cell')[2]!.textContent);

export async function fillBox() {
  const file = new File([new Uint8Array(16)], 'box.png', { type: 'image/png' });
  fireEvent.change(screen.getByTestId('box-image').querySelector('input[type="file"]')!, {
    target: { files: [file] },
  });
  await screen.findByTestId('box-image-value');
  await pickOption('box-collection', 'Posters');
  await setValue('box-title', 'Lucky box');
  await pickOption('box-category', 'Art');
  await chooseNfts(1, 'Sun');
}
