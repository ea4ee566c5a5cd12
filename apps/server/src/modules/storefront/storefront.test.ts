import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { thumbnailKey } from '../../platform/storage/storage.ts';
import { shops } from '../../platform/tenancy/shops.tables.ts';
import { nfts } from '../nfts/nfts.tables.ts';
import { uploadContent } from '../nfts/testing.ts';
import { call, createShop, createTestApp, signUp, type TestApp } from '../../test/helper.ts';
import { getPage, setPublished, storeWithNfts, type StoreFixture } from './storefront-test-kit.ts';

let app: TestApp;
let store: StoreFixture;
let sub: string;
let contract: number;
let ids: StoreFixture['ids'];

beforeAll(async () => {
  app = await createTestApp();
  store = await storeWithNfts(app);
  ({ sub, contract, ids } = store);
  await setPublished(app, store.owner, { published: true });
});
afterAll(() => app?.closeAll());

describe('storefront calls (GET /api/store/{subdomain}…)', () => {
  it('answers the store face to anyone, without a session', async () => {
    const res = await call(app, 'GET', `/api/store/${sub}`);
    expect(res.body.statusCode).toBe(0);
    expect(res.body.data).toMatchObject({
      subdomain: sub,
      language: 'en',
      chain: 'local',
      published: true,
    });
  });

  it('answers 40400 for a subdomain no store has', async () => {
    expect((await call(app, 'GET', '/api/store/nosuchstore')).body.statusCode).toBe(40400);
  });

  it('lists only minted NFTs (Off Sale, On Sale, Sold Out), never review, minting or rejected ones', async () => {
    const res = await call(app, 'GET', `/api/store/${sub}/nfts?order_by=title`);
    expect(res.body.data.list.map((n: { title: string }) => n.title)).toEqual([
      '100% <b>Blue</b>',
      'Gone Sunset',
      'Quiet Harbour',
    ]);
    expect(res.body.data.total).toBe(3);
    expect(res.raw).not.toContain('secret-code');
  });

  it('searches titles literally (a % in the search is not a wildcard)', async () => {
    const res = await call(
      app,
      'GET',
      `/api/store/${sub}/nfts?search=${encodeURIComponent('100%')}`,
    );
    expect(res.body.data.list.map((n: { id: number }) => n.id)).toEqual([ids.onSale]);
    const none = await call(app, 'GET', `/api/store/${sub}/nfts?search=${encodeURIComponent('%')}`);
    expect(none.body.data.total).toBe(1);
  });

  it('pages the list and filters by collection', async () => {
    const res = await call(
      app,
      'GET',
      `/api/store/${sub}/nfts?limit=2&page=2&collection=${contract}`,
    );
    expect(res.body.data).toMatchObject({ total: 3, lastPage: 2 });
    expect(res.body.data.list).toHaveLength(1);
  });

  it('refuses a bad query naming the field', async () => {
    const res = await call(app, 'GET', `/api/store/${sub}/nfts?order_by=price`);
    expect(res.body.statusCode).toBe(40001);
    expect(res.body.statusDesc).toContain('order_by');
  });

  it('answers an NFT with its collection and attributes, never its unlockable text', async () => {
    const res = await call(app, 'GET', `/api/store/${sub}/nft/${ids.offSale}`);
    expect(res.body.data).toMatchObject({
      title: 'Quiet Harbour',
      collection_name: 'Blue Period',
      content_kind: 'image',
      sale_status: 'offSale',
      contract_address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
    });
    expect(res.raw).not.toContain('secret-code');
  });

  it('does not show an NFT in review, nor one of another store', async () => {
    expect((await call(app, 'GET', `/api/store/${sub}/nft/${ids.inReview}`)).body.statusCode).toBe(
      40400,
    );
    const other = await call(app, 'GET', `/api/store/${sub}/collection/999999`);
    expect(other.body.statusCode).toBe(40400);
  });

  it('answers file addresses on the host the visitor used', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/store/${sub}/nfts`,
      headers: { host: `${sub}.localhost:8080` },
    });
    expect(res.json().data.list[0].content_url).toMatch(
      new RegExp(`^http://${sub}\\.localhost:8080/api/files/`),
    );
  });

  it('gives each card the list thumbnail of its picture, null when none is stored', async () => {
    const own = await storeWithNfts(app);
    await setPublished(app, own.owner, { published: true });
    const path = await uploadContent(app, own.owner);
    await app.db.update(nfts).set({ icon: path }).where(eq(nfts.id, own.ids.offSale));
    const res = await call(app, 'GET', `/api/store/${own.sub}/nfts?order_by=title`);
    const cards = res.body.data.list as { id: number; thumbnail_url: string | null }[];
    const card = (id: number) => cards.find((c) => c.id === id)!;
    expect(card(own.ids.offSale).thumbnail_url).toMatch(
      new RegExp(`/api/files/${thumbnailKey(path).replace(/\./g, '\\.')}$`),
    );
    expect(card(own.ids.onSale).thumbnail_url).toBeNull();
    // The home page's cards show it (the original stays on the NFT page).
    const home = await getPage(app, '/', `${own.sub}.localhost:8080`);
    expect(home.body).toContain(
      `<img src="http://${own.sub}.localhost:8080/api/files/${thumbnailKey(path)}"`,
    );
    expect(home.body).not.toContain(
      `<img src="http://${own.sub}.localhost:8080/api/files/${path}"`,
    );
  });
});

describe('an unpublished store behind its password (API)', () => {
  it('answers 40123 without the password, 40124 for a wrong one, and the NFTs for the right one', async () => {
    const locked = await storeWithNfts(app);
    await setPublished(app, locked.owner, {
      published: false,
      password: 'open sesame',
      message: 'Soon',
    });
    const list = (password?: string) =>
      call(app, 'GET', `/api/store/${locked.sub}/nfts`, {
        headers: password ? { 'x-store-password': password } : {},
        ip: '10.9.8.7',
      });
    expect((await list()).body).toMatchObject({ statusCode: 40123, data: { message: 'Soon' } });
    expect((await list('wrong')).body.statusCode).toBe(40124);
    const open = await list('open sesame');
    expect(open.body.statusCode).toBe(0);
    expect(open.body.data.total).toBe(3);
  });

  it('still answers its face (name and published: false) for the password page', async () => {
    const locked = await storeWithNfts(app);
    const res = await call(app, 'GET', `/api/store/${locked.sub}`);
    expect(res.body.data).toMatchObject({ subdomain: locked.sub, published: false });
  });

  it('answers 40012 for a closed store', async () => {
    const closed = await createShop(app, await signUp(app));
    await app.db.update(shops).set({ status: 'closed' }).where(eq(shops.id, closed.id));
    expect((await call(app, 'GET', `/api/store/${closed.subdomain}/nfts`)).body.statusCode).toBe(
      40012,
    );
  });
});
