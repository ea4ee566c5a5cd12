import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  NFT_STATUS,
  contentKindOf,
  type ListPage,
  type StoreNftCard,
  type StoreNftDetail,
  type StoreNftsQuery,
} from '@mintfront/domain';
import type { Db } from '../../platform/db/db-client.ts';
import { escapeLike, mapPage, shopCrud } from '../../platform/db/repo-helper.ts';
import { collections } from '../collections/collections.tables.ts';
import { displayUrlOf, fileUrl, thumbnailsOf, type Thumbnail } from '../uploads/uploads.service.ts';
import { descriptionOf } from './nfts-description.ts';
import { nfts, type NftRow } from './nfts.tables.ts';

/**
 * What a store's visitors see of its NFTs (docs/decisions.md "The storefront"): every minted
 * NFT (Off Sale, On Sale, Sold Out); never one in review, minting, rejected or failed, and never
 * the unlockable text.
 */
const SHOWN = [NFT_STATUS.offSale, NFT_STATUS.onSale, NFT_STATUS.soldOut];
const SALE_STATUS = {
  [NFT_STATUS.offSale]: 'offSale',
  [NFT_STATUS.onSale]: 'onSale',
  [NFT_STATUS.soldOut]: 'soldOut',
} as const;

const table = shopCrud(nfts);
const shown = inArray(nfts.status, SHOWN);

const ORDERS = {
  newest: [desc(nfts.id)],
  oldest: [asc(nfts.id)],
  title: [asc(nfts.titleFolded), asc(nfts.id)],
} as const;

/** The stored picture a card shows: the content when it is an image, else its preview. */
const pictureOf = (row: NftRow) => (contentKindOf(row.icon) === 'image' ? row.icon : row.preview);

function toCard(row: NftRow, origin: string, thumbnail?: Thumbnail): StoreNftCard {
  return {
    id: row.id,
    title: row.title,
    content_url: fileUrl(origin, row.icon),
    content_kind: contentKindOf(row.icon),
    preview_url: row.preview ? fileUrl(origin, row.preview) : null,
    thumbnail_url: thumbnail?.url ?? null,
    collection_id: row.contractId,
    sale_status: SALE_STATUS[row.status as keyof typeof SALE_STATUS] ?? 'offSale',
  };
}

/** One page of the NFTs a store shows; file addresses on `origin` (the host the visitor uses). */
export async function listStoreNfts(
  db: Db,
  shopId: number,
  q: StoreNftsQuery,
  origin: string,
): Promise<ListPage<StoreNftCard>> {
  const filters: (SQL | undefined)[] = [shown];
  if (q.collection) filters.push(eq(nfts.contractId, q.collection));
  if (q.category) filters.push(sql`${q.category} = any(${nfts.categoryIds})`);
  if (q.search) {
    filters.push(sql`${nfts.titleFolded} like ${`%${escapeLike(q.search.toLowerCase())}%`}`);
  }
  const page = await table.page(db, shopId, q, and(...filters), ...ORDERS[q.order_by]);
  // Cards show the list thumbnails, not the originals (an NFT's picture is often megabytes).
  const thumbnail = await thumbnailsOf({ db, publicUrl: origin }, shopId, page.list.map(pictureOf));
  return mapPage(page, (row) => toCard(row, origin, thumbnail(pictureOf(row))));
}

/** One NFT as the store shows it, or null when the store does not show it. */
export async function findStoreNft(
  db: Db,
  shopId: number,
  id: number,
  origin: string,
): Promise<StoreNftDetail | null> {
  const [found] = await db
    .select({ nft: nfts, collectionName: collections.name, address: collections.address })
    .from(nfts)
    .innerJoin(collections, eq(collections.id, nfts.contractId))
    .where(and(eq(nfts.shopId, shopId), eq(nfts.id, id), shown));
  if (!found) return null;
  const { nft } = found;
  return {
    ...toCard(nft, origin),
    display_url: await displayUrlOf({ db, publicUrl: origin }, shopId, pictureOf(nft)),
    ...descriptionOf(nft),
    copies: nft.copies,
    type: nft.type,
    token_id: nft.tokenId,
    contract_address: found.address,
    collection_name: found.collectionName,
    attrs: nft.attrs,
    page_title: nft.pageTitle,
    page_description: nft.pageDescription,
  };
}
