import type { StoreContractParams } from '@mintfront/contracts';
import {
  COLLECTION_SOURCES,
  COLLECTION_STATUSES,
  COLLECTION_TYPES,
  royaltyPercentToBps,
  type Collection,
  type CollectionDeployStatus,
  type CollectionsQuery,
  type CreateCollectionBody,
  type ImportCollectionBody,
  type UpdateCollectionBody,
} from '@mintfront/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { getAddress, type Address } from 'viem';
import { chainReader, chainWriter } from '../../platform/chain/chain-plugin.ts';
import type { ChainClients } from '../../platform/chain/clients.ts';
import type { Db } from '../../platform/db/db-client.ts';
import { isUniqueViolation } from '../../platform/db/db-errors.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { Jobs } from '../../platform/jobs/jobs-plugin.ts';
import { classifications } from '../categories/categories.tables.ts';
import {
  fileUrl,
  thumbnailsOf,
  uploadsService,
  type Thumbnail,
} from '../uploads/uploads.service.ts';
import type { ShopRow } from '../../platform/tenancy/shops.tables.ts';
import { DEPLOY_COLLECTION_JOB, type DeployCollectionPayload } from './collections-deploy.job.ts';
import { collectionsRepo } from './collections.repo.ts';
import type { CollectionRow } from './collections.tables.ts';
import { readNftContract } from './collections-chain.ts';
import { contractMetadataUrl } from './collections-metadata.ts';

export type CollectionsDeps = { db: Db; jobs: Jobs; chain: ChainClients | null; publicUrl: string };

const emptyToNull = (s: string | undefined) => (s === undefined ? undefined : s === '' ? null : s);

type MediaDeps = { db: Db; publicUrl: string };

/** The Collection of spec doc 1 §3 as the API answers it. */
export function toCollection(
  row: CollectionRow,
  publicUrl: string,
  iconThumbnail: Thumbnail,
): Collection {
  return {
    id: row.id,
    name: row.name,
    title: row.title,
    symbol: row.symbol,
    type: row.type,
    source: row.source,
    status: row.status,
    icon: row.icon,
    icon_url: row.icon ? fileUrl(publicUrl, row.icon) : null,
    icon_thumbnail: iconThumbnail.path,
    icon_thumbnail_url: iconThumbnail.url,
    banner: row.banner,
    banner_url: row.banner ? fileUrl(publicUrl, row.banner) : null,
    description: row.description,
    page_title: row.pageTitle,
    page_description: row.pageDescription,
    page_url: row.pageUrl,
    royalties: Number(row.royalties),
    category: row.categoryIds,
    chain: row.chain,
    address: row.address,
    txHash: row.txHash,
    failReason: row.failReason,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Collections as answered, their logos' list thumbnails read in one query. */
async function toCollections(
  deps: MediaDeps,
  shopId: number,
  rows: CollectionRow[],
): Promise<Collection[]> {
  const thumbnail = await thumbnailsOf(
    deps,
    shopId,
    rows.map((r) => r.icon),
  );
  return rows.map((r) => toCollection(r, deps.publicUrl, thumbnail(r.icon)));
}
const answer = async (deps: MediaDeps, row: CollectionRow) =>
  (await toCollections(deps, row.shopId, [row]))[0]!;

async function load(db: Db, shopId: number, id: number): Promise<CollectionRow> {
  return collectionsRepo.findOrFail(db, shopId, id);
}

/** Every category id must be one of the shop's categories (40016). */
async function checkCategories(db: Db, shopId: number, ids: number[] | undefined) {
  if (!ids || ids.length === 0) return;
  const found = await db
    .select({ id: classifications.id })
    .from(classifications)
    .where(and(eq(classifications.shopId, shopId), inArray(classifications.id, ids)));
  if (found.length !== new Set(ids).size) throw new AppError('CATEGORY_NOT_FOUND');
}

/** The logo and banner must be files this shop uploaded as that kind (40019 naming the field). */
async function checkMedia(
  db: Db,
  shopId: number,
  body: Pick<UpdateCollectionBody, 'icon' | 'banner'>,
) {
  for (const [field, kind] of [
    ['icon', 'collectionLogo'],
    ['banner', 'collectionBanner'],
  ] as const) {
    await uploadsService.requireOwnFile(db, shopId, body[field], kind, field);
  }
}

function offChainValues(body: UpdateCollectionBody) {
  const values = {
    name: body.name,
    description: emptyToNull(body.description),
    icon: emptyToNull(body.icon),
    banner: emptyToNull(body.banner),
    pageTitle: emptyToNull(body.page_title),
    pageDescription: emptyToNull(body.page_description),
    pageUrl: emptyToNull(body.page_url),
    categoryIds: body.category ? [...new Set(body.category)] : undefined,
  };
  return Object.fromEntries(
    Object.entries(values).filter(([, v]) => v !== undefined),
  ) as Partial<CollectionRow>;
}

export const collectionsService = {
  async list(deps: MediaDeps, shopId: number, q: CollectionsQuery) {
    const page = await collectionsRepo.list(deps.db, shopId, q);
    return { ...page, list: await toCollections(deps, shopId, page.list) };
  },

  async get(deps: MediaDeps, shopId: number, id: number) {
    return answer(deps, await load(deps.db, shopId, id));
  },

  async status(db: Db, shopId: number, id: number): Promise<CollectionDeployStatus> {
    const row = await load(db, shopId, id);
    return {
      id: row.id,
      status: row.status,
      address: row.address,
      txHash: row.txHash,
      failReason: row.failReason,
    };
  },

  /**
   * POST /api/contracts: records the collection as Processing and queues its deployment on the
   * shop's chain. The contract's owner is the store owner's bound wallet, or the platform
   * operator until one is bound; the operator is always an approved minter (it mints for the store).
   */
  async create(
    deps: CollectionsDeps,
    shop: ShopRow,
    creatorId: number,
    body: CreateCollectionBody,
  ) {
    const { walletClient } = chainWriter(deps.chain, shop.chain);
    await checkCategories(deps.db, shop.id, body.category);
    await checkMedia(deps.db, shop.id, body);
    const operator = walletClient.account.address;
    const owner = (shop.ownerWallet ? getAddress(shop.ownerWallet) : operator) as Address;
    const params: Omit<StoreContractParams, 'contractURI'> = {
      type: body.type === COLLECTION_TYPES.erc721 ? 'erc721' : 'erc1155',
      name: body.title,
      symbol: body.symbol,
      owner,
      royaltyReceiver: (shop.payoutWalletAddress
        ? getAddress(shop.payoutWalletAddress)
        : owner) as Address,
      royaltyBps: royaltyPercentToBps(body.royalties),
      minters: owner === operator ? [] : [operator],
    };
    const row = await deps.db.transaction(async (tx) => {
      const created = await collectionsRepo.insert(tx, shop.id, {
        creatorId,
        ...offChainValues(body),
        name: body.name,
        title: body.title,
        symbol: body.symbol,
        type: body.type,
        source: COLLECTION_SOURCES.created,
        status: COLLECTION_STATUSES.processing,
        royalties: body.royalties.toFixed(2),
        chain: shop.chain,
      });
      const payload: DeployCollectionPayload = {
        collectionId: created.id,
        shopId: shop.id,
        chain: shop.chain,
        params: { ...params, contractURI: contractMetadataUrl(deps.publicUrl, created.id) },
      };
      const job = await deps.jobs.enqueue(tx, {
        kind: DEPLOY_COLLECTION_JOB,
        payload,
        idempotencyKey: `${DEPLOY_COLLECTION_JOB}:${created.id}`,
      });
      return (await collectionsRepo.update(tx, shop.id, created.id, { deployJobId: job.id }))!;
    });
    deps.jobs.wake();
    return answer(deps, row);
  },

  /** PUT /api/contracts/{id}: the off-chain fields (what the contract holds stays as deployed). */
  async update(deps: MediaDeps, shopId: number, id: number, body: UpdateCollectionBody) {
    await load(deps.db, shopId, id);
    await checkCategories(deps.db, shopId, body.category);
    await checkMedia(deps.db, shopId, body);
    const row = await collectionsRepo.update(deps.db, shopId, id, {
      ...offChainValues(body),
      updatedAt: new Date(),
    });
    return answer(deps, row!);
  },

  /**
   * POST /api/contracts/import: reads an existing contract of the shop's chain (ERC-165, name,
   * symbol, EIP-2981 royalty) and refuses what is not an ERC-721 or ERC-1155 (E68).
   */
  async import(
    deps: Omit<CollectionsDeps, 'jobs'>,
    shop: ShopRow,
    creatorId: number,
    body: ImportCollectionBody,
  ) {
    if (body.chain !== shop.chain) throw new AppError('CHAIN_MISMATCH');
    const { publicClient } = chainReader(deps.chain, shop.chain);
    await checkCategories(deps.db, shop.id, body.category);
    await checkMedia(deps.db, shop.id, body);
    const address = getAddress(body.address);
    const found = await readNftContract(publicClient, address);
    if (!found) throw new AppError('E68');
    const row = await collectionsRepo
      .insert(deps.db, shop.id, {
        creatorId,
        ...offChainValues(body),
        name: body.name ?? (found.name || found.symbol || address),
        title: found.name,
        symbol: found.symbol,
        type: found.type,
        source: COLLECTION_SOURCES.imported,
        status: COLLECTION_STATUSES.unverified,
        royalties: found.royaltyPercent.toFixed(2),
        chain: shop.chain,
        address,
      })
      .catch((err: unknown) => {
        if (isUniqueViolation(err, 'collections_shop_address_key'))
          throw new AppError('COLLECTION_EXISTS');
        throw err;
      });
    return answer(deps, row);
  },
};
