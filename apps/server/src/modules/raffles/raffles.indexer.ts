import { mintfrontRaffleAbi, raffleWinners } from '@mintfront/contracts';
import type { EvmChainKey } from '@mintfront/domain';
import { and, asc, eq, gte, inArray, isNotNull, min } from 'drizzle-orm';
import { getAbiItem, getAddress, type Address, type Hex } from 'viem';
import type { ChainEventLog, LogHandler } from '../../platform/chain/chain-indexer.ts';
import type { ChainClients } from '../../platform/chain/clients.ts';
import type { Db } from '../../platform/db/db-client.ts';
import { raffleEntries, raffles, type RaffleRow } from './raffles.tables.ts';

export const RAFFLE_SOURCE = 'raffles';

async function raffleAt(tx: Db, chain: string, address: Address): Promise<RaffleRow | undefined> {
  const [row] = await tx
    .select()
    .from(raffles)
    .where(and(eq(raffles.chain, chain), eq(raffles.contract, getAddress(address))))
    .for('update');
  return row;
}

/**
 * The winners of a drawn raffle, recomputed from the revealed seed and the closing block's hash
 * as MintfrontRaffle.draw picks them (raffle-draw.ts): what anyone can check.
 */
export async function markWinners(tx: Db, r: RaffleRow, seed: Hex, closeBlockHash: Hex) {
  const entrants = await tx
    .select()
    .from(raffleEntries)
    .where(eq(raffleEntries.raffleId, r.id))
    .orderBy(asc(raffleEntries.position));
  const won = raffleWinners(
    seed,
    closeBlockHash,
    entrants.map((e) => e.wallet as Address),
    r.winners,
  );
  if (won.length)
    await tx
      .update(raffleEntries)
      .set({ won: true })
      .where(and(eq(raffleEntries.raffleId, r.id), inArray(raffleEntries.wallet, won)));
}

/** A raffle contract's events, each recorded once in the cursor's transaction. */
export function raffleHandler(clients: () => ChainClients | null): LogHandler {
  return {
    name: RAFFLE_SOURCE,
    events: (['Entered', 'EntriesClosed', 'Drawn', 'PrizeClaimed', 'RaffleCancelled'] as const).map(
      (name) => getAbiItem({ abi: mintfrontRaffleAbi, name }),
    ),
    async contracts(db, chain) {
      const rows = await db
        .select({ contract: raffles.contract })
        .from(raffles)
        .where(and(eq(raffles.chain, chain), isNotNull(raffles.contract)));
      return rows.map((r) => r.contract as Address);
    },
    async startBlock(db, chain) {
      const [row] = await db
        .select({ block: min(raffles.deployBlock) })
        .from(raffles)
        .where(eq(raffles.chain, chain));
      return row?.block != null ? BigInt(row.block) : null;
    },
    async record(tx, chain, logs) {
      for (const log of logs) await recordLog(tx, chain, log, clients);
    },
    /** The chain replaced blocks: what they recorded is forgotten and read again. */
    async forget(tx, chain, block) {
      const from = Number(block);
      await tx.delete(raffleEntries).where(gte(raffleEntries.blockNumber, from));
      const touched = await tx
        .select()
        .from(raffles)
        .where(and(eq(raffles.chain, chain), gte(raffles.closeBlock, from)));
      for (const r of touched) {
        await tx
          .update(raffles)
          .set({ closeBlock: null, closeBlockHash: null, revealedSeed: null, state: 'open' })
          .where(eq(raffles.id, r.id));
        await tx
          .update(raffleEntries)
          .set({ won: false, claimed: false, tokenId: null })
          .where(eq(raffleEntries.raffleId, r.id));
      }
    },
  };
}

async function recordLog(
  tx: Db,
  chain: EvmChainKey,
  log: ChainEventLog,
  clients: () => ChainClients | null,
) {
  const r = await raffleAt(tx, chain, log.address);
  if (!r) return;
  const a = log.args;
  if (log.eventName === 'Entered') {
    await tx
      .insert(raffleEntries)
      .values({
        raffleId: r.id,
        wallet: getAddress(a.wallet as Address),
        position: Number(a.index as bigint),
        txHash: log.transactionHash,
        blockNumber: Number(log.blockNumber),
      })
      .onConflictDoNothing();
  } else if (log.eventName === 'EntriesClosed') {
    const block = await clients()!
      .publicClient(chain)
      .getBlock({ blockNumber: a.blockNumber as bigint });
    await tx
      .update(raffles)
      .set({ closeBlock: Number(a.blockNumber as bigint), closeBlockHash: block.hash })
      .where(eq(raffles.id, r.id));
  } else if (log.eventName === 'Drawn') {
    if (r.revealedSeed) return;
    const seed = a.seed as Hex;
    await tx
      .update(raffles)
      .set({ revealedSeed: seed, state: 'drawn', drawTx: log.transactionHash })
      .where(eq(raffles.id, r.id));
    await markWinners(tx, r, seed, r.closeBlockHash as Hex);
  } else if (log.eventName === 'PrizeClaimed') {
    await tx
      .update(raffleEntries)
      .set({ claimed: true, tokenId: (a.tokenId as bigint).toString() })
      .where(
        and(
          eq(raffleEntries.raffleId, r.id),
          eq(raffleEntries.wallet, getAddress(a.wallet as Address)),
        ),
      );
  } else if (log.eventName === 'RaffleCancelled') {
    await tx.update(raffles).set({ state: 'cancelled' }).where(eq(raffles.id, r.id));
  }
}
