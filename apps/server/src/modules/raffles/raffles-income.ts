import {
  chainByKey,
  type ChainKey,
  type PagingQuery,
  type RaffleIncome,
  type RaffleIncomeReport,
} from '@mintfront/domain';
import { desc, eq, sql } from 'drizzle-orm';
import { shopCrud } from '../../platform/db/repo-helper.ts';
import type { Db } from '../../platform/db/db-client.ts';
import { toRaffle } from './raffles-answer.ts';
import { RAFFLE_ENTRY_FEE } from './raffles-chain.job.ts';
import { raffleEntries, raffles, type RaffleRow } from './raffles.tables.ts';

const rafflesRepo = shopCrud(raffles);
type Counts = { entries: number; won: number; claimed: number };

/** Entries, winners and claims of every raffle of the shop, by raffle id. */
async function countsOf(db: Db, shopId: number) {
  const rows = await db
    .select({
      id: raffles.id,
      state: raffles.state,
      entries: sql<number>`count(${raffleEntries.id})`.mapWith(Number),
      won: sql<number>`count(*) filter (where ${raffleEntries.won})`.mapWith(Number),
      claimed: sql<number>`count(*) filter (where ${raffleEntries.claimed})`.mapWith(Number),
    })
    .from(raffles)
    .leftJoin(raffleEntries, eq(raffleEntries.raffleId, raffles.id))
    .where(eq(raffles.shopId, shopId))
    .groupBy(raffles.id);
  return rows;
}

/** The fees a raffle kept (its winners') and owes back (losers', or everyone's once cancelled). */
function money(state: RaffleRow['state'], c: Counts) {
  const fee = RAFFLE_ENTRY_FEE;
  if (state === 'cancelled' || state === 'cancelling')
    return { income: 0n, refunds: fee * BigInt(c.entries) };
  return { income: fee * BigInt(c.won), refunds: c.won ? fee * BigInt(c.entries - c.won) : 0n };
}

/** GET /api/income/raffle: one page of the store's raffles with what each earned, and the totals. */
export async function raffleIncome(
  db: Db,
  shopId: number,
  publicUrl: string,
  q: PagingQuery,
): Promise<RaffleIncomeReport> {
  const page = await rafflesRepo.page(db, shopId, q, undefined, desc(raffles.id));
  const all = await countsOf(db, shopId);
  const byId = new Map(all.map((c) => [c.id, c]));
  const list = page.list.map((r): RaffleIncome => {
    const c = byId.get(r.id) ?? { entries: 0, won: 0, claimed: 0 };
    const face = toRaffle(r, publicUrl, c.entries);
    const { income, refunds } = money(r.state, c);
    return {
      id: r.id,
      name: r.name,
      status: face.status,
      state: r.state,
      start_date: face.start_date,
      end_date: face.end_date,
      currency: chainByKey(r.chain as ChainKey).nativeSymbol,
      entry_fee: RAFFLE_ENTRY_FEE.toString(),
      entries: c.entries,
      winners_drawn: c.won,
      claimed: c.claimed,
      income: income.toString(),
      refunds: refunds.toString(),
    };
  });
  const sum = all.reduce(
    (t, c) => {
      const m = money(c.state, c);
      return {
        raffles: t.raffles + 1,
        entries: t.entries + c.entries,
        winners_drawn: t.winners_drawn + c.won,
        claimed: t.claimed + c.claimed,
        income: t.income + m.income,
        refunds: t.refunds + m.refunds,
      };
    },
    { raffles: 0, entries: 0, winners_drawn: 0, claimed: 0, income: 0n, refunds: 0n },
  );
  return {
    ...page,
    list,
    totals: { ...sum, income: sum.income.toString(), refunds: sum.refunds.toString() },
  };
}
