import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MASK } from '@mintfront/domain';
import { seedRoles } from '../../test/helper.ts';
import { getJson, merge, postForm, sendChunk, type Caller } from './uploads-test-kit.ts';
import { app, storedFiles, png, useUploadsWorld } from './uploads-fixture.ts';

useUploadsWorld();

describe('who may upload which kind', () => {
  it('lets a member upload a kind only with the permission of the area that uses it, and stores nothing otherwise', async () => {
    const image = await png(16, 16);
    // A collaborator who may view collections but not manage NFTs, nor change collections.
    const { owner: storeOwner, shop, collaborator } = await seedRoles(app, MASK.collectionView);
    const member: Caller = { as: collaborator, shopId: shop.id };
    const before = storedFiles();
    const upload = (who: Caller, kind: string) =>
      postForm(app, '/api/upload/file', who, [
        { name: 'kind', value: kind },
        { name: 'file', fileName: 'a.png', bytes: image },
      ]);

    for (const kind of ['nftContent', 'boxImage', 'collectionLogo', 'categoryIcon', 'favicon'])
      expect((await upload(member, kind)).statusCode, kind).toBe(40300);
    expect(await sendChunk(app, member, randomUUID(), 0, image, 'nftContent')).toMatchObject({
      statusCode: 40300,
    });
    // Chunks sent without a kind are checked when merged, and a refused merge leaves none.
    const uploadId = randomUUID();
    expect((await sendChunk(app, member, uploadId, 0, image)).statusCode).toBe(0);
    expect(await merge(app, member, uploadId, 1, 'nftContent', 'a.png')).toMatchObject({
      statusCode: 40300,
    });
    expect(
      (await getJson(app, `/api/upload/chunks?upload_id=${uploadId}`, member)).data.chunks,
    ).toEqual([]);
    expect(storedFiles()).toEqual(before);

    // Their own profile photo needs no permission; the owner may upload every kind.
    expect((await upload(member, 'photo')).statusCode).toBe(0);
    const ownerCaller: Caller = { as: storeOwner, shopId: shop.id };
    for (const kind of ['nftContent', 'categoryIcon', 'favicon'])
      expect((await upload(ownerCaller, kind)).statusCode, kind).toBe(0);
  });

  it('lets a collaborator with the NFT permission upload NFT content, but not a category icon (owner only)', async () => {
    const { shop, collaborator } = await seedRoles(app, MASK.nft);
    const member: Caller = { as: collaborator, shopId: shop.id };
    const image = await png(12, 12);
    const file = (kind: string) =>
      postForm(app, '/api/upload/file', member, [
        { name: 'kind', value: kind },
        { name: 'file', fileName: 'b.png', bytes: image },
      ]);
    expect((await file('nftContent')).statusCode).toBe(0);
    expect((await file('nftPreview')).statusCode).toBe(0);
    expect((await file('categoryIcon')).statusCode).toBe(40300);
  });
});
