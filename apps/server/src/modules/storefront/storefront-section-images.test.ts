import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createShop, createTestApp, signUp, type TestApp } from '../../test/helper.ts';
import { uploadContent } from '../nfts/nfts-test-kit.ts';
import { postForm } from '../uploads/uploads-test-kit.ts';
import {
  getPage,
  liveThemeId,
  setPublished,
  storeWithNfts,
  type StoreFixture,
} from './storefront-test-kit.ts';

let app: TestApp;
let store: StoreFixture;
let themeId: number;

const put = (part: string, body: unknown) =>
  call(app, 'PUT', `/api/themes/themeConfig/${part}/${themeId}`, { ...store.owner, body });
const section = (type: string, sectionId: string) => ({
  type,
  sectionId,
  title: '',
  alignment: 'left',
  close: false,
});

/** A 2400 px PNG uploaded as a theme section picture; answers its stored path. */
async function bigThemeImage(background: string) {
  const png = await sharp({ create: { width: 2400, height: 1200, channels: 3, background } })
    .png()
    .toBuffer();
  const up = await postForm(app, '/api/upload/file', store.owner, [
    { name: 'kind', value: 'themeImage' },
    { name: 'file', fileName: 'banner.png', bytes: png },
  ]);
  expect(up.statusCode).toBe(0);
  return up.data.path as string;
}

beforeAll(async () => {
  app = await createTestApp();
  store = await storeWithNfts(app);
  await setPublished(app, store.owner, { published: true });
  themeId = await liveThemeId(app, store.owner);
  const layout = await put('layout', {
    data: [section('banner', 'b'), section('highlight', 'h'), section('products', 'p')],
  });
  expect(layout.body.statusCode).toBe(0);
});
afterAll(() => app?.closeAll());

describe('theme section pictures are uploads (issue 24)', () => {
  it('shows the banner and a highlight item from their uploads, as the 960 px display copy', async () => {
    const banner = await bigThemeImage('#136');
    const item = await bigThemeImage('#631');
    expect(
      (await put('sectionConfig', { section_id: 'b', config: { image: banner } })).body,
    ).toMatchObject({ statusCode: 0 });
    const saved = await put('sectionConfig', {
      section_id: 'h',
      config: { items: [{ title: 'Night', image: item }] },
    });
    expect(saved.body.data.sectionConfig.h.items[0].image).toBe(item);

    const html = (await getPage(app, `/s/${store.sub}/`)).body;
    const display = (path: string) =>
      `http://localhost:8080/api/files/${path.replace(/\.png$/, '.display.webp')}`;
    expect(html).toContain(`src="${display(banner)}"`);
    expect(html).toContain(`src="${display(item)}"`);
    const served = await app.inject({
      method: 'GET',
      url: `/api/files/${banner.replace(/\.png$/, '.display.webp')}`,
    });
    expect((await sharp(served.rawPayload).metadata()).width).toBe(960);
  });

  it('refuses a link, another kind of upload or another store’s upload, naming the field', async () => {
    const link = await put('sectionConfig', {
      section_id: 'b',
      config: { image: 'https://example.com/a.png' },
    });
    expect(link.body.statusCode).toBe(40001);
    expect(link.body.statusDesc).toMatch(/^config\.image: /);

    const art = await uploadContent(app, store.owner, '#3c3', 'nftContent');
    const otherKind = await put('sectionConfig', { section_id: 'b', config: { image: art } });
    expect(otherKind.body.statusCode).toBe(40019);
    expect(otherKind.raw).toContain('config.image');

    const other = await signUp(app);
    const elsewhere = { as: other, shopId: (await createShop(app, other)).id };
    const foreign = await uploadContent(app, elsewhere, '#c33', 'themeImage');
    const refused = await put('sectionConfig', {
      section_id: 'h',
      config: { items: [{ title: 'a' }, { title: 'b', image: foreign }] },
    });
    expect(refused.body.statusCode).toBe(40019);
    expect(refused.raw).toContain('config.items.1.image');
  });

  it('checks the preview’s pictures like a save, and shows an upload there as its URL', async () => {
    const config = await call(app, 'GET', `/api/themes/themeConfig/${themeId}`, store.owner);
    const other = await signUp(app);
    const foreign = await uploadContent(
      app,
      { as: other, shopId: (await createShop(app, other)).id },
      '#c33',
      'themeImage',
    );
    const { layout, globalConfig, themeColor, sectionConfig } = config.body.data;
    const draft = (image: string) => ({
      path: '/',
      layout,
      globalConfig,
      themeColor,
      sectionConfig: { ...sectionConfig, b: { ...sectionConfig.b, image } },
    });
    const refused = await call(app, 'POST', '/api/themes/preview', {
      ...store.owner,
      body: draft(foreign),
    });
    expect(refused.body.statusCode).toBe(40019);
    expect(refused.raw).toContain('sectionConfig.b.image');

    const own = await uploadContent(app, store.owner, '#3ac', 'themeImage');
    const shown = await call(app, 'POST', '/api/themes/preview', {
      ...store.owner,
      body: draft(own),
    });
    expect(shown.body.statusCode).toBe(0);
    expect(shown.raw).toContain(`/api/files/${own.replace(/\.png$/, '')}`);
  });
});
