import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, type TestApp } from '../../test/helper.ts';
import { createNft, drainJobs, getNft, type Who } from './nfts-test-kit.ts';
import { startNftStore, type NftStore } from './nfts-store-fixture.ts';

let s: NftStore;
let app: TestApp;
let owner: Who, artist: Who, reviewed: Who;
beforeAll(async () => {
  s = await startNftStore();
  ({ app, owner, artist, reviewed } = s);
});
afterAll(async () => s?.stop());
const body = (over: Record<string, unknown> = {}) => s.body(over);

describe('PUT /api/tokens/{id}', () => {
  it('lets the creator and the owner change the off-chain fields, and nobody else', async () => {
    const id = (await createNft(app, artist, body({ is_locked: true, unlockable_content: 'code' })))
      .body.data.id;
    const changed = await call(app, 'PUT', `/api/tokens/${id}`, {
      ...artist,
      body: { title: 'Renamed', rank: 4, copies: 99, attrs: { stats: [['Power', 3, 5]] } },
    });
    expect(changed.body.data).toMatchObject({
      title: 'Renamed',
      rank: 4,
      copies: 3,
      attrs: { stats: [['Power', 3, 5]], properties: [] },
    });
    expect(
      (
        await call(app, 'PUT', `/api/tokens/${id}`, {
          ...owner,
          body: { description: 'By the owner' },
        })
      ).body.statusCode,
    ).toBe(0);
    expect(
      (await call(app, 'PUT', `/api/tokens/${id}`, { ...reviewed, body: { title: 'Mine now' } }))
        .body.statusCode,
    ).toBe(40300);
    expect(
      (await call(app, 'PUT', `/api/tokens/${id}`, { ...artist, body: { rank: 0 } })).body.data
        .errors[0],
    ).toMatchObject({ field: 'rank', key: 'rank' });
    const unlocked = await call(app, 'PUT', `/api/tokens/${id}`, {
      ...artist,
      body: { is_locked: false },
    });
    expect(unlocked.body.data).toMatchObject({ is_locked: false, unlockable_content: null });
    await drainJobs(app);
  });
});

describe('PUT /api/tokens/{id} attributes', () => {
  it('replaces only the kinds sent and keeps the stored others', async () => {
    const attrs = {
      properties: [['Colour', 'Blue']],
      levels: [['Speed', 3, 5]],
      stats: [['Power', 1, 5]],
      boosts: [['Luck', 10]],
      date: [['Born', '2024-02-29']],
    };
    const id = (await createNft(app, owner, body({ attrs }))).body.data.id;
    const changed = await call(app, 'PUT', `/api/tokens/${id}`, {
      ...owner,
      body: { attrs: { stats: [['Power', 4, 5]] } },
    });
    expect(changed.body.data.attrs).toEqual({ ...attrs, stats: [['Power', 4, 5]] });
    expect((await getNft(app, owner, id)).body.data.attrs).toEqual({
      ...attrs,
      stats: [['Power', 4, 5]],
    });
    // An emptied kind is sent as []; every kind sent (the console's form) replaces them all.
    const all = { properties: [], levels: [['Speed', 5, 5]], stats: [], boosts: [], date: [] };
    expect(
      (await call(app, 'PUT', `/api/tokens/${id}`, { ...owner, body: { attrs: { boosts: [] } } }))
        .body.data.attrs,
    ).toEqual({ ...attrs, stats: [['Power', 4, 5]], boosts: [] });
    expect(
      (await call(app, 'PUT', `/api/tokens/${id}`, { ...owner, body: { attrs: all } })).body.data
        .attrs,
    ).toEqual(all);
    await drainJobs(app);
  });
});

describe('PUT /api/tokens/{id} with emptied texts', () => {
  it('clears the description, SEO texts and unlockable text sent empty, and keeps what is not sent', async () => {
    const id = (
      await createNft(
        app,
        owner,
        body({
          description: 'Full moon',
          page_tile: 'Moon page',
          page_url: 'moon',
          is_locked: true,
          unlockable_content: 'code',
        }),
      )
    ).body.data.id;
    const cleared = await call(app, 'PUT', `/api/tokens/${id}`, {
      ...owner,
      body: { description: '', page_tile: '', is_locked: false, unlockable_content: '' },
    });
    expect(cleared.body.data).toMatchObject({
      description: null,
      page_title: null,
      page_url: 'moon',
      is_locked: false,
      unlockable_content: null,
    });
    const locked = await call(app, 'PUT', `/api/tokens/${id}`, {
      ...owner,
      body: { is_locked: true, unlockable_content: '' },
    });
    expect(locked.body.data.errors[0]).toMatchObject({
      field: 'unlockable_content',
      key: 'required',
    });
    await drainJobs(app);
  });
});
