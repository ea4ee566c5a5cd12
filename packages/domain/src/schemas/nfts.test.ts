import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.ts';
import {
  COPIES_MAX,
  createNftBody,
  NFT_STATUS,
  nftIdsBody,
  nftRefuseBody,
  nftsQuery,
  updateNftBody,
} from './nfts.ts';
import { nftAttrRow } from './nft-attrs.ts';

type Parser = {
  safeParse: (v: unknown) => {
    success: boolean;
    error?: { issues: { path: PropertyKey[]; message: string }[] };
  };
};
const issuesOf = (schema: Parser, value: unknown) =>
  schema
    .safeParse(value)
    .error?.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message })) ?? [];

const ICON = `ab/cd/${'e'.repeat(64)}.png`;
const valid = { icon: ICON, title: 'Moon #1', contract_id: 3, category: '1,4', copies: 5, rank: 2 };

describe('NFT creation payload (spec doc 1 §3, §5)', () => {
  it('accepts the minimal payload and fills the defaults', () => {
    const nft = createNftBody.parse(valid);
    expect(nft).toMatchObject({ royalties: 10, category: [1, 4], copies: 5, rank: 2 });
    expect(nft.attrs).toEqual({ properties: [], levels: [], stats: [], boosts: [], date: [] });
  });

  it('names each missing required field', () => {
    const issues = issuesOf(createNftBody, {});
    expect(issues.map((i) => i.path)).toEqual(
      expect.arrayContaining(['icon', 'title', 'contract_id', 'category', 'copies', 'rank']),
    );
    expect(issues.find((i) => i.path === 'icon')?.message).toBe('required');
    expect(issues.find((i) => i.path === 'title')?.message).toBe('required');
  });

  it('needs at least one category, given comma-joined or as a list', () => {
    expect(issuesOf(createNftBody, { ...valid, category: '' })).toEqual([
      { path: 'category', message: 'categoryRequired' },
    ]);
    expect(issuesOf(createNftBody, { ...valid, category: [] })).toEqual([
      { path: 'category', message: 'categoryRequired' },
    ]);
    expect(createNftBody.parse({ ...valid, category: [7, 7] }).category).toEqual([7]);
    expect(issuesOf(createNftBody, { ...valid, category: '1,x' })[0]?.path).toBe('category');
  });

  it('needs a preview image (JPG, PNG, GIF, SVG) for audio, video and GLB content, by the extension', () => {
    for (const ext of ['mp4', 'webm', 'mp3', 'wav', 'ogg', 'glb']) {
      expect(issuesOf(createNftBody, { ...valid, icon: ICON.replace('.png', `.${ext}`) })).toEqual([
        { path: 'preview', message: 'previewRequired' },
      ]);
      expect(
        issuesOf(createNftBody, { ...valid, icon: ICON.replace('.png', `.${ext}`), preview: '' }),
      ).toEqual([{ path: 'preview', message: 'previewRequired' }]);
    }
    for (const ext of ['jpg', 'png', 'gif', 'svg'])
      expect(issuesOf(createNftBody, { ...valid, icon: ICON.replace('.png', `.${ext}`) })).toEqual(
        [],
      );
    expect(
      issuesOf(createNftBody, {
        ...valid,
        icon: ICON.replace('.png', '.mp4'),
        preview: ICON.replace('.png', '.mp4'),
      }),
    ).toEqual([{ path: 'preview', message: 'nftPreviewType' }]);
    // An edit judges a removed preview; one not sent is the stored one's (the server checks it).
    expect(issuesOf(updateNftBody, { icon: ICON.replace('.png', '.glb'), preview: null })).toEqual([
      { path: 'preview', message: 'previewRequired' },
    ]);
    expect(issuesOf(updateNftBody, { icon: ICON.replace('.png', '.glb'), preview: '' })).toEqual([
      { path: 'preview', message: 'previewRequired' },
    ]);
    expect(issuesOf(updateNftBody, { icon: ICON.replace('.png', '.glb') })).toEqual([]);
    expect(updateNftBody.parse({ icon: ICON, preview: '' }).preview).toBeNull();
  });

  it('accepts NFT content of the spec types only', () => {
    for (const ext of ['jpg', 'png', 'gif', 'svg', 'mp4', 'webm', 'mp3', 'wav', 'ogg', 'glb']) {
      expect(
        issuesOf(createNftBody, { ...valid, icon: ICON.replace('.png', `.${ext}`), preview: ICON }),
      ).toEqual([]);
    }
    expect(issuesOf(createNftBody, { ...valid, icon: ICON.replace('.png', '.webp') })).toEqual([
      { path: 'icon', message: 'nftContentType' },
    ]);
    expect(issuesOf(createNftBody, { ...valid, icon: 'http://x/y.png' })).toEqual([
      { path: 'icon', message: 'invalid' },
    ]);
  });

  it('takes rank 1 to 4', () => {
    for (const rank of [1, 4]) expect(issuesOf(createNftBody, { ...valid, rank })).toEqual([]);
    for (const rank of [0, 5, 2.5])
      expect(issuesOf(createNftBody, { ...valid, rank })).toEqual([
        { path: 'rank', message: 'rank' },
      ]);
  });

  it('takes whole copies from 1 to 1,000,000', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10, max: COPIES_MAX + 10 }), (copies) => {
        const ok = issuesOf(createNftBody, { ...valid, copies }).length === 0;
        expect(ok).toBe(copies >= 1 && copies <= COPIES_MAX);
      }),
    );
    expect(issuesOf(createNftBody, { ...valid, copies: 1.5 })).toEqual([
      { path: 'copies', message: 'copies' },
    ]);
  });

  it('takes a royalty of 0 to 50 with at most 2 decimals; above 50 is royaltyMax (E19)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), (hundredths) => {
        const royalties = hundredths / 100;
        const issues = issuesOf(createNftBody, { ...valid, royalties });
        expect(issues).toEqual(
          royalties > 50 ? [{ path: 'royalties', message: 'royaltyMax' }] : [],
        );
      }),
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 4999 }),
        fc.integer({ min: 1, max: 9 }),
        (hundredths, extra) => {
          const royalties = Number(`${(hundredths / 100).toFixed(2)}${extra}`);
          expect(issuesOf(createNftBody, { ...valid, royalties })).toEqual([
            { path: 'royalties', message: 'royaltyDecimals' },
          ]);
        },
      ),
    );
  });

  it('takes a royalty as a number or a decimal text only; blank is required, left out is 10', () => {
    expect(createNftBody.parse({ ...valid, royalties: '12.5' }).royalties).toBe(12.5);
    expect(createNftBody.parse({ ...valid, royalties: ' 7 ' }).royalties).toBe(7);
    expect(createNftBody.parse({ ...valid, royalties: undefined }).royalties).toBe(10);
    for (const royalties of ['', ' ', null])
      expect(issuesOf(createNftBody, { ...valid, royalties })).toEqual([
        { path: 'royalties', message: 'required' },
      ]);
    for (const royalties of [
      true,
      false,
      '0x10',
      '1e1',
      '12,5',
      'ten',
      [],
      {},
      Number.NaN,
      Number.POSITIVE_INFINITY,
    ]) {
      expect(issuesOf(createNftBody, { ...valid, royalties }), JSON.stringify(royalties)).toEqual([
        { path: 'royalties', message: 'number' },
      ]);
    }
    expect(issuesOf(createNftBody, { ...valid, royalties: '50.01' })).toEqual([
      { path: 'royalties', message: 'royaltyMax' },
    ]);
    expect(issuesOf(createNftBody, { ...valid, royalties: '-1' })).toEqual([
      { path: 'royalties', message: 'royaltyDecimals' },
    ]);
  });

  it('limits description and unlockable text to 3000 characters', () => {
    expect(
      issuesOf(createNftBody, {
        ...valid,
        description: 'a'.repeat(3000),
        unlockable_content: 'b'.repeat(3000),
      }),
    ).toEqual([]);
    expect(issuesOf(createNftBody, { ...valid, description: 'a'.repeat(3001) })).toEqual([
      { path: 'description', message: 'tooLong' },
    ]);
    expect(issuesOf(createNftBody, { ...valid, unlockable_content: 'b'.repeat(3001) })).toEqual([
      { path: 'unlockable_content', message: 'tooLong' },
    ]);
  });

  it('requires the unlockable text when the lock is on', () => {
    expect(issuesOf(createNftBody, { ...valid, is_locked: true })).toEqual([
      { path: 'unlockable_content', message: 'required' },
    ]);
    expect(issuesOf(createNftBody, { ...valid, is_locked: true, unlockable_content: ' ' })).toEqual(
      [{ path: 'unlockable_content', message: 'required' }],
    );
    expect(
      issuesOf(createNftBody, { ...valid, is_locked: true, unlockable_content: 'code 42' }),
    ).toEqual([]);
    expect(issuesOf(updateNftBody, { is_locked: true })).toEqual([
      { path: 'unlockable_content', message: 'required' },
    ]);
  });

  it('clears an optional text in an edit when it is sent empty, and leaves out what is not sent', () => {
    expect(
      updateNftBody.parse({ description: '', page_tile: '', unlockable_content: null }),
    ).toMatchObject({ description: '', page_title: '', unlockable_content: '' });
    expect(updateNftBody.parse({ title: 'Moon' })).not.toHaveProperty('description');
    expect(issuesOf(updateNftBody, { is_locked: true, unlockable_content: '' })).toEqual([
      { path: 'unlockable_content', message: 'required' },
    ]);
  });

  it('keeps in an edit only the attribute kinds sent (no kind is filled with [])', () => {
    expect(updateNftBody.parse({ attrs: { stats: [['Power', 3, 5]] } }).attrs).toEqual({
      stats: [['Power', 3, 5]],
    });
    expect(updateNftBody.parse({ attrs: {} }).attrs).toEqual({});
    expect(updateNftBody.parse({ title: 'Moon' })).not.toHaveProperty('attrs');
    expect(issuesOf(updateNftBody, { attrs: { levels: [['Speed', 6, 5]] } })).toEqual([
      { path: 'attrs.levels.0.1', message: 'levelRange' },
    ]);
  });

  it('reads the SEO title as page_tile or page_title', () => {
    expect(createNftBody.parse({ ...valid, page_tile: 'Moon' }).page_title).toBe('Moon');
    expect(createNftBody.parse({ ...valid, page_title: 'Sun' }).page_title).toBe('Sun');
  });
});

describe('NFT attributes (spec doc 1 §3 attrs, §5 ranges)', () => {
  const attrIssues = (attrs: unknown) => issuesOf(createNftBody, { ...valid, attrs });

  it('accepts every shape, boosts as [name, percent] or [name, current, max]', () => {
    const attrs = {
      properties: [['Colour', 'Blue']],
      levels: [['Speed', 3, 5]],
      stats: [['Power', '0', '5']],
      boosts: [
        ['Luck', 10],
        ['Stamina', 2, 4],
      ],
      date: [
        ['Birthday', '2024-02-29'],
        ['Drop', '2024-03-01T10:00:00Z'],
      ],
    };
    expect(attrIssues(attrs)).toEqual([]);
    expect(createNftBody.parse({ ...valid, attrs }).attrs.stats).toEqual([['Power', 0, 5]]);
  });

  it('keeps level and stat values between 0 and max', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -5, max: 20 }),
        fc.integer({ min: -2, max: 15 }),
        (current, max) => {
          const issues = [
            ...attrIssues({ levels: [['L', current, max]] }),
            ...attrIssues({ stats: [['S', current, max]] }),
          ];
          expect(issues.length === 0).toBe(max > 0 && current >= 0 && current <= max);
        },
      ),
    );
    expect(attrIssues({ levels: [['L', 6, 5]] })).toEqual([
      { path: 'attrs.levels.0.1', message: 'levelRange' },
    ]);
    expect(attrIssues({ stats: [['S', 1, 0]] })[0]).toEqual({
      path: 'attrs.stats.0.2',
      message: 'levelMax',
    });
  });

  it('keeps a boost percent between 0 and 100', () => {
    fc.assert(
      fc.property(fc.double({ min: -50, max: 150, noNaN: true }), (percent) => {
        expect(attrIssues({ boosts: [['B', percent]] }).length === 0).toBe(
          percent >= 0 && percent <= 100,
        );
      }),
    );
  });

  it('checks one row at a time with the same rules (attribute dialogs)', () => {
    expect(nftAttrRow.property.safeParse(['Colour', 'Blue']).success).toBe(true);
    expect(nftAttrRow.currentOfMax.safeParse(['Speed', 6, 5]).error?.issues[0]).toMatchObject({
      path: [1],
      message: 'levelRange',
    });
    expect(nftAttrRow.boostPercent.safeParse(['Luck', 101]).error?.issues[0]).toMatchObject({
      path: [1],
      message: 'boostPercent',
    });
    expect(nftAttrRow.date.safeParse(['Drop', '']).error?.issues[0]).toMatchObject({
      path: [1],
      message: 'attrIncomplete',
    });
  });

  it('saves a row only when every field is filled', () => {
    expect(attrIssues({ properties: [['Colour', '']] })[0]?.message).toBe('attrIncomplete');
    expect(attrIssues({ levels: [['', 3, 5]] })[0]?.message).toBe('attrIncomplete');
    expect(attrIssues({ levels: [['Speed', 3]] })[0]?.path).toMatch(/^attrs\.levels\.0/);
    expect(attrIssues({ date: [['Birthday', 'someday']] })).toEqual([
      { path: 'attrs.date.0.1', message: 'date' },
    ]);
  });
});

describe('NFT list query and batches (spec doc 1 §7)', () => {
  it('reads every query of the list', () => {
    const q = nftsQuery.parse({
      page: '2',
      limit: '20',
      status: '4',
      search: 'moon',
      order_by: 'title',
      order_desc: 'false',
      type: '2',
      contract_id: '3',
      creator_id: '9',
      categories: '1,2',
    });
    expect(q).toEqual({
      page: 2,
      limit: 20,
      status: 4,
      search: 'moon',
      order_by: 'title',
      order_desc: false,
      type: 2,
      contract_id: 3,
      creator_id: 9,
      categories: [1, 2],
    });
  });

  it('defaults to the newest first and reads a status key of /api/filters', () => {
    expect(nftsQuery.parse({})).toMatchObject({
      page: 1,
      limit: 10,
      order_by: 'created_at',
      order_desc: true,
    });
    expect(nftsQuery.parse({ status: 'inReview', search: '' }).status).toBe(NFT_STATUS.inReview);
    expect(issuesOf(nftsQuery, { status: '9' })[0]?.path).toBe('status');
    expect(issuesOf(nftsQuery, { order_by: 'price' })[0]).toEqual({
      path: 'order_by',
      message: 'oneOf',
    });
    expect(issuesOf(nftsQuery, { type: '3' })[0]?.path).toBe('type');
  });

  it('needs ids for a batch and a reason to refuse', () => {
    expect(nftIdsBody.parse({ ids: [1, '2'] }).ids).toEqual([1, 2]);
    expect(issuesOf(nftIdsBody, { ids: [] })).toEqual([{ path: 'ids', message: 'required' }]);
    expect(issuesOf(nftRefuseBody, { ids: [1] })).toEqual([
      { path: 'reason', message: 'required' },
    ]);
  });

  it('has a text for every message key it uses', () => {
    for (const key of [
      'categoryRequired',
      'rank',
      'copies',
      'levelMax',
      'levelRange',
      'boostPercent',
      'attrIncomplete',
      'nftContentType',
      'date',
      'royaltyMax',
    ]) {
      expect(MESSAGES).toHaveProperty(key);
    }
  });
});
