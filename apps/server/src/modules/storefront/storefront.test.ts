import { eq, sql } from 'drizzle-orm';
import { rowsOf } from '../../platform/db/insert-many.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NFT_STATUS } from '@mintfront/domain';
import { shops } from '../../platform/tenancy/shops.tables.ts';
import { call, createShop, signUp, type TestApp, createTestApp } from '../../test/helper.ts';
import { collections } from '../collections/collections.tables.ts';

let app: TestApp;
let sub: string;
let shopId: number;
let contract: number;
const ids: Record<string, number> = {};

/** An NFT row of the store in a given status (the storefront only reads them). */
async function nftRow(title: string, status: number, over: { unlockable?: string } = {}) {
  const result = await app.db.execute(sql`
    insert into nfts (shop_id, creator_id, contract_id, type, status, title, icon, rank, copies, attrs, is_locked, unlockable_content, token_id)
    values (${shopId}, (select owner_id from shops where id = ${shopId}), ${contract}, 1, ${status}, ${title}, 'shop/art.png', 1, 1,
      '{"properties":[["Colour","Blue"]],"levels":[],"stats":[],"boosts":[],"date":[]}'::jsonb,
      ${over.unlockable !== undefined}, ${over.unlockable ?? null}, '7')
    returning id`);
  return Number(rowsOf<{ id: number }>(result)[0]!.id);
}

const page = (url: string, host = 'localhost:8080') =>
  app.inject({ method: 'GET', url, headers: { host } });

beforeAll(async () => {
  app = await createTestApp();
  const owner = await signUp(app);
  const shop = await createShop(app, owner);
  ({ subdomain: sub, id: shopId } = shop);
  const [made] = await app.db
    .insert(collections)
    .values({
      shopId,
      name: 'Blue Period',
      title: 'BluePeriod',
      symbol: 'BP',
      type: 1,
      source: 0,
      status: 1,
      chain: 'local',
      address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
    })
    .returning();
  contract = made!.id;
  ids.offSale = await nftRow('Quiet Harbour', NFT_STATUS.offSale, { unlockable: 'secret-code' });
  ids.onSale = await nftRow('100% <b>Blue</b>', NFT_STATUS.onSale);
  ids.soldOut = await nftRow('Gone Sunset', NFT_STATUS.soldOut);
  ids.inReview = await nftRow('Draft In Review', NFT_STATUS.inReview);
  ids.minting = await nftRow('Still Minting', NFT_STATUS.minting);
  ids.rejected = await nftRow('Rejected Sketch', NFT_STATUS.rejected);
  const other = await createShop(app, await signUp(app));
  await app.db.update(shops).set({ publishingStatus: 'published' }).where(eq(shops.id, shopId));
  ids.otherShopStore = other.id;
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
});

describe('storefront pages', () => {
  it('renders the home page at /s/{subdomain}/ with the store name and its NFTs, text escaped', async () => {
    const res = await page(`/s/${sub}/`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('Quiet Harbour');
    expect(res.body).toContain('100% &lt;b&gt;Blue&lt;/b&gt;');
    expect(res.body).not.toContain('<b>Blue</b>');
    expect(res.body).not.toContain('Draft In Review');
    expect(res.body).toContain(`href="/s/${sub}/nft/${ids.offSale}"`);
  });

  it('answers at {subdomain}.localhost with links on its own host', async () => {
    const res = await page('/', `${sub}.localhost:8080`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`href="/nft/${ids.offSale}"`);
  });

  it('lets only the console frame a storefront page (theme preview)', async () => {
    const res = await page(`/s/${sub}/`);
    expect(res.headers['content-security-policy']).toContain(
      'frame-ancestors http://localhost:8080',
    );
  });

  it('renders an NFT page with its title and Open Graph tags', async () => {
    const res = await page(`/s/${sub}/nft/${ids.offSale}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/<title>Quiet Harbour · Store/);
    expect(res.body).toContain(
      '<meta property="og:image" content="http://localhost:8080/api/files/shop/art.png">',
    );
    expect(res.body).toContain('Colour');
    expect(res.body).not.toContain('secret-code');
  });

  it('renders a collection page with the collection and its NFTs', async () => {
    const res = await page(`/s/${sub}/collection/${contract}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Blue Period');
    expect(res.body).toContain('Gone Sunset');
  });

  it('answers 404 with the store around it for a page that does not exist', async () => {
    for (const path of ['/nope', `/nft/${ids.rejected}`, '/nft/abc', '/collection/1/x']) {
      const res = await page(`/s/${sub}${path}`);
      expect(res.statusCode, path).toBe(404);
      expect(res.body).toContain('This page does not exist.');
    }
  });

  it('answers 404 for a store that does not exist, on either host', async () => {
    expect((await page('/s/nosuchstore/')).statusCode).toBe(404);
    expect((await page('/', 'nosuchstore.localhost:8080')).statusCode).toBe(404);
  });

  it('keeps an unpublished store closed to visitors (403, its message, no NFTs)', async () => {
    const other = await createShop(app, await signUp(app));
    await app.db.update(shops).set({ visitMessage: 'Opening soon' }).where(eq(shops.id, other.id));
    const res = await page(`/s/${other.subdomain}/`);
    expect(res.statusCode).toBe(403);
    expect(res.body).toContain('This store is not open yet.');
    expect(res.body).toContain('Opening soon');
  });

  it('shows a closed store as closed', async () => {
    const owner = await signUp(app);
    const closed = await createShop(app, owner);
    await app.db.update(shops).set({ status: 'closed' }).where(eq(shops.id, closed.id));
    const res = await page(`/s/${closed.subdomain}/`);
    expect(res.statusCode).toBe(403);
    expect(res.body).toContain('This store is closed.');
    expect((await call(app, 'GET', `/api/store/${closed.subdomain}`)).body.statusCode).toBe(40012);
  });

  it('does not take over the console on the main host', async () => {
    const res = await page('/login');
    expect(res.body).not.toContain('Store not found');
  });
});
