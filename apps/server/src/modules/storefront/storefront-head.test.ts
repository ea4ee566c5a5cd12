import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shops } from '../../platform/tenancy/shops.tables.ts';
import { call, createShop, createTestApp, signUp, type TestApp } from '../../test/helper.ts';
import { uploadContent } from '../nfts/nfts-test-kit.ts';
import { getPage, setPublished, storeWithNfts, type StoreFixture } from './storefront-test-kit.ts';

let app: TestApp;
let store: StoreFixture;
let pageId: number;

const seo = (body?: unknown) =>
  call(app, body === undefined ? 'GET' : 'PUT', '/api/marketing/common/seo', {
    ...store.owner,
    ...(body === undefined ? {} : { body }),
  });

/** The <head> of a storefront page on the store's own host. */
async function headOf(path: string) {
  const res = await getPage(app, path, `${store.sub}.localhost:8080`);
  expect(res.statusCode, path).toBe(200);
  return { html: res.body, head: res.body.slice(0, res.body.indexOf('</head>')) };
}

beforeAll(async () => {
  app = await createTestApp();
  store = await storeWithNfts(app);
  await setPublished(app, store.owner, { published: true });
  const page = await call(app, 'POST', '/api/pages', {
    ...store.owner,
    body: { title: 'About us', content: '<p>Hello</p>' },
  });
  pageId = page.body.data.id;
});
afterAll(() => app?.closeAll());

describe('SEO settings (GET/PUT /api/marketing/common/seo)', () => {
  it('start empty, and refuse a too long title or a file the store did not upload, naming the field', async () => {
    expect((await seo()).body.data).toEqual({
      title: '',
      description: '',
      favicon: null,
      favicon_url: null,
      share_image: null,
      share_image_url: null,
    });
    const long = await seo({ title: 'x'.repeat(121) });
    expect(long.body.statusCode).toBe(40001);
    expect(long.body.statusDesc).toMatch(/^title: /);

    const other = await signUp(app);
    const elsewhere = { as: other, shopId: (await createShop(app, other)).id };
    const foreign = await uploadContent(app, elsewhere, '#c33', 'favicon');
    const refused = await seo({ title: 'Kept out', favicon: foreign });
    expect(refused.body.statusCode).toBe(40019);
    expect(refused.raw).toContain('favicon');
    // An upload of another kind is not a share image either.
    const art = await uploadContent(app, store.owner, '#3c3', 'nftContent');
    expect((await seo({ share_image: art })).body.statusCode).toBe(40019);
    expect((await seo()).body.data.title).toBe('');
  });
});

describe('the storefront head', () => {
  let faviconUrl: string;
  let shareUrl: string;

  beforeAll(async () => {
    const favicon = await uploadContent(app, store.owner, '#a3c', 'favicon');
    const share = await uploadContent(app, store.owner, '#3ac', 'shareImage');
    const saved = await seo({
      title: 'Blue & Gold Gallery',
      description: 'Paintings <minted> on chain',
      favicon,
      share_image: share,
    });
    expect(saved.body.statusCode).toBe(0);
    faviconUrl = saved.body.data.favicon_url;
    shareUrl = saved.body.data.share_image_url;
    expect(faviconUrl).toContain(favicon);
    // The file's URL as the page's host serves it.
    faviconUrl = faviconUrl.replace('http://localhost:8080', `http://${store.sub}.localhost:8080`);
    shareUrl = shareUrl.replace('http://localhost:8080', `http://${store.sub}.localhost:8080`);
  });

  it('carries the SEO title, description, favicon and share image on the home page, escaped', async () => {
    const { head } = await headOf('/');
    expect(head).toContain('<title>Blue &amp; Gold Gallery</title>');
    expect(head).toContain('<meta property="og:title" content="Blue &amp; Gold Gallery">');
    expect(head).toContain('<meta name="description" content="Paintings &lt;minted&gt; on chain">');
    expect(head).toContain(
      '<meta property="og:description" content="Paintings &lt;minted&gt; on chain">',
    );
    expect(head).toContain(`<meta property="og:image" content="${shareUrl}">`);
    expect(head).toContain(`<link rel="icon" href="${faviconUrl}">`);
    expect(head).toContain('<meta property="og:site_name" content="Blue &amp; Gold Gallery">');
  });

  it('carries the favicon and the store description on the NFT, collection and content pages too', async () => {
    const paths = [
      `/nft/${store.ids.offSale}`,
      `/collection/${store.contract}`,
      `/page/${pageId}`,
      '/nfts',
    ];
    for (const path of paths) {
      const { head } = await headOf(path);
      expect(head, path).toContain(`<link rel="icon" href="${faviconUrl}">`);
      expect(head, path).toContain(
        '<meta property="og:site_name" content="Blue &amp; Gold Gallery">',
      );
      expect(head, path).toMatch(/<meta property="og:image" content="[^"]+">/);
      expect(head, path).toMatch(/<meta property="og:title" content="[^"]+ · Store/);
    }
    // A page without a description or picture of its own shows the store's.
    const page = await headOf(`/page/${pageId}`);
    expect(page.head).toContain('<title>About us · ');
    expect(page.head).toContain('content="Paintings &lt;minted&gt; on chain"');
    expect(page.head).toContain(`<meta property="og:image" content="${shareUrl}">`);
    // An NFT shows its own picture.
    const nft = await headOf(`/nft/${store.ids.offSale}`);
    expect(nft.head).toContain('<title>Quiet Harbour · ');
    expect(nft.head).toMatch(
      /<meta property="og:image" content="[^"]+\/api\/files\/shop\/art\.png">/,
    );
  });

  it('names the store language in lang and og:locale', async () => {
    expect((await headOf('/')).html).toMatch(/<html lang="en"/);
    await app.db.update(shops).set({ language: 'zh' }).where(eq(shops.id, store.shopId));
    const { html, head } = await headOf(`/collection/${store.contract}`);
    expect(html).toMatch(/<html lang="zh-CN"/);
    expect(head).toContain('<meta property="og:locale" content="zh_CN">');
    await app.db.update(shops).set({ language: 'en' }).where(eq(shops.id, store.shopId));
  });

  it('falls back to the store name and icon once the settings are cleared', async () => {
    await seo({ title: '', description: '', favicon: '', share_image: '' });
    const { head } = await headOf('/');
    expect(head).toMatch(/<title>Store[^<]*<\/title>/);
    expect(head).not.toContain('name="description"');
    expect(head).toContain('<link rel="icon" href="data:,">');
  });

  it("lets a store with a tracking ID load Google's tag, outside the theme editor's preview only", async () => {
    const analytics = (tracking_id: string) =>
      call(app, 'PUT', '/api/marketing/common/analytics', {
        ...store.owner,
        body: { tracking_id },
      });
    const csp = (res: { headers: Record<string, unknown> }) =>
      String(res.headers['content-security-policy']);
    const host = `${store.sub}.localhost:8080`;

    const face = async () => (await call(app, 'GET', `/api/store/${store.sub}`)).body.data;
    expect(csp(await getPage(app, '/', host))).not.toContain('googletagmanager');
    expect((await face()).analytics_id).toBeNull();

    expect((await analytics('UA-12345678-1')).body.statusCode).toBe(0);
    const withId = await getPage(app, '/', host);
    expect(csp(withId)).toMatch(/script-src 'self' https:\/\/www\.googletagmanager\.com;/);
    expect(csp(withId)).toContain('https://*.google-analytics.com');
    expect((await face()).analytics_id).toBe('UA-12345678-1');

    const preview = await getPage(app, `/s/${store.sub}/?preview`);
    expect(preview.statusCode).toBe(200);
    expect(csp(preview)).not.toContain('googletagmanager');

    await analytics('');
    expect(csp(await getPage(app, '/', host))).not.toContain('googletagmanager');
  });
});
