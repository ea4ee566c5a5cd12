// Seeds the NFT benchmark's stores straight into the database (SQL, not 100,000 HTTP calls):
// one store of 100,000 NFTs made by its owner and three artists across 8 categories and 4
// collections, in every status, and 10 other stores of 2,000 NFTs each.
import { createHash } from 'node:crypto';
import { DEFAULT_COLLABORATOR_ALLOWS } from '@mintfront/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/platform/db/db-client.ts';
import { createSession } from '../src/platform/auth/sessions.ts';
import { classifications } from '../src/modules/categories/categories.tables.ts';
import { collections } from '../src/modules/collections/collections.tables.ts';
import { shopMembers, shops } from '../src/platform/tenancy/shops.tables.ts';
import { users } from '../src/platform/tenancy/users.tables.ts';

export const BIG_STORE_NFTS = 100_000;
export const OTHER_STORES = 10;
export const OTHER_STORE_NFTS = 2_000;
const BATCH = 10_000;

const CATEGORY_NAMES = [
  'Art',
  'Collectibles',
  'Music',
  'Photography',
  'Sports',
  'Gaming',
  'Utility',
  'Virtual Worlds',
];
const ADJECTIVES = [
  'Golden',
  'Silent',
  'Neon',
  'Ancient',
  'Crimson',
  'Lunar',
  'Wild',
  'Frozen',
  'Electric',
  'Hidden',
  'Velvet',
  'Cosmic',
];
const NOUNS = [
  'Dragon',
  'Garden',
  'Voyager',
  'Echo',
  'Tiger',
  'Harbor',
  'Prism',
  'Falcon',
  'Orchid',
  'Summit',
  'Lantern',
  'Whale',
];
const COLOURS = ['Blue', 'Amber', 'Jade', 'Rose', 'Slate', 'Ivory'];

const hex = (seed: string, chars: number) =>
  createHash('sha256').update(seed).digest('hex').slice(0, chars);
const textArray = (xs: string[]) => sql.raw(`ARRAY[${xs.map((x) => `'${x}'`).join(',')}]`);
const intArray = (xs: number[]) => sql.raw(`ARRAY[${xs.join(',')}]::integer[]`);

export type SeededStore = {
  shopId: number;
  ownerId: number;
  creatorIds: number[];
  categoryIds: number[];
  collectionIds: number[];
  collectionTypes: (1 | 2)[];
};
export type Seeded = { big: SeededStore; others: SeededStore[]; token: string };

async function store(
  db: Db,
  run: string,
  n: number,
  artists: number,
  categories: string[],
  collectionTypes: (1 | 2)[],
): Promise<SeededStore> {
  const people = await db
    .insert(users)
    .values(
      Array.from({ length: 1 + artists }, (_, i) => ({
        email: `bench-${run}-${n}-${i}@example.com`,
        username: `bench${run}s${n}u${i}`,
        nickname: `Artist ${n}.${i}`,
      })),
    )
    .returning({ id: users.id });
  const ownerId = people[0]!.id;
  const [shop] = await db
    .insert(shops)
    .values({
      ownerId,
      name: `Bench${run}Store${n}`,
      chain: 'local',
      subdomain: `bench-${run}-${n}`,
    })
    .returning({ id: shops.id });
  const shopId = shop!.id;
  if (artists)
    await db
      .insert(shopMembers)
      .values(
        people.slice(1).map((p) => ({ shopId, userId: p.id, allows: DEFAULT_COLLABORATOR_ALLOWS })),
      );
  const cats = await db
    .insert(classifications)
    .values(categories.map((name) => ({ shopId, name })))
    .returning({ id: classifications.id });
  const colls = await db
    .insert(collections)
    .values(
      collectionTypes.map((type, i) => ({
        shopId,
        creatorId: ownerId,
        name: `${ADJECTIVES[i]} ${type === 1 ? 'Singles' : 'Editions'}`,
        title: `Bench${i}`,
        symbol: `B${n}C${i}`,
        type,
        source: 0 as const,
        status: 1 as const,
        chain: 'local',
        address: `0x${hex(`${run}-${n}-${i}`, 40)}`,
        categoryIds: [cats[i % cats.length]!.id],
      })),
    )
    .returning({ id: collections.id });
  return {
    shopId,
    ownerId,
    creatorIds: people.map((p) => p.id),
    categoryIds: cats.map((c) => c.id),
    collectionIds: colls.map((c) => c.id),
    collectionTypes,
  };
}

/**
 * NFTs number `first` to `last` of a store's `count`, drawn from a seeded random sequence: statuses mostly Off Sale and On
 * Sale with some Sold Out, In Review, Minting, Rejected and failed mints; one or two categories;
 * ERC-721 mostly single copies, ERC-1155 editions up to 10,000; oldest first.
 */
async function nftsOf(db: Db, s: SeededStore, first: number, last: number, count: number) {
  const { collectionTypes } = s;
  const nc = s.collectionIds.length;
  const ncat = s.categoryIds.length;
  for (let from = first; from <= last; from += BATCH) {
    const to = Math.min(last, from + BATCH - 1);
    await db.execute(sql`
      insert into nfts (shop_id, creator_id, contract_id, type, status, title, icon, description, royalties, rank, copies,
        total_minted, category_ids, attrs, ever_on_sale, reason, token_id, tx_hash, mint_block, views, likes, created_at, updated_at)
      select ${s.shopId}, creator, contract, type, status, title, icon, description, royalties, rank, copies,
        case when status in (1, 2, 3) then copies else 0 end,
        categories, attrs, status in (2, 3), case when status = 6 then 'The image is too dark' when status = 7 then 'E65: execution reverted' end,
        case when status in (1, 2, 3) then g::text end,
        case when status in (1, 2, 3) then '0x' || md5(g::text) || md5(title) end,
        case when status in (1, 2, 3) then (1000 + g)::text end,
        floor(r_views * 5000)::int, floor(r_views * r_views * 300)::int, created, created
      from (
        select g, r_views,
          (${intArray(s.creatorIds)})[1 + floor(r_creator * ${s.creatorIds.length})::int] as creator,
          (${intArray(s.collectionIds)})[ci] as contract,
          (${intArray(collectionTypes)})[ci] as type,
          case when r_status < 0.55 then 1 when r_status < 0.82 then 2 when r_status < 0.92 then 3 when r_status < 0.96 then 4
               when r_status < 0.975 then 5 when r_status < 0.99 then 6 else 7 end as status,
          (${textArray(ADJECTIVES)})[1 + floor(r_adj * ${ADJECTIVES.length})::int] || ' ' || (${textArray(NOUNS)})[1 + floor(r_noun * ${NOUNS.length})::int] || ' #' || g as title,
          substr(md5(g::text), 1, 2) || '/' || substr(md5(g::text), 3, 2) || '/' || md5(g::text) || md5('c' || g) || '.png' as icon,
          case when r_desc < 0.3 then null else 'Edition ' || g || ' of the series: hand-drawn, then finished with generative brushes. ' || repeat('Colour study. ', 1 + floor(r_desc * 8)::int) end as description,
          case when r_desc < 0.5 then '10.00' else to_char(floor(r_desc * 2000) / 100.0, 'FM990.00') end::numeric as royalties,
          case when r_rank < 0.6 then 1 when r_rank < 0.85 then 2 when r_rank < 0.96 then 3 else 4 end as rank,
          case when (${intArray(collectionTypes)})[ci] = 1 then (case when r_copies < 0.7 then 1 else 1 + floor(r_copies * 100)::int end)
               else greatest(1, floor(power(10000, r_copies))::int) end as copies,
          case when r_cat2 < 0.5 then array[(${intArray(s.categoryIds)})[1 + cat]]
               else array[(${intArray(s.categoryIds)})[1 + cat], (${intArray(s.categoryIds)})[1 + (cat + 1) % ${ncat}]] end as categories,
          jsonb_build_object(
            'properties', jsonb_build_array(jsonb_build_array('Background', (${textArray(COLOURS)})[1 + floor(r_noun * ${COLOURS.length})::int]), jsonb_build_array('Edition', 'First')),
            'levels', jsonb_build_array(jsonb_build_array('Power', 1 + floor(r_rank * 5)::int, 5)),
            'stats', '[]'::jsonb, 'boosts', '[]'::jsonb, 'date', '[]'::jsonb) as attrs,
          now() - interval '365 days' * (1 - g::float / ${count}) as created
        from (
          select g, random() as r_status, random() as r_creator, random() as r_adj, random() as r_noun, random() as r_desc, random() as r_rank,
            random() as r_copies, random() as r_cat2, random() as r_views, 1 + floor(random() * ${nc})::int as ci, floor(random() * ${ncat})::int as cat
          from generate_series(${from}::int, ${to}::int) g
        ) r
      ) x`);
  }
}

/** Seeds the stores (the same data on every run) and opens a session of the big store's owner. */
export function seedNftBench(
  db: Db,
  onProgress: (done: number, total: number) => void = () => {},
): Promise<Seeded> {
  return db.transaction((tx) => seed(tx, onProgress));
}

async function seed(db: Db, onProgress: (done: number, total: number) => void): Promise<Seeded> {
  const run = hex(String(Date.now()), 6);
  await db.execute(sql`select setseed(0.42)`);
  const total = BIG_STORE_NFTS + OTHER_STORES * OTHER_STORE_NFTS;
  let done = 0;
  const big = await store(db, run, 0, 3, CATEGORY_NAMES, [1, 2, 1, 2]);
  const others: SeededStore[] = [];
  for (let n = 1; n <= OTHER_STORES; n++)
    others.push(
      await store(db, run, n, 1, CATEGORY_NAMES.slice(n % 5, (n % 5) + 3), [n % 2 ? 1 : 2]),
    );
  // Interleaved, so the big store's rows are spread over the table as in a shared database.
  const half = BIG_STORE_NFTS / 2;
  await nftsOf(db, big, 1, half, BIG_STORE_NFTS);
  onProgress((done += half), total);
  for (const s of others) {
    await nftsOf(db, s, 1, OTHER_STORE_NFTS, OTHER_STORE_NFTS);
    onProgress((done += OTHER_STORE_NFTS), total);
  }
  await nftsOf(db, big, half + 1, BIG_STORE_NFTS, BIG_STORE_NFTS);
  onProgress((done += half), total);
  return { big, others, token: await createSession(db, big.ownerId) };
}
