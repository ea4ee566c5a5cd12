import type { Nft } from '@mintfront/domain';
import { fileUrl } from '../uploads/uploads.service.ts';
import type { Viewer } from './nfts.types.ts';
import type { NftRow } from './nfts.tables.ts';

/** Unlockable content is for the NFT's creator and the store owner only (spec doc 1 §3). */
const maySeeUnlockable = (row: NftRow, viewer: Viewer) =>
  viewer.isOwner || row.creatorId === viewer.userId;

/**
 * The NFT as answered. Without a viewer (lists, answered alike to every member of the store)
 * `unlockable_content` is null; with one (the
 * detail, a save's answer) the creator and the owner see it.
 */
export function toNft(
  row: NftRow,
  viewer: Viewer | null,
  publicUrl: string,
  contractAddress: string | null = null,
): Nft {
  return {
    id: row.id,
    title: row.title,
    icon: row.icon,
    icon_url: fileUrl(publicUrl, row.icon),
    preview: row.preview,
    preview_url: row.preview ? fileUrl(publicUrl, row.preview) : null,
    type: row.type,
    copies: row.copies,
    total_minted: row.totalMinted,
    order_no: row.orderNo,
    contract_id: row.contractId,
    contract_address: contractAddress,
    royalties: Number(row.royalties),
    rank: row.rank,
    category: row.categoryIds,
    uid: row.creatorId,
    status: row.status,
    link: `/nft/${row.id}`,
    description: row.description,
    page_title: row.pageTitle,
    page_description: row.pageDescription,
    page_url: row.pageUrl,
    attrs: row.attrs,
    is_locked: row.isLocked,
    unlockable_content: viewer && maySeeUnlockable(row, viewer) ? row.unlockableContent : null,
    token_id: row.tokenId,
    tx_hash: row.txHash,
    reason: row.reason,
    ever_on_sale: row.everOnSale,
    source: row.source,
    views: row.views,
    likes: row.likes,
    createdAt: row.createdAt.toISOString(),
  };
}
