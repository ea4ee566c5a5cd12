import {
  COLLECTION_SOURCES,
  COLLECTION_TYPES,
  MEDIA_KINDS,
  NFT_STATUS,
  ERRORS,
  NFT_IMPORT_REASONS,
  errorText,
  type ErrorKey,
  type ImportNftsBody,
  type Language,
  type Nft,
  type NftImportReason,
  type NftImportResult,
} from '@mintfront/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { getAddress } from 'viem';
import { chainReader } from '../../platform/chain/chain-plugin.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { openRemote, RemoteFetchError } from '../../platform/http/remote-fetch.ts';
import { fieldError } from '../../platform/http/validation.ts';
import { findCollectionInShop, type CollectionRow } from '../collections/index.ts';
import { uploadsService, type UploadDeps } from '../uploads/uploads.service.ts';
import { toNft } from './nfts-answer.ts';
import { nftTypeOf } from './nfts-chain.ts';
import { checkCategories } from './nfts-checks.ts';
import { readChainToken } from './nfts-import-chain.ts';
import { ImportRefusal, imageLimits, readTokenMetadata } from './nfts-import-metadata.ts';
import { storeWallet } from './nfts-mint-enqueue.ts';
import type { NftsDeps, Viewer } from './nfts.types.ts';
import { nfts, type NewNftRow } from './nfts.tables.ts';

// POST /api/tokens/import (`/NFT/ImportNFT`; docs/decisions.md "Importing NFTs"): tokens that exist
// on chain in a collection the store imported become Off Sale NFTs of the store, without a mint.

export type ImportDeps = NftsDeps & { uploads: UploadDeps };
/** A token not imported: the catalogue error and its text's parameters (the route words it in the caller's language). */
export type TokenRefusal = { tokenId: string; key: ErrorKey; reason?: NftImportReason };

/** Tokens are read a few at a time: each is chain calls, a metadata document and an image. */
const CONCURRENCY = 4;

async function inParallel<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

/** The imported collection of the shop the tokens come from (a created one mints its own NFTs). */
async function importedCollection(
  deps: ImportDeps,
  shopId: number,
  id: number,
): Promise<CollectionRow & { address: string }> {
  const c = await findCollectionInShop(deps.db, shopId, id);
  if (!c || c.source !== COLLECTION_SOURCES.imported || !c.address)
    throw fieldError('contract_id', 'collectionNotImported');
  return c as CollectionRow & { address: string };
}

/** The token's image, stored like an upload of NFT content (type read from the bytes, thumbnail, size limit). */
async function storeImage(
  deps: ImportDeps,
  viewer: Viewer,
  image: string | null,
  allowPrivate: boolean,
): Promise<string> {
  if (!image) throw new ImportRefusal('noImage');
  const limit = MEDIA_KINDS.nftContent.maxBytes;
  try {
    const { body } = await openRemote(image, { ...imageLimits(limit), allowPrivate });
    const name = image.startsWith('data:')
      ? null
      : new URL(image).pathname.split('/').pop() || null;
    const stored = await uploadsService.uploadWhole(
      deps.uploads,
      { shopId: viewer.shop.id, userId: viewer.userId },
      'nftContent',
      body,
      name,
    );
    return stored.path;
  } catch (err) {
    if (err instanceof RemoteFetchError) throw new ImportRefusal(err.reason);
    if (err instanceof AppError && err.key === 'E18') throw new ImportRefusal('tooLarge');
    if (err instanceof AppError && err.key === 'WRONG_FILE_TYPE')
      throw new ImportRefusal('fileType');
    throw err;
  }
}

export async function importNfts(deps: ImportDeps, viewer: Viewer, body: ImportNftsBody) {
  const { shop } = viewer;
  const collection = await importedCollection(deps, shop.id, body.contract_id);
  await checkCategories(deps.db, shop.id, body.category);
  const { publicClient } = chainReader(deps.chain, shop.chain);
  const contract = getAddress(collection.address);
  const type = collection.type === COLLECTION_TYPES.erc721 ? 'erc721' : 'erc1155';
  const holder = storeWallet(deps, shop);
  // The local development chain serves metadata from this machine; a real chain's tokens may not point here.
  const allowPrivate = shop.chain === 'local';

  const present = await deps.db
    .select({ tokenId: nfts.tokenId })
    .from(nfts)
    .where(
      and(
        eq(nfts.contractId, collection.id),
        eq(nfts.source, COLLECTION_SOURCES.imported),
        inArray(nfts.tokenId, body.token_ids),
      ),
    );
  const already = new Set(present.map((r) => r.tokenId));

  const refused = new Map<string, TokenRefusal>();
  const rows = new Map<string, NewNftRow>();
  await inParallel(body.token_ids, CONCURRENCY, async (tokenId) => {
    if (already.has(tokenId))
      return void refused.set(tokenId, { tokenId, key: 'NFT_IMPORT_EXISTS' });
    const token = await readChainToken(publicClient, contract, type, BigInt(tokenId), holder);
    if (!token) return void refused.set(tokenId, { tokenId, key: 'NFT_IMPORT_NOT_ON_CHAIN' });
    try {
      const meta = await readTokenMetadata(token.uri, allowPrivate);
      const icon = await storeImage(deps, viewer, meta.image, allowPrivate);
      rows.set(tokenId, {
        shopId: shop.id,
        creatorId: viewer.userId,
        contractId: collection.id,
        type: nftTypeOf(collection),
        status: NFT_STATUS.offSale,
        source: COLLECTION_SOURCES.imported,
        title: meta.name ?? `${collection.name} #${tokenId}`,
        icon,
        description: meta.description,
        royalties: collection.royalties,
        rank: body.rank as NewNftRow['rank'],
        copies: token.quantity,
        totalMinted: token.quantity,
        categoryIds: body.category,
        attrs: meta.attrs,
        tokenId,
      });
    } catch (err) {
      if (!(err instanceof ImportRefusal)) throw err;
      refused.set(tokenId, { tokenId, key: 'NFT_IMPORT_METADATA', reason: err.reason });
    }
  });

  // In the order asked; a token another import took meanwhile is refused by the unique index.
  const values = body.token_ids.flatMap((id) => (rows.has(id) ? [rows.get(id)!] : []));
  const inserted = values.length
    ? await deps.db.insert(nfts).values(values).onConflictDoNothing().returning()
    : [];
  const insertedIds = new Set(inserted.map((r) => r.tokenId));
  for (const v of values)
    if (!insertedIds.has(v.tokenId!))
      refused.set(v.tokenId!, { tokenId: v.tokenId!, key: 'NFT_IMPORT_EXISTS' });
  return {
    imported: inserted.map((r) => toNft(r, viewer, deps.publicUrl, contract)),
    refused: body.token_ids.flatMap((id) => (refused.has(id) ? [refused.get(id)!] : [])),
  };
}

/** The answer of an import, each refusal worded in the caller's language. */
export function importAnswer(
  result: { imported: Nft[]; refused: TokenRefusal[] },
  lang: Language,
): NftImportResult {
  return {
    imported: result.imported,
    refused: result.refused.map((r) => ({
      token_id: r.tokenId,
      statusCode: ERRORS[r.key].code,
      reason: errorText(r.key, lang, {
        tokenId: r.tokenId,
        reason: r.reason ? NFT_IMPORT_REASONS[r.reason][lang] : '',
      }),
    })),
  };
}
