import { buildAllowlist, raffleCommitment } from '@mintfront/contracts';
import type { PagingQuery, RaffleCreateBody } from '@mintfront/domain';
import { and, desc, eq } from 'drizzle-orm';
import { getAddress, toHex, type Hex } from 'viem';
import { chainWriter } from '../../platform/chain/chain-plugin.ts';
import { chainTime } from '../../platform/chain/chain-time.ts';
import { shopCrud } from '../../platform/db/repo-helper.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { fieldError } from '../../platform/http/validation.ts';
import type { ShopRow } from '../../platform/tenancy/shops.tables.ts';
import { findNftsInShop, storeWalletOf } from '../nfts/index.ts';
import { uploadsService } from '../uploads/uploads.service.ts';
import { whitelists } from '../whitelists/whitelists.tables.ts';
import { entryCounts, raffleDetail, toRaffle } from './raffles-answer.ts';
import { raffleOnChain } from './raffles-chain-read.ts';
import { RAFFLE_CHAIN_JOB, type RaffleJobPayload } from './raffles-chain.job.ts';
import type { RafflesDeps } from './raffles.types.ts';
import { raffles, type RaffleRow } from './raffles.tables.ts';

const rafflesRepo = shopCrud(raffles);
/** How long after the end the platform has to reveal its seed before anyone may cancel (docs/decisions.md). */
export const DRAW_DAYS = 3;
const DAY_MS = 86_400_000;

async function queue(deps: RafflesDeps, payload: RaffleJobPayload) {
  await deps.jobs.enqueue(deps.db, {
    kind: RAFFLE_CHAIN_JOB,
    payload,
    idempotencyKey: `raffle-${payload.action}-${payload.raffleId}`,
  });
  deps.jobs.wake();
}

/** The whitelist's addresses now: the allowlist the raffle's merkle root commits. */
async function allowlistOf(deps: RafflesDeps, shopId: number, whiteId: number | undefined) {
  if (whiteId === undefined) return null;
  const [w] = await deps.db
    .select()
    .from(whitelists)
    .where(and(eq(whitelists.shopId, shopId), eq(whitelists.id, whiteId)));
  if (!w) throw fieldError('white_id', 'invalid');
  return w.addresses.map((a) => getAddress(a));
}

export const rafflesService = {
  /** POST /api/raffles: the raffle with its commitment now; its contracts are deployed by a job. */
  async create(deps: RafflesDeps, shop: ShopRow, userId: number, body: RaffleCreateBody) {
    await uploadsService.requireOwnFile(
      deps.db,
      shop.id,
      body.preview,
      'airdropPreview',
      'preview',
    );
    const found = await findNftsInShop(deps.db, shop.id, body.nft_ids);
    if (found.length !== body.nft_ids.length) throw fieldError('nft_ids', 'invalid');
    const allowlist = await allowlistOf(deps, shop.id, body.white_id);
    chainWriter(deps.chain, shop.chain);
    const storeWallet = storeWalletOf(deps, shop);
    if (!storeWallet) throw new AppError('CHAIN_UNAVAILABLE');
    const seed = toHex(crypto.getRandomValues(new Uint8Array(32)));
    const row = await rafflesRepo.insert(deps.db, shop.id, {
      creatorId: userId,
      chain: shop.chain,
      name: body.name,
      preview: body.preview,
      description: body.description ?? null,
      nftIds: body.nft_ids,
      startAt: body.start_date,
      endAt: body.end_date,
      drawDeadline: new Date(body.end_date.getTime() + DRAW_DAYS * DAY_MS),
      winners: body.winners,
      whiteId: body.white_id ?? null,
      allowlist,
      merkleRoot: allowlist ? buildAllowlist(allowlist).root : null,
      holding: body.holding ?? null,
      seed,
      commitment: raffleCommitment(seed),
    });
    await queue(deps, {
      raffleId: row.id,
      action: 'deploy',
      storeWallet: storeWallet as Hex,
      publicUrl: deps.publicUrl,
    });
    return toRaffle(row, deps.publicUrl, 0);
  },

  async list(deps: RafflesDeps, shopId: number, q: PagingQuery) {
    const page = await rafflesRepo.page(deps.db, shopId, q, undefined, desc(raffles.id));
    const counts = await entryCounts(
      deps.db,
      page.list.map((r) => r.id),
    );
    return {
      ...page,
      list: page.list.map((r) => toRaffle(r, deps.publicUrl, counts.get(r.id) ?? 0)),
    };
  },

  /**
   * GET /api/raffles/{id}: Live or Ended by the chain's time, the clock the draw is allowed by
   * (a chain ahead of the server's clock is drawable before the server's clock reaches the end).
   */
  async get(deps: RafflesDeps, shopId: number, id: number) {
    const r = await rafflesRepo.findOrFail(deps.db, shopId, id);
    return raffleDetail(deps.db, r, deps.publicUrl, await chainTime(deps.chain, r.chain));
  },

  /** POST /api/raffles/{id}/draw: after the end, with entries, once; the job closes the entries and reveals the seed. */
  async draw(deps: RafflesDeps, shop: ShopRow, id: number) {
    const r = await rafflesRepo.findOrFail(deps.db, shop.id, id);
    if (r.state !== 'open' || !r.contract) throw new AppError('RAFFLE_DRAW_NOT_READY');
    const now = await raffleOnChain(deps.chain, r);
    // The chain's clock decides (the contract compares with it); no entries: cancel instead.
    if (
      now.time < r.endAt ||
      now.entrants === 0 ||
      now.drawn ||
      now.cancelled ||
      now.drawImpossible
    )
      throw new AppError('RAFFLE_DRAW_NOT_READY');
    await rafflesRepo.update(deps.db, shop.id, id, { state: 'drawing' });
    await queue(deps, { raffleId: id, action: 'draw' });
    return this.get(deps, shop.id, id);
  },

  /**
   * POST /api/raffles/{id}/cancel: only a raffle whose draw cannot happen fairly any more: not
   * started, no entries, or its seed no longer revealable (the reveal missed its deadline or the
   * closing block's hash, even with a draw asked). A raffle with entries is drawn: the
   * platform knows the seed, so cancelling after the entries closed would let it drop a draw.
   */
  async cancel(deps: RafflesDeps, shop: ShopRow, id: number) {
    const r = await rafflesRepo.findOrFail(deps.db, shop.id, id);
    if (r.state === 'cancelled' || r.state === 'cancelling' || r.state === 'drawn')
      throw new AppError('RAFFLE_CANNOT_CANCEL');
    if (!r.contract) {
      if (r.state !== 'failed') throw new AppError('RAFFLE_CANNOT_CANCEL');
      await rafflesRepo.update(deps.db, shop.id, id, { state: 'cancelled' });
      return this.get(deps, shop.id, id);
    }
    const now = await raffleOnChain(deps.chain, r);
    const allowed =
      !now.drawn &&
      !now.cancelled &&
      (now.time < r.startAt || now.entrants === 0 || now.drawImpossible);
    // A draw asked but not revealed in time (the job stuck, the platform down) is cancelled too.
    if (!allowed || (r.state === 'drawing' && !now.drawImpossible))
      throw new AppError('RAFFLE_CANNOT_CANCEL');
    await rafflesRepo.update(deps.db, shop.id, id, { state: 'cancelling' });
    await queue(deps, { raffleId: id, action: 'cancel' });
    return this.get(deps, shop.id, id);
  },
};

export type { RaffleRow };
