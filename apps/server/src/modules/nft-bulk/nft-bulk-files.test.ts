import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShop, createTestApp, signUp, type TestApp } from '../../test/helper.ts';
import { nftBulkRepo } from './nft-bulk.repo.ts';

let app: TestApp;
let shopId: number;
let userId: number;

beforeAll(async () => {
  app = await createTestApp({}, { jobs: { worker: false } });
  const owner = await signUp(app);
  shopId = (await createShop(app, owner)).id;
  userId = owner.uid;
});
afterAll(() => app.closeAll());

// Every byte value, a zip's signature first, and long enough to span several base64 lines of PostgreSQL's encode().
const info = Buffer.concat([
  Buffer.from('PK\u0003\u0004', 'binary'),
  Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7 + 3) % 256)),
]);
const metadata = Buffer.from('{"dragon.png": {"properties": [["Background", "Red"]]}}');

describe('the uploaded files of a bulk creation', () => {
  it('are read by verifying only (filesOf), byte for byte; a schedule, insert or update never carries them', async () => {
    const inserted = await nftBulkRepo.insert(app.db, {
      shopId,
      creatorId: userId,
      state: 'verifying',
      type: 2,
      infoName: 'nfts.xlsx',
      info,
      metadata,
      files: [],
    });
    const updated = await nftBulkRepo.update(app.db, inserted.id, { verifyJobId: null });
    const read = [
      inserted,
      updated,
      await nftBulkRepo.findById(app.db, inserted.id),
      await nftBulkRepo.findFor(app.db, shopId, inserted.id, userId, false),
      await nftBulkRepo.latestOf(app.db, shopId, userId),
    ];
    for (const row of read) {
      expect(row).toMatchObject({ id: inserted.id, state: 'verifying', infoName: 'nfts.xlsx' });
      expect(row).not.toHaveProperty('info');
      expect(row).not.toHaveProperty('metadata');
    }

    const files = await nftBulkRepo.filesOf(app.db, inserted.id);
    expect(Buffer.compare(files.info!, info)).toBe(0);
    expect(files.metadata!.toString()).toBe(metadata.toString());

    // Once verifying has turned them into rows, the bytes are gone.
    expect(
      await nftBulkRepo.advance(app.db, inserted.id, ['verifying'], {
        state: 'verified',
        info: null,
        metadata: null,
      }),
    ).toBe(true);
    expect(await nftBulkRepo.filesOf(app.db, inserted.id)).toEqual({ info: null, metadata: null });
  });
});
