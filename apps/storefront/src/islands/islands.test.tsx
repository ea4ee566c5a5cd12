// @jsxRuntime automatic
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StoreNftDetail, StoreSellOrder } from '@mintfront/domain';
import { App } from '../store-app.tsx';
import { viewIn } from '../buy/test-view.ts';
import { writeBuyerSession } from '../buy/buyer-token.ts';
import type { PageView, StoreView } from '../store-view.ts';
import { ViewContext } from '../view-context.ts';
import { hydrateIslands } from './hydrate-islands.tsx';
import { ISLANDS, type IslandName } from './registry.ts';

const order: StoreSellOrder = {
  id: 5,
  type: 1,
  offer_mode: false,
  status: 'Active',
  price: '0.5',
  minimum_price: null,
  increment_rate: 0,
  available: 1,
  quantity: 1,
  currency: { symbol: 'ETH', address: '0x0000000000000000000000000000000000000000', decimals: 18 },
  start_at: '2020-01-01T00:00:00.000Z',
  end_at: null,
  open_at: null,
  has_discount: false,
  whitelist: false,
  material: null,
};

const nft: StoreNftDetail = {
  id: 7,
  title: 'Blue <cat> & "friend"',
  content_url: 'http://x.test/files/cat.png',
  content_kind: 'image',
  preview_url: null,
  thumbnail_url: null,
  display_url: null,
  collection_id: 2,
  collection_name: 'Cats',
  sale_status: 'onSale',
  sell_orders: [order],
  description: 'A cat',
  description_html: null,
  copies: 1,
  type: 1,
  token_id: '1',
  contract_address: null,
  attrs: { properties: [], levels: [], stats: [], boosts: [], date: [] },
  page_title: null,
  page_description: null,
};

const viewOf = (page: PageView): StoreView => ({ ...viewIn('en'), page });
const PAGES: PageView[] = [
  { kind: 'home', sections: [] },
  { kind: 'nft', nft },
  { kind: 'orders' },
];

/** The page as the server sends it, in this document. */
function serve(view: StoreView) {
  document.body.innerHTML = `<div id="store-root">${renderToString(<App view={view} />)}</div>`;
}
const islands = () => [...document.querySelectorAll<HTMLElement>('[data-island]')];

afterEach(() => {
  document.body.innerHTML = '';
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('islands', () => {
  it.each(PAGES.map((page) => [page.kind, page] as const))(
    '%s page: each island holds what its component renders alone from its props',
    async (_kind, page) => {
      const view = viewOf(page);
      serve(view);
      expect(islands().length).toBeGreaterThan(0);
      for (const el of islands()) {
        const Component = (await ISLANDS[
          el.dataset.island as IslandName
        ]()) as ComponentType<object>;
        const alone = document.createElement('template');
        alone.innerHTML = renderToString(
          <ViewContext.Provider value={view}>
            <Component {...(JSON.parse(el.dataset.props!) as object)} />
          </ViewContext.Provider>,
        );
        expect(el.innerHTML).toBe(alone.innerHTML);
      }
    },
  );

  it('hydrates them in place, without a mismatch, and they work', async () => {
    const errors = vi.spyOn(console, 'error');
    const view = viewOf({ kind: 'nft', nft });
    serve(view);
    const names = islands().map((el) => el.dataset.island);
    expect(names).toEqual(['buyer-nav', 'mode-switch', 'sell-orders']);
    const modeSwitch = document.querySelector<HTMLButtonElement>('.mode-switch')!;
    // Outside the islands, nothing is React's: the picture stays the server's.
    const picture = document.querySelector('.nft-media img')!;

    await hydrateIslands(view);
    expect(errors).not.toHaveBeenCalled();
    // The server's button became React's (a mismatch would have replaced it).
    modeSwitch.click();
    await vi.waitFor(() => expect(document.documentElement.dataset.mode).toBe('dark'));
    expect(modeSwitch.isConnected).toBe(true);
    expect(modeSwitch.getAttribute('aria-pressed')).toBe('true');
    expect(picture.isConnected).toBe(true);
    // The buyer's "My orders" follows the session, read in the browser only.
    writeBuyerSession('shop', { token: 't', uid: 1, wallet: '0xabc' });
    await vi.waitFor(() =>
      expect(document.querySelector('.buyer-nav a')?.getAttribute('href')).toBe('/s/shop/orders'),
    );
  });

  it('refuses an island it does not know', async () => {
    const view = viewOf({ kind: 'home', sections: [] });
    serve(view);
    islands()[0]!.dataset.island = 'carousel';
    await expect(hydrateIslands(view)).rejects.toThrow('no island named "carousel"');
  });
});
