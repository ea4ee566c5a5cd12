import { describe, expect, it } from 'vitest';
import {
  BOX_CONTENTS_MAX,
  boxAvailabilityQuery,
  boxContents,
  boxMintedQuery,
  boxTotal,
  createBoxBody,
} from './mystery-boxes.ts';

const IMAGE = `ab/cd/${'e'.repeat(64)}.png`;
const valid = {
  icon: IMAGE,
  title: 'Lucky box',
  contract_id: 3,
  category: '1,4',
  contents: [{ rank: 2, nft_id: 7, quantity: 3 }],
};
const messages = (
  schema: { safeParse: (v: unknown) => { error?: { issues: { message: string }[] } } },
  v: unknown,
) => schema.safeParse(v).error?.issues.map((i) => i.message) ?? [];

describe('mystery box payload (spec doc 1 §3, §5)', () => {
  it('accepts the payload with numbers as text, the royalty defaulting to 10', () => {
    const box = createBoxBody.parse({
      ...valid,
      content: IMAGE,
      contents: [{ rank: '1', nft_id: '7', quantity: '2' }],
    });
    expect(box).toMatchObject({
      royalties: 10,
      category: [1, 4],
      contents: [{ rank: 1, nft_id: 7, quantity: 2 }],
    });
  });

  it('names the series rules: empty (E104), too many rows (E118), an NFT twice, a total above 1,000,000', () => {
    expect(messages(boxContents, [])).toEqual(['boxEmpty']);
    expect(messages(boxContents, undefined)).toEqual(['boxEmpty']);
    expect(
      messages(
        boxContents,
        Array.from({ length: BOX_CONTENTS_MAX + 1 }, (_, i) => ({
          rank: 1,
          nft_id: i + 1,
          quantity: 1,
        })),
      ),
    ).toEqual(['boxTooMany']);
    expect(
      messages(boxContents, [
        { rank: 1, nft_id: 1, quantity: 1 },
        { rank: 1, nft_id: 1, quantity: 1 },
      ]),
    ).toEqual(['boxDuplicate']);
    expect(
      messages(boxContents, [
        { rank: 1, nft_id: 1, quantity: 1_000_000 },
        { rank: 1, nft_id: 2, quantity: 1 },
      ]),
    ).toEqual(['boxTotalMax']);
    expect(
      messages(boxContents, [
        { rank: 1, nft_id: 1, quantity: 999_999 },
        { rank: 1, nft_id: 2, quantity: 1 },
      ]),
    ).toEqual([]);
  });

  it('takes only box image formats, and content only as the same image', () => {
    expect(messages(createBoxBody, { ...valid, icon: IMAGE.replace('.png', '.mp4') })).toEqual([
      'boxImageType',
    ]);
    expect(messages(createBoxBody, { ...valid, content: IMAGE.replace('e', 'f') })).toEqual([
      'boxContentSameImage',
    ]);
  });

  it('sums the series quantities into the number of boxes', () => {
    expect(boxTotal([{ quantity: 3 }, { quantity: 4 }])).toBe(7);
    expect(boxTotal([])).toBe(0);
  });

  it('reads comma-joined ids, at most 200 counts and 1000 availabilities at once', () => {
    expect(boxMintedQuery.parse({ id: '3,4,3' }).id).toEqual([3, 4]);
    expect(
      messages(boxMintedQuery, { id: Array.from({ length: 201 }, (_, i) => i + 1).join(',') }),
    ).toEqual(['invalid']);
    expect(
      boxAvailabilityQuery.parse({ ids: Array.from({ length: 1000 }, (_, i) => i + 1).join(',') })
        .ids,
    ).toHaveLength(1000);
    expect(messages(boxMintedQuery, { id: '0' })).toEqual(['invalid']);
  });
});
