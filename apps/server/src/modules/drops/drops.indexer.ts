import { mintfrontDropAbi } from '@mintfront/contracts';
import { and, asc, eq, gte, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { getAbiItem, getAddress, type Address } from 'viem';
import type { ChainEventLog, LogHandler } from '../../platform/chain/chain-indexer.ts';
import type { Db } from '../../platform/db/db-client.ts';
import { dropClaims, drops, type DropRow } from './drops.tables.ts';

/** The cursor name of the drops' events (one cursor per drop contract). */
export const DROPS_SOURCE = 'drops.mints';

type Claimed = {
  phaseId: bigint;
  wallet: Address;
  firstTokenId: bigint;
  quantity: bigint;
  paid: bigint;
};

async function dropAt(tx: Db, chain: string, address: Address): Promise<DropRow | undefined> {
  const [row] = await tx
    .select()
    .from(drops)
    .where(and(eq(drops.chain, chain), sql`lower(${drops.address}) = ${address.toLowerCase()}`))
    .for('update');
  return row;
}

/**
 * A mint (the contract's Claimed event), recorded once by (chain, transaction, log index): it
 * confirms the oldest open claim of the same wallet, phase and quantity, or is recorded as a
 * claim of its own (a mint sent without asking the server). Only the chain confirms a claim.
 */
async function recordClaimed(tx: Db, chain: string, log: ChainEventLog) {
  const drop = await dropAt(tx, chain, log.address);
  if (!drop) return;
  const [seen] = await tx
    .select({ id: dropClaims.id })
    .from(dropClaims)
    .where(
      and(
        eq(dropClaims.chain, chain),
        eq(dropClaims.txHash, log.transactionHash),
        eq(dropClaims.logIndex, log.logIndex),
      ),
    );
  if (seen) return;
  const a = log.args as Claimed;
  const wallet = getAddress(a.wallet);
  const mint = {
    status: 'confirmed' as const,
    txHash: log.transactionHash,
    logIndex: log.logIndex,
    blockNumber: Number(log.blockNumber),
    firstTokenId: Number(a.firstTokenId),
    amount: a.paid.toString(),
    confirmedAt: new Date(),
  };
  const [open] = await tx
    .select({ id: dropClaims.id })
    .from(dropClaims)
    .where(
      and(
        eq(dropClaims.dropId, drop.id),
        eq(dropClaims.wallet, wallet),
        eq(dropClaims.phase, Number(a.phaseId)),
        eq(dropClaims.quantity, Number(a.quantity)),
        inArray(dropClaims.status, ['pending', 'expired']),
        isNull(dropClaims.txHash),
      ),
    )
    .orderBy(asc(dropClaims.id))
    .limit(1);
  if (open) await tx.update(dropClaims).set(mint).where(eq(dropClaims.id, open.id));
  else
    await tx.insert(dropClaims).values({
      ...mint,
      dropId: drop.id,
      shopId: drop.shopId,
      wallet,
      phase: Number(a.phaseId),
      quantity: Number(a.quantity),
      expiresAt: new Date(),
      chain,
    });
  await tx
    .update(drops)
    .set({ minted: sql`${drops.minted} + ${Number(a.quantity)}` })
    .where(eq(drops.id, drop.id));
}

async function recordStartingIndex(tx: Db, chain: string, log: ChainEventLog) {
  const drop = await dropAt(tx, chain, log.address);
  if (!drop) return;
  const { startingIndex } = log.args as { startingIndex: bigint };
  await tx
    .update(drops)
    .set({ startingIndex: Number(startingIndex) })
    .where(eq(drops.id, drop.id));
}

/** The drop contracts' mints and reveal (issue 21), one cursor per contract from its deployment block. */
export const dropsHandler: LogHandler = {
  name: DROPS_SOURCE,
  cursorPer: 'contract',
  events: [
    getAbiItem({ abi: mintfrontDropAbi, name: 'Claimed' }),
    getAbiItem({ abi: mintfrontDropAbi, name: 'StartingIndexFixed' }),
  ],
  async contracts(db, chain) {
    const rows = await db
      .select({ address: drops.address })
      .from(drops)
      .where(and(eq(drops.chain, chain), isNotNull(drops.address)));
    return rows.map((r) => r.address as Address);
  },
  async startBlock(db, chain, _client, contract) {
    if (!contract) return null;
    const [row] = await db
      .select({ block: drops.deployBlock })
      .from(drops)
      .where(and(eq(drops.chain, chain), sql`lower(${drops.address}) = ${contract.toLowerCase()}`));
    return row?.block != null ? BigInt(row.block) : null;
  },
  async record(tx, chain, logs) {
    for (const log of logs) {
      if (log.eventName === 'Claimed') await recordClaimed(tx, chain, log);
      else if (log.eventName === 'StartingIndexFixed') await recordStartingIndex(tx, chain, log);
    }
  },
  /** The chain replaced blocks: their mints are forgotten (claims asked for are pending again) and the counts recounted. */
  async forget(tx, chain, block, contracts) {
    const lower = contracts.map((c) => c.toLowerCase());
    const ids = (
      await tx
        .select({ id: drops.id })
        .from(drops)
        .where(and(eq(drops.chain, chain), inArray(sql`lower(${drops.address})`, lower)))
    ).map((r) => r.id);
    if (!ids.length) return;
    const replaced = and(
      inArray(dropClaims.dropId, ids),
      gte(dropClaims.blockNumber, Number(block)),
    );
    await tx.delete(dropClaims).where(and(replaced, isNull(dropClaims.buyerId)));
    await tx
      .update(dropClaims)
      .set({
        status: 'pending',
        txHash: null,
        logIndex: null,
        blockNumber: null,
        firstTokenId: null,
        confirmedAt: null,
      })
      .where(replaced);
    await tx.execute(
      sql`update ${drops} d set minted = coalesce((select sum(c.quantity) from ${dropClaims} c where c.drop_id = d.id and c.status = 'confirmed'), 0) where d.id in (${sql.join(
        ids.map((i) => sql`${i}`),
        sql`, `,
      )})`,
    );
  },
};
