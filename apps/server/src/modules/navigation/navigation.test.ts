import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type Session, type TestApp } from '../../test/helper.ts';
import { ownerWithShop } from '../../test/owner-with-shop.ts';

let app: TestApp;
let owner: Session;
let shopId: number;
beforeAll(async () => {
  app = await createTestApp();
  ({ owner, shopId } = await ownerWithShop(app));
});
afterAll(async () => app?.closeAll());

const create = (body: unknown) => call(app, 'POST', '/api/navigation', { as: owner, shopId, body });
const item = (name: string, link = '/') => ({ name, link });

describe('navigation menus (spec doc 2 §3, §5, §7)', () => {
  it('creates, reads, changes and deletes a menu', async () => {
    const made = (
      await create({
        title: 'Main',
        items: [item('Home'), item('Blog', 'https://blog.example.com')],
      })
    ).body.data;
    expect(made).toMatchObject({
      title: 'Main',
      items: [item('Home'), item('Blog', 'https://blog.example.com')],
    });
    const url = `/api/navigation/${made.id}`;
    const changed = await call(app, 'PUT', url, {
      as: owner,
      shopId,
      body: { title: 'Header', items: [item('About', '/page/1')] },
    });
    expect(changed.body.data).toMatchObject({ title: 'Header', items: [item('About', '/page/1')] });
    expect((await call(app, 'GET', url, { as: owner, shopId })).body.data.title).toBe('Header');
    expect((await call(app, 'DELETE', url, { as: owner, shopId })).body.statusCode).toBe(0);
    expect((await call(app, 'GET', url, { as: owner, shopId })).body.statusCode).toBe(40400);
  });

  it('holds at most 5 items', async () => {
    const five = Array.from({ length: 5 }, (_, i) => item(`I${i}`));
    expect((await create({ title: 'Five', items: five })).body.statusCode).toBe(0);
    expect((await create({ title: 'Six', items: [...five, item('I5')] })).body.statusDesc).toBe(
      'items: items holds at most 5 items',
    );
  });

  it('refuses javascript: and other schemes, naming the item', async () => {
    for (const link of ['javascript:alert(1)', 'data:text/html,x', '//evil.com', 'ftp://x.com'])
      expect(
        (await create({ title: 'Bad', items: [item('ok'), item('bad', link)] })).body.statusDesc,
      ).toBe(
        'items.1.link: items.1.link must start with http://, https:// or / (a page of this store)',
      );
  });

  it('lists menus in the order made (the theme pages fetch with limit 200)', async () => {
    const res = await call(app, 'GET', '/api/navigations?limit=200', { as: owner, shopId });
    expect(res.body.data.list.map((m: { title: string }) => m.title)).toEqual(['Five']);
  });

  it('offers home and the pages as link targets', async () => {
    const page = (
      await call(app, 'POST', '/api/pages', { as: owner, shopId, body: { title: 'FAQ' } })
    ).body.data;
    const res = await call(app, 'GET', '/api/navigation/page/list', { as: owner, shopId });
    expect(res.body.data.list).toEqual([
      { kind: 'home', name: 'Home', link: '/' },
      { kind: 'page', name: 'FAQ', link: `/page/${page.id}` },
    ]);
  });
});
