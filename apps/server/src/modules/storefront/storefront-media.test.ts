import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NFT_STATUS } from '@mintfront/domain';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { postForm } from '../uploads/uploads-test-kit.ts';
import {
  getPage,
  nftRow,
  setPublished,
  storeWithNfts,
  type StoreFixture,
} from './storefront-test-kit.ts';

let app: TestApp;
let store: StoreFixture;

beforeAll(async () => {
  app = await createTestApp();
  store = await storeWithNfts(app);
  await setPublished(app, store.owner, { published: true });
});
afterAll(() => app?.closeAll());

/** The <img> elements of a storefront page. */
const imagesOf = async (path: string) =>
  (await getPage(app, `/s/${store.sub}${path}`)).body.match(/<img [^>]*>/g) ?? [];

describe('pictures on the storefront (issue 24, LCP aim)', () => {
  it('shows an NFT page its 960 px display copy, sized and asked for first; cards their thumbnails, lazily after the first row', async () => {
    const png = await sharp({
      create: { width: 2400, height: 2400, channels: 3, background: '#e52' },
    })
      .png()
      .toBuffer();
    const up = await postForm(app, '/api/upload/file', store.owner, [
      { name: 'kind', value: 'nftContent' },
      { name: 'file', fileName: 'big.png', bytes: png },
    ]);
    expect(up.statusCode).toBe(0);
    const path = up.data.path as string;
    const id = await nftRow(
      app,
      store.shopId,
      store.contract,
      'Big Red',
      NFT_STATUS.onSale,
      undefined,
      path,
    );

    const [main] = await imagesOf(`/nft/${id}`);
    const display = path.replace(/\.png$/, '.display.webp');
    expect(main).toContain(`src="http://localhost:8080/api/files/${display}"`);
    expect(main).toContain('width="960"');
    expect(main).toContain('height="960"');
    // HTML attribute names are case-insensitive; React writes this one as fetchPriority.
    expect(main).toMatch(/ fetchpriority="high"/i);
    expect(main).not.toContain('loading="lazy"');
    const served = await app.inject({ method: 'GET', url: `/api/files/${display}` });
    expect((await sharp(served.rawPayload).metadata()).width).toBe(960);

    // An NFT whose file has no display copy (uploaded before there were any) shows its original.
    const [old] = await imagesOf(`/nft/${store.ids.offSale}`);
    expect(old).toContain('src="http://localhost:8080/api/files/shop/art.png"');

    for (const title of ['Two', 'Three']) {
      await nftRow(app, store.shopId, store.contract, title, NFT_STATUS.offSale);
    }
    const cards = await imagesOf('/nfts');
    expect(cards.length).toBe(6);
    expect(cards[2]).toContain(path.replace(/\.png$/, '.thumb.webp'));
    expect(cards.slice(0, 4).every((img) => img.includes('loading="eager"'))).toBe(true);
    expect(cards.slice(4).every((img) => img.includes('loading="lazy"'))).toBe(true);
  });
});
