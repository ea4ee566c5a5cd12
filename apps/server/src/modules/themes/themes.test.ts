import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { shops } from '../../platform/tenancy/shops.tables.ts';
import {
  call,
  createShop,
  createTestApp,
  signUp,
  type Session,
  type TestApp,
} from '../../test/helper.ts';
import { ownerWithShop } from '../../test/owner-with-shop.ts';
import { checkVisitor, liveThemeConfig } from './index.ts';
import { backfillDefaultThemes } from './themes.service.ts';
import { themes } from './themes.tables.ts';

let app: TestApp;
let owner: Session;
let shopId: number;
let themeId: number;
beforeAll(async () => {
  app = await createTestApp();
  const who = await signUp(app);
  owner = who;
  shopId = (await createShop(app, who)).id;
  themeId = (await call(app, 'GET', '/api/themes', { as: owner, shopId })).body.data.list[0].id;
});
afterAll(async () => app?.closeAll());

const put = (part: string, body: unknown, id = themeId) =>
  call(app, 'PUT', `/api/themes/themeConfig/${part}/${id}`, { as: owner, shopId, body });
const config = async () =>
  (await call(app, 'GET', `/api/themes/themeConfig/${themeId}`, { as: owner, shopId })).body.data;
const section = (type: string, sectionId: string) => ({ type, sectionId });

describe('a new store (issue 24)', () => {
  it('starts with one live default theme whose layout shows its NFTs', async () => {
    const list = (await call(app, 'GET', '/api/themes', { as: owner, shopId })).body.data;
    expect(list.total).toBe(1);
    expect(list.list[0]).toMatchObject({ name: 'Default', live: true });
    const c = await config();
    expect(c.layout.map((s: { type: string }) => s.type)).toContain('products');
    expect(Object.keys(c.sectionConfig).sort()).toEqual(
      c.layout.map((s: { sectionId: string }) => s.sectionId).sort(),
    );
    expect(c.globalConfig).toEqual({
      defaultThemeMode: 'light',
      fontFamily: 'Poppins',
      showSwitchMode: true,
    });
    expect(Object.keys(c.themeColor)).toEqual(['light', 'dark']);
    expect(c.store).toEqual({ published: false, live: true, password: false, message: null });
  });

  it("marks the store home's Customize theme step done once a theme is saved", async () => {
    const setup = async () =>
      (await call(app, 'GET', '/api/shop/info', { as: owner, shopId })).body.data.setup;
    expect((await setup()).customizeTheme).toBe(false);
    await put('globalConfig', {
      defaultThemeMode: 'light',
      fontFamily: 'Poppins',
      showSwitchMode: true,
    });
    expect((await setup()).customizeTheme).toBe(true);
  });
});

describe('layout (spec doc 2 §3, §7)', () => {
  it('replaces the layout and answers the whole config; a new section starts with its defaults', async () => {
    const before = await config();
    const res = await put('layout', {
      data: [...before.layout, { ...section('highlight', 'hl1'), title: 'Picks', close: true }],
    });
    expect(res.body.statusCode).toBe(0);
    expect(res.body.data.layout.at(-1)).toEqual({
      type: 'highlight',
      sectionId: 'hl1',
      title: 'Picks',
      alignment: 'left',
      close: true,
    });
    expect(res.body.data.sectionConfig.hl1).toEqual({ items: [] });
    expect(res.body.data.themeColor).toEqual(before.themeColor);
  });

  it('refuses an unknown section type and a repeated sectionId, naming the field, and changes nothing', async () => {
    const before = await config();
    const unknown = await put('layout', { data: [section('carousel', 'c1')] });
    expect(unknown.body.statusCode).toBe(40001);
    expect(unknown.body.statusDesc).toMatch(/^data\.0\.type: .*must be one of: announcement, /);
    const twice = await put('layout', { data: [section('title', 'a'), section('banner', 'a')] });
    expect(twice.body.statusDesc).toMatch(/^data\.1\.sectionId: /);
    expect((await config()).layout).toEqual(before.layout);
  });

  it('drops the config of a removed section and resets one whose type changed', async () => {
    await put('layout', { data: [section('title', 's1'), section('richText', 's2')] });
    await put('sectionConfig', { section_id: 's1', config: { title: 'Hello' } });
    const res = await put('layout', { data: [section('title', 's1'), section('banner', 's2')] });
    expect(res.body.data.sectionConfig.s1.title).toBe('Hello');
    expect(res.body.data.sectionConfig.s2).toMatchObject({ image: null, title: '' });
    expect(Object.keys(res.body.data.sectionConfig).sort()).toEqual(['s1', 's2']);
  });
});

describe('section configs (spec doc 2 §5)', () => {
  beforeAll(async () => {
    await put('layout', {
      data: [section('highlight', 'h'), section('richText', 'r'), section('banner', 'b')],
    });
  });

  it('holds at most 3 highlight items', async () => {
    const item = { title: 'x', link: '/collection/1' };
    expect(
      (await put('sectionConfig', { section_id: 'h', config: { items: [item, item, item] } })).body
        .data.sectionConfig.h.items,
    ).toHaveLength(3);
    const four = await put('sectionConfig', {
      section_id: 'h',
      config: { items: [item, item, item, item] },
    });
    expect(four.body.statusDesc).toBe('config.items: config.items holds at most 3 items');
    expect((await config()).sectionConfig.h.items).toHaveLength(3);
  });

  it('refuses a javascript: link naming the field', async () => {
    const res = await put('sectionConfig', {
      section_id: 'b',
      config: { link: 'javascript:alert(1)' },
    });
    expect(res.body.statusDesc).toBe(
      'config.link: config.link must start with http://, https:// or / (a page of this store)',
    );
  });

  it('stores rich text sanitised: no script, no handler, no javascript: URL', async () => {
    const res = await put('sectionConfig', {
      section_id: 'r',
      config: {
        content:
          '<p onclick="x()">Hi<script>alert(1)</script> <a href="javascript:alert(1)">a</a></p>',
      },
    });
    expect(res.body.data.sectionConfig.r.content).toBe('<p>Hi <a>a</a></p>');
  });

  it('refuses a section id the layout does not have', async () => {
    const res = await put('sectionConfig', { section_id: 'nope', config: {} });
    expect(res.body.statusDesc).toBe('section_id: section_id names no section of the layout');
  });
});

describe('global config and colours (spec doc 2 §3)', () => {
  it('takes light or dark only, and a served font', async () => {
    const ok = { defaultThemeMode: 'dark', fontFamily: 'System', showSwitchMode: false };
    expect((await put('globalConfig', ok)).body.data.globalConfig).toEqual(ok);
    const bad = await put('globalConfig', { ...ok, defaultThemeMode: 'sepia' });
    expect(bad.body.statusDesc).toBe(
      'defaultThemeMode: defaultThemeMode must be one of: light, dark',
    );
  });

  it('sets one colour of one mode and refuses what is not a colour', async () => {
    const res = await put('themeColor', { mode: 'dark', key: 'primary', color: '#FF8800' });
    expect(res.body.data.themeColor.dark.primary).toBe('#FF8800');
    expect(res.body.data.themeColor.light.primary).not.toBe('#FF8800');
    for (const color of ['red', '#ff88', 'rgb(1,2,3)'])
      expect(
        (await put('themeColor', { mode: 'dark', key: 'primary', color })).body.statusDesc,
      ).toBe('color: color must be a colour: #rgb, #rrggbb or #rrggbbaa');
    expect((await config()).themeColor.dark.primary).toBe('#FF8800');
  });
});

describe('publishing (spec doc 2 §4; doc 1 §3 visit)', () => {
  const shopInfo = async () =>
    (await call(app, 'GET', '/api/shop/info', { as: owner, shopId })).body.data;
  const shopRow = async () => (await app.db.select().from(shops).where(eq(shops.id, shopId)))[0]!;

  it('keeps a new store Unpublished; a visitor needs the password set with its message', async () => {
    expect((await shopInfo()).publishingStatus).toBe('unpublished');
    const res = await put('store', { published: false, password: 'open sesame', message: 'Soon!' });
    expect(res.body.data.store).toEqual({
      published: false,
      live: true,
      password: true,
      message: 'Soon!',
    });
    expect((await shopInfo()).visit).toEqual({ password: true, message: 'Soon!' });
    const shop = await shopRow();
    expect(shop.visitPassword).not.toContain('open sesame');
    await expect(checkVisitor(shop, undefined)).rejects.toMatchObject({
      key: 'STORE_PASSWORD_REQUIRED',
      data: { message: 'Soon!' },
    });
    await expect(checkVisitor(shop, 'wrong')).rejects.toMatchObject({
      key: 'STORE_PASSWORD_WRONG',
    });
    await expect(checkVisitor(shop, 'open sesame')).resolves.toBeUndefined();
  });

  it('refuses a visitor password shorter than 4 or longer than 64 characters', async () => {
    for (const password of ['abc', 'x'.repeat(65)])
      expect((await put('store', { published: false, password })).body.statusDesc).toBe(
        'password: The visitor password is 4 to 64 characters',
      );
  });

  it('publishes the store with this theme live, and anyone may visit', async () => {
    const res = await put('store', { published: true });
    expect(res.body.data.store.published).toBe(true);
    expect((await shopInfo()).publishingStatus).toBe('published');
    await expect(checkVisitor(await shopRow(), undefined)).resolves.toBeUndefined();
  });

  it('publishing a copy makes it the only live theme; the live theme cannot be deleted', async () => {
    const copy = await call(app, 'POST', '/api/themes', {
      as: owner,
      shopId,
      body: { name: 'Autumn', copy_of: themeId },
    });
    expect(copy.body.data).toMatchObject({ name: 'Autumn', store: { live: false } });
    expect(copy.body.data.layout).toEqual((await config()).layout);
    await put('store', { published: true }, copy.body.data.id);
    const list = (await call(app, 'GET', '/api/themes', { as: owner, shopId })).body.data.list;
    expect(list.map((t: { live: boolean }) => t.live)).toEqual([true, false]);
    expect(list[0].id).toBe(copy.body.data.id);
    const del = (id: number) => call(app, 'DELETE', `/api/themes/${id}`, { as: owner, shopId });
    expect((await del(copy.body.data.id)).body.statusCode).toBe(40122);
    expect((await del(themeId)).body.statusCode).toBe(0);
  });
});

describe('tenancy', () => {
  it("answers 40400 for another store's theme", async () => {
    const other = await signUp(app);
    const otherShop = await createShop(app, other);
    const theirs = (await call(app, 'GET', '/api/themes', { as: other, shopId: otherShop.id })).body
      .data.list[0].id;
    expect(
      (await put('themeColor', { mode: 'light', key: 'text', color: '#000' }, theirs)).body
        .statusCode,
    ).toBe(40400);
  });

  it('lists home and the pages as link targets', async () => {
    await call(app, 'POST', '/api/pages', { as: owner, shopId, body: { title: 'About us' } });
    const res = await call(app, 'GET', '/api/theme/page/list', { as: owner, shopId });
    expect(res.body.data.list).toEqual([
      { kind: 'home', name: 'Home', link: '/' },
      expect.objectContaining({ kind: 'page', name: 'About us' }),
    ]);
  });
});

describe('default theme of a store made before themes existed', () => {
  it('is seeded once by the backfill at start, never by a visitor reading the store', async () => {
    const { shopId: id } = await ownerWithShop(app);
    await app.db.delete(themes).where(eq(themes.shopId, id));
    const [shop] = await app.db.select().from(shops).where(eq(shops.id, id));
    expect(await liveThemeConfig(app.db, shop!)).toBeNull();
    expect(await app.db.select().from(themes).where(eq(themes.shopId, id))).toHaveLength(0);
    await backfillDefaultThemes(app.db);
    expect(await liveThemeConfig(app.db, shop!)).not.toBeNull();
  });
});
