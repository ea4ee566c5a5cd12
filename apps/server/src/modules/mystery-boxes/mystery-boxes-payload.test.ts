import { describe, expect, it } from 'vitest';
import { BOX_DESCRIPTION_MAX } from '@mintfront/domain';
import { owner, createBox, body, counts, useMysteryBoxesWorld } from './mystery-boxes-fixture.ts';

useMysteryBoxesWorld();

describe('POST /api/boxes payload rules (spec doc 1 §3, §5)', () => {
  it.each([
    [{ icon: '' }, 'icon', 'required'],
    [{ icon: `ab/cd/${'e'.repeat(64)}.mp4`, content: undefined }, 'icon', 'boxImageType'],
    [{ content: `ab/cd/${'f'.repeat(64)}.png` }, 'content', 'boxContentSameImage'],
    [{ title: '' }, 'title', 'required'],
    [{ title: 'x'.repeat(256) }, 'title', 'tooLong'],
    [{ contract_id: undefined }, 'contract_id', 'required'],
    [{ category: '' }, 'category', 'categoryRequired'],
    [{ royalties: 1.005 }, 'royalties', 'royaltyDecimals'],
    [{ contents: [{ rank: 5, nft_id: 1, quantity: 1 }] }, 'contents.0.rank', 'rank'],
    [{ contents: [{ rank: 1, nft_id: 1, quantity: 0 }] }, 'contents.0.quantity', 'copies'],
    [
      {
        contents: [
          { rank: 1, nft_id: 1, quantity: 1 },
          { rank: 2, nft_id: 1, quantity: 1 },
        ],
      },
      'contents.1.nft_id',
      'boxDuplicate',
    ],
    [
      {
        contents: [
          { rank: 1, nft_id: 1, quantity: 600_000 },
          { rank: 2, nft_id: 2, quantity: 400_001 },
        ],
      },
      'contents',
      'boxTotalMax',
    ],
  ])('%j answers 40001 on %s (%s) and writes nothing', expectRefused);

  it('answers 40001 on a description longer than BOX_DESCRIPTION_MAX (tooLong) and writes nothing', () =>
    expectRefused(
      { description: `<p>${'d'.repeat(BOX_DESCRIPTION_MAX)}</p>` },
      'description',
      'tooLong',
    ));

  it('answers E104 without series content, E118 above 1000 rows and E19 for a royalty above 50', async () => {
    const before = await counts();
    expect((await createBox(owner, body({ contents: [] }))).body).toMatchObject({
      statusCode: 41104,
      statusDesc: 'Add content to the box',
    });
    expect((await createBox(owner, body({ contents: undefined }))).body.statusCode).toBe(41104);
    const many = Array.from({ length: 1001 }, (_, i) => ({ rank: 1, nft_id: i + 1, quantity: 1 }));
    expect((await createBox(owner, body({ contents: many }))).body).toMatchObject({
      statusCode: 41118,
      statusDesc: 'Too many NFTs selected: at most 1000',
    });
    expect((await createBox(owner, body({ royalties: 50.01 }))).body.statusCode).toBe(41019);
    expect(await counts()).toEqual(before);
  });
});

async function expectRefused(over: Record<string, unknown>, field: string, key: string) {
  const before = await counts();
  const res = await createBox(owner, body(over));
  expect(res.body.statusCode).toBe(40001);
  expect(res.body.data.errors[0]).toMatchObject({ field, key });
  expect(await counts()).toEqual(before);
}
