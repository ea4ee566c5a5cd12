import { NFT_TYPES, type NftType } from './nfts.ts';
import { SALE_LIMITS, SALE_TYPE, saleCreateBody } from './sales.ts';

// The rules of spec doc 2 §5 that depend on the sale's type and on the NFT sold, on top of the
// create payload's own schema (sales.ts): the console checks them before it sends, the server
// (which knows the NFT) can check the same ones.

const DAY_MS = 86_400_000;

/** What the form knows about the NFT (or box) chosen: its standard and what the store wallet holds for sale. */
export type SaleGoodsFacts = { nftType?: NftType; available?: number };

type Issue = Parameters<Parameters<typeof saleCreateBody.superRefine>[0]>[1];

const missing = (ctx: Issue, path: string) =>
  ctx.addIssue({ code: 'custom', message: 'required', path: [path] });

/**
 * The create payload with the type-dependent rules of spec doc 2 §5: a price above 0 for the
 * fixed-price, timed and box sales (the minimum bid of an auction is optional), an end for an
 * auction (not in offer mode), a timed and a box sale, an auction at most 7 days, a box sale at most 365 days with its open date, offer
 * mode only for ERC-721, and a quantity not above what the store wallet holds.
 */
export function saleCreateChecked(facts: SaleGoodsFacts = {}, now: () => Date = () => new Date()) {
  return saleCreateBody.superRefine((b, ctx) => {
    const start = b.start_date ?? now();
    const days = b.end_date ? (b.end_date.getTime() - start.getTime()) / DAY_MS : 0;
    if (b.type === SALE_TYPE.airdrop)
      ctx.addIssue({ code: 'custom', message: 'saleAirdrop', path: ['type'] });
    if (b.type === SALE_TYPE.auction) {
      // Offers (offer mode) stand until the owner chooses one; an auction needs its end.
      if (!b.end_date && !b.offer_mode) missing(ctx, 'end_date');
      if (b.end_date && days > SALE_LIMITS.auctionMaxDays)
        ctx.addIssue({ code: 'custom', message: 'auctionTooLong', path: ['end_date'] });
      if (b.offer_mode && facts.nftType !== undefined && facts.nftType !== NFT_TYPES.erc721)
        ctx.addIssue({ code: 'custom', message: 'offerModeErc721', path: ['offer_mode'] });
    } else if (b.price === undefined) missing(ctx, 'price');
    if (b.type === SALE_TYPE.timed && !b.end_date) missing(ctx, 'end_date');
    if (b.type === SALE_TYPE.mysteryBox) {
      if (!b.end_date) missing(ctx, 'end_date');
      else if (days > SALE_LIMITS.boxMaxDays)
        ctx.addIssue({ code: 'custom', message: 'boxTooLong', path: ['end_date'] });
      if (!b.open_date) missing(ctx, 'open_date');
    }
    if (facts.available !== undefined && b.quantity > facts.available)
      ctx.addIssue({
        code: 'too_big',
        origin: 'number',
        maximum: facts.available,
        inclusive: true,
        message: 'saleStock',
        path: ['quantity'],
      });
  });
}
