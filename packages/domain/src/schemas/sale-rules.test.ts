import { describe, expect, it } from 'vitest';
import { NFT_TYPES } from './nfts.ts';
import { saleCreateChecked } from './sale-rules.ts';

const NOW = new Date('2026-06-01T00:00:00.000Z');
const at = (days: number) => new Date(NOW.getTime() + days * 86_400_000).toISOString();
const messages = (facts: Parameters<typeof saleCreateChecked>[0], body: object) => {
  const parsed = saleCreateChecked(facts, () => NOW).safeParse(body);
  return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}:${i.message}`);
};

describe('sell order rules by type (spec doc 2 §5)', () => {
  it('a fixed-price sale needs its price; a timed one its end', () => {
    expect(messages({}, { type: 1, goods_id: 1, quantity: 1 })).toEqual(['price:required']);
    expect(messages({}, { type: 3, goods_id: 1, quantity: 1, price: '1' })).toEqual([
      'end_date:required',
    ]);
  });

  it('an auction needs its end (not in offer mode) and lasts at most 7 days', () => {
    expect(messages({}, { type: 2, goods_id: 1, quantity: 1 })).toEqual(['end_date:required']);
    expect(messages({}, { type: 2, goods_id: 1, quantity: 1, offer_mode: true })).toEqual([]);
    expect(
      messages({}, { type: 2, goods_id: 1, quantity: 1, minimum_price: '1', end_date: at(8) }),
    ).toEqual(['end_date:auctionTooLong']);
  });

  it('offer mode is only for ERC-721', () => {
    const body = {
      type: 2,
      goods_id: 1,
      quantity: 1,
      minimum_price: '1',
      end_date: at(1),
      offer_mode: true,
    };
    expect(messages({ nftType: NFT_TYPES.erc1155 }, body)).toEqual(['offer_mode:offerModeErc721']);
    expect(messages({ nftType: NFT_TYPES.erc721 }, body)).toEqual([]);
  });

  it('a box sale lasts at most 365 days and needs its open date, not before the end', () => {
    const box = { type: 4, goods_id: 1, quantity: 1, price: '1' };
    expect(messages({}, { ...box, end_date: at(366), open_date: at(367) })).toEqual([
      'end_date:boxTooLong',
    ]);
    expect(messages({}, { ...box, end_date: at(10) })).toEqual(['open_date:required']);
    expect(messages({}, { ...box, end_date: at(10), open_date: at(9) })).toEqual([
      'open_date:openBeforeEnd',
    ]);
  });

  it('the quantity is not above what the store wallet holds', () => {
    expect(messages({ available: 2 }, { type: 1, goods_id: 1, quantity: 3, price: '1' })).toEqual([
      'quantity:saleStock',
    ]);
  });
});
