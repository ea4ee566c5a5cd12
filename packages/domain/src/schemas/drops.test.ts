import { describe, expect, it } from 'vitest';
import { claimBody, dropCreateBody, type DropCreateInput } from './drops.ts';

// spec doc 2 §5 drop rules, §9 at most 1,000 NFTs (issue 21).
const phase = (over: Record<string, unknown> = {}) => ({
  name: 'Allowlist',
  price: '0.01',
  start_date: '2030-01-01T00:00:00Z',
  end_date: '2030-01-02T00:00:00Z',
  claim_limit: 2,
  unlimited: false,
  ...over,
});
const body = (over: Partial<Record<keyof DropCreateInput, unknown>> = {}) => ({
  name: 'Genesis',
  preview: '/files/a.png',
  contract_id: 1,
  nft_ids: [1, 2],
  open_date: '2030-01-05T00:00:00Z',
  phases: [phase()],
  ...over,
});
const issues = (input: unknown) => {
  const r = dropCreateBody.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}:${i.message}`);
};

describe('dropCreateBody', () => {
  it('takes a two-phase drop', () => {
    expect(
      issues(
        body({
          phases: [
            phase(),
            phase({
              start_date: '2030-01-02T00:00:00Z',
              end_date: '2030-01-03T00:00:00Z',
              unlimited: true,
              claim_limit: undefined,
            }),
          ],
        }),
      ),
    ).toEqual([]);
  });
  it('names the spec fields of the required values', () => {
    expect(issues(body({ name: '', preview: '', open_date: undefined }))).toEqual([
      'name:dropName',
      'preview:dropPreview',
      'open_date:dropOpenTime',
    ]);
    expect(issues(body({ phases: [phase({ price: '' })] }))).toContain('phases.0.price:dropPrice');
    expect(issues(body({ phases: [phase({ claim_limit: undefined })] }))).toEqual([
      'phases.0.claim_limit:dropMintLimit',
    ]);
  });
  it('refuses two consecutive Unlimited phases, overlapping phases and an open box time before the end', () => {
    const unlimited = { unlimited: true, claim_limit: undefined };
    expect(
      issues(
        body({
          phases: [
            phase(unlimited),
            phase({
              ...unlimited,
              start_date: '2030-01-02T00:00:00Z',
              end_date: '2030-01-03T00:00:00Z',
            }),
          ],
        }),
      ),
    ).toEqual(['phases.1.unlimited:dropUnlimitedTwice']);
    expect(
      issues(body({ phases: [phase(), phase({ start_date: '2030-01-01T12:00:00Z' })] })),
    ).toEqual(['phases.1.start_date:dropPhaseOverlap']);
    expect(issues(body({ open_date: '2030-01-01T12:00:00Z' }))).toEqual([
      'open_date:dropOpenBeforeEnd',
    ]);
    expect(issues(body({ phases: [phase({ end_date: '2029-12-31T00:00:00Z' })] }))).toContain(
      'phases.0.end_date:endBeforeStart',
    );
  });
  it('takes at most 1,000 NFTs', () => {
    const ids = Array.from({ length: 1001 }, (_, i) => i + 1);
    expect(issues(body({ nft_ids: ids }))).toEqual(['nft_ids:dropTooManyNfts']);
    expect(issues(body({ nft_ids: ids.slice(0, 1000) }))).toEqual([]);
  });
  it('takes bulk discounts by ascending quantity', () => {
    const tiers = [
      { quantity: 5, percent: 10 },
      { quantity: 3, percent: 20 },
    ];
    expect(issues(body({ phases: [phase({ bulk_discounts: tiers })] }))).toEqual([
      'phases.0.bulk_discounts:dropDiscount',
    ]);
  });
});

describe('claimBody', () => {
  it('takes a drop or an airdrop, not both or neither', () => {
    expect(claimBody.safeParse({ drop_id: 1, quantity: 2 }).success).toBe(true);
    expect(claimBody.safeParse({ airdrop_id: 1 }).success).toBe(true);
    expect(claimBody.safeParse({ drop_id: 1, airdrop_id: 1 }).success).toBe(false);
    expect(claimBody.safeParse({ quantity: 1 }).success).toBe(false);
  });
});
