import {
  COLLECTION_TYPES,
  NFT_RANKS,
  NFT_STATUS,
  NFT_TYPES,
  boxTotal,
  canJoinBox,
  nftAttrs,
  type BoxAvailability,
  type BoxContentsQuery,
  type BoxMinted,
  type BoxSeriesRow,
  type CreateBoxBody,
  type Nft,
  type NftRank,
} from '@mintfront/domain';
import { chainWriter } from '../../platform/chain/chain-plugin.ts';
import type { Db } from '../../platform/db/db-client.ts';
import { mapPage, wholePage } from '../../platform/db/repo-helper.ts';
import { sanitizeHtml } from '../../platform/html/sanitize-html.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { fieldError, RequestValidationError } from '../../platform/http/validation.ts';
import { fileUrl } from '../uploads/uploads.service.ts';
import {
  checkCategories,
  checkIcon,
  createNft,
  enqueueMint,
  findNftInShop,
  findNftsInShop,
  lockNftsInShop,
  mintableCollection,
  needsApproval,
  type NftsDeps,
  toNft,
  type Viewer,
} from '../nfts/index.ts';
import { mysteryBoxesRepo } from './mystery-boxes.repo.ts';

const rowError = (
  index: number,
  field: 'nft_id' | 'quantity',
  message: string,
  params: Record<string, number> = {},
) => new RequestValidationError('body', [{ path: ['contents', index, field], message, params }]);

/**
 * Each series NFT must be one the caller created in this store, minted and Off Sale (what the
 * pickers list), and hold the quantity in copies no other box has taken. The NFTs stay locked
 * until the box is recorded, so two boxes created at once cannot take the same copies.
 */
async function reserveContents(tx: Db, viewer: Viewer, contents: CreateBoxBody['contents']) {
  const ids = contents.map((c) => c.nft_id);
  const found = new Map((await lockNftsInShop(tx, viewer.shop.id, ids)).map((r) => [r.id, r]));
  const reserved = await mysteryBoxesRepo.reserved(tx, ids);
  contents.forEach((c, i) => {
    const nft = found.get(c.nft_id);
    const usable = nft && nft.creatorId === viewer.userId && canJoinBox(nft);
    if (!usable) throw rowError(i, 'nft_id', 'boxNftUnavailable');
    const available = Math.max(0, nft.copies - (reserved.get(nft.id) ?? 0));
    if (c.quantity > available) throw rowError(i, 'quantity', 'boxQuantityMax', { max: available });
  });
}

async function loadBox(db: Db, shopId: number, id: number) {
  const box = await findNftInShop(db, shopId, id);
  if (!box || box.type !== NFT_TYPES.box) throw new AppError('NOT_FOUND');
  return box;
}

/** Mystery boxes (spec doc 1 §2, §3, §5, §7): a box is an NFT of type 4 with series rows. */
export const mysteryBoxesService = {
  /**
   * POST /api/boxes: records the box as an NFT of type 4 on an ERC-1155 collection the store
   * created, reserves its series copies, and queues the mint of one box token per box (copies =
   * the total issue quantity) through the NFT mint job — or puts it In Review like a
   * collaborator's NFT when the owner approves them.
   */
  async create(deps: NftsDeps, viewer: Viewer, body: CreateBoxBody): Promise<Nft> {
    const collection = await mintableCollection(deps.db, viewer.shop.id, body.contract_id);
    if (collection.type !== COLLECTION_TYPES.erc1155)
      throw fieldError('contract_id', 'boxCollectionType');
    await checkCategories(deps.db, viewer.shop.id, body.category);
    await checkIcon(deps.db, viewer.shop.id, body.icon, 'boxImage');
    const inReview = await needsApproval(deps.db, viewer);
    if (!inReview) chainWriter(deps.chain, viewer.shop.chain);
    const row = await deps.db.transaction(async (tx) => {
      await reserveContents(tx, viewer, body.contents);
      const box = await createNft(tx, viewer.shop.id, {
        creatorId: viewer.userId,
        contractId: collection.id,
        type: NFT_TYPES.box,
        status: inReview ? NFT_STATUS.inReview : NFT_STATUS.minting,
        title: body.title,
        icon: body.icon,
        // spec doc 1 §2: rich text, stored sanitised like a page (issue 24).
        description: body.description ? sanitizeHtml(body.description) || null : null,
        royalties: body.royalties.toFixed(2),
        // A box has no rank of its own (its series rows have); the column needs one.
        rank: NFT_RANKS.normal,
        copies: boxTotal(body.contents),
        categoryIds: body.category,
        attrs: nftAttrs.parse(undefined),
      });
      await mysteryBoxesRepo.insertContents(
        tx,
        body.contents.map((c) => ({
          boxId: box.id,
          nftId: c.nft_id,
          rank: c.rank as NftRank,
          quantity: c.quantity,
        })),
      );
      if (!inReview) await enqueueMint(deps, tx, viewer.shop, box, collection.address);
      return (await findNftInShop(tx, viewer.shop.id, box.id))!;
    });
    deps.jobs.wake();
    return toNft(row, viewer, deps.publicUrl, collection.address);
  },

  /** GET /api/boxe/contents: the series rows of a box, with the copies each NFT has outside other boxes. */
  async contents(deps: NftsDeps, viewer: Viewer, q: BoxContentsQuery) {
    await loadBox(deps.db, viewer.shop.id, q.id);
    const page = await mysteryBoxesRepo.contents(deps.db, q.id, q);
    const ids = page.list.map((r) => r.nftId);
    const [series, elsewhere] = await Promise.all([
      findNftsInShop(deps.db, viewer.shop.id, ids),
      mysteryBoxesRepo.reserved(deps.db, ids, q.id),
    ]);
    const nftOf = new Map(series.map((n) => [n.id, n]));
    return mapPage(page, (row): BoxSeriesRow => {
      const nft = nftOf.get(row.nftId)!;
      return {
        id: nft.id,
        rank: row.rank,
        num: row.quantity,
        copies: Math.max(0, nft.copies - (elsewhere.get(nft.id) ?? 0)),
        title: nft.title,
        icon_url: fileUrl(deps.publicUrl, nft.icon),
        preview_url: nft.preview ? fileUrl(deps.publicUrl, nft.preview) : null,
      };
    });
  },

  /** GET /api/sale/box/minted: per box, the boxes minted on chain and those opened (revealed after a box sale's open date). */
  async minted(deps: NftsDeps, viewer: Viewer, ids: number[]) {
    const boxes = (await findNftsInShop(deps.db, viewer.shop.id, ids)).filter(
      (r) => r.type === NFT_TYPES.box,
    );
    if (boxes.length !== ids.length) throw new AppError('NOT_FOUND');
    const revealed = await mysteryBoxesRepo.revealed(deps.db, ids);
    const byId = new Map(boxes.map((r) => [r.id, r]));
    const list: BoxMinted[] = ids.map((id) => {
      const box = byId.get(id)!;
      return { id, total: box.copies, minted: box.totalMinted, revealed: revealed.get(id) ?? 0 };
    });
    return wholePage(list);
  },

  /** GET /api/boxes/availability: the copies of these NFTs still free for a new box. */
  async availability(deps: NftsDeps, viewer: Viewer, ids: number[]) {
    const rows = await findNftsInShop(deps.db, viewer.shop.id, ids);
    if (rows.length !== ids.length) throw new AppError('NOT_FOUND');
    const reserved = await mysteryBoxesRepo.reserved(deps.db, ids);
    const byId = new Map(rows.map((r) => [r.id, r]));
    const list: BoxAvailability[] = ids.map((id) => {
      const copies = byId.get(id)!.copies;
      const taken = reserved.get(id) ?? 0;
      return { id, copies, reserved: taken, available: Math.max(0, copies - taken) };
    });
    return wholePage(list);
  },
};
