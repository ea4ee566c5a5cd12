import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shops } from '../../platform/tenancy/shops.tables.ts';
import { call, createShop, createTestApp, signUp, type TestApp } from '../../test/helper.ts';
import { domains } from '../domains/index.ts';
import {
  getPage,
  liveThemeId,
  setPublished,
  storeWithNfts,
  type StoreFixture,
} from './storefront-test-kit.ts';

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

describe('storefront pages', () => {
  it('renders the home page at /s/{subdomain}/ with the store name and its NFTs, text escaped', async () => {
    const res = await getPage(app, `/s/${sub}/`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('Quiet Harbour');
    expect(res.body).toContain('100% &lt;b&gt;Blue&lt;/b&gt;');
    expect(res.body).not.toContain('<b>Blue</b>');
    expect(res.body).not.toContain('Draft In Review');
    expect(res.body).toContain(`href="/s/${sub}/nft/${ids.offSale}"`);
  });

  it('answers at {subdomain}.localhost with links on its own host', async () => {
    const res = await getPage(app, '/', `${sub}.localhost:8080`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`href="/nft/${ids.offSale}"`);
  });

  it('sends a page compressed as the browser accepts it (Brotli, else gzip), plain otherwise', async () => {
    const plain = await getPage(app, `/s/${sub}/`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await getPage(app, `/s/${sub}/`, undefined, { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
    const gz = await getPage(app, `/s/${sub}/`, undefined, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString('utf8')).toBe(plain.body);
    expect(gz.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
  });

  it('lets only the console frame a storefront page (theme preview)', async () => {
    const res = await getPage(app, `/s/${sub}/`);
    expect(res.headers['content-security-policy']).toContain(
      'frame-ancestors http://localhost:8080',
    );
  });

  it('renders an NFT page with its title and Open Graph tags', async () => {
    const res = await getPage(app, `/s/${sub}/nft/${ids.offSale}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/<title>Quiet Harbour · Store/);
    expect(res.body).toContain(
      '<meta property="og:image" content="http://localhost:8080/api/files/shop/art.png">',
    );
    expect(res.body).toContain('Colour');
    expect(res.body).not.toContain('secret-code');
  });

  it('renders a collection page with the collection and its NFTs', async () => {
    const res = await getPage(app, `/s/${sub}/collection/${contract}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Blue Period');
    expect(res.body).toContain('Gone Sunset');
  });

  it('answers 404 with the store around it for a page that does not exist', async () => {
    for (const path of ['/nope', `/nft/${ids.rejected}`, '/nft/abc', '/collection/1/x']) {
      const res = await getPage(app, `/s/${sub}${path}`);
      expect(res.statusCode, path).toBe(404);
      expect(res.body).toContain('This page does not exist.');
    }
  });

  it('renders the buyer\u2019s orders page on either host, its list read in the browser', async () => {
    for (const [path, host] of [
      [`/s/${sub}/orders`, undefined],
      ['/orders', `${sub}.localhost:8080`],
    ] as const) {
      const res = await getPage(app, path, host);
      expect(res.statusCode, path).toBe(200);
      expect(res.body).toContain('<h1 id="orders-title">My orders</h1>');
    }
    expect((await getPage(app, `/s/${sub}/orders/1`)).statusCode).toBe(404);
  });

  it('answers 404 for a store that does not exist, on either host', async () => {
    expect((await getPage(app, '/s/nosuchstore/')).statusCode).toBe(404);
    expect((await getPage(app, '/', 'nosuchstore.localhost:8080')).statusCode).toBe(404);
  });

  it('does not take over the console on the main host', async () => {
    const res = await getPage(app, '/login');
    expect(res.body).not.toContain('Store not found');
  });
});

describe('the live theme on the storefront', () => {
  it('renders the default theme of a new store: its name as title and its NFTs', async () => {
    const res = await getPage(app, `/s/${sub}/`);
    expect(res.body).toContain('class="section section-title');
    expect(res.body).toContain('class="section section-products');
    expect(res.body).toContain('Quiet Harbour');
  });

  it('writes the theme colours of both modes as CSS variables and starts in its default mode', async () => {
    const id = await liveThemeId(app, store.owner);
    const put = (path: string, body: unknown) =>
      call(app, 'PUT', `/api/themes/themeConfig/${path}/${id}`, { ...store.owner, body });
    await put('themeColor', { mode: 'dark', key: 'background', color: '#102030' });
    await put('globalConfig', {
      defaultThemeMode: 'dark',
      fontFamily: 'Poppins',
      showSwitchMode: true,
    });
    const res = await getPage(app, `/s/${sub}/`);
    expect(res.body).toMatch(/html\[data-mode=dark\]\{[^}]*--mf-background:#102030/);
    expect(res.body).toMatch(/<html lang="en" data-mode="dark">/);
    expect(res.body).toContain('class="mode-switch"');
    await put('globalConfig', {
      defaultThemeMode: 'light',
      fontFamily: 'Poppins',
      showSwitchMode: false,
    });
    expect((await getPage(app, `/s/${sub}/`)).body).not.toContain('class="mode-switch"');
  });

  it('shows what the owner put in a section, and hides a closed one', async () => {
    const id = await liveThemeId(app, store.owner);
    const config = (await call(app, 'GET', `/api/themes/themeConfig/${id}`, store.owner)).body.data;
    await call(app, 'PUT', `/api/themes/themeConfig/sectionConfig/${id}`, {
      ...store.owner,
      body: {
        section_id: 'title',
        config: { title: 'Lights of the harbour', subtitle: 'Since 2026' },
      },
    });
    let res = await getPage(app, `/s/${sub}/`);
    expect(res.body).toContain('Lights of the harbour');
    expect(res.body).toContain('Since 2026');
    const layout = config.layout.map((s: { sectionId: string }) =>
      s.sectionId === 'title' ? { ...s, close: true } : s,
    );
    await call(app, 'PUT', `/api/themes/themeConfig/layout/${id}`, {
      ...store.owner,
      body: { data: layout },
    });
    res = await getPage(app, `/s/${sub}/`);
    expect(res.body).not.toContain('Lights of the harbour');
  });

  it('renders a page the owner wrote without the script it tried to hold', async () => {
    const made = await call(app, 'POST', '/api/pages', {
      ...store.owner,
      body: {
        title: 'About us',
        content:
          '<p>We sell <em>light</em>.</p><script>alert(1)</script><img src=x onerror="alert(2)">',
      },
    });
    const res = await getPage(app, `/s/${sub}/page/${made.body.data.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<em>light</em>');
    expect(res.body).not.toContain('alert(');
  });

  it('lists every NFT on /nfts, a category at a time when asked', async () => {
    const res = await getPage(app, `/s/${sub}/nfts`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Gone Sunset');
    expect((await getPage(app, `/s/${sub}/nfts?category=999999`)).body).not.toContain(
      'Gone Sunset',
    );
  });
});

describe('an unpublished store behind its password (pages)', () => {
  it('asks for the password, refuses a wrong one, and lets the right one in with a cookie', async () => {
    const locked = await storeWithNfts(app);
    await setPublished(app, locked.owner, {
      published: false,
      password: 'open sesame',
      message: 'Opening soon',
    });
    const host = `${locked.sub}.localhost:8080`;
    const first = await getPage(app, '/', host);
    expect(first.statusCode).toBe(403);
    expect(first.body).toContain('Opening soon');
    expect(first.body).toMatch(/<form class="password-form" action="\/password" method="post">/);
    expect(first.body).not.toContain('Quiet Harbour');

    const post = (password: string) =>
      app.inject({
        method: 'POST',
        url: '/password',
        headers: { host, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ password }).toString(),
        remoteAddress: '10.1.2.3',
      });
    const wrong = await post('nope');
    expect(wrong.statusCode).toBe(403);
    expect(wrong.body).toContain('Wrong password. Try again.');
    expect(wrong.headers['set-cookie']).toBeUndefined();

    const right = await post('open sesame');
    expect(right.statusCode).toBe(303);
    expect(right.headers.location).toBe('/');
    const cookie = String(right.headers['set-cookie']);
    expect(cookie).toMatch(/^mf_visit=[\w-]+; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax$/);
    const inside = await getPage(app, '/', host, { cookie: cookie.split(';')[0]! });
    expect(inside.statusCode).toBe(200);
    expect(inside.body).toContain('Quiet Harbour');

    // A new password shuts the old cookie out.
    await setPublished(app, locked.owner, { published: false, password: 'new secret' });
    expect((await getPage(app, '/', host, { cookie: cookie.split(';')[0]! })).statusCode).toBe(403);
  });

  it('shows a store without a password only its message until it is published', async () => {
    const other = await storeWithNfts(app);
    await app.db
      .update(shops)
      .set({ visitMessage: 'Back in spring' })
      .where(eq(shops.id, other.shopId));
    const res = await getPage(app, `/s/${other.sub}/`);
    expect(res.statusCode).toBe(403);
    expect(res.body).toContain('Back in spring');
    expect(res.body).not.toContain('password-form');
  });

  it('shows a closed store as closed', async () => {
    const closed = await createShop(app, await signUp(app));
    await app.db.update(shops).set({ status: 'closed' }).where(eq(shops.id, closed.id));
    const res = await getPage(app, `/s/${closed.subdomain}/`);
    expect(res.statusCode).toBe(403);
    expect(res.body).toContain('This store is closed.');
  });
});

describe('a store on its own verified domain', () => {
  it('serves the store at a valid domain, and nothing at a pending one', async () => {
    await app.db.insert(domains).values([
      { shopId: store.shopId, domain: 'shop.example.org', token: 't1', status: 'valid' },
      { shopId: store.shopId, domain: 'pending.example.org', token: 't2', status: 'pending' },
    ]);
    const res = await getPage(app, '/', 'shop.example.org');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Quiet Harbour');
    expect(res.body).toContain(`href="/nft/${ids.offSale}"`);
    expect((await getPage(app, '/', 'pending.example.org')).statusCode).toBe(404);
  });

  it('keeps the console on the main host, localhost and IP addresses', async () => {
    for (const host of ['localhost:8080', '127.0.0.1:8080', '[::1]:8080']) {
      expect((await getPage(app, '/login', host)).body, host).not.toContain('Store not found');
    }
  });
});
