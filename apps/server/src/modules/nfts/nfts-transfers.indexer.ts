import { mintfrontErc1155Abi, mintfrontErc721Abi } from '@mintfront/contracts';
import { COLLECTION_SOURCES } from '@mintfront/domain';
import { and, eq, inArray, isNotNull, min, sql } from 'drizzle-orm';
import { getAbiItem, zeroAddress, type Address, type Hash } from 'viem';
import type { ChainEventLog, LogHandler } from '../../platform/chain/chain-indexer.ts';
import { receiptOf } from '../../platform/chain/transactions.ts';
import type { Db } from '../../platform/db/db-client.ts';
import { insertManySql, rowsOf } from '../../platform/db/insert-many.ts';
import { collections } from '../collections/collections.tables.ts';
import { nftHoldings, nftTransfers } from './nfts-transfers.tables.ts';
import { nftMints, nfts } from './nfts.tables.ts';

/** The cursor name of the store contracts' transfers. */
export const NFT_TRANSFERS_SOURCE = 'nfts.transfers';
/** Rows per insert statement (one JSON parameter each). */
const ROWS_PER_STATEMENT = 5000;

type NewTransfer = typeof nftTransfers.$inferInsert;

/** The rows of a log: one per token it moved. */
function transferRows(chain: string, log: ChainEventLog): NewTransfer[] {
  const a = log.args as {
    from: Address;
    to: Address;
    tokenId?: bigint;
    id?: bigint;
    value?: bigint;
    ids?: readonly bigint[];
    values?: readonly bigint[];
  };
  const base = {
    chain,
    contract: log.address.toLowerCase(),
    fromAddress: a.from.toLowerCase(),
    toAddress: a.to.toLowerCase(),
    blockNumber: Number(log.blockNumber),
    txHash: log.transactionHash,
    logIndex: log.logIndex,
  };
  if (log.eventName === 'Transfer')
    return [{ ...base, tokenId: String(a.tokenId), quantity: '1', batchIndex: 0 }];
  const moved =
    log.eventName === 'TransferSingle'
      ? [{ ...base, tokenId: String(a.id), quantity: String(a.value), batchIndex: 0 }]
      : a.ids!.map((id, i) => ({
          ...base,
          tokenId: String(id),
          quantity: String(a.values![i]),
          batchIndex: i,
        }));
  // Anyone may send 0 copies of any token (ERC-1155 allows it): that moves nothing.
  return moved.filter((row) => row.quantity !== '0');
}

type Moved = {
  contract: string;
  token_id: string;
  from_address: string;
  to_address: string;
  quantity: string;
};

/** Adds the transfers just recorded to the holders' balances; a balance that reaches 0 is removed. */
async function applyToHoldings(tx: Db, chain: string, moved: Moved[]) {
  const deltas = new Map<
    string,
    { contract: string; tokenId: string; holder: string; quantity: bigint }
  >();
  const add = (m: Moved, holder: string, quantity: bigint) => {
    if (holder === zeroAddress) return;
    const key = `${m.contract}:${m.token_id}:${holder}`;
    const d = deltas.get(key) ?? {
      contract: m.contract,
      tokenId: m.token_id,
      holder,
      quantity: 0n,
    };
    d.quantity += quantity;
    deltas.set(key, d);
  };
  for (const m of moved) {
    add(m, m.from_address, -BigInt(m.quantity));
    add(m, m.to_address, BigInt(m.quantity));
  }
  const rows = [...deltas.values()]
    .filter((d) => d.quantity !== 0n)
    .map((d) => ({ chain, ...d, quantity: String(d.quantity) }));
  for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
    const part = rows.slice(i, i + ROWS_PER_STATEMENT);
    await tx.execute(
      sql`${insertManySql(nftHoldings, part)} on conflict (chain, contract, token_id, holder) do update set quantity = ${nftHoldings}.quantity + excluded.quantity`,
    );
    await tx.execute(sql`delete from ${nftHoldings} h using jsonb_to_recordset(${JSON.stringify(part.map((r) => ({ contract: r.contract, token_id: r.tokenId, holder: r.holder })))}::jsonb) as x(contract text, token_id numeric, holder text)
      where h.chain = ${chain} and h.contract = x.contract and h.token_id = x.token_id and h.holder = x.holder and h.quantity = 0`);
  }
}

/** The ERC-721 and ERC-1155 transfer events every NFT contract logs. */
export const TRANSFER_EVENTS = [
  getAbiItem({ abi: mintfrontErc721Abi, name: 'Transfer' }),
  getAbiItem({ abi: mintfrontErc1155Abi, name: 'TransferSingle' }),
  getAbiItem({ abi: mintfrontErc1155Abi, name: 'TransferBatch' }),
];

/** Records the transfers of some logs once each, and moves the balances they change. */
export async function recordTransfers(tx: Db, chain: string, logs: ChainEventLog[]) {
  const rows = logs.flatMap((log) => transferRows(chain, log));
  for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
    // A transfer already recorded (unique chain, tx, log, place in batch) is not counted again.
    const inserted =
      await tx.execute(sql`${insertManySql(nftTransfers, rows.slice(i, i + ROWS_PER_STATEMENT))} on conflict do nothing
      returning contract, token_id::text, from_address, to_address, quantity::text`);
    await applyToHoldings(tx, chain, rowsOf<Moved>(inserted));
  }
}

/** Drops the contracts' transfers of the replaced blocks and counts their balances again from the rest. */
export async function forgetTransfers(tx: Db, chain: string, block: bigint, contracts: Address[]) {
  const lower = contracts.map((c) => c.toLowerCase());
  if (!lower.length) return;
  await tx
    .delete(nftTransfers)
    .where(
      and(
        eq(nftTransfers.chain, chain),
        inArray(nftTransfers.contract, lower),
        sql`${nftTransfers.blockNumber} >= ${Number(block)}`,
      ),
    );
  await tx
    .delete(nftHoldings)
    .where(and(eq(nftHoldings.chain, chain), inArray(nftHoldings.contract, lower)));
  const ofContracts = sql`chain = ${chain} and contract in (${sql.join(
    lower.map((c) => sql`${c}`),
    sql`, `,
  )})`;
  await tx.execute(sql`insert into ${nftHoldings} (chain, contract, token_id, holder, quantity)
    select ${chain}, contract, token_id, holder, sum(q) from (
      select contract, token_id, to_address as holder, quantity as q from ${nftTransfers} where ${ofContracts} and to_address <> ${zeroAddress}
      union all
      select contract, token_id, from_address, -quantity from ${nftTransfers} where ${ofContracts} and from_address <> ${zeroAddress}
    ) moves group by contract, token_id, holder having sum(q) <> 0`);
}

/** The store contracts' Transfer, TransferSingle and TransferBatch events, recorded for the NFT answers (nfts-onchain.service.ts). */
export const nftTransfersHandler: LogHandler = {
  name: NFT_TRANSFERS_SOURCE,
  events: TRANSFER_EVENTS,

  /** Collections the server deployed; imported ones have a cursor each (nfts-imported-transfers.indexer.ts). */
  async contracts(db, chain) {
    const rows = await db
      .select({ address: collections.address })
      .from(collections)
      .where(
        and(
          eq(collections.chain, chain),
          eq(collections.source, COLLECTION_SOURCES.created),
          isNotNull(collections.address),
        ),
      );
    return rows.map((r) => r.address as Address);
  },

  /**
   * The block of the chain's first store contract deployment: no contract has a transfer before it,
   * even one whose mint is recorded later. A deployment with no recorded hash (its job found the
   * contract deployed) counts from its first recorded mint.
   */
  async startBlock(db, chain, client) {
    // The first mint is looked up from the mints (few) rather than the collection's NFTs (maybe
    // 100,000), and only for a deployment without a hash: until a cursor exists this runs on every
    // pass of the indexer.
    const firstMint = db
      .select({ block: min(sql<string>`${nftMints.blockNumber}::bigint`) })
      .from(nftMints)
      .innerJoin(nfts, eq(nfts.id, nftMints.nftId))
      .where(eq(nfts.contractId, collections.id));
    const deployed = await db
      .select({
        txHash: collections.txHash,
        firstMint: sql<
          string | null
        >`case when ${collections.txHash} is null then (${firstMint}) end`.mapWith(String),
      })
      .from(collections)
      .where(
        and(
          eq(collections.chain, chain),
          eq(collections.source, COLLECTION_SOURCES.created),
          isNotNull(collections.address),
        ),
      );
    let first: bigint | null = null;
    for (const { txHash, firstMint } of deployed) {
      const block = txHash
        ? (await receiptOf(client, txHash as Hash))?.blockNumber
        : firstMint === null
          ? undefined
          : BigInt(firstMint);
      if (block !== undefined && (first === null || block < first)) first = block;
    }
    return first;
  },

  record: recordTransfers,
  forget: forgetTransfers,
};
