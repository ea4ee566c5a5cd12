import {
  NFT_STATUS,
  NFT_TYPES,
  type CreateNftBody,
  type NftDetail,
  type NftsQuery,
  type UpdateNftBody,
} from '@mintfront/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { chainWriter } from '../../platform/chain/chain-plugin.ts';
import type { Db } from '../../platform/db/db-client.ts';
import { isForeignKeyViolation, violatedKey } from '../../platform/db/db-errors.ts';
import { listPage } from '../../platform/db/repo-helper.ts';
import { sanitizeHtml } from '../../platform/html/sanitize-html.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { fieldError } from '../../platform/http/validation.ts';
import { findCollectionInShop } from '../collections/index.ts';
import { toNft } from './nfts-answer.ts';
import { nftTypeOf } from './nfts-chain.ts';
import {
  checkCategories,
  checkIcon,
  checkPreview,
  editableStatuses,
  loadNft,
  loadNfts,
  mintableCollection,
  needsApproval,
} from './nfts-checks.ts';
import { NFT_LIST_TOTAL_BOUND } from './nfts-list.ts';
import { enqueueMint } from './nfts-mint-enqueue.ts';
import { nftHolders } from './nfts-holders.ts';
import { nftsOnchainService } from './nfts-onchain.service.ts';
import { nftsRepo } from './nfts.repo.ts';
import { nfts, type NftRow } from './nfts.tables.ts';
import type { NftsDeps, Viewer } from './nfts.types.ts';

const emptyToNull = (s: string | undefined) => (s === undefined ? undefined : s === '' ? null : s);
const NO_ATTRS: NftRow['attrs'] = { properties: [], levels: [], stats: [], boosts: [], date: [] };
/** Statuses of an NFT that never reached a sale, which may be deleted (docs/decisions.md). */
const DELETABLE: NftRow['status'][] = [
  NFT_STATUS.offSale,
  NFT_STATUS.rejected,
  NFT_STATUS.mintFailed,
];

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
    // Unlocked, the hidden text is not kept (creation and edit alike): no lock guards it.
    unlockableContent: body.is_locked === false ? null : emptyToNull(body.unlockable_content),
    isLocked:
      body.is_locked ??
      (body.unlockable_content !== undefined ? Boolean(body.unlockable_content) : undefined),
  };
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
}

/**
 * Moves the store's NFTs from In Review to `decision`, all or none (spec doc 1 §4). The write itself
 * requires In Review, so of an approval and a rejection at the same moment only one decides; an NFT
 * no longer In Review refuses the batch with `refusal`, naming it. Call it inside a transaction.
 */
async function decideInReview(
  tx: Db,
  shopId: number,
  ids: number[],
  decision: Partial<NftRow>,
  refusal: 'E112' | 'E113',
) {
  const decided = await tx
    .update(nfts)
    .set({ ...decision, updatedAt: new Date() })
    .where(
      and(eq(nfts.shopId, shopId), inArray(nfts.id, ids), eq(nfts.status, NFT_STATUS.inReview)),
    )
    .returning({ id: nfts.id });
  const done = new Set(decided.map((d) => d.id));
  const missed = ids.find((id) => !done.has(id));
  if (missed !== undefined) throw new AppError(refusal, undefined, { id: missed });
}

export const nftsService = {
  /**
   * GET /api/tokens: lists never answer the unlockable content (only the detail does, to whom may
   * see it). Above `bound` matching NFTs the total is the bound, `totalCapped` says so and
   * `lastPage` is the bound's; `bound` is a parameter for tests only.
   */
  async list(deps: NftsDeps, shopId: number, q: NftsQuery, bound = NFT_LIST_TOTAL_BOUND) {
    const { rows, total, capped } = await nftsRepo.list(deps.db, shopId, q, bound);
    const page = listPage(
      rows.map((r) => toNft(r, null, deps.publicUrl)),
      total,
      q.limit,
    );
    return { ...page, totalCapped: capped };
  },

  /** GET /api/tokens/{id}: the NFT with its contract address and what the chain says was minted and is held. */
  async get(deps: NftsDeps, viewer: Viewer, id: number): Promise<NftDetail> {
    const row = await loadNft(deps.db, viewer.shop.id, id);
    const collection = await findCollectionInShop(deps.db, row.shopId, row.contractId);
    const nft = toNft(row, viewer, deps.publicUrl, collection?.address ?? null);
    const { facts, unavailable } = await nftsOnchainService.chainFacts(
      deps,
      viewer.shop,
      row,
      collection,
    );
    return {
      ...nft,
      chain: facts,
      ...(unavailable ? { chain_unavailable: true, chain_unavailable_reason: unavailable } : {}),
    };
  },

  /**
   * POST /api/tokens: records the NFT and queues its mint on the collection's contract, or puts it
   * In Review when it is a collaborator's and the owner approves collaborators' NFTs.
   */
  async create(deps: NftsDeps, viewer: Viewer, body: CreateNftBody) {
    const collection = await mintableCollection(deps.db, viewer.shop.id, body.contract_id);
    await checkCategories(deps.db, viewer.shop.id, body.category);
    await checkIcon(deps.db, viewer.shop.id, body.icon);
    const preview = await checkPreview(deps.db, viewer.shop.id, body.icon, body.preview);
    const inReview = await needsApproval(deps.db, viewer);
    if (!inReview) chainWriter(deps.chain, viewer.shop.chain);
    const row = await deps.db.transaction(async (tx) => {
      const created = await nftsRepo.insert(tx, viewer.shop.id, {
        creatorId: viewer.userId,
        contractId: collection.id,
        type: nftTypeOf(collection),
        status: inReview ? NFT_STATUS.inReview : NFT_STATUS.minting,
        ...(offChainValues(body) as Required<
          Pick<NftRow, 'title' | 'icon' | 'rank' | 'categoryIds'>
        >),
        royalties: body.royalties.toFixed(2),
        copies: body.copies,
        attrs: body.attrs,
        preview,
      });
      if (!inReview) await enqueueMint(deps, tx, viewer.shop, created, collection.address);
      return (await nftsRepo.findInShop(tx, viewer.shop.id, created.id))!;
    });
    deps.jobs.wake();
    return toNft(row, viewer, deps.publicUrl, collection.address);
  },

  /**
   * PUT /api/tokens/{id}: the creator or the owner changes the off-chain fields; a Rejected NFT goes
   * back to In Review. A collaborator whose NFTs need approval changes them only until approved.
   */
  async update(deps: NftsDeps, viewer: Viewer, id: number, body: UpdateNftBody) {
    const row = await loadNft(deps.db, viewer.shop.id, id);
    if (!viewer.isOwner && row.creatorId !== viewer.userId) throw new AppError('FORBIDDEN');
    const editable = await editableStatuses(deps.db, viewer);
    if (editable && !editable.includes(row.status))
      throw new AppError('NFT_APPROVED_OWNER_ONLY', undefined, { id });
    await checkCategories(deps.db, viewer.shop.id, body.category);
    await checkIcon(
      deps.db,
      viewer.shop.id,
      body.icon,
      row.type === NFT_TYPES.box ? 'boxImage' : 'nftContent',
    );
    const values = offChainValues(body);
    // A box's description is rich text, stored sanitised like a page (issue 24).
    if (row.type === NFT_TYPES.box && values.description)
      values.description = sanitizeHtml(values.description) || null;
    if (row.type !== NFT_TYPES.box)
      values.preview = await checkPreview(
        deps.db,
        viewer.shop.id,
        body.icon ?? row.icon,
        body.preview === undefined ? row.preview : body.preview,
        row.preview,
      );
    // The kinds sent replace the stored ones; the others are kept.
    if (body.attrs)
      values.attrs = {
        ...NO_ATTRS,
        ...row.attrs,
        ...Object.fromEntries(Object.entries(body.attrs).filter(([, v]) => v !== undefined)),
      };
    const locked = values.isLocked ?? row.isLocked;
    if (
      locked &&
      !(values.unlockableContent !== undefined ? values.unlockableContent : row.unlockableContent)
    )
      throw fieldError('unlockable_content', 'required');
    // Written only while still editable: an approval that lands meanwhile refuses the change. A Rejected NFT goes
    // back to In Review, decided on the row as written, so a rejection landing meanwhile still sends it back.
    const wasRejected = sql`${nfts.status} = ${NFT_STATUS.rejected}`;
    const [updated] = await deps.db
      .update(nfts)
      .set({
        ...values,
        status: sql`case when ${wasRejected} then ${NFT_STATUS.inReview} else ${nfts.status} end`,
        reason: sql`case when ${wasRejected} then null else ${nfts.reason} end`,
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(nfts.shopId, viewer.shop.id),
          eq(nfts.id, id),
          editable ? inArray(nfts.status, editable) : undefined,
        ),
      )
      .returning();
    if (!updated)
      throw new AppError(
        editable ? 'NFT_APPROVED_OWNER_ONLY' : 'NOT_FOUND',
        undefined,
        editable ? { id } : {},
      );
    return toNft(updated, viewer, deps.publicUrl);
  },

  /**
   * DELETE one or many (all or none): a collaborator deletes only their own NFTs (E117); only an
   * NFT that was never on sale (E126) and is Off Sale (E114) — or never reached the chain
   * (Rejected, mint failed) — is deleted.
   */
  async destroy(deps: NftsDeps, viewer: Viewer, ids: number[]) {
    const rows = await loadNfts(deps.db, viewer.shop.id, ids);
    for (const row of rows) {
      if (!viewer.isOwner && row.creatorId !== viewer.userId)
        throw new AppError('E117', undefined, { id: row.id });
      if (row.everOnSale) throw new AppError('E126', undefined, { id: row.id });
      if (!DELETABLE.includes(row.status)) throw new AppError('E114', undefined, { id: row.id });
    }
    const found = rows.map((r) => r.id);
    try {
      await deps.db.transaction(async (tx) => {
        // A holder deleted in the same batch as its NFT (a box) would cascade its rows away
        // before their foreign key could refuse (PostgreSQL checks it after the cascade): ask first.
        for (const holder of nftHolders()) {
          const heldId = await holder.firstHeld(tx, found);
          if (heldId !== undefined) throw new AppError(holder.error, undefined, { id: heldId });
        }
        // Deleted only if still deletable: one put on sale since it was read refuses the batch.
        const gone = await tx
          .delete(nfts)
          .where(
            and(
              eq(nfts.shopId, viewer.shop.id),
              inArray(nfts.id, found),
              inArray(nfts.status, DELETABLE),
              eq(nfts.everOnSale, false),
            ),
          )
          .returning({ id: nfts.id });
        const deleted = new Set(gone.map((g) => g.id));
        const kept = found.find((id) => !deleted.has(id));
        if (kept !== undefined) throw new AppError('E114', undefined, { id: kept });
      });
    } catch (err) {
      // An NFT held elsewhere (copies in a mystery box) stays until its holder lets it go: the
      // holder's foreign key refuses the delete (also for a hold taken at the same moment).
      const holder = nftHolders().find((h) => isForeignKeyViolation(err, h.foreignKey));
      if (!holder) throw err;
      const held = Number(violatedKey(err));
      throw new AppError(holder.error, undefined, { id: found.includes(held) ? held : found[0]! });
    }
    return { ids: found };
  },

  /** The owner approves NFTs In Review (E119, E112): each is queued for minting. All or none. */
  async approve(deps: NftsDeps, viewer: Viewer, ids: number[]) {
    if (!viewer.isOwner) throw new AppError('E119');
    const rows = await loadNfts(deps.db, viewer.shop.id, ids);
    await deps.db.transaction(async (tx) => {
      await decideInReview(
        tx,
        viewer.shop.id,
        rows.map((r) => r.id),
        { status: NFT_STATUS.minting },
        'E112',
      );
      const contracts = new Map<number, string>();
      for (const r of rows) {
        if (!contracts.has(r.contractId))
          contracts.set(
            r.contractId,
            (await mintableCollection(tx, viewer.shop.id, r.contractId)).address,
          );
        await enqueueMint(deps, tx, viewer.shop, r, contracts.get(r.contractId)!);
      }
    });
    deps.jobs.wake();
    return { ids: rows.map((r) => r.id) };
  },

  /** The owner rejects NFTs In Review with a reason (E119, E113). All or none. */
  async refuse(deps: NftsDeps, viewer: Viewer, ids: number[], reason: string) {
    if (!viewer.isOwner) throw new AppError('E119');
    const rows = await loadNfts(deps.db, viewer.shop.id, ids);
    await deps.db.transaction((tx) =>
      decideInReview(
        tx,
        viewer.shop.id,
        rows.map((r) => r.id),
        { status: NFT_STATUS.rejected, reason },
        'E113',
      ),
    );
    return { ids: rows.map((r) => r.id) };
  },
};
