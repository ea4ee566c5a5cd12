import { mintfrontErc1155Abi, mintfrontErc721Abi } from '@mintfront/contracts';
import { COLLECTION_TYPES, NFT_TYPES } from '@mintfront/domain';
import {
  getAbiItem,
  zeroAddress,
  type Address,
  type Chain,
  type PublicClient,
  type Transport,
} from 'viem';
import type { CollectionRow } from '../collections/collections.tables.ts';
import type { NftMintRow } from './nfts.tables.ts';

type Reader = PublicClient<Transport, Chain>;

/** The NFT type of a collection's NFTs: its contract's standard. */
export const nftTypeOf = (c: CollectionRow) =>
  c.type === COLLECTION_TYPES.erc721 ? NFT_TYPES.erc721 : NFT_TYPES.erc1155;
/** The standard of an NFT's contract, as the chain helpers name it. */
export const contractType = (t: number): 'erc721' | 'erc1155' =>
  t === NFT_TYPES.erc721 ? 'erc721' : 'erc1155';

export type Transfer = {
  from: Address;
  to: Address;
  tokenId: string;
  quantity: number;
  txHash: string;
  blockNumber: string;
};

/** The token ids of an NFT: ERC-1155 one id; ERC-721 the ranges its mint transactions created. */
export function tokenIdsOf(
  type: 'erc721' | 'erc1155',
  nftId: number,
  mints: NftMintRow[],
): Set<bigint> {
  if (type === 'erc1155') return new Set([BigInt(nftId)]);
  const ids = new Set<bigint>();
  for (const m of mints) {
    if (!m.firstTokenId) continue;
    for (let id = BigInt(m.firstTokenId); id <= BigInt(m.lastTokenId); id++) ids.add(id);
  }
  return ids;
}

/** Every transfer of the NFT's tokens since its first mint, as the chain logged them (mints come from 0x0). */
export async function transfersOf(
  reader: Reader,
  contract: Address,
  type: 'erc721' | 'erc1155',
  ids: Set<bigint>,
  fromBlock: bigint,
): Promise<Transfer[]> {
  const out: Transfer[] = [];
  if (type === 'erc721') {
    const logs = await reader.getLogs({
      address: contract,
      event: getAbiItem({ abi: mintfrontErc721Abi, name: 'Transfer' }),
      fromBlock,
      toBlock: 'latest',
    });
    for (const l of logs) {
      if (!ids.has(l.args.tokenId!)) continue;
      out.push({
        from: l.args.from!,
        to: l.args.to!,
        tokenId: String(l.args.tokenId),
        quantity: 1,
        txHash: l.transactionHash,
        blockNumber: String(l.blockNumber),
      });
    }
    return out;
  }
  const [single, batch] = await Promise.all([
    reader.getLogs({
      address: contract,
      event: getAbiItem({ abi: mintfrontErc1155Abi, name: 'TransferSingle' }),
      fromBlock,
      toBlock: 'latest',
    }),
    reader.getLogs({
      address: contract,
      event: getAbiItem({ abi: mintfrontErc1155Abi, name: 'TransferBatch' }),
      fromBlock,
      toBlock: 'latest',
    }),
  ]);
  for (const l of single) {
    if (!ids.has(l.args.id!)) continue;
    out.push({
      from: l.args.from!,
      to: l.args.to!,
      tokenId: String(l.args.id),
      quantity: Number(l.args.value),
      txHash: l.transactionHash,
      blockNumber: String(l.blockNumber),
    });
  }
  for (const l of batch) {
    l.args.ids!.forEach((id, i) => {
      if (ids.has(id))
        out.push({
          from: l.args.from!,
          to: l.args.to!,
          tokenId: String(id),
          quantity: Number(l.args.values![i]),
          txHash: l.transactionHash,
          blockNumber: String(l.blockNumber),
        });
    });
  }
  return out.sort((a, b) => Number(BigInt(a.blockNumber) - BigInt(b.blockNumber)));
}

/** Minted quantity and balances per holder, replayed from the transfers. */
export function holdings(transfers: Transfer[]): { minted: number; holders: Map<string, number> } {
  let minted = 0;
  const holders = new Map<string, number>();
  const add = (who: string, n: number) => {
    const next = (holders.get(who) ?? 0) + n;
    if (next === 0) holders.delete(who);
    else holders.set(who, next);
  };
  for (const t of transfers) {
    if (t.from === zeroAddress) minted += t.quantity;
    else add(t.from.toLowerCase(), -t.quantity);
    if (t.to !== zeroAddress) add(t.to.toLowerCase(), t.quantity);
  }
  return { minted, holders };
}
