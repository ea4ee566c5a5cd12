import { mintfrontErc1155Abi, mintfrontErc721Abi } from '@mintfront/contracts';
import { NFT_STATUS } from '@mintfront/domain';
import { and, eq, gte, inArray } from 'drizzle-orm';
import { encodeFunctionData, type Hex, type TransactionReceipt } from 'viem';
import type { ChainClients } from '../../platform/chain/clients.ts';
import { chainWriter } from '../../platform/chain/chain-plugin.ts';
import {
  sendOnce,
  signAndRecord,
  throwIfInterrupted,
  waitsForChain,
  type SignedTx,
} from '../../platform/chain/transactions.ts';
import type { Db } from '../../platform/db/db-client.ts';
import type { NewJob } from '../../platform/jobs/jobs.repo.ts';
import { JobFailure, type JobHandler } from '../../platform/jobs/jobs-worker.ts';
import {
  ERC721_MINT_CHUNK,
  erc721MintedIds,
  mintFailReason,
  storedRoyaltiesBps,
  type MintNftPayload,
} from './nfts-mint.job.ts';
import { nftsRepo } from './nfts.repo.ts';
import { nfts } from './nfts.tables.ts';

/** Mints many NFTs of one contract (a bulk creation's) in few transactions: `mintBatch` of the store contracts. */
export const MINT_BATCH_JOB = 'nft.mint-batch';
/** Tokens (ERC-721) or ids (ERC-1155) per transaction: the limit one NFT's copies already have (gas in docs/decisions.md). */
export const MINT_BATCH_SIZE = ERC721_MINT_CHUNK;

/** `royaltyBps` as in `MintNftPayload`: absent, the job reads the NFT's from its row. */
export type MintBatchNft = { id: number; copies: number; uri: string; royaltyBps?: number };
export type MintBatchPayload = Pick<MintNftPayload, 'chain' | 'contract' | 'type' | 'to'> & {
  /** Tokens (ERC-721) or ids (ERC-1155) per transaction, fixed when queued: a resumed job plans the same transactions. */
  perTx: number;
  /** In minting order: ERC-721 token ids follow it. */
  nfts: MintBatchNft[];
};
/** What one transaction mints of one NFT. */
export type MintPart = { nftId: number; count: number; uri: string };
/** A signed transaction of the plan's step `step`, recorded before it is sent. */
type PendingBatchTx = SignedTx & { step: number };
export type MintBatchCheckpoint = { step?: number; pending?: PendingBatchTx | null };

/** What counts toward a transaction's size: each ERC-721 copy is a token; an ERC-1155 NFT is one id whatever its copies. */
const unitsOf = (type: MintNftPayload['type'], copies: number) => (type === 'erc721' ? copies : 1);

/**
 * The batch jobs of many NFTs' mints (a bulk creation's, in creation order): NFTs of one chain,
 * contract and wallet go together, whole, while a job stays within `perTx` tokens or ids, so each
 * job is one transaction; an NFT of more ERC-721 copies than that gets a job of its own.
 */
export function mintBatchJobs(mints: MintNftPayload[], perTx = MINT_BATCH_SIZE): NewJob[] {
  const open = new Map<string, { payload: MintBatchPayload; units: number }>();
  const all: MintBatchPayload[] = [];
  for (const m of mints) {
    const key = `${m.chain}:${m.contract}:${m.type}:${m.to}`;
    const units = unitsOf(m.type, m.copies);
    let batch = open.get(key);
    if (!batch || batch.units + units > perTx) {
      batch = {
        payload: { chain: m.chain, contract: m.contract, type: m.type, to: m.to, perTx, nfts: [] },
        units: 0,
      };
      open.set(key, batch);
      all.push(batch.payload);
    }
    batch.payload.nfts.push({
      id: m.nftId,
      copies: m.copies,
      uri: m.tokenUri,
      ...(m.royaltyBps !== undefined && { royaltyBps: m.royaltyBps }),
    });
    batch.units += units;
  }
  return all.map((payload) => ({
    kind: MINT_BATCH_JOB,
    payload,
    idempotencyKey: `${MINT_BATCH_JOB}:${payload.nfts[0]!.id}`,
  }));
}

/**
 * The job's transactions, in order: ERC-1155 at most `perTx` ids each, with all of each NFT's
 * copies; ERC-721 at most `perTx` tokens each, an NFT's copies going on in the next one when full.
 */
export function planBatch(p: MintBatchPayload): MintPart[][] {
  const txs: MintPart[][] = [];
  let current: MintPart[] = [];
  let room = p.perTx;
  for (const nft of p.nfts) {
    for (let left = nft.copies; left > 0;) {
      if (room === 0) {
        txs.push(current);
        current = [];
        room = p.perTx;
      }
      const count = p.type === 'erc1155' ? left : Math.min(left, room);
      current.push({ nftId: nft.id, count, uri: nft.uri });
      left -= count;
      room -= unitsOf(p.type, count);
    }
  }
  if (current.length) txs.push(current);
  return txs;
}

/**
 * The royalty in basis points of each NFT the transactions `todo` mint: the payload's, else (a payload queued
 * without) the NFT row's. Only those still to mint are read: they are Minting, so none can have been deleted.
 */
async function royaltiesOf(
  db: Db,
  p: MintBatchPayload,
  todo: MintPart[][],
): Promise<Map<number, number>> {
  const left = new Set(todo.flat().map((x) => x.nftId));
  const bps = await storedRoyaltiesBps(
    db,
    p.nfts.filter((x) => x.royaltyBps === undefined && left.has(x.id)).map((x) => x.id),
  );
  for (const x of p.nfts) if (x.royaltyBps !== undefined) bps.set(x.id, x.royaltyBps);
  return bps;
}

/** One transaction's `mintBatch`: each id (ERC-1155) or token (ERC-721) with its NFT's URI and royalty. */
function batchCall(p: MintBatchPayload, parts: MintPart[], royalties: Map<number, number>): Hex {
  const bps = (x: MintPart) => BigInt(royalties.get(x.nftId)!);
  if (p.type === 'erc1155') {
    const args = [
      p.to,
      parts.map((x) => BigInt(x.nftId)),
      parts.map((x) => BigInt(x.count)),
      parts.map((x) => x.uri),
      parts.map(bps),
    ] as const;
    return encodeFunctionData({ abi: mintfrontErc1155Abi, functionName: 'mintBatch', args });
  }
  const tokens = parts.flatMap((x) => Array.from({ length: x.count }, () => x));
  const args = [p.to, tokens.map((x) => x.uri), tokens.map(bps)] as const;
  return encodeFunctionData({ abi: mintfrontErc721Abi, functionName: 'mintBatch', args });
}

/**
 * Records what a mined transaction minted, per NFT once per transaction hash (a resumed job may see
 * the receipt again): ERC-721 tokens are handed out in the order of the parts, as the contract
 * minted them. An NFT whose copies are now all minted is Off Sale.
 */
async function recordBatch(
  db: Db,
  p: MintBatchPayload,
  parts: MintPart[],
  tx: SignedTx,
  receipt: TransactionReceipt,
) {
  const ids = p.type === 'erc721' ? erc721MintedIds(p.contract, receipt) : null;
  const total = parts.reduce((n, x) => n + x.count, 0);
  if (ids && ids.length !== total)
    throw new JobFailure(null, `mint ${tx.hash} created ${ids.length} tokens, not ${total}`);
  await db.transaction(async (t) => {
    let at = 0;
    for (const part of parts) {
      const first = ids ? ids[at]! : BigInt(part.nftId);
      const last = ids ? ids[at + part.count - 1]! : BigInt(part.nftId);
      at += part.count;
      const mint = {
        quantity: part.count,
        firstTokenId: String(first),
        lastTokenId: String(last),
        toAddress: p.to,
        txHash: tx.hash,
        blockNumber: String(receipt.blockNumber),
      };
      await nftsRepo.recordMint(t, part.nftId, mint);
    }
    const touched = [...new Set(parts.map((x) => x.nftId))];
    await t
      .update(nfts)
      .set({ status: NFT_STATUS.offSale, reason: null, updatedAt: new Date() })
      .where(
        and(
          inArray(nfts.id, touched),
          eq(nfts.status, NFT_STATUS.minting),
          gte(nfts.totalMinted, nfts.copies),
        ),
      );
  });
}

/**
 * The `nft.mint-batch` job, as crash-safe as `nft.mint`: each transaction is signed and its hash
 * checkpointed before it is sent, a resumed job waits for (or re-sends) that same transaction, and
 * a mint is counted once per transaction hash. On failure every NFT of the batch still Minting is
 * mint-failed with the reason.
 */
export function mintBatchHandler(clients: () => ChainClients | null): JobHandler {
  return waitsForChain({
    async run(ctx) {
      const p = ctx.job.payload as MintBatchPayload;
      const { publicClient, walletClient } = chainWriter(clients(), p.chain);
      const plan = planBatch(p);
      const cp = (ctx.job.checkpoint ?? {}) as MintBatchCheckpoint;
      let recorded = cp.pending ?? null;
      const first = recorded?.step ?? cp.step ?? 0;
      const royalties = await royaltiesOf(ctx.db, p, plan.slice(first));
      for (let step = first; step < plan.length; step++) {
        throwIfInterrupted(ctx.signal);
        const parts = plan[step]!;
        const call = { to: p.contract, data: batchCall(p, parts, royalties) };
        const { tx, receipt } = await sendOnce(ctx, publicClient, walletClient, recorded, () =>
          signAndRecord(ctx, publicClient, walletClient, call, { step }),
        );
        recorded = null;
        await recordBatch(ctx.db, p, parts, tx, receipt);
        await ctx.checkpoint({ step: step + 1, pending: null });
      }
      return {
        nfts: p.nfts.length,
        minted: p.nfts.reduce((n, x) => n + x.copies, 0),
        transactions: plan.length,
      };
    },
    async onFailed(db, job, failure) {
      const p = job.payload as MintBatchPayload;
      await db
        .update(nfts)
        .set({
          status: NFT_STATUS.mintFailed,
          reason: mintFailReason(failure),
          updatedAt: new Date(),
        })
        .where(
          and(
            inArray(
              nfts.id,
              p.nfts.map((x) => x.id),
            ),
            eq(nfts.status, NFT_STATUS.minting),
          ),
        );
    },
  });
}
