import { eventStatus, type Airdrop, type AirdropClaim, type AirdropNft } from '@mintfront/domain';
import type { Db } from '../../platform/db/db-client.ts';
import { findNftsInShop } from '../nfts/index.ts';
import { sellOrdersByIds } from '../sales/index.ts';
import { fileUrl } from '../uploads/uploads.service.ts';
import type { AirdropNftRow, AirdropRow } from './airdrops.tables.ts';

/** Airdrops answered with their NFTs and live claimed counts (confirmed claims, as the market settled them). */
export async function answerAirdrops(
  db: Db,
  publicUrl: string,
  rows: AirdropRow[],
  items: AirdropNftRow[],
  now = new Date(),
): Promise<Airdrop[]> {
  const orders = new Map(
    (
      await sellOrdersByIds(
        db,
        items.map((i) => i.saleId),
      )
    ).map((s) => [s.id, s]),
  );
  const shopId = rows[0]?.shopId ?? 0;
  const nfts = new Map(
    (
      await findNftsInShop(
        db,
        shopId,
        items.map((i) => i.nftId),
      )
    ).map((n) => [n.id, n]),
  );
  return rows.map((a) => {
    const mine: AirdropNft[] = items
      .filter((i) => i.airdropId === a.id)
      .sort((x, y) => x.position - y.position)
      .map((i) => {
        const sale = orders.get(i.saleId);
        const nft = nfts.get(i.nftId);
        return {
          id: i.nftId,
          title: nft?.title ?? '',
          icon_url: nft ? fileUrl(publicUrl, nft.icon) : null,
          sale_id: i.saleId,
          quantity: sale?.quantity ?? 0,
          claimed: sale?.soldNum ?? 0,
        };
      });
    return {
      id: a.id,
      name: a.name,
      preview: a.preview,
      preview_url: fileUrl(publicUrl, a.preview),
      description: a.description,
      start_date: a.startAt.toISOString(),
      end_date: a.endAt.toISOString(),
      claim_limit: a.claimLimit,
      white_id: a.whiteId,
      material: a.material,
      status: eventStatus({ ...a, cancelled: a.cancelledAt !== null }, now),
      total: mine.reduce((n, x) => n + x.quantity, 0),
      claimed: mine.reduce((n, x) => n + x.claimed, 0),
      nfts: mine,
      created_at: a.createdAt.toISOString(),
    };
  });
}

/** One claim as GET /api/airdrop/nft/claim/{id}/{x} lists it. */
export function toClaim(
  order: {
    id: number;
    saleId: number;
    wallet: string;
    quantity: number;
    status: AirdropClaim['status'];
    txHash: string | null;
    createdAt: Date;
  },
  nftOfSale: Map<number, number>,
): AirdropClaim {
  return {
    id: order.id,
    nft_id: nftOfSale.get(order.saleId) ?? 0,
    wallet: order.wallet,
    quantity: order.quantity,
    status: order.status,
    tx_hash: order.txHash,
    created_at: order.createdAt.toISOString(),
  };
}
