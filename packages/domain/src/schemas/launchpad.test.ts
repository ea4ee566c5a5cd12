import { describe, expect, it } from 'vitest';
import { airdropCreateBody, raffleCreateBody } from '../index.ts';

const preview = `ab/cd/${'a'.repeat(64)}.png`;
const base = {
  name: 'Free art',
  preview,
  nft_ids: [3],
  start_date: '2026-01-01T00:00:00Z',
  end_date: '2026-01-10T00:00:00Z',
  claim_limit: 1,
};
const messagesOf = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues.map((i) => i.message) ?? [];

describe('launchpad payloads (spec doc 2 §5)', () => {
  it('names Airdrop Name and Airdrop NFT when they are missing', () => {
    const r = airdropCreateBody.safeParse({ ...base, name: ' ', nft_ids: [] });
    expect(messagesOf(r)).toEqual(expect.arrayContaining(['airdropName', 'airdropNft']));
  });

  it('refuses an end before the start and a window above 365 days', () => {
    expect(
      messagesOf(airdropCreateBody.safeParse({ ...base, end_date: '2025-12-31T00:00:00Z' })),
    ).toContain('endBeforeStart');
    expect(
      messagesOf(airdropCreateBody.safeParse({ ...base, end_date: '2027-01-02T00:00:00Z' })),
    ).toContain('launchpadTooLong');
    expect(airdropCreateBody.safeParse(base).success).toBe(true);
  });

  it('takes only a JPG, PNG, GIF or SVG preview', () => {
    const r = airdropCreateBody.safeParse({ ...base, preview: `ab/cd/${'a'.repeat(64)}.mp4` });
    expect(messagesOf(r)).toContain('airdropPreviewType');
  });

  it('names Raffle Name, and takes 1 to 1000 winners', () => {
    const raffle = { ...base, winners: 3 };
    expect(raffleCreateBody.safeParse(raffle).success).toBe(true);
    expect(messagesOf(raffleCreateBody.safeParse({ ...raffle, name: '' }))).toContain('raffleName');
    expect(messagesOf(raffleCreateBody.safeParse({ ...raffle, winners: 1001 }))).toContain(
      'raffleWinnersMax',
    );
    // An empty winners field is missing, not a number below 1; digits in a text are read.
    for (const winners of [undefined, null, ''])
      expect(messagesOf(raffleCreateBody.safeParse({ ...raffle, winners }))).toEqual(['required']);
    expect(raffleCreateBody.safeParse({ ...raffle, winners: '4' }).data?.winners).toBe(4);
    expect(messagesOf(raffleCreateBody.safeParse({ ...raffle, winners: 0 }))).toContain(
      'saleQuantity',
    );
  });

  it('stays an object schema with its window rules (a console form reads its fields)', () => {
    expect(Object.keys(raffleCreateBody.shape)).toContain('winners');
    const raffle = { ...base, winners: 3, end_date: '2000-01-01T00:00:00Z' };
    expect(messagesOf(raffleCreateBody.safeParse(raffle))).toContain('endBeforeStart');
  });
});
