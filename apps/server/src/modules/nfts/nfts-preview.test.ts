import type { Collection } from '@mintfront/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestChain, type TestChain } from '../../test/chain.ts';
import { call, createShop, createTestApp, signUp, type TestApp } from '../../test/helper.ts';
import { postForm } from '../uploads/uploads-test-kit.ts';
import {
  createCategory,
  createNft,
  deployedCollection,
  drainJobs,
  uploadAs,
  uploadContent,
  type Who,
} from './nfts-test-kit.ts';
import { nfts } from './nfts.tables.ts';

// The preview image of audio, video and GLB content on the single NFT form (spec doc 1 §5 "Preview
// type derives from the extension"; bulk rows have had one since issue 5).

let chain: TestChain;
let app: TestApp;
let owner: Who, stranger: Who;
let collection: Collection;
let category: number;
let mp3: string, mp4: string, glb: string, png: string;
let preview: string;

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(
    parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))),
  );
const picture = (color: string) =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: color } })
    .png()
    .toBuffer();

beforeAll(async () => {
  chain = await startTestChain();
  app = await createTestApp({}, { chain: chain.clients, jobs: { worker: false } });
  const o = await signUp(app);
  owner = { as: o, shopId: (await createShop(app, o)).id };
  const s = await signUp(app);
  stranger = { as: s, shopId: (await createShop(app, s)).id };
  collection = await deployedCollection(app, owner, 2, 'SOUND');
  category = await createCategory(app, owner, 'Sound');
  mp3 = await uploadAs(
    app,
    owner,
    'nftContent',
    bytes('ID3', [4, 0, 0, 0, 0, 0, 0], 'song'),
    'song.mp3',
  );
  mp4 = await uploadAs(
    app,
    owner,
    'nftContent',
    bytes([0, 0, 0, 24], 'ftypisom', [0, 0, 2, 0], 'isomiso2'),
    'clip.mp4',
  );
  glb = await uploadAs(
    app,
    owner,
    'nftContent',
    bytes('glTF', [2, 0, 0, 0, 12, 0, 0, 0]),
    'model.glb',
  );
  png = await uploadContent(app, owner);
  preview = await uploadAs(app, owner, 'nftPreview', await picture('#0a0'), 'cover.png');
});
afterAll(async () => {
  await app?.closeAll();
  await chain?.stop();
});

const body = (over: Record<string, unknown> = {}) => ({
  icon: mp3,
  title: 'Song',
  contract_id: collection.id,
  category: String(category),
  copies: 1,
  rank: 1,
  ...over,
});
const countNfts = async () => (await app.db.select().from(nfts)).length;
const put = (id: number, b: Record<string, unknown>) =>
  call(app, 'PUT', `/api/tokens/${id}`, { ...owner, body: b });

describe('POST /api/tokens: preview image of audio, video and GLB content', () => {
  it('refuses audio, video or GLB content without a preview image, naming the field, and writes nothing', async () => {
    const before = await countNfts();
    for (const icon of [mp3, mp4, glb]) {
      for (const missing of [{}, { preview: '' }, { preview: null }]) {
        const res = await createNft(app, owner, body({ icon, ...missing }));
        expect(res.body.statusCode).toBe(40001);
        expect(res.body.statusDesc).toBe(
          'preview: preview is required for audio, video and 3D (GLB) content',
        );
        expect(res.body.data.errors[0]).toMatchObject({ field: 'preview', key: 'previewRequired' });
      }
    }
    const zh = await call(app, 'POST', '/api/tokens', {
      ...owner,
      body: body({ icon: glb }),
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(zh.body.statusDesc).toBe('preview: 音频、视频和 3D（GLB）内容须上传preview');
    expect(await countNfts()).toBe(before);
  });

  it('keeps the preview image, shows it as the metadata image with the content as its animation', async () => {
    const res = await createNft(app, owner, body({ icon: glb, preview }));
    expect(res.body.statusCode).toBe(0);
    expect(res.body.data).toMatchObject({ icon: glb, preview });
    expect(res.body.data.preview_url).toMatch(new RegExp(`/api/files/${preview}$`));
    const meta = (await call(app, 'GET', `/api/token-metadata/${res.body.data.id}`))
      .body as unknown as { image: string; animation_url: string };
    expect(meta.image).toMatch(new RegExp(`/api/files/${preview}$`));
    expect(meta.animation_url).toMatch(new RegExp(`/api/files/${glb}$`));
    await drainJobs(app);
  });

  it('takes only an image this store uploaded as a preview image', async () => {
    const before = await countNfts();
    const theirs = await uploadAs(app, stranger, 'nftPreview', await picture('#a00'), 'theirs.png');
    const other = await createNft(app, owner, body({ preview: theirs }));
    expect(other.body).toMatchObject({ statusCode: 40019, data: { field: 'preview' } });
    // The same picture uploaded as NFT content is not a preview image upload.
    const asContent = await uploadContent(app, owner, '#0a1');
    expect((await createNft(app, owner, body({ preview: asContent }))).body).toMatchObject({
      statusCode: 40019,
      data: { field: 'preview' },
    });
    const notImage = await createNft(app, owner, body({ preview: mp4 }));
    expect(notImage.body.data.errors[0]).toMatchObject({ field: 'preview', key: 'nftPreviewType' });
    // The upload itself refuses what is not a JPG, PNG, GIF or SVG as a preview image.
    const refused = await postForm(app, '/api/upload/file', owner, [
      { name: 'kind', value: 'nftPreview' },
      { name: 'file', fileName: 'x.mp3', bytes: bytes('ID3', [4, 0, 0, 0, 0, 0, 0]) },
    ]);
    expect(refused.statusCode).not.toBe(0);
    expect(await countNfts()).toBe(before);
  });

  it('keeps no preview for image content', async () => {
    const res = await createNft(app, owner, body({ icon: png, preview }));
    expect(res.body.data).toMatchObject({ icon: png, preview: null, preview_url: null });
    await drainJobs(app);
  });
});

describe('PUT /api/tokens/{id}: preview image', () => {
  it('keeps the stored preview when none is sent, refuses removing it, and drops it for an image', async () => {
    const id = (await createNft(app, owner, body({ icon: mp4, preview }))).body.data.id as number;
    await drainJobs(app);
    expect((await put(id, { title: 'Clip' })).body.data).toMatchObject({ title: 'Clip', preview });
    expect((await put(id, { icon: mp3 })).body.data).toMatchObject({ icon: mp3, preview });
    for (const removed of ['', null]) {
      const res = await put(id, { preview: removed });
      expect(res.body.data.errors[0]).toMatchObject({ field: 'preview', key: 'previewRequired' });
    }
    const theirs = await uploadAs(app, stranger, 'nftPreview', await picture('#00a'), 'b.png');
    expect((await put(id, { preview: theirs })).body).toMatchObject({
      statusCode: 40019,
      data: { field: 'preview' },
    });
    const another = await uploadAs(app, owner, 'nftPreview', await picture('#0aa'), 'c.png');
    expect((await put(id, { preview: another })).body.data.preview).toBe(another);
    expect((await put(id, { icon: png })).body.data).toMatchObject({ icon: png, preview: null });
    // Image content turned into audio needs a preview again: the stored one is gone.
    expect((await put(id, { icon: mp3 })).body.data.errors[0]).toMatchObject({
      field: 'preview',
      key: 'previewRequired',
    });
    expect((await put(id, { icon: mp3, preview })).body.data).toMatchObject({ icon: mp3, preview });
  });
});
