import { ERRORS, type Collection } from '@mintfront/domain';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, createShop, signUp } from '../../test/helper.ts';
import { postForm } from '../uploads/uploads-test-kit.ts';
import {
  app,
  owner,
  shop,
  newCollection,
  settled,
  useCollectionsWorld,
} from './collections-fixture.ts';

useCollectionsWorld();

describe('GET /api/contracts, GET/PUT /api/contracts/{id}', () => {
  // A deployed collection of the store to list and change.
  beforeAll(async () => {
    const created = await call(app, 'POST', '/api/contracts', {
      as: owner,
      shopId: shop.id,
      body: newCollection(),
    });
    expect(created.body.statusCode).toBe(0);
    await settled(created.body.data.id as number);
  });

  it('lists the shop collections with the source filter, and changes the off-chain fields', async () => {
    const list = await call(app, 'GET', '/api/contracts?source=0&limit=50', {
      as: owner,
      shopId: shop.id,
    });
    expect(list.body.data.total).toBeGreaterThan(0);
    expect(list.body.data.list.every((c: Collection) => c.source === 0)).toBe(true);
    const id = list.body.data.list[0].id as number;
    const put = await call(app, 'PUT', `/api/contracts/${id}`, {
      as: owner,
      shopId: shop.id,
      body: { name: 'Moon Cats II', page_title: 'Cats' },
    });
    expect(put.body.data).toMatchObject({
      name: 'Moon Cats II',
      page_title: 'Cats',
      title: 'MoonCats',
    });
  });

  it('takes as logo and banner only files this shop uploaded as collectionLogo / collectionBanner, naming the field', async () => {
    const who = { as: owner, shopId: shop.id };
    const upload = async (kind: string, background: string, as = who) => {
      const png = await sharp({ create: { width: 16, height: 16, channels: 3, background } })
        .png()
        .toBuffer();
      return (
        await postForm(app, '/api/upload/file', as, [
          { name: 'kind', value: kind },
          { name: 'file', fileName: 'f.png', bytes: png },
        ])
      ).data.path as string;
    };
    const logo = await upload('collectionLogo', '#123456');
    const banner = await upload('collectionBanner', '#654321');
    const other = await signUp(app);
    const theirs = await upload('collectionBanner', '#abcdef', {
      as: other,
      shopId: (await createShop(app, other)).id,
    });

    // Another shop's upload, a file of another kind, a made-up path: nothing is written.
    const created = await call(app, 'POST', '/api/contracts', {
      ...who,
      body: newCollection({ name: 'Foreign', icon: logo, banner: theirs }),
    });
    expect(created.body).toMatchObject({
      statusCode: ERRORS.FILE_NOT_UPLOADED.code,
      data: { field: 'banner' },
    });
    expect((await call(app, 'GET', '/api/contracts?search=Foreign', who)).body.data.total).toBe(0);
    const id = (await call(app, 'GET', '/api/contracts', who)).body.data.list[0].id as number;
    const put = (body: Record<string, unknown>) =>
      call(app, 'PUT', `/api/contracts/${id}`, { ...who, body });
    expect((await put({ icon: banner })).body).toMatchObject({
      statusCode: ERRORS.FILE_NOT_UPLOADED.code,
      data: { field: 'icon' },
    });
    expect((await put({ banner: `ab/cd/${'0'.repeat(64)}.png` })).body).toMatchObject({
      statusCode: ERRORS.FILE_NOT_UPLOADED.code,
      data: { field: 'banner' },
    });
    expect((await put({ banner: '/files/b.png' })).body).toMatchObject({
      statusCode: 40001,
      statusDesc: expect.stringMatching(/^banner: /),
    });

    const own = await put({ icon: logo, banner });
    expect(own.body.data).toMatchObject({
      icon: logo,
      icon_url: `http://localhost:8080/api/files/${logo}`,
      banner,
      banner_url: `http://localhost:8080/api/files/${banner}`,
    });
    expect((await put({ banner: '' })).body.data).toMatchObject({
      icon: logo,
      banner: null,
      banner_url: null,
    });
  });

  it('answers the logo url and its list thumbnail (none for an SVG logo)', async () => {
    const who = { as: owner, shopId: shop.id };
    const id = (await call(app, 'GET', '/api/contracts', who)).body.data.list[0].id as number;
    const png = await sharp({
      create: { width: 640, height: 640, channels: 3, background: '#36c' },
    })
      .png()
      .toBuffer();
    const logo = (
      await postForm(app, '/api/upload/file', who, [
        { name: 'kind', value: 'collectionLogo' },
        { name: 'file', fileName: 'l.png', bytes: png },
      ])
    ).data.path as string;
    const thumbnail = logo.replace(/\.png$/, '.thumb.webp');
    const put = await call(app, 'PUT', `/api/contracts/${id}`, { ...who, body: { icon: logo } });
    expect(put.body.data).toMatchObject({
      icon: logo,
      icon_url: `http://localhost:8080/api/files/${logo}`,
      icon_thumbnail: thumbnail,
      icon_thumbnail_url: `http://localhost:8080/api/files/${thumbnail}`,
    });
    const listed = (await call(app, 'GET', '/api/contracts?limit=50', who)).body.data.list.find(
      (c: Collection) => c.id === id,
    );
    expect(listed).toMatchObject({ icon: logo, icon_thumbnail: thumbnail });
    expect((await call(app, 'GET', `/api/contracts/${id}`, who)).body.data.icon_thumbnail).toBe(
      thumbnail,
    );

    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><circle r="4" cx="4" cy="4"/></svg>',
    );
    const vector = (
      await postForm(app, '/api/upload/file', who, [
        { name: 'kind', value: 'collectionLogo' },
        { name: 'file', fileName: 'l.svg', bytes: svg },
      ])
    ).data.path as string;
    const svgPut = await call(app, 'PUT', `/api/contracts/${id}`, {
      ...who,
      body: { icon: vector },
    });
    expect(svgPut.body.data).toMatchObject({
      icon: vector,
      icon_thumbnail: null,
      icon_thumbnail_url: null,
    });
  });

  it("answers 40400 for another shop's collection", async () => {
    const other = await signUp(app);
    const otherShop = await createShop(app, other);
    const id = (await call(app, 'GET', '/api/contracts', { as: owner, shopId: shop.id })).body.data
      .list[0].id;
    expect(
      (await call(app, 'GET', `/api/contracts/${id}`, { as: other, shopId: otherShop.id })).body
        .statusCode,
    ).toBe(40400);
  });
});
