import { mintfrontErc1155Abi, mintfrontErc721Abi } from '@mintfront/contracts';
import { NFT_STATUS, royaltyPercentToBps } from '@mintfront/domain';
import { and, eq, inArray } from 'drizzle-orm';
import {
  encodeFunctionData,
  parseEventLogs,
  zeroAddress,
  type Address,
  type Hex,
  type TransactionReceipt,
} from 'viem';
import type { ChainClients, OperatorWalletClient } from '../../platform/chain/clients.ts';
import { chainWriter } from '../../platform/chain/chain-plugin.ts';
import {
  sendOnce,
  signAndRecord,
  waitsForChain,
  type Reader,
  type SignedTx,
} from '../../platform/chain/transactions.ts';
import type { Db } from '../../platform/db/db-client.ts';
import { JobFailure, type JobContext, type JobHandler } from '../../platform/jobs/jobs-worker.ts';
import { nftsRepo } from './nfts.repo.ts';
import { nfts } from './nfts.tables.ts';

export const MINT_NFT_JOB = 'nft.mint';
/**
 * Tokens (ERC-721) or ids (ERC-1155) per mint transaction: each costs about 96,000 gas on anvil
 * (docs/decisions.md), so 50 stay near 5 M gas, well under a block's 30 M and the 16.7 M cap of a
 * transaction (EIP-7825), also with long metadata URLs.
 */
export const ERC721_MINT_CHUNK = 50;

export type MintNftPayload = {
  nftId: number;
  chain: string;
  contract: Address;
  type: 'erc721' | 'erc1155';
  /** The wallet the copies are minted to (the store owner's, else the platform operator). */
  to: Address;
  copies: number;
  tokenUri: string;
  /**
   * The NFT's EIP-2981 royalty in basis points (`royaltyBpsOf`), minted with its tokens. Jobs queued before mints
   * carried it have none: the job reads the NFT's from its row (`storedRoyaltiesBps`), never the collection default.
   */
  royaltyBps?: number;
};

/** An NFT's royalty as the nfts row keeps it (percent, numeric text such as "12.50") in basis points: 1250. */
export const royaltyBpsOf = (royalties: string | number): number =>
  royaltyPercentToBps(Number(royalties));

/**
 * The royalties of NFTs in basis points, read from their rows, for payloads that carry none. The royalty of
 * an NFT never changes after creation (written on chain), so a resumed job reads the same.
 */
export async function storedRoyaltiesBps(db: Db, ids: number[]): Promise<Map<number, number>> {
  const rows = ids.length
    ? await db
        .select({ id: nfts.id, royalties: nfts.royalties })
        .from(nfts)
        .where(inArray(nfts.id, ids))
    : [];
  const bps = new Map(rows.map((r) => [r.id, royaltyBpsOf(r.royalties)]));
  const gone = ids.find((id) => !bps.has(id));
  if (gone !== undefined)
    throw new JobFailure(null, `NFT ${gone} no longer exists: its royalty is unknown`);
  return bps;
}

/** A signed mint of `count` copies, recorded before it is sent. */
type PendingTx = SignedTx & { count: number };
export type MintCheckpoint = { minted?: number; pending?: PendingTx | null };

/** The mint of `count` copies: the royalty goes in the same call, so the mint stays one transaction. */
function mintCall(p: MintNftPayload, count: number, royaltyBps: number): Hex {
  const bps = BigInt(royaltyBps);
  if (p.type === 'erc1155') {
    return encodeFunctionData({
      abi: mintfrontErc1155Abi,
      functionName: 'mint',
      args: [p.to, BigInt(p.nftId), BigInt(count), p.tokenUri, bps],
    });
  }
  const args = [
    p.to,
    Array.from({ length: count }, () => p.tokenUri),
    Array.from({ length: count }, () => bps),
  ] as const;
  return encodeFunctionData({ abi: mintfrontErc721Abi, functionName: 'mintBatch', args });
}

/**
 * Signs the next mint and records it in the checkpoint; the caller sends it. The contract's refusal shows
 * in the simulation first and ends the job (E65).
 */
export async function signAndRecordMint(
  ctx: JobContext,
  reader: Reader,
  writer: OperatorWalletClient,
  p: MintNftPayload,
  count: number,
): Promise<PendingTx> {
  const bps = p.royaltyBps ?? (await storedRoyaltiesBps(ctx.db, [p.nftId])).get(p.nftId)!;
  return signAndRecord(
    ctx,
    reader,
    writer,
    { to: p.contract, data: mintCall(p, count, bps) },
    { count },
  );
}

/** The ERC-721 tokens a mint transaction created on the contract, in the order it minted them. */
export function erc721MintedIds(contract: Address, receipt: TransactionReceipt): bigint[] {
  const logs = parseEventLogs({
    abi: mintfrontErc721Abi,
    logs: receipt.logs,
    eventName: 'Transfer',
  });
  return logs
    .filter(
      (l) => l.address.toLowerCase() === contract.toLowerCase() && l.args.from === zeroAddress,
    )
    .map((l) => l.args.tokenId);
}

/**
 * Mints every copy exactly once across crashes: each transaction is signed and its hash recorded
 * before it is sent, so a resumed job waits for (or re-sends) that same transaction; a mint is
 * counted once per transaction hash.
 */
export async function mintOnce(
  ctx: JobContext,
  reader: Reader,
  writer: OperatorWalletClient,
  p: MintNftPayload,
): Promise<{ minted: number }> {
  const cp = (ctx.job.checkpoint ?? {}) as MintCheckpoint;
  let minted = cp.minted ?? 0;
  let recorded = cp.pending ?? null;
  while (minted < p.copies) {
    const count =
      p.type === 'erc1155' ? p.copies - minted : Math.min(ERC721_MINT_CHUNK, p.copies - minted);
    const { tx, receipt } = await sendOnce(ctx, reader, writer, recorded, () =>
      signAndRecordMint(ctx, reader, writer, p, count),
    );
    recorded = null;
    const ids = p.type === 'erc1155' ? [BigInt(p.nftId)] : erc721MintedIds(p.contract, receipt);
    await nftsRepo.recordMint(ctx.db, p.nftId, {
      quantity: tx.count,
      firstTokenId: String(ids[0] ?? ''),
      lastTokenId: String(ids[ids.length - 1] ?? ''),
      toAddress: p.to,
      txHash: tx.hash,
      blockNumber: String(receipt.blockNumber),
    });
    minted += tx.count;
    await ctx.checkpoint({ minted, pending: null });
  }
  return { minted };
}

/** The reason an NFT's mint failed, as the NFT shows it. */
export const mintFailReason = (failure: { code: string | null; message: string }) =>
  failure.code ? `${failure.code}: ${failure.message}` : failure.message;

/** The `nft.mint` job: mints the NFT's copies on the store contract, then the NFT is Off Sale. */
export function mintNftHandler(clients: () => ChainClients | null): JobHandler {
  return waitsForChain({
    async run(ctx) {
      const payload = ctx.job.payload as MintNftPayload;
      const { publicClient, walletClient } = chainWriter(clients(), payload.chain);
      const { minted } = await mintOnce(ctx, publicClient, walletClient, payload);
      await ctx.db
        .update(nfts)
        .set({ status: NFT_STATUS.offSale, reason: null, updatedAt: new Date() })
        .where(and(eq(nfts.id, payload.nftId), eq(nfts.status, NFT_STATUS.minting)));
      return { minted };
    },
    async onFailed(db, job, failure) {
      const payload = job.payload as MintNftPayload;
      await db
        .update(nfts)
        .set({
          status: NFT_STATUS.mintFailed,
          reason: mintFailReason(failure),
          updatedAt: new Date(),
        })
        .where(eq(nfts.id, payload.nftId));
    },
  });
}
