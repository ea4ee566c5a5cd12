import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_GLOBAL_CONFIG, DEFAULT_THEME_COLORS } from '@mintfront/domain';
import { call, createTestApp, type TestApp } from '../../test/helper.ts';
import { storeWithNfts, type StoreFixture } from './storefront-test-kit.ts';

let app: TestApp;
let store: StoreFixture;
beforeAll(async () => {
  app = await createTestApp();
  store = await storeWithNfts(app);
});
afterAll(async () => app?.closeAll());

const draft = (over: Record<string, unknown> = {}) => ({
  layout: [
    { type: 'title', sectionId: 's1', title: '', alignment: 'center', close: false },
    { type: 'richText', sectionId: 's2', title: '', alignment: 'left', close: false },
    { type: 'products', sectionId: 's3', title: 'All', alignment: 'left', close: false },
    { type: 'banner', sectionId: 's4', title: '', alignment: 'left', close: true },
  ],
  sectionConfig: {
    s1: { title: 'Unsaved title', subtitle: '' },
    s2: { content: '<p>Hi<script>alert(1)</script></p>' },
  },
  globalConfig: { ...DEFAULT_GLOBAL_CONFIG, defaultThemeMode: 'dark' },
  themeColor: {
    ...DEFAULT_THEME_COLORS,
    light: { ...DEFAULT_THEME_COLORS.light, primary: '#ff0000' },
  },
  ...over,
});
const preview = (body: unknown) =>
  call(app, 'POST', '/api/themes/preview', { ...store.owner, body });

describe('POST /api/themes/preview: the editor’s unsaved theme as the storefront shows it', () => {
  it('answers the home page of the draft with its sections’ data, sanitised, hidden ones left out', async () => {
    const res = await preview(draft());
    expect(res.body.statusCode).toBe(0);
    const view = res.body.data;
    expect(view.base).toBe(`/s/${store.sub}`);
    expect(view.theme.defaultThemeMode).toBe('dark');
    expect(view.theme.colors.light.primary).toBe('#ff0000');
    expect(view.page.kind).toBe('home');
    const types = view.page.sections.map((s: { type: string }) => s.type);
    expect(types).toEqual(['title', 'richText', 'products']);
    expect(view.page.sections[0].config.title).toBe('Unsaved title');
    expect(view.page.sections[1].config.content).toBe('<p>Hi</p>');
    expect(view.page.sections[2].data.list.map((n: { title: string }) => n.title)).toContain(
      'Quiet Harbour',
    );
  });

  it('answers the page the preview frame shows (a link followed inside it), with the draft’s look', async () => {
    const nft = await preview({ ...draft(), path: `/nft/${store.ids.offSale}` });
    expect(nft.body.data.page.kind).toBe('nft');
    expect(nft.body.data.page.nft.title).toBe('Quiet Harbour');
    expect(nft.body.data.theme.colors.light.primary).toBe('#ff0000');
    const collection = await preview({ ...draft(), path: `/collection/${store.contract}` });
    expect(collection.body.data.page.kind).toBe('collection');
    const bad = await preview({ ...draft(), path: 'https://evil.test/' });
    expect(bad.body.statusCode).toBe(40001);
    expect(bad.body.statusDesc).toMatch(/^path: /);
  });

  it('shows an unpublished store’s page to its member, not the password page', async () => {
    const res = await preview(draft());
    expect(res.body.data.page.kind).toBe('home');
  });

  it('stores nothing: the live theme is unchanged', async () => {
    await preview(draft());
    const themes = await call(app, 'GET', '/api/themes', store.owner);
    const id = themes.body.data.list[0].id;
    const saved = await call(app, 'GET', `/api/themes/themeConfig/${id}`, store.owner);
    expect(saved.body.data.themeColor.light.primary).toBe(DEFAULT_THEME_COLORS.light.primary);
  });

  it('refuses a colour that is not a colour and an unknown section type, naming the field', async () => {
    const bad = draft({
      themeColor: {
        ...DEFAULT_THEME_COLORS,
        dark: { ...DEFAULT_THEME_COLORS.dark, text: 'red;}' },
      },
    });
    const res = await preview(bad);
    expect(res.body.statusCode).toBe(40001);
    expect(res.body.statusDesc).toContain('themeColor.dark.text');
    const unknown = await preview(
      draft({ layout: [{ type: 'marquee', sectionId: 'x', title: '', alignment: 'left' }] }),
    );
    expect(unknown.body.statusCode).toBe(40001);
    expect(unknown.body.statusDesc).toContain('layout.0.type');
  });

  it('refuses a highlight of more than 3 items', async () => {
    const item = { title: 'a', text: '', image: null, link: null };
    const res = await preview(
      draft({
        layout: [{ type: 'highlight', sectionId: 'h', title: '', alignment: 'left', close: false }],
        sectionConfig: { h: { items: [item, item, item, item] } },
      }),
    );
    expect(res.body.statusCode).toBe(40001);
    expect(res.body.statusDesc).toMatch(/items/);
  });
});
