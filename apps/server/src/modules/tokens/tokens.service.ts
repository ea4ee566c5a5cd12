import {
  COLLECTION_SOURCES,
  COLLECTION_STATUSES,
  COLLECTION_TYPES,
  NFT_STATUS,
  NFT_TYPES,
  needsPreviewImage,
  type CreateNftBody,
  type MediaKind,
  type Nft,
  type NftDetail,
  type NftsQuery,
  type UpdateNftBody,
} from '@mintfront/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { getAddress, type Address } from 'viem';
import { chainReader, chainWriter } from '../../platform/chain/chain-plugin.ts';
import type { ChainClients } from '../../platform/chain/clients.ts';
import type { Db } from '../../platform/db/db-client.ts';
import { listPage } from '../../platform/db/repo-helper.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { fieldError } from '../../platform/http/validation.ts';
import type { Jobs } from '../../platform/jobs/jobs-plugin.ts';
import { classifications } from '../classifications/classifications.tables.ts';
import { collectionsRepo } from '../collections/collections.repo.ts';
import type { CollectionRow } from '../collections/collections.tables.ts';
import { mysteryBoxesRepo } from '../mystery-boxes/mystery-boxes.repo.ts';
import { shopMembers, type ShopRow } from '../shops/shops.tables.ts';
import { fileUrl, uploadsService } from '../uploads/uploads.service.ts';
import { holdings, tokenIdsOf, transfersOf } from './tokens-chain.ts';
import { importedHoldings, importedTransfers, type ChainHoldings } from './tokens-import-chain.ts';
import { MINT_NFT_JOB, type MintNftPayload } from './tokens-mint.job.ts';
import { tokensRepo } from './tokens.repo.ts';
import { nfts, type NftRow } from './tokens.tables.ts';

export type TokensDeps = { db: Db; jobs: Jobs; chain: ChainClients | null; publicUrl: string };
/** Who is asking: unlockable content and deletion depend on it. */
export type Viewer = { shop: ShopRow; userId: number; isOwner: boolean };

const emptyToNull = (s: string | undefined) => (s === undefined ? undefined : s === '' ? null : s);
export const nftTypeOf = (c: CollectionRow) => (c.type === COLLECTION_TYPES.erc721 ? NFT_TYPES.erc721 : NFT_TYPES.erc1155);
const contractType = (t: number): 'erc721' | 'erc1155' => (t === NFT_TYPES.erc721 ? 'erc721' : 'erc1155');
export const tokenMetadataUrl = (publicUrl: string, id: number) => `${publicUrl}/api/token-metadata/${id}`;
/** Unlockable content is for the NFT's creator and the store owner only (spec doc 1 §3). */
const maySeeUnlockable = (row: NftRow, viewer: Viewer) => viewer.isOwner || row.creatorId === viewer.userId;
const NO_ATTRS: NftRow['attrs'] = { properties: [], levels: [], stats: [], boosts: [], date: [] };
/**
 * Token metadata is public (wallets read it through tokenURI): it is served once the NFT goes to
 * the chain (Minting: the mint job sets the URI before the chain reads it) and after, never for an
 * NFT In Review, Rejected or whose mint failed.
 */
const PUBLIC_METADATA_STATUSES: number[] = [NFT_STATUS.minting, NFT_STATUS.offSale, NFT_STATUS.onSale, NFT_STATUS.soldOut];

/**
 * The NFT as answered. `withUnlockable` false (lists) answers `unlockable_content` null for
 * everyone; otherwise (the detail, a save's answer) the creator and the owner see it.
 */
export function toNft(row: NftRow, viewer: Viewer, publicUrl: string, contractAddress: string | null = null, withUnlockable = true): Nft {
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
    unlockable_content: withUnlockable && maySeeUnlockable(row, viewer) ? row.unlockableContent : null,
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

async function load(db: Db, shopId: number, id: number): Promise<NftRow> {
  const row = await tokensRepo.findInShop(db, shopId, id);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

async function loadAll(db: Db, shopId: number, ids: number[]): Promise<NftRow[]> {
  const rows = await tokensRepo.findManyInShop(db, shopId, [...new Set(ids)]);
  if (rows.length !== new Set(ids).size) throw new AppError('NOT_FOUND');
  return rows;
}

export async function checkCategories(db: Db, shopId: number, ids: number[] | undefined) {
  if (!ids || ids.length === 0) return;
  const found = await db.select({ id: classifications.id }).from(classifications).where(and(eq(classifications.shopId, shopId), inArray(classifications.id, ids)));
  if (found.length !== new Set(ids).size) throw new AppError('CATEGORY_NOT_FOUND');
}

/** A file the request names must have been uploaded by this store as that kind (40019, naming the field). */
async function checkUpload(db: Db, shopId: number, path: string | null | undefined, kind: MediaKind, field: string) {
  await uploadsService.requireOwnFile(db, shopId, path, kind, field);
}

/** The image of an NFT is NFT content; a mystery box's (type 4) is a box image. */
export async function checkIcon(db: Db, shopId: number, icon: string | undefined, kind: 'nftContent' | 'boxImage' = 'nftContent') {
  await checkUpload(db, shopId, icon, kind, 'icon');
}

/**
 * The preview image the NFT keeps: audio, video and GLB content needs one (spec doc 1 §5), an
 * uploaded `nftPreview` of this store (a kept one is not checked again); an image keeps none.
 */
export async function checkPreview(db: Db, shopId: number, icon: string, preview: string | null | undefined, kept: string | null = null): Promise<string | null> {
  if (!needsPreviewImage(icon)) return null;
  if (!preview) throw fieldError('preview', 'previewRequired');
  if (preview !== kept) await checkUpload(db, shopId, preview, 'nftPreview', 'preview');
  return preview;
}

/** Minting needs a collection this store created whose contract is deployed. */
export async function mintableCollection(db: Db, shopId: number, id: number): Promise<CollectionRow & { address: string }> {
  const c = await collectionsRepo.findInShop(db, shopId, id);
  const deployed = c && c.source === COLLECTION_SOURCES.created && c.address && (c.status === COLLECTION_STATUSES.unverified || c.status === COLLECTION_STATUSES.verified);
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

/** The `nft.mint` job of an NFT (bulk creation batches their payloads: `mintBatchJobs`): its copies go to the store owner's wallet, else the operator's. */
export function mintJobOf(deps: Pick<TokensDeps, 'chain' | 'publicUrl'>, shop: ShopRow, row: Pick<NftRow, 'id' | 'type' | 'copies'>, contract: string) {
  const { walletClient } = chainWriter(deps.chain, shop.chain);
  const payload: MintNftPayload = {
    nftId: row.id,
    chain: shop.chain,
    contract: getAddress(contract),
    type: contractType(row.type),
    to: (shop.ownerWallet ? getAddress(shop.ownerWallet) : walletClient.account.address) as Address,
    copies: row.copies,
    tokenUri: tokenMetadataUrl(deps.publicUrl, row.id),
  };
  return { kind: MINT_NFT_JOB, payload, idempotencyKey: `${MINT_NFT_JOB}:${row.id}` };
}

/** The wallet the store's NFTs are minted to and sold from: the bound store wallet, else the platform operator's (null without one). */
export function storeWallet(deps: Pick<TokensDeps, 'chain'>, shop: ShopRow): Address | null {
  if (shop.ownerWallet) return getAddress(shop.ownerWallet);
  try {
    return chainWriter(deps.chain, shop.chain).walletClient.account.address;
  } catch {
    return null;
  }
}

/** A token that existed on chain before the store imported it (POST /api/tokens/import): it has no mint of ours. */
const isImported = (row: NftRow): row is NftRow & { tokenId: string } => row.source === COLLECTION_SOURCES.imported && row.tokenId !== null;

/** Queues the mint of an NFT or a mystery box (inside the caller's transaction); it is Minting until it ends. */
export async function enqueueMint(deps: TokensDeps, db: Db, shop: ShopRow, row: NftRow, contract: string) {
  const job = await deps.jobs.enqueue(db, mintJobOf(deps, shop, row, contract));
  await tokensRepo.update(db, row.id, { status: NFT_STATUS.minting, mintJobId: job.id, reason: null, updatedAt: new Date() });
}

function offChainValues(body: UpdateNftBody): Partial<NftRow> {
  const values: Partial<NftRow> = {
    title: body.title,
    icon: body.icon,
    rank: body.rank as NftRow['rank'] | undefined,
    categoryIds: body.category,
    description: emptyToNull(body.description),
    pageTitle: emptyToNull(body.page_title),
    pageDescription: emptyToNull(body.page_description),
    pageUrl: emptyToNull(body.page_url),
    unlockableContent: emptyToNull(body.unlockable_content),
    isLocked: body.is_locked ?? (body.unlockable_content !== undefined ? Boolean(body.unlockable_content) : undefined),
  };
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
}

export const tokensService = {
  /** GET /api/tokens: lists never answer the unlockable content (only the detail does, to whom may see it). */
  async list(deps: TokensDeps, viewer: Viewer, q: NftsQuery) {
    const { rows, total } = await tokensRepo.list(deps.db, viewer.shop.id, q);
    return listPage(rows.map((r) => toNft(r, viewer, deps.publicUrl, null, false)), total, q.limit);
  },

  /** GET /api/tokens/{id}: the NFT with its contract address and what the chain says was minted and is held. */
  async get(deps: TokensDeps, viewer: Viewer, id: number): Promise<NftDetail> {
    const row = await load(deps.db, viewer.shop.id, id);
    const collection = await collectionsRepo.findById(deps.db, row.contractId);
    const nft = toNft(row, viewer, deps.publicUrl, collection?.address ?? null);
    const held = await this.holdings(deps, viewer.shop, row, collection?.address ?? null);
    if (!held) return { ...nft, chain: null };
    return { ...nft, chain: { minted: held.minted, owned: held.store ? (held.holders.get(held.store) ?? 0) : 0 } };
  },

  /**
   * What the chain says of the NFT's copies, or null before it has any: minted, the holders, and
   * the store's wallet among them (the one its copies were minted to; for an imported token, the
   * store wallet now). Minted NFTs replay their tokens' transfers since the first mint; imported
   * ones read the token's holders (tokens-import-chain.ts).
   */
  async holdings(deps: TokensDeps, shop: ShopRow, row: NftRow, address: string | null): Promise<(ChainHoldings & { store: string | undefined }) | null> {
    if (!address) return null;
    if (isImported(row)) {
      const { publicClient } = chainReader(deps.chain, shop.chain);
      const wallet = storeWallet(deps, shop);
      const held = await importedHoldings(publicClient, getAddress(address), contractType(row.type), BigInt(row.tokenId), wallet);
      return { ...held, store: wallet?.toLowerCase() };
    }
    if (!row.mintBlock) return null;
    const mints = await tokensRepo.allMints(deps.db, row.id);
    return { ...holdings(await this.transfers(deps, shop, row, address)), store: mints[0]?.toAddress.toLowerCase() };
  },

  /** The transfers of the NFT's tokens: since its first mint, or for an imported token all the chain logged (none when the node refuses the range). */
  async transfers(deps: TokensDeps, shop: ShopRow, row: NftRow, address: string) {
    const { publicClient } = chainReader(deps.chain, shop.chain);
    if (isImported(row)) return (await importedTransfers(publicClient, getAddress(address), contractType(row.type), BigInt(row.tokenId))) ?? [];
    const ids = tokenIdsOf(contractType(row.type), row.id, await tokensRepo.allMints(deps.db, row.id));
    return transfersOf(publicClient, getAddress(address), contractType(row.type), ids, BigInt(row.mintBlock ?? '0'));
  },

  /**
   * POST /api/tokens: records the NFT and queues its mint on the collection's contract, or puts it
   * In Review when it is a collaborator's and the owner approves collaborators' NFTs.
   */
  async create(deps: TokensDeps, viewer: Viewer, body: CreateNftBody) {
    const collection = await mintableCollection(deps.db, viewer.shop.id, body.contract_id);
    await checkCategories(deps.db, viewer.shop.id, body.category);
    await checkIcon(deps.db, viewer.shop.id, body.icon);
    const preview = await checkPreview(deps.db, viewer.shop.id, body.icon, body.preview);
    const inReview = await needsApproval(deps.db, viewer);
    if (!inReview) chainWriter(deps.chain, viewer.shop.chain);
    const row = await deps.db.transaction(async (tx) => {
      const created = await tokensRepo.insert(tx, {
        shopId: viewer.shop.id,
        creatorId: viewer.userId,
        contractId: collection.id,
        type: nftTypeOf(collection),
        status: inReview ? NFT_STATUS.inReview : NFT_STATUS.minting,
        ...(offChainValues(body) as Required<Pick<NftRow, 'title' | 'icon' | 'rank' | 'categoryIds'>>),
        royalties: body.royalties.toFixed(2),
        copies: body.copies,
        attrs: body.attrs,
        preview,
      });
      if (!inReview) await enqueueMint(deps, tx, viewer.shop, created, collection.address);
      return (await tokensRepo.findById(tx, created.id))!;
    });
    deps.jobs.wake();
    return toNft(row, viewer, deps.publicUrl, collection.address);
  },

  /** PUT /api/tokens/{id}: the creator or the owner changes the off-chain fields; a Rejected NFT goes back to In Review. */
  async update(deps: TokensDeps, viewer: Viewer, id: number, body: UpdateNftBody) {
    const row = await load(deps.db, viewer.shop.id, id);
    if (!viewer.isOwner && row.creatorId !== viewer.userId) throw new AppError('FORBIDDEN');
    await checkCategories(deps.db, viewer.shop.id, body.category);
    await checkIcon(deps.db, viewer.shop.id, body.icon, row.type === NFT_TYPES.box ? 'boxImage' : 'nftContent');
    const values = offChainValues(body);
    if (row.type !== NFT_TYPES.box) values.preview = await checkPreview(deps.db, viewer.shop.id, body.icon ?? row.icon, body.preview === undefined ? row.preview : body.preview, row.preview);
    // The kinds sent replace the stored ones; the others are kept.
    if (body.attrs) values.attrs = { ...NO_ATTRS, ...row.attrs, ...Object.fromEntries(Object.entries(body.attrs).filter(([, v]) => v !== undefined)) };
    // Unlocking drops the hidden text: it is not kept where the lock no longer guards it.
    if (body.is_locked === false) values.unlockableContent = null;
    const locked = values.isLocked ?? row.isLocked;
    if (locked && !(values.unlockableContent !== undefined ? values.unlockableContent : row.unlockableContent)) throw fieldError('unlockable_content', 'required');
    if (row.status === NFT_STATUS.rejected) Object.assign(values, { status: NFT_STATUS.inReview, reason: null });
    const updated = await tokensRepo.update(deps.db, id, { ...values, updatedAt: new Date() });
    return toNft(updated!, viewer, deps.publicUrl);
  },

  /**
   * DELETE one or many (all or none): a collaborator deletes only their own NFTs (E117); only an
   * NFT that was never on sale (E126) and is Off Sale (E114) — or never reached the chain
   * (Rejected, mint failed) — is deleted.
   */
  async destroy(deps: TokensDeps, viewer: Viewer, ids: number[]) {
    const rows = await loadAll(deps.db, viewer.shop.id, ids);
    for (const row of rows) {
      if (!viewer.isOwner && row.creatorId !== viewer.userId) throw new AppError('E117', undefined, { id: row.id });
      if (row.everOnSale) throw new AppError('E126', undefined, { id: row.id });
      const deletable: number[] = [NFT_STATUS.offSale, NFT_STATUS.rejected, NFT_STATUS.mintFailed];
      if (!deletable.includes(row.status)) throw new AppError('E114', undefined, { id: row.id });
    }
    // Copies put in a mystery box stay until the box is deleted.
    const [inBox] = await mysteryBoxesRepo.heldInBoxes(deps.db, rows.map((r) => r.id));
    if (inBox !== undefined) throw new AppError('NFT_IN_BOX', undefined, { id: inBox });
    await deps.db.delete(nfts).where(and(eq(nfts.shopId, viewer.shop.id), inArray(nfts.id, rows.map((r) => r.id))));
    return { ids: rows.map((r) => r.id) };
  },

  /** The owner approves NFTs In Review (E119, E112): each is queued for minting. All or none. */
  async approve(deps: TokensDeps, viewer: Viewer, ids: number[]) {
    if (!viewer.isOwner) throw new AppError('E119');
    const rows = await loadAll(deps.db, viewer.shop.id, ids);
    const bad = rows.find((r) => r.status !== NFT_STATUS.inReview);
    if (bad) throw new AppError('E112', undefined, { id: bad.id });
    const collections = new Map<number, CollectionRow & { address: string }>();
    for (const r of rows) if (!collections.has(r.contractId)) collections.set(r.contractId, await mintableCollection(deps.db, viewer.shop.id, r.contractId));
    await deps.db.transaction(async (tx) => {
      for (const r of rows) await enqueueMint(deps, tx, viewer.shop, r, collections.get(r.contractId)!.address);
    });
    deps.jobs.wake();
    return { ids: rows.map((r) => r.id) };
  },

  /** The owner rejects NFTs In Review with a reason (E119, E113). All or none. */
  async refuse(deps: TokensDeps, viewer: Viewer, ids: number[], reason: string) {
    if (!viewer.isOwner) throw new AppError('E119');
    const rows = await loadAll(deps.db, viewer.shop.id, ids);
    const bad = rows.find((r) => r.status !== NFT_STATUS.inReview);
    if (bad) throw new AppError('E113', undefined, { id: bad.id });
    await deps.db
      .update(nfts)
      .set({ status: NFT_STATUS.rejected, reason, updatedAt: new Date() })
      .where(and(eq(nfts.shopId, viewer.shop.id), inArray(nfts.id, rows.map((r) => r.id))));
    return { ids: rows.map((r) => r.id) };
  },

  /** GET /api/token/owner/{id}: the wallets holding the NFT's copies, from the chain. */
  async owners(deps: TokensDeps, viewer: Viewer, id: number, page: number, limit: number) {
    const row = await load(deps.db, viewer.shop.id, id);
    const collection = await collectionsRepo.findById(deps.db, row.contractId);
    const held = await this.holdings(deps, viewer.shop, row, collection?.address ?? null);
    if (!held) return listPage([], 0, limit);
    const { holders } = held;
    const all = [...holders.entries()].map(([address, quantity]) => ({ address: getAddress(address), quantity })).sort((a, b) => b.quantity - a.quantity);
    return listPage(all.slice((page - 1) * limit, page * limit), all.length, limit);
  },

  /** GET /api/secondary/{id}: transfers between wallets after the mint (the NFT's secondary market), newest first. */
  async secondary(deps: TokensDeps, viewer: Viewer, id: number, page: number, limit: number) {
    const row = await load(deps.db, viewer.shop.id, id);
    const collection = await collectionsRepo.findById(deps.db, row.contractId);
    if (!collection?.address || (!row.mintBlock && !isImported(row))) return listPage([], 0, limit);
    const moves = (await this.transfers(deps, viewer.shop, row, collection.address)).filter((t) => BigInt(t.from) !== 0n && BigInt(t.to) !== 0n).reverse();
    return listPage(moves.slice((page - 1) * limit, page * limit), moves.length, limit);
  },

  /** POST /api/nft/minted/history: the NFT's mint transactions, newest first. */
  async mintHistory(deps: TokensDeps, viewer: Viewer, id: number, page: number, limit: number) {
    await load(deps.db, viewer.shop.id, id);
    const { rows, total } = await tokensRepo.mints(deps.db, id, page, limit);
    const list = rows.map((m) => ({
      quantity: m.quantity,
      firstTokenId: m.firstTokenId,
      lastTokenId: m.lastTokenId,
      toAddress: m.toAddress,
      txHash: m.txHash,
      blockNumber: m.blockNumber,
      createdAt: m.createdAt.toISOString(),
    }));
    return listPage(list, total, limit);
  },

  /** ERC-721/1155 token metadata the contract's tokenURI points to (public; an NFT not yet or never sent to the chain is not found). */
  async metadata(deps: Pick<TokensDeps, 'db' | 'publicUrl'>, id: number) {
    const row = await tokensRepo.findById(deps.db, id);
    if (!row || !PUBLIC_METADATA_STATUSES.includes(row.status)) throw new AppError('NOT_FOUND');
    const a = row.attrs;
    const attributes = [
      ...a.properties.map(([trait_type, value]) => ({ trait_type, value })),
      ...a.levels.map(([trait_type, value, max_value]) => ({ trait_type, value, max_value })),
      ...a.stats.map(([trait_type, value, max_value]) => ({ display_type: 'number', trait_type, value, max_value })),
      ...a.boosts.map((b) => (b.length === 2 ? { display_type: 'boost_percentage', trait_type: b[0], value: b[1] } : { display_type: 'boost_number', trait_type: b[0], value: b[1], max_value: b[2] })),
      ...a.date.map(([trait_type, d]) => ({ display_type: 'date', trait_type, value: Math.floor(Date.parse(d) / 1000) })),
    ];
    // Audio, video and 3D content show their preview image; the content itself is the animation (OpenSea metadata).
    const media = row.preview ? { image: fileUrl(deps.publicUrl, row.preview), animation_url: fileUrl(deps.publicUrl, row.icon) } : { image: fileUrl(deps.publicUrl, row.icon) };
    return { name: row.title, description: row.description ?? '', ...media, external_url: `${deps.publicUrl}/nft/${row.id}`, attributes };
  },
};
