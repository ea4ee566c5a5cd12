import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { insertNftRow, twoStoresWithCollection } from '../../modules/nfts/nfts-test-kit.ts';
import { shopChangesTracker } from './shop-changes.ts';
import { settledVersion } from './shop-changes-test-kit.ts';

let app: TestApp;
let shopId: number, otherId: number, owner: number, contract: number;
const onServer = Boolean(process.env.TEST_DATABASE_URL);

const version = (id: number) => app.dbChanges.version('nfts', id);
const settled = (id: number) => settledVersion(app.dbChanges, 'nfts', id);
const insertNft = (id: number) => insertNftRow({ shopId: id, creatorId: owner, contract });

beforeAll(async () => {
  app = await createTestApp();
  const made = await twoStoresWithCollection(app);
  [owner, shopId, otherId, contract] = [made.owner.uid, made.shopId, made.otherShopId, made.contract];
});
afterAll(async () => app?.closeAll());

describe('the stores whose NFTs changed (migration 0013, shop-changes.ts)', () => {
  it('moves a store’s version when a statement inserts, updates or deletes its NFTs, before the write returns, and no other store’s', async () => {
    const other = await settled(otherId);
    for (const write of [
      insertNft(shopId),
      sql`update nfts set title = 'M' where shop_id = ${shopId}`,
      sql`delete from nfts where shop_id = ${shopId}`,
    ]) {
      const before = await settled(shopId);
      expect(before).not.toBeNull();
      await app.db.execute(write);
      expect(version(shopId)).not.toBe(before);
    }
    expect(version(otherId)).toBe(other);
  });

  it('moves both stores’ versions when an NFT moves from one store to another', async () => {
    await app.db.execute(insertNft(shopId));
    const [a, b] = [await settled(shopId), await settled(otherId)];
    await app.db.execute(sql`update nfts set shop_id = ${otherId} where shop_id = ${shopId}`);
    expect(version(shopId)).not.toBe(a);
    expect(version(otherId)).not.toBe(b);
    await app.db.execute(sql`delete from nfts where shop_id = ${otherId}`);
  });

  it('moves the version when a transaction commits, not while its writes are uncommitted', async () => {
    const before = await settled(shopId);
    await app.db.transaction(async (tx) => {
      await tx.execute(insertNft(shopId));
      expect(version(shopId)).toBe(before);
    });
    expect(version(shopId)).not.toBe(before);
  });

  it('leaves the version of a rolled-back transaction', async () => {
    const before = await settled(shopId);
    await expect(
      app.db.transaction(async (tx) => {
        await tx.execute(insertNft(shopId));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(version(shopId)).toBe(before);
  });

  it.runIf(onServer)('hears a write of another process on the same PostgreSQL database once it commits', async () => {
    const before = await settled(shopId);
    const url = (app.config.database as { url: string }).url;
    const another = new pg.Client({ connectionString: url });
    await another.connect();
    try {
      await another.query(`update nfts set title = 'from elsewhere' where shop_id = $1`, [shopId]);
    } finally {
      await another.end();
    }
    await expect.poll(() => version(shopId), { timeout: 10_000 }).not.toBe(before);
  });

  it('moves the access version on any write to sessions, users, stores or memberships', async () => {
    for (const write of [
      sql`update sessions set expires_at = expires_at where user_id = ${owner}`,
      sql`update users set updated_at = updated_at where id = ${owner}`,
      sql`update shops set name = name where id = ${shopId}`,
      sql`delete from shop_members where shop_id = ${shopId} and user_id = -1`,
    ]) {
      const before = await settledVersion(app.dbChanges, 'access', 0);
      await app.db.execute(write);
      expect(app.dbChanges.version('access', 0)).not.toBe(before);
    }
  });

  // Last: a truncate empties the table for every test above.
  it('moves every store’s version on a truncate', async () => {
    const [a, b] = [await settled(shopId), await settled(otherId)];
    await app.db.execute(sql`truncate nfts cascade`);
    expect(version(shopId)).not.toBe(a);
    expect(version(otherId)).not.toBe(b);
  });
});

describe('shopChangesTracker', () => {
  it('answers null while no connection listens; when a listening connection ends, it never answers a version it answered before', () => {
    const tracker = shopChangesTracker();
    expect(tracker.changes.version('nfts', 1)).toBeNull();
    tracker.listens();
    tracker.listens();
    tracker.heard('nfts:1@7');
    const seen = new Set([tracker.changes.version('nfts', 1), tracker.changes.version('nfts', 2)]);
    // One of two connections ended: it may have stopped hearing before, so everything moves.
    tracker.stoppedListening();
    expect(seen.has(tracker.changes.version('nfts', 1))).toBe(false);
    expect(seen.has(tracker.changes.version('nfts', 2))).toBe(false);
    seen.add(tracker.changes.version('nfts', 1));
    tracker.stoppedListening();
    expect(tracker.changes.version('nfts', 1)).toBeNull();
    tracker.listens();
    expect(seen.has(tracker.changes.version('nfts', 1))).toBe(false);
  });

  it('takes a notice heard on several connections once', () => {
    const tracker = shopChangesTracker();
    tracker.listens();
    tracker.heard('nfts:1@40');
    const after = tracker.changes.version('nfts', 1);
    tracker.heard('nfts:1@40');
    expect(tracker.changes.version('nfts', 1)).toBe(after);
    tracker.heard('nfts:1@41');
    expect(tracker.changes.version('nfts', 1)).not.toBe(after);
  });

  it('keeps each table’s versions apart; a notice for every store moves every store of that table only', () => {
    const tracker = shopChangesTracker();
    tracker.listens();
    const nfts1 = tracker.changes.version('nfts', 1);
    const access1 = tracker.changes.version('access', 1);
    tracker.heard('access:*@1');
    expect(tracker.changes.version('nfts', 1)).toBe(nfts1);
    expect(tracker.changes.version('access', 1)).not.toBe(access1);
    tracker.heard('nfts:2@2');
    const [nfts2, access2] = [tracker.changes.version('nfts', 2), tracker.changes.version('access', 1)];
    tracker.heard('nfts:*@3');
    expect(tracker.changes.version('nfts', 1)).not.toBe(nfts1);
    expect(tracker.changes.version('nfts', 2)).not.toBe(nfts2);
    expect(tracker.changes.version('nfts', 3)).not.toBe(nfts1);
    expect(tracker.changes.version('access', 1)).toBe(access2);
  });

  it('answers null for good once a connection could not hear its own notice', () => {
    const tracker = shopChangesTracker();
    tracker.listens();
    tracker.cannotHear();
    tracker.listens();
    expect(tracker.changes.version('nfts', 1)).toBeNull();
  });
});
