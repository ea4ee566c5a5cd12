import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createShop, createTestApp, signUp, type TestApp } from '../../test/helper.ts';
import { classifications } from './categories.tables.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app?.closeAll());

describe('default categories', () => {
  it('lists the platform defaults in the caller language and copies the chosen ones once', async () => {
    const owner = await signUp(app);
    const shop = await createShop(app, owner);
    const list = await call(app, 'GET', '/api/classification/default', {
      as: owner,
      shopId: shop.id,
    });
    expect(list.body.data.list.length).toBeGreaterThanOrEqual(12);
    expect(list.body.data.list[0]).toEqual({
      classificationId: expect.any(Number),
      name: 'Art',
      selected: false,
    });
    const zh = await call(app, 'GET', '/api/classification/default', {
      as: owner,
      shopId: shop.id,
      headers: { 'accept-language': 'zh' },
    });
    expect(zh.body.data.list[0].name).toBe('艺术');

    const ids = list.body.data.list
      .slice(0, 3)
      .map((c: { classificationId: number }) => c.classificationId);
    const set = await call(app, 'POST', '/api/classification/default/set', {
      as: owner,
      shopId: shop.id,
      body: { classification_ids: ids },
    });
    expect(set.body.data.list.filter((c: { selected: boolean }) => c.selected).length).toBe(3);
    await call(app, 'POST', '/api/classification/default/set', {
      as: owner,
      shopId: shop.id,
      body: { classification_ids: ids },
    });
    const rows = await app.db
      .select()
      .from(classifications)
      .where(eq(classifications.shopId, shop.id));
    expect(rows).toHaveLength(3);
    expect(rows.every((r) => r.type === 'default')).toBe(true);
  });

  it('refuses an unknown category (40016) and an empty choice, writing nothing', async () => {
    const owner = await signUp(app);
    const shop = await createShop(app, owner);
    const unknown = await call(app, 'POST', '/api/classification/default/set', {
      as: owner,
      shopId: shop.id,
      body: { classification_ids: [1, 99999] },
    });
    expect(unknown.body.statusCode).toBe(40016);
    const empty = await call(app, 'POST', '/api/classification/default/set', {
      as: owner,
      shopId: shop.id,
      body: { classification_ids: [] },
    });
    expect(empty.body.statusDesc).toBe('classification_ids: classification_ids is required');
    expect(
      await app.db.select().from(classifications).where(eq(classifications.shopId, shop.id)),
    ).toHaveLength(0);
  });
});
