import {
  COLLECTION_SOURCES,
  COLLECTION_STATUSES,
  NFT_STATUS,
  needsPreviewImage,
  type MediaKind,
  type NftStatusCode,
} from '@mintfront/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/db-client.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { fieldError } from '../../platform/http/validation.ts';
import { classifications } from '../categories/categories.tables.ts';
import { findCollectionInShop, type CollectionRow } from '../collections/index.ts';
import { shopMembers } from '../../platform/tenancy/shops.tables.ts';
import { uploadsService } from '../uploads/uploads.service.ts';
import type { Viewer } from './nfts.types.ts';
import { nftsRepo } from './nfts.repo.ts';
import type { NftRow } from './nfts.tables.ts';

/** The store's NFT, else NOT_FOUND. */
export async function loadNft(db: Db, shopId: number, id: number): Promise<NftRow> {
  const row = await nftsRepo.findInShop(db, shopId, id);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** The store's NFTs, all or NOT_FOUND. */
export async function loadNfts(db: Db, shopId: number, ids: number[]): Promise<NftRow[]> {
  const rows = await nftsRepo.findManyInShop(db, shopId, [...new Set(ids)]);
  if (rows.length !== new Set(ids).size) throw new AppError('NOT_FOUND');
  return rows;
}

export async function checkCategories(db: Db, shopId: number, ids: number[] | undefined) {
  if (!ids || ids.length === 0) return;
  const found = await db
    .select({ id: classifications.id })
    .from(classifications)
    .where(and(eq(classifications.shopId, shopId), inArray(classifications.id, ids)));
  if (found.length !== new Set(ids).size) throw new AppError('CATEGORY_NOT_FOUND');
}

/** A file the request names must have been uploaded by this store as that kind (40019, naming the field). */
async function checkUpload(
  db: Db,
  shopId: number,
  path: string | null | undefined,
  kind: MediaKind,
  field: string,
) {
  await uploadsService.requireOwnFile(db, shopId, path, kind, field);
}

/** The image of an NFT is NFT content; a mystery box's (type 4) is a box image. */
export async function checkIcon(
  db: Db,
  shopId: number,
  icon: string | undefined,
  kind: 'nftContent' | 'boxImage' = 'nftContent',
) {
  await checkUpload(db, shopId, icon, kind, 'icon');
}

/**
 * The preview image the NFT keeps: audio, video and GLB content needs one (spec doc 1 §5), an
 * uploaded `nftPreview` of this store (a kept one is not checked again); an image keeps none.
 */
export async function checkPreview(
  db: Db,
  shopId: number,
  icon: string,
  preview: string | null | undefined,
  kept: string | null = null,
): Promise<string | null> {
  if (!needsPreviewImage(icon)) return null;
  if (!preview) throw fieldError('preview', 'previewRequired');
  if (preview !== kept) await checkUpload(db, shopId, preview, 'nftPreview', 'preview');
  return preview;
}

/** Minting needs a collection this store created whose contract is deployed. */
export async function mintableCollection(
  db: Db,
  shopId: number,
  id: number,
): Promise<CollectionRow & { address: string }> {
  const c = await findCollectionInShop(db, shopId, id);
  const deployed =
    c &&
    c.source === COLLECTION_SOURCES.created &&
    c.address &&
    (c.status === COLLECTION_STATUSES.unverified || c.status === COLLECTION_STATUSES.verified);
  if (!deployed) throw fieldError('contract_id', 'collectionNotMintable');
  return c as CollectionRow & { address: string };
}

/** A collaborator whose owner requires approval creates NFTs In Review (spec doc 1 §6, doc 2 §4). */
export async function needsApproval(db: Db, viewer: Viewer): Promise<boolean> {
  if (viewer.isOwner) return false;
  const [member] = await db
    .select({ requireApproval: shopMembers.requireApproval })
    .from(shopMembers)
    .where(and(eq(shopMembers.shopId, viewer.shop.id), eq(shopMembers.userId, viewer.userId)));
  return Boolean(member?.requireApproval);
}

/**
 * The statuses in which the viewer may change an NFT they may edit: a collaborator whose NFTs need
 * approval only before it is approved (In Review, Rejected), so an approved NFT's content stays
 * what the owner approved (docs/decisions.md); anyone else in any status (null).
 */
export async function editableStatuses(db: Db, viewer: Viewer): Promise<NftStatusCode[] | null> {
  return (await needsApproval(db, viewer)) ? [NFT_STATUS.inReview, NFT_STATUS.rejected] : null;
}
