import { eventStatus, type Raffle, type RaffleDetail, type StoreRaffle } from '@mintfront/domain';
import { asc, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/db-client.ts';
import { fileUrl } from '../uploads/uploads.service.ts';
import { raffleEntries, type RaffleRow } from './raffles.tables.ts';

/** Entry counts of these raffles. */
export async function entryCounts(db: Db, ids: number[]) {
  if (!ids.length) return new Map<number, number>();
  const rows = await db
    .select({ id: raffleEntries.raffleId, n: count() })
    .from(raffleEntries)
    .where(inArray(raffleEntries.raffleId, ids))
    .groupBy(raffleEntries.raffleId);
  return new Map(rows.map((r) => [r.id, r.n]));
}

/** A raffle as the console lists it; the seed only once the draw revealed it on chain. */
export function toRaffle(
  r: RaffleRow,
  publicUrl: string,
  entries: number,
  now = new Date(),
): Raffle {
  return {
    id: r.id,
    name: r.name,
    preview: r.preview,
    preview_url: fileUrl(publicUrl, r.preview),
    description: r.description,
    nft_ids: r.nftIds,
    start_date: r.startAt.toISOString(),
    end_date: r.endAt.toISOString(),
    winners: r.winners,
    white_id: r.whiteId,
    holding: r.holding,
    // A drawn raffle's entries are closed, whatever the clock says.
    status: r.revealedSeed
      ? 'Ended'
      : eventStatus({ ...r, cancelled: r.state === 'cancelled' }, now),
    state: r.state,
    contract: r.contract,
    prize_contract: r.prizeContract,
    commitment: r.commitment,
    seed: r.revealedSeed,
    close_block_hash: r.closeBlockHash,
    entries,
    created_at: r.createdAt.toISOString(),
  };
}

/** The entrants in entry order, and the winners in the order the draw picked them. */
async function entrantsOf(db: Db, r: RaffleRow) {
  const rows = await db
    .select()
    .from(raffleEntries)
    .where(eq(raffleEntries.raffleId, r.id))
    .orderBy(asc(raffleEntries.position));
  return rows;
}

/** The raffle with its entrants and winners; its status as of `now`. */
export async function raffleDetail(
  db: Db,
  r: RaffleRow,
  publicUrl: string,
  now = new Date(),
): Promise<RaffleDetail> {
  const rows = await entrantsOf(db, r);
  return {
    ...toRaffle(r, publicUrl, rows.length, now),
    entrants: rows.map((e) => ({
      wallet: e.wallet,
      entered_at: e.createdAt.toISOString(),
      won: e.won,
      claimed: e.claimed,
    })),
    winner_list: rows.filter((e) => e.won).map((e) => e.wallet),
  };
}

/** What the storefront shows, with the signed-in buyer's own result. */
export async function storeRaffle(
  db: Db,
  r: RaffleRow,
  publicUrl: string,
  wallet: string | null,
): Promise<StoreRaffle> {
  const rows = await entrantsOf(db, r);
  const { white_id: _w, state: _s, ...face } = toRaffle(r, publicUrl, rows.length);
  const mine = wallet ? rows.find((e) => e.wallet.toLowerCase() === wallet.toLowerCase()) : null;
  return {
    ...face,
    drawn: r.revealedSeed !== null,
    winner_list: rows.filter((e) => e.won).map((e) => e.wallet),
    mine: wallet
      ? { entered: !!mine, won: mine?.won ?? false, claimed: mine?.claimed ?? false }
      : null,
  };
}
