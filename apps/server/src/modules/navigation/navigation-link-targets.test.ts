import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type Session, type TestApp } from '../../test/helper.ts';
import { ownerWithShop } from '../../test/owner-with-shop.ts';
import { airdrops } from '../airdrops/airdrops.tables.ts';
import { drops } from '../drops/drops.tables.ts';
import { raffles } from '../raffles/raffles.tables.ts';

// The launchpad rows are written directly: this list only reads them (their creation, on chain,
// has its own tests in modules/drops, airdrops and raffles).
let app: TestApp;
let owner: Session;
let shopId: number;
beforeAll(async () => {
  app = await createTestApp();
  ({ owner, shopId } = await ownerWithShop(app));
});
afterAll(async () => app?.closeAll());

const DAY = 86_400_000;
const inDays = (n: number) => new Date(Date.now() + n * DAY);
const base = () => ({ shopId, creatorId: owner.uid, preview: 'shop/p.png' });

/** One public phase over the window. */
const phases = (startAt: Date, endAt: Date) => [
  {
    name: 'Public',
    price: '0.01',
    startAt: startAt.toISOString(),
    endAt: endAt.toISOString(),
    whiteId: null,
    allowlist: [],
    merkleRoot: null,
    holding: null,
    claimLimit: null,
    bulkDiscounts: [],
  },
];

async function drop(name: string, over: Partial<typeof drops.$inferInsert> = {}) {
  const [row] = await app.db
    .insert(drops)
    .values({
      ...base(),
      name,
      contractId: 1,
      nftIds: [1, 2],
      chain: 'local',
      openAt: inDays(2),
      phases: phases(inDays(-1), inDays(1)),
      provenanceHash: '0x00',
      state: 'ready',
      ...over,
    })
    .returning();
  return row!.id;
}

async function airdrop(name: string, over: Partial<typeof airdrops.$inferInsert> = {}) {
  const [row] = await app.db
    .insert(airdrops)
    .values({ ...base(), name, startAt: inDays(-1), endAt: inDays(1), claimLimit: 1, ...over })
    .returning();
  return row!.id;
}

async function raffle(name: string, over: Partial<typeof raffles.$inferInsert> = {}) {
  const [row] = await app.db
    .insert(raffles)
    .values({
      ...base(),
      name,
      chain: 'local',
      nftIds: [1],
      startAt: inDays(-1),
      endAt: inDays(1),
      drawDeadline: inDays(2),
      winners: 1,
      seed: '0x01',
      commitment: '0x02',
      state: 'open',
      contract: '0x00000000000000000000000000000000000000c1',
      ...over,
    })
    .returning();
  return row!.id;
}

const targets = async () =>
  (await call(app, 'GET', '/api/navigation/page/list', { as: owner, shopId })).body.data.list;

describe('link targets of a menu: the launchpad pages (issue 21)', () => {
  it('offers the live drops, airdrops and raffles with their storefront paths', async () => {
    const d = await drop('Genesis');
    const a = await airdrop('Gift');
    const r = await raffle('Lucky');
    expect(await targets()).toEqual([
      { kind: 'home', name: 'Home', link: '/' },
      { kind: 'drop', name: 'Genesis', link: `/drop/${d}` },
      { kind: 'airdrop', name: 'Gift', link: `/airdrop/${a}` },
      { kind: 'raffle', name: 'Lucky', link: `/raffle/${r}` },
    ]);
  });

  it('offers those still to come too', async () => {
    const later = { startAt: inDays(3), endAt: inDays(4) };
    const d = await drop('Soon drop', { phases: phases(later.startAt, later.endAt) });
    const a = await airdrop('Soon airdrop', later);
    const r = await raffle('Soon raffle', { ...later, drawDeadline: inDays(5) });
    const links = (await targets()).map((t: { link: string }) => t.link);
    expect(links).toEqual(expect.arrayContaining([`/drop/${d}`, `/airdrop/${a}`, `/raffle/${r}`]));
  });

  it('leaves out a cancelled drop, airdrop or raffle', async () => {
    const ids = [
      `/drop/${await drop('Cancelled drop', { cancelledAt: new Date() })}`,
      `/airdrop/${await airdrop('Cancelled airdrop', { cancelledAt: new Date() })}`,
      `/raffle/${await raffle('Cancelled raffle', { state: 'cancelled' })}`,
    ];
    const links = (await targets()).map((t: { link: string }) => t.link);
    for (const id of ids) expect(links).not.toContain(id);
  });

  it('leaves out an ended one (window over, sold out or drawn), and those without a page', async () => {
    const past = { startAt: inDays(-3), endAt: inDays(-1) };
    const ids = [
      `/drop/${await drop('Over', { phases: phases(past.startAt, past.endAt) })}`,
      `/drop/${await drop('Sold out', { minted: 2 })}`,
      `/drop/${await drop('Failed', { state: 'failed' })}`,
      `/airdrop/${await airdrop('Over airdrop', past)}`,
      `/raffle/${await raffle('Over raffle', past)}`,
      `/raffle/${await raffle('Drawn', { state: 'drawn', revealedSeed: '0x01' })}`,
      `/raffle/${await raffle('Deploying', { state: 'deploying', contract: null })}`,
    ];
    const links = (await targets()).map((t: { link: string }) => t.link);
    for (const id of ids) expect(links).not.toContain(id);
  });

  it('leaves out another store’s drops', async () => {
    const other = await ownerWithShop(app);
    const theirs = await drop('Theirs', { shopId: other.shopId, creatorId: other.owner.uid });
    expect((await targets()).map((t: { link: string }) => t.link)).not.toContain(`/drop/${theirs}`);
  });

  it('offers the same places to a section link of the theme editor', async () => {
    const theme = await call(app, 'GET', '/api/theme/page/list', { as: owner, shopId });
    expect(theme.body.data.list).toEqual(await targets());
  });
});
