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

const create = (body: unknown) => call(app, 'POST', '/api/pages', { as: owner, shopId, body });

describe('pages (spec doc 2 §3 Page, §7)', () => {
  it('creates, reads, changes and deletes a page; its link is /page/{id}', async () => {
    const made = (await create({ title: 'About', content: '<p>Hello</p>' })).body.data;
    expect(made).toMatchObject({
      title: 'About',
      content: '<p>Hello</p>',
      link: `/page/${made.id}`,
    });
    const url = `/api/page/${made.id}`;
    expect((await call(app, 'GET', url, { as: owner, shopId })).body.data.title).toBe('About');
    const changed = await call(app, 'PUT', url, {
      as: owner,
      shopId,
      body: { title: 'About us', content: '<h2>Hi</h2>' },
    });
    expect(changed.body.data).toMatchObject({ title: 'About us', content: '<h2>Hi</h2>' });
    expect((await call(app, 'DELETE', url, { as: owner, shopId })).body.statusCode).toBe(0);
    expect((await call(app, 'GET', url, { as: owner, shopId })).body.statusCode).toBe(40400);
  });

  it('stores content sanitised: a script, a handler and a javascript: link are removed', async () => {
    const res = await create({
      title: 'Evil',
      content:
        '<p>Hi</p><script>alert(document.cookie)</script><img src="/a.png" onerror="x()"><a href="javascript:alert(1)">go</a><iframe src="https://x"></iframe>',
    });
    expect(res.body.data.content).toBe('<p>Hi</p><img src="/a.png"><a>go</a>');
  });

  it('requires a title of at most 120 characters, and nothing is stored otherwise', async () => {
    const before = (await call(app, 'GET', '/api/pages', { as: owner, shopId })).body.data.total;
    expect((await create({ title: ' ' })).body.statusDesc).toBe('title: title is required');
    expect((await create({ title: 'x'.repeat(121) })).body.statusDesc).toBe(
      'title: title cannot be longer than 120 characters',
    );
    expect((await call(app, 'GET', '/api/pages', { as: owner, shopId })).body.data.total).toBe(
      before,
    );
  });

  it('lists the newest first, searched by title, paged', async () => {
    await create({ title: 'Shipping policy' });
    await create({ title: 'Returns policy' });
    const res = await call(app, 'GET', '/api/pages?search=policy&limit=1', { as: owner, shopId });
    expect(res.body.data).toMatchObject({ total: 2, lastPage: 2 });
    expect(res.body.data.list[0].title).toBe('Returns policy');
  });

  it("does not show or change another store's page", async () => {
    const page = (await create({ title: 'Mine' })).body.data;
    const { owner: other, shopId: otherShopId } = await ownerWithShop(app);
    const url = `/api/page/${page.id}`;
    expect((await call(app, 'GET', url, { as: other, shopId: otherShopId })).body.statusCode).toBe(
      40400,
    );
    expect(
      (await call(app, 'DELETE', url, { as: other, shopId: otherShopId })).body.statusCode,
    ).toBe(40400);
  });
});
