import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { NftsQuery } from '@mintfront/domain';
import type { Db } from '../../platform/db/db-client.ts';
import { perDatabase } from '../../platform/db/prepared.ts';
import { escapeLike } from '../../platform/db/repo-helper.ts';
import { rowsFromJson } from '../../platform/db/rows-from-json.ts';
import { nfts, type NftRow } from './nfts.tables.ts';

// GET /api/tokens on stores of 100,000 NFTs (issue 5 "Measured"). A list query is one statement:
// the page in the order of an index (shop[, status], column, id), answered as one JSON array,
// with its total (a COUNT over the same filters, of at most NFT_LIST_TOTAL_BOUND + 1 rows) as a
// scalar subquery, built once per query shape, so a request costs one round trip and no query
// building.
// The statement is not named on the server: PostgreSQL plans each run for the values at hand, as
// a generic plan made for a store of 100,000 NFTs walks the wrong index for a store of 10.

/**
 * The most matching NFTs a list counts (issue 23 §2, docs/decisions.md "NFT list at 100,000
 * NFTs"): above it the total is this bound and the answer says it is capped ("10,000+"), as an
 * exact count of 14,000–100,000 rows is what kept the list from its aim.
 */
export const NFT_LIST_TOTAL_BOUND = 10_000;

const nftRowsFromJson = rowsFromJson(nfts);
const ORDER_COLUMNS = {
  created_at: nfts.id,
  title: nfts.title,
  copies: nfts.copies,
  total_minted: nfts.totalMinted,
} as const;

type Values = {
  shop: number;
  status?: number;
  type?: number;
  types?: string;
  rank?: number;
  contract?: number;
  creator?: number;
  categories?: string;
  search?: string;
  limit: number;
  offset: number;
  /** The bound + 1: counting stops there, and a count above the bound means "more". */
  countLimit: number;
};
type Placeholder = ReturnType<typeof sql.placeholder>;
/** A value sent with the statement, or a placeholder filled when a prepared statement runs. */
type Param = (name: keyof Values) => SQL;
type Paging = {
  limit: number | Placeholder;
  offset: number | Placeholder;
  countLimit: number | Placeholder;
};

function valuesOf(shopId: number, q: NftsQuery, bound: number): Values {
  return {
    shop: shopId,
    status: q.status,
    type: q.type,
    // Arrays travel as PostgreSQL array text, the same on PGlite and node-postgres.
    types: q.types?.length ? `{${q.types.join(',')}}` : undefined,
    rank: q.rank,
    contract: q.contract_id,
    creator: q.creator_id,
    categories: q.categories?.length ? `{${q.categories.join(',')}}` : undefined,
    search: q.search ? `%${escapeLike(q.search)}%` : undefined,
    limit: q.limit,
    offset: (q.page - 1) * q.limit,
    countLimit: bound + 1,
  };
}

/** The page and the count of a list query, values written in (`inline`) or as placeholders. */
function build(db: Db, q: NftsQuery, p: Param, paging: Paging) {
  const filters: (SQL | undefined)[] = [eq(nfts.shopId, p('shop'))];
  if (q.status !== undefined) filters.push(eq(nfts.status, p('status')));
  if (q.type !== undefined) filters.push(eq(nfts.type, p('type')));
  if (q.types?.length) filters.push(sql`${nfts.type} = any(${p('types')}::integer[])`);
  if (q.rank !== undefined) filters.push(eq(nfts.rank, p('rank')));
  if (q.contract_id !== undefined) filters.push(eq(nfts.contractId, p('contract')));
  if (q.creator_id !== undefined) filters.push(eq(nfts.creatorId, p('creator')));
  if (q.categories?.length) filters.push(sql`${nfts.categoryIds} && ${p('categories')}::integer[]`);
  // ILIKE's matches, compared on the title folded once per write (migration 0012).
  if (q.search) filters.push(sql`${nfts.titleFolded} like lower(${p('search')})`);
  const where = and(...filters);
  const dir = q.order_desc ? desc : asc;
  const column = ORDER_COLUMNS[q.order_by];
  const order = column === nfts.id ? [dir(nfts.id)] : [dir(column), dir(nfts.id)];
  // Counting stops after countLimit rows: the same index-only scan, read no further.
  const matching = db
    .select({ one: sql<number>`1`.as('one') })
    .from(nfts)
    .where(where)
    .limit(paging.countLimit);
  const count_ = db.select({ n: count() }).from(matching.as('m'));
  const page = () =>
    db
      .select()
      .from(nfts)
      .where(where)
      .orderBy(...order)
      .limit(paging.limit)
      .offset(paging.offset);
  // The page as one JSON array (rows-from-json.ts), aggregated in the page's order, beside its
  // total: one row even for a page past the end.
  const t = sql.identifier('t');
  const orderNames = column === nfts.id ? ['id'] : [column.name, 'id'];
  const aggregateOrder = sql.join(
    orderNames.map(
      (name) => sql`${t}.${sql.identifier(name)} ${sql.raw(q.order_desc ? 'desc' : 'asc')}`,
    ),
    sql`, `,
  );
  const pageAsJson = () =>
    db
      .select({
        total: sql<number>`(${count_})`.mapWith(Number),
        page: sql<string>`coalesce(json_agg(${t} order by ${aggregateOrder}), '[]')::text`,
      })
      .from(page().as('t'));
  return { page, pageAsJson, count: count_ };
}

/** What varies between list queries but their values: the filters present and the order. */
function shapeOf(q: NftsQuery): string {
  const present = (
    [
      'status',
      'type',
      'types',
      'rank',
      'contract_id',
      'creator_id',
      'categories',
      'search',
    ] as const
  ).filter((k) => {
    const v = q[k];
    return Array.isArray(v) ? v.length > 0 : v !== undefined && v !== '';
  });
  return `${present.join(',')}|${q.order_by}|${q.order_desc ? 'desc' : 'asc'}`;
}

type Prepared = {
  pageAsJson: { execute: (v: Values) => Promise<{ total: number; page: string }[]> };
};
const shapesOf = perDatabase(() => new Map<string, Prepared>());
/** Drizzle's own `execute()` prepares without a name: an unnamed statement, planned on each run. */
const UNNAMED = undefined as unknown as string;

function preparedFor(db: Db, q: NftsQuery): Prepared {
  const byShape = shapesOf(db);
  const shape = shapeOf(q);
  let found = byShape.get(shape);
  if (!found) {
    const built = build(db, q, (k) => sql`${sql.placeholder(k)}`, {
      limit: sql.placeholder('limit'),
      offset: sql.placeholder('offset'),
      countLimit: sql.placeholder('countLimit'),
    });
    found = { pageAsJson: built.pageAsJson().prepare(UNNAMED) as Prepared['pageAsJson'] };
    byShape.set(shape, found);
  }
  return found;
}

/** A page of the list: `total` is exact unless `capped`, when more than the bound match and it is the bound. */
export type NftsListed = { rows: NftRow[]; total: number; capped: boolean };

export const nftsList = {
  /** The page and the count of a list query as two statements with their values written in (for EXPLAIN). */
  queries(db: Db, shopId: number, q: NftsQuery, bound = NFT_LIST_TOTAL_BOUND) {
    const values = valuesOf(shopId, q, bound);
    const built = build(db, q, (k) => sql`${values[k]}`, values);
    return { page: built.page(), count: built.count };
  },

  /**
   * One page and the total of the shop's NFTs matching the query, counted up to `bound` (a
   * parameter for tests only). The page is read whatever the total: a page past the bound's last
   * page still answers its rows.
   */
  async list(
    db: Db,
    shopId: number,
    q: NftsQuery,
    bound = NFT_LIST_TOTAL_BOUND,
  ): Promise<NftsListed> {
    const [answer] = await preparedFor(db, q).pageAsJson.execute(valuesOf(shopId, q, bound));
    const capped = answer!.total > bound;
    return {
      rows: nftRowsFromJson(answer!.page),
      total: capped ? bound : answer!.total,
      capped,
    };
  },
};
