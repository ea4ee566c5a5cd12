import { nftsQuery, type Shop } from '@mintfront/domain';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShop, createTestApp, signUp, type TestApp } from '../../test/helper.ts';
import { collections } from '../collections/collections.tables.ts';
import { nftsRepo } from './nfts.repo.ts';
import { nftsService } from './nfts.service.ts';

let app: TestApp;
let shop: Shop, other: Shop;
let owner: number, artist: number;
let c1: number, c2: number;

const rows$ = async (q: SQL) =>
  ((await app.db.execute(q)) as unknown as { rows: Record<string, number>[] }).rows;
const total = async (shopId: number, q: Record<string, string>) =>
  (await nftsRepo.list(app.db, shopId, nftsQuery.parse(q))).total;
/** The query's rows counted apart from the list's own statement, to hold its total against. */
const counted = async (shopId: number, where: SQL) =>
  Number(
    (
      await rows$(sql`select count(*)::int as n from nfts where shop_id = ${shopId} and ${where}`)
    )[0]!.n,
  );

/** Every single-filter total of the list, next to the rows counted. */
async function expectTotalsMatchRows(shopId: number) {
  const cases: [Record<string, string>, SQL][] = [[{}, sql`true`]];
  for (const status of ['1', '2', '4', '5'])
    cases.push([{ status }, sql`status = ${Number(status)}`]);
  for (const status of ['', '1']) {
    const s = status ? sql`and status = 1` : sql``;
    const st: Record<string, string> = status ? { status } : {};
    cases.push(
      [{ ...st, type: '2' }, sql`type = 2 ${s}`],
      [{ ...st, types: '1,2' }, sql`type in (1, 2) ${s}`],
      [{ ...st, rank: '3' }, sql`rank = 3 ${s}`],
      [{ ...st, contract_id: String(c2) }, sql`contract_id = ${c2} ${s}`],
      [{ ...st, creator_id: String(artist) }, sql`creator_id = ${artist} ${s}`],
      [{ ...st, categories: '3' }, sql`3 = any(category_ids) ${s}`],
    );
  }
  for (const [q, where] of cases)
    expect(await total(shopId, q), JSON.stringify(q)).toBe(await counted(shopId, where));
}

beforeAll(async () => {
  app = await createTestApp();
  const o = await signUp(app);
  const a = await signUp(app);
  owner = o.uid;
  artist = a.uid;
  shop = await createShop(app, o);
  other = await createShop(app, await signUp(app));
  const made = await app.db
    .insert(collections)
    .values(
      [1, 2].map((type) => ({
        shopId: shop.id,
        name: `C${type}`,
        title: 'C',
        symbol: 'C',
        type: type as 1 | 2,
        source: 0 as const,
        status: 1 as const,
        chain: 'local',
      })),
    )
    .returning();
  [c1, c2] = made.map((c) => c.id) as [number, number];
});
afterAll(async () => app?.closeAll());

describe('the totals of the NFT list', () => {
  it('follow a bulk insert, then status, category, collection and creator changes, deletes and a move to another store', async () => {
    // One statement of 3,000 rows, as a bulk creation writes them.
    await app.db.execute(sql`
      insert into nfts (shop_id, creator_id, contract_id, type, status, title, icon, rank, copies, category_ids, attrs)
      select ${shop.id}::int, case when g % 3 = 0 then ${artist}::int else ${owner}::int end, case when g % 2 = 0 then ${c1}::int else ${c2}::int end,
        1 + g % 2, 1 + g % 5, 'NFT ' || g, 'x', 1 + g % 4, 1, case when g % 4 = 0 then array[3, 5] else array[1 + g % 6] end, '{}'::jsonb
      from generate_series(1, 3000) g`);
    await expectTotalsMatchRows(shop.id);

    await app.db.execute(sql`update nfts set status = 2 where shop_id = ${shop.id} and id % 7 = 0`);
    await app.db.execute(
      sql`update nfts set category_ids = array[3] where shop_id = ${shop.id} and id % 11 = 0`,
    );
    await app.db.execute(
      sql`update nfts set contract_id = ${c2}, type = 2, rank = 3 where shop_id = ${shop.id} and id % 13 = 0`,
    );
    await app.db.execute(
      sql`update nfts set creator_id = ${artist} where shop_id = ${shop.id} and id % 17 = 0`,
    );
    await app.db.execute(
      sql`update nfts set title = title || '!' where shop_id = ${shop.id} and id % 5 = 0`,
    );
    await app.db.execute(sql`delete from nfts where shop_id = ${shop.id} and id % 19 = 0`);
    await expectTotalsMatchRows(shop.id);

    await app.db.execute(
      sql`update nfts set shop_id = ${other.id} where shop_id = ${shop.id} and id % 23 = 0`,
    );
    await expectTotalsMatchRows(shop.id);
    await expectTotalsMatchRows(other.id);
  });

  it('count the rows of two filters, two categories and a search', async () => {
    const cases: [Record<string, string>, SQL][] = [
      [{ type: '2', rank: '3' }, sql`type = 2 and rank = 3`],
      [{ categories: '3,5' }, sql`category_ids && array[3, 5]`],
      [{ search: 'NFT 1', status: '2' }, sql`title ilike '%NFT 1%' and status = 2`],
    ];
    for (const [q, where] of cases)
      expect(await total(shop.id, q), JSON.stringify(q)).toBe(await counted(shop.id, where));
  });

  it('answers the total with an empty page past the end', async () => {
    const all = await total(shop.id, {});
    const past = await nftsRepo.list(
      app.db,
      shop.id,
      nftsQuery.parse({ page: '9999', limit: '10' }),
    );
    expect(past).toEqual({ rows: [], total: all, capped: false });
  });
});

// The server counts up to 10,000 (NFT_LIST_TOTAL_BOUND); the same statement with a bound of 1,000
// on the store here of about 2,700 NFTs.
describe('the NFT list total counted up to a bound (issue 23 §2)', () => {
  const BOUND = 1_000;
  const listed = (q: Record<string, string>, bound = BOUND) =>
    nftsService.list(
      { db: app.db, jobs: app.jobs, chain: null, publicUrl: app.config.publicUrl },
      shop.id,
      nftsQuery.parse(q),
      bound,
    );

  it('answers the bound, totalCapped and the last page of the bound when more match', async () => {
    expect(await counted(shop.id, sql`true`)).toBeGreaterThan(BOUND + 20);
    const first = await listed({ limit: '20' });
    expect(first).toMatchObject({ total: BOUND, totalCapped: true, lastPage: BOUND / 20 });
    expect(first.list).toHaveLength(20);
    expect(await listed({ limit: '50', order_by: 'title' })).toMatchObject({
      total: BOUND,
      totalCapped: true,
      lastPage: BOUND / 50,
    });
  });

  it('counts exactly when a filter narrows the list to the bound or below', async () => {
    const cases: [Record<string, string>, SQL][] = [
      [{ status: '1' }, sql`status = 1`],
      [{ creator_id: String(artist), status: '1' }, sql`creator_id = ${artist} and status = 1`],
      [{ search: 'NFT 1', status: '2' }, sql`title ilike '%NFT 1%' and status = 2`],
    ];
    for (const [q, where] of cases) {
      const n = await counted(shop.id, where);
      expect(n, JSON.stringify(q)).toBeGreaterThan(0);
      expect(n, JSON.stringify(q)).toBeLessThanOrEqual(BOUND);
      expect(await listed({ ...q, limit: '10' }), JSON.stringify(q)).toMatchObject({
        total: n,
        totalCapped: false,
        lastPage: Math.ceil(n / 10),
      });
    }
    // Exactly the bound is exact; one row more than the bound is capped.
    const n = await counted(shop.id, sql`status = 1`);
    expect(await listed({ status: '1' }, n)).toMatchObject({ total: n, totalCapped: false });
    expect(await listed({ status: '1' }, n - 1)).toMatchObject({ total: n - 1, totalCapped: true });
  });

  it('still answers the rows of a page past the last page of the bound', async () => {
    const beyond = await listed({ limit: '10', page: String(BOUND / 10 + 1) });
    expect(beyond).toMatchObject({ total: BOUND, totalCapped: true, lastPage: BOUND / 10 });
    const ids = await rows$(
      sql`select id from nfts where shop_id = ${shop.id} order by id desc limit 10 offset ${BOUND}`,
    );
    expect(beyond.list.map((n) => n.id)).toEqual(ids.map((r) => Number(r.id)));
  });
});
