import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NFT_STATUS, type Nft } from '@mintfront/domain';
import { eq } from 'drizzle-orm';
import { jobs } from '../../platform/jobs/jobs.tables.ts';
import { call, type TestApp } from '../../test/helper.ts';
import { createNft, drainJobs, getNft, type Who } from './nfts-test-kit.ts';
import { MINT_NFT_JOB } from './nfts-mint.job.ts';
import { nfts } from './nfts.tables.ts';
import { startNftStore, type NftStore } from './nfts-store-fixture.ts';

let s: NftStore;
let app: TestApp;
let owner: Who, artist: Who, reviewed: Who, stranger: Who;
beforeAll(async () => {
  s = await startNftStore();
  ({ app, owner, artist, reviewed, stranger } = s);
});
afterAll(async () => s?.stop());
const body = (over: Record<string, unknown> = {}) => s.body(over);
const failedMint = (who: Who) => s.failedMint(who);

describe('approval of collaborators\u2019 NFTs (spec doc 1 §4, §6)', () => {
  it('puts the NFT of a collaborator who needs approval In Review, without minting', async () => {
    const res = await createNft(app, reviewed, body());
    expect(res.body.data.status).toBe(NFT_STATUS.inReview);
    expect(
      await app.db
        .select()
        .from(jobs)
        .where(eq(jobs.idempotencyKey, `${MINT_NFT_JOB}:${res.body.data.id}`)),
    ).toEqual([]);
    const free = await createNft(app, artist, body());
    expect(free.body.data.status).toBe(NFT_STATUS.minting);
  });

  it('lets only the owner approve, only from In Review; approval mints it', async () => {
    const id = (await createNft(app, reviewed, body())).body.data.id;
    expect(
      (
        await call(app, 'PUT', '/api/tokens/batch/examine/agree', {
          ...artist,
          body: { ids: [id] },
        })
      ).body.statusCode,
    ).toBe(41119);
    expect(
      (await call(app, 'PUT', '/api/tokens/batch/examine/agree', { ...owner, body: { ids: [id] } }))
        .body.statusCode,
    ).toBe(0);
    expect((await getNft(app, owner, id)).body.data.status).toBe(NFT_STATUS.minting);
    await drainJobs(app);
    expect((await getNft(app, owner, id)).body.data.status).toBe(NFT_STATUS.offSale);
    expect(
      (await call(app, 'PUT', '/api/tokens/batch/examine/agree', { ...owner, body: { ids: [id] } }))
        .body.statusCode,
    ).toBe(41112);
    expect(
      (
        await call(app, 'PUT', '/api/tokens/batch/examine/refuse', {
          ...owner,
          body: { ids: [id], reason: 'late' },
        })
      ).body.statusCode,
    ).toBe(41113);
  });

  it('rejects with a reason, all or none; an edit resubmits it', async () => {
    const id = (await createNft(app, reviewed, body())).body.data.id;
    const minted = (await createNft(app, owner, body())).body.data.id;
    expect(
      (
        await call(app, 'PUT', '/api/tokens/batch/examine/refuse', {
          ...owner,
          body: { ids: [id] },
        })
      ).body.data.errors[0].field,
    ).toBe('reason');
    expect(
      (
        await call(app, 'PUT', '/api/tokens/batch/examine/refuse', {
          ...owner,
          body: { ids: [id, minted], reason: 'no' },
        })
      ).body.statusCode,
    ).toBe(41113);
    expect((await getNft(app, owner, id)).body.data.status).toBe(NFT_STATUS.inReview);
    expect(
      (
        await call(app, 'PUT', '/api/tokens/batch/examine/refuse', {
          ...reviewed,
          body: { ids: [id], reason: 'no' },
        })
      ).body.statusCode,
    ).toBe(41119);
    expect(
      (
        await call(app, 'PUT', '/api/tokens/batch/examine/refuse', {
          ...owner,
          body: { ids: [id], reason: 'Blurry' },
        })
      ).body.statusCode,
    ).toBe(0);
    expect((await getNft(app, reviewed, id)).body.data).toMatchObject({
      status: NFT_STATUS.rejected,
      reason: 'Blurry',
    });
    const edited = await call(app, 'PUT', `/api/tokens/${id}`, {
      ...reviewed,
      body: { title: 'Sharper' },
    });
    expect(edited.body.data).toMatchObject({
      status: NFT_STATUS.inReview,
      title: 'Sharper',
      reason: null,
    });
    await drainJobs(app);
  });
});

describe('unlockable content', () => {
  it('is returned to the creator and the store owner only', async () => {
    const id = (
      await createNft(app, artist, body({ is_locked: true, unlockable_content: 'secret code' }))
    ).body.data.id;
    expect((await getNft(app, artist, id)).body.data).toMatchObject({
      is_locked: true,
      unlockable_content: 'secret code',
    });
    expect((await getNft(app, owner, id)).body.data.unlockable_content).toBe('secret code');
    expect((await getNft(app, reviewed, id)).body.data).toMatchObject({
      is_locked: true,
      unlockable_content: null,
    });
    const listed = (
      await call(app, 'GET', `/api/tokens?creator_id=${artist.as.uid}&limit=50`, reviewed)
    ).body.data.list as Nft[];
    expect(listed.find((n) => n.id === id)?.unlockable_content).toBeNull();
    expect((await getNft(app, stranger, id)).body.statusCode).toBe(40400);
    await drainJobs(app);
  });

  it('is never in a list answer, not even for the creator and the owner', async () => {
    const id = (
      await createNft(app, artist, body({ is_locked: true, unlockable_content: 'list secret' }))
    ).body.data.id;
    for (const who of [artist, owner]) {
      const listed = (
        await call(app, 'GET', `/api/tokens?creator_id=${artist.as.uid}&limit=50`, who)
      ).body.data.list as Nft[];
      expect(listed.find((n) => n.id === id)).toMatchObject({
        is_locked: true,
        unlockable_content: null,
      });
    }
    expect((await getNft(app, owner, id)).body.data.unlockable_content).toBe('list secret');
    await drainJobs(app);
  });

  it('is not stored for an NFT created unlocked, as an unlocking PUT drops it', async () => {
    const created = await createNft(
      app,
      artist,
      body({ is_locked: false, unlockable_content: 'kept?' }),
    );
    expect(created.body.data).toMatchObject({ is_locked: false, unlockable_content: null });
    expect(
      (await app.db.select().from(nfts).where(eq(nfts.id, created.body.data.id)))[0]
        ?.unlockableContent,
    ).toBeNull();
    await drainJobs(app);
  });
});

describe('GET /api/token-metadata/{id} (public)', () => {
  const metadata = (id: number) => call(app, 'GET', `/api/token-metadata/${id}`);

  it('answers for an NFT Minting, Off Sale, On Sale or Sold Out', async () => {
    const id = (await createNft(app, owner, body({ title: 'Public moon' }))).body.data.id;
    expect((await metadata(id)).body).toMatchObject({ name: 'Public moon' });
    await drainJobs(app);
    for (const status of [NFT_STATUS.offSale, NFT_STATUS.onSale, NFT_STATUS.soldOut]) {
      await app.db.update(nfts).set({ status }).where(eq(nfts.id, id));
      const res = await metadata(id);
      expect(res.status, String(status)).toBe(200);
      expect(res.body).toMatchObject({ name: 'Public moon' });
    }
  });

  it('answers an NFT In Review, Rejected or whose mint failed as an unknown id', async () => {
    const unknown = await metadata(2_000_000_000);
    expect(unknown.body.statusCode).toBe(40400);
    const id = (await createNft(app, reviewed, body({ title: 'Hidden moon' }))).body.data.id;
    expect(await metadata(id)).toEqual(unknown);
    expect(
      (
        await call(app, 'PUT', '/api/tokens/batch/examine/refuse', {
          ...owner,
          body: { ids: [id], reason: 'No' },
        })
      ).body.statusCode,
    ).toBe(0);
    expect(await metadata(id)).toEqual(unknown);
    expect(await metadata(await failedMint(owner))).toEqual(unknown);
  });
});
