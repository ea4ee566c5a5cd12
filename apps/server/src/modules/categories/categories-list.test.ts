import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { OWNER_ALLOWS } from '@mintfront/domain';
import { call, seedRoles, createTestApp, type TestApp } from '../../test/helper.ts';
import { postForm } from '../uploads/uploads-test-kit.ts';

let app: TestApp;
let dataDir: string;
let roles: Awaited<ReturnType<typeof seedRoles>>;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'mf-categories-'));
  app = await createTestApp({ dataDir });
  roles = await seedRoles(app, OWNER_ALLOWS);
});
afterAll(async () => {
  await app?.closeAll();
  rmSync(dataDir, { recursive: true, force: true });
});

const asOwner = () => ({ as: roles.owner, shopId: roles.shop.id });
const create = (body: object) => call(app, 'POST', '/api/classifications', { ...asOwner(), body });
async function upload(kind: string, who = asOwner(), color = '#a3c', width = 8) {
  const bytes = await sharp({ create: { width, height: 8, channels: 3, background: color } })
    .png()
    .toBuffer();
  const res = await postForm(app, '/api/upload/file', who, [
    { name: 'kind', value: kind },
    { name: 'file', fileName: 'i.png', bytes },
  ]);
  return res.data.path as string;
}
const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8" fill="#0a5"/></svg>';

describe('categories (Settings/category)', () => {
  it('creates a category with an uploaded icon and image, answering their urls', async () => {
    const icon = await upload('categoryIcon');
    const image = await upload('categoryImage');
    const res = await create({ name: 'Posters', icon, image });
    expect(res.body.data).toMatchObject({
      classificationId: expect.any(Number),
      name: 'Posters',
      status: 1,
      type: 'customized',
      icon,
      image,
      iconUrl: `http://localhost:8080/api/files/${icon}`,
      imageUrl: `http://localhost:8080/api/files/${image}`,
    });
  });

  it("answers the icon's list thumbnail, served as a smaller WebP, and none for an SVG icon", async () => {
    const icon = await upload('categoryIcon', asOwner(), '#2a6', 640);
    const made = (await create({ name: 'Thumbed', icon })).body.data;
    const thumbnail = icon.replace(/\.png$/, '.thumb.webp');
    expect(made).toMatchObject({
      iconThumbnail: thumbnail,
      iconThumbnailUrl: `http://localhost:8080/api/files/${thumbnail}`,
    });
    const served = await app.inject({ method: 'GET', url: `/api/files/${thumbnail}` });
    expect(served.headers['content-type']).toBe('image/webp');
    expect((await sharp(served.rawPayload).metadata()).width).toBe(320);

    const svg = (
      await postForm(app, '/api/upload/file', asOwner(), [
        { name: 'kind', value: 'categoryIcon' },
        { name: 'file', fileName: 'i.svg', bytes: Buffer.from(SVG) },
      ])
    ).data.path as string;
    const vector = (await create({ name: 'Vector', icon: svg })).body.data;
    expect(vector).toMatchObject({ icon: svg, iconThumbnail: null, iconThumbnailUrl: null });
    const bare = (await create({ name: 'Bare' })).body.data;
    expect(bare).toMatchObject({ icon: null, iconThumbnail: null, iconThumbnailUrl: null });

    const listed = (await call(app, 'GET', '/api/classifications?search=Thumbed', asOwner())).body
      .data.list;
    expect(listed).toMatchObject([{ name: 'Thumbed', iconThumbnail: thumbnail }]);
    const edited = await call(app, 'PUT', `/api/classifications/${made.classificationId}`, {
      ...asOwner(),
      body: { icon: svg },
    });
    expect(edited.body.data).toMatchObject({ icon: svg, iconThumbnail: null });
  });

  it('requires a name of at most 60 characters and a known status and type', async () => {
    expect((await create({ name: '  ' })).body.statusDesc).toBe('name: name is required');
    expect((await create({ name: 'x'.repeat(61) })).body.statusDesc).toBe(
      'name: name cannot be longer than 60 characters',
    );
    expect((await create({ name: 'Ok', status: 3 })).body.statusDesc).toBe(
      'status: status is invalid',
    );
    expect((await create({ name: 'Ok', type: 'other' })).body.statusDesc).toBe(
      'type: type must be one of: default, customized',
    );
  });

  it('refuses a duplicate name in the shop, case-insensitively', async () => {
    await create({ name: 'Badges' });
    expect((await create({ name: 'BADGES' })).body.statusCode).toBe(40017);
  });

  it('refuses an icon the shop did not upload, or uploaded as another kind', async () => {
    const foreign = await upload(
      'categoryIcon',
      { as: roles.stranger, shopId: roles.strangerShop.id },
      '#123',
    );
    const notFound = await create({ name: 'Foreign', icon: foreign });
    expect(notFound.body).toMatchObject({ statusCode: 40019, data: { field: 'icon' } });
    const photo = await upload('photo', asOwner(), '#456');
    expect((await create({ name: 'WrongKind', icon: photo })).body.statusCode).toBe(40019);
    expect((await create({ name: 'BadPath', icon: '../etc/passwd' })).body.statusDesc).toBe(
      'icon: icon is invalid',
    );
  });

  it("updates a category of the shop, clears its icon, and answers 40400 for another shop's", async () => {
    const icon = await upload('categoryIcon', asOwner(), '#789');
    const made = (await create({ name: 'Editable', icon })).body.data;
    const res = await call(app, 'PUT', `/api/classifications/${made.classificationId}`, {
      ...asOwner(),
      body: { name: 'Edited', status: 0, icon: null },
    });
    expect(res.body.data).toMatchObject({ name: 'Edited', status: 0, icon: null, iconUrl: null });
    const other = await call(app, 'PUT', `/api/classifications/${made.classificationId}`, {
      as: roles.stranger,
      shopId: roles.strangerShop.id,
      body: { name: 'Mine' },
    });
    expect(other.body.statusCode).toBe(40400);
  });

  it('lists with paging, status, type and search filters', async () => {
    const { owner, shop } = await seedRoles(app);
    const who = { as: owner, shopId: shop.id };
    for (let i = 1; i <= 23; i++)
      await call(app, 'POST', '/api/classifications', {
        ...who,
        body: { name: `Cat ${String(i).padStart(2, '0')}`, status: i % 2 },
      });
    const first = await call(app, 'GET', '/api/classifications?page=1&limit=10', who);
    expect(first.body.data).toMatchObject({ total: 23, lastPage: 3 });
    expect(first.body.data.list.map((c: { name: string }) => c.name).slice(0, 2)).toEqual([
      'Cat 23',
      'Cat 22',
    ]);
    const third = await call(app, 'GET', '/api/classifications?page=3&limit=10', who);
    expect(third.body.data.list).toHaveLength(3);
    expect(
      (await call(app, 'GET', '/api/classifications?status=0&limit=50', who)).body.data.total,
    ).toBe(11);
    expect(
      (await call(app, 'GET', '/api/classifications?search=cat%200&limit=50', who)).body.data.total,
    ).toBe(9);
    expect((await call(app, 'GET', '/api/classifications?type=default', who)).body.data.total).toBe(
      0,
    );
    expect((await call(app, 'GET', '/api/classifications?search=%25', who)).body.data.total).toBe(
      0,
    );
    const byName = await call(
      app,
      'GET',
      '/api/classifications?order_by=name&order_desc=false&limit=20',
      who,
    );
    expect(byName.body.data.list[0].name).toBe('Cat 01');
    expect((await call(app, 'GET', '/api/classifications?limit=500', who)).body.statusCode).toBe(
      40001,
    );
  });

  it('answers the NFT list filters: enabled categories, statuses, types and ranks in the caller language', async () => {
    const { owner, shop } = await seedRoles(app);
    const who = { as: owner, shopId: shop.id };
    await call(app, 'POST', '/api/classifications', { ...who, body: { name: 'Shown' } });
    await call(app, 'POST', '/api/classifications', {
      ...who,
      body: { name: 'Hidden', status: 0 },
    });
    const res = await call(app, 'GET', '/api/filters', who);
    expect(res.body.data.categories.map((c: { name: string }) => c.name)).toEqual(['Shown']);
    expect(res.body.data.statuses[0]).toEqual({ value: 'offSale', label: 'Off Sale' });
    expect(res.body.data.ranks).toHaveLength(4);
    const zh = await call(app, 'GET', '/api/filters', {
      ...who,
      headers: { 'accept-language': 'zh' },
    });
    expect(zh.body.data.statuses[1].label).toBe('在售');
  });

  it('lets a collaborator read but not change categories', async () => {
    const who = { as: roles.collaborator, shopId: roles.shop.id };
    expect((await call(app, 'GET', '/api/classifications', who)).body.statusCode).toBe(0);
    expect(
      (await call(app, 'POST', '/api/classifications', { ...who, body: { name: 'Nope' } })).body
        .statusCode,
    ).toBe(40300);
  });
});
