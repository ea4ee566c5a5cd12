import { NFT_STATUS, nftsQuery, type Shop } from '@mintfront/domain';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShop, createTestApp, signUp, type TestApp } from '../../test/helper.ts';
import { collections } from '../collections/collections.tables.ts';
import { NFT_LIST_TOTAL_BOUND } from './nfts-list.ts';
import { nftsRepo } from './nfts.repo.ts';

const ROWS = 100_000;
let app: TestApp;
let shop: Shop;

/** What the planner does with the list query of a store of 100,000 NFTs (plans, not timings). */
beforeAll(async () => {
  app = await createTestApp();
  const owner = await signUp(app);
  shop = await createShop(app, owner);
  const other = await createShop(app, await signUp(app));
  const [c] = await app.db
    .insert(collections)
    .values({
      shopId: shop.id,
      name: 'C',
      title: 'C',
      symbol: 'C',
      type: 2,
      source: 0,
      status: 1,
      chain: 'local',
    })
    .returning();
  // Collections of both shops are the same row: the plans only read nfts.
  for (const [shopId, rows] of [
    [shop.id, ROWS],
    [other.id, ROWS / 5],
  ] as const) {
    await app.db.execute(sql`
      insert into nfts (shop_id, creator_id, contract_id, type, status, title, icon, rank, copies, total_minted, category_ids, attrs)
      select ${shopId}, ${owner.uid}, ${c!.id}, 2, 1 + (g % 6), 'NFT ' || g, 'x', 1 + (g % 4), 1 + (g % 1000), g % 7, array[1 + (g % 5)], '{}'::jsonb
      from generate_series(1, ${rows}) g`);
  }
  // As the server does at start on PGlite (pglite-statistics.ts): statistics, and pages marked
  // all-visible so that a count reads the index alone.
  await app.db.execute(sql`vacuum analyze nfts`);
}, 120_000);
afterAll(async () => app?.closeAll());

/** Rows of a raw statement (execute answers the driver's result, whose rows every driver names so). */
const query$ = async (q: SQL) =>
  ((await app.db.execute(q)) as unknown as { rows: Record<string, string | number>[] }).rows;

/** EXPLAIN of the repo's own SQL, its parameters written in as literals. */
async function explain(query: { toSQL(): { sql: string; params: unknown[] } }): Promise<string> {
  const { sql: text, params } = query.toSQL();
  const literal = (v: unknown) =>
    typeof v === 'number' ? String(v) : `'${String(v).replace(/'/g, "''")}'`;
  const res = await query$(
    sql.raw(
      `explain ${text.replace(/\$(\d+)/g, (_, n: string) => literal(params[Number(n) - 1]))}`,
    ),
  );
  return res.map((r) => r['QUERY PLAN']).join('\n');
}

describe('GET /api/tokens on a store of 100,000 NFTs', () => {
  it.each([
    [{}],
    [{ status: String(NFT_STATUS.offSale) }],
    [{ order_by: 'title', order_desc: 'false' }],
    [{ order_by: 'copies', status: '2' }],
    [{ order_by: 'total_minted', page: '50' }],
  ])('%j reads a page and its count from an index, without sorting', async (query) => {
    const { page, count } = nftsRepo.queries(app.db, shop.id, nftsQuery.parse(query));
    const pagePlan = await explain(page);
    expect(pagePlan).toMatch(/Index Scan/);
    expect(pagePlan).not.toMatch(/\bSort\b|Seq Scan/);
    const countPlan = await explain(count);
    expect(countPlan).not.toMatch(/Seq Scan on nfts/);
    // Counted up to the bound (NFT_LIST_TOTAL_BOUND + 1 rows), from the index alone.
    expect(countPlan).toMatch(/Limit[\s\S]*Index Only Scan/);
  });

  it('counts up to 10,000 and says the total is capped', async () => {
    const listed = await nftsRepo.list(app.db, shop.id, nftsQuery.parse({}));
    expect(listed).toMatchObject({ total: NFT_LIST_TOTAL_BOUND, capped: true });
    expect(NFT_LIST_TOTAL_BOUND).toBe(10_000);
  });

  it('finds and counts a searched title from the trigram index, not by reading every NFT of the store', async () => {
    const { count } = nftsRepo.queries(app.db, shop.id, nftsQuery.parse({ search: 'NFT 9999' }));
    const plan = await explain(count);
    expect(plan).toMatch(/Bitmap Index Scan on nfts_title_folded_trgm_idx/);
    expect(plan).not.toMatch(/Seq Scan on nfts/);
    expect(
      (await nftsRepo.list(app.db, shop.id, nftsQuery.parse({ search: 'nft 9999_' }))).total,
    ).toBe(0);
    expect(
      (await nftsRepo.list(app.db, shop.id, nftsQuery.parse({ search: 'NFT 9999' }))).total,
    ).toBe(11);
    // Any case, as ILIKE: the folded title is compared with the folded term.
    expect(
      (await nftsRepo.list(app.db, shop.id, nftsQuery.parse({ search: 'nFt 9999' }))).total,
    ).toBe(11);
  });

  it('keeps the per-status totals equal to the rows through inserts, status changes and deletes', async () => {
    // Counted exactly: a bound above the store.
    const total = async (q: Record<string, string>) =>
      (await nftsRepo.list(app.db, shop.id, nftsQuery.parse(q), 10 * ROWS)).total;
    const actual = async (status?: number) =>
      Number(
        (
          await query$(
            sql`select count(*)::int as n from nfts where shop_id = ${shop.id} ${status ? sql`and status = ${status}` : sql``}`,
          )
        )[0]!.n,
      );
    expect(await total({})).toBe(ROWS);
    await app.db.execute(sql`
      insert into nfts (shop_id, creator_id, contract_id, type, status, title, icon, rank, copies, category_ids, attrs)
      select shop_id, creator_id, contract_id, type, 5, title || ' copy', icon, rank, copies, category_ids, attrs from nfts where shop_id = ${shop.id} and id % 1000 = 0`);
    await app.db.execute(
      sql`update nfts set status = 4 where shop_id = ${shop.id} and id % 10 = 0 and status <> 4`,
    );
    await app.db.execute(
      sql`update nfts set title = title || '!' where shop_id = ${shop.id} and id % 7 = 0`,
    );
    await app.db.execute(sql`delete from nfts where shop_id = ${shop.id} and id % 13 = 0`);
    for (const status of [1, 2, 3, 4, 5, 6])
      expect(await total({ status: String(status) })).toBe(await actual(status));
    expect(await total({})).toBe(await actual());
    // With another filter the total is counted from the rows.
    expect(await total({ search: 'NFT 1', status: '4' })).toBe(
      Number(
        (
          await query$(
            sql`select count(*)::int as n from nfts where shop_id = ${shop.id} and status = 4 and title ilike '%NFT 1%'`,
          )
        )[0]!.n,
      ),
    );
  });
});
