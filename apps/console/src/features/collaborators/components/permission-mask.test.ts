import { describe, expect, it } from 'vitest';
import { DEFAULT_COLLABORATOR_ALLOWS, MASK, OWNER_ALLOWS, PERMISSIONS } from '@mintfront/domain';
import { checkedToMask, maskToChecked } from './permission-mask.ts';

const masks = PERMISSIONS.map((p) => p.mask);

describe('permission checkboxes ⇄ allows bitmask (spec §6)', () => {
  it('the default 204671 checks every box but launchpad and the three marketing ones', () => {
    const checked = maskToChecked(DEFAULT_COLLABORATOR_ALLOWS, masks);
    const unchecked = masks.filter((m) => !checked.includes(m));
    expect(unchecked.sort((a, b) => a - b)).toEqual([
      MASK.launchpad,
      MASK.marketingGeneral,
      MASK.marketingSeo,
      MASK.marketingAnalytics,
    ]);
    expect(checkedToMask(checked)).toBe(DEFAULT_COLLABORATOR_ALLOWS);
  });

  it('collection view only is mask 2, and 2 checks only that box', () => {
    expect(checkedToMask([MASK.collectionView])).toBe(2);
    expect(maskToChecked(2, masks)).toEqual([MASK.collectionView]);
  });

  it('every box is the owner mask 262143; none is 0', () => {
    expect(checkedToMask(masks)).toBe(OWNER_ALLOWS);
    expect(checkedToMask([])).toBe(0);
    expect(maskToChecked(0, masks)).toEqual([]);
  });

  it('round-trips any mask made of the boxes', () => {
    for (const allows of [1, 5, 256 + 2, 65536 + 131072, 204671, 262143])
      expect(checkedToMask(maskToChecked(allows, masks))).toBe(allows);
  });

  it('a multi-bit mask such as guide (66) is checked only when all its bits are held', () => {
    expect(maskToChecked(MASK.collectionView, [MASK.guide])).toEqual([]);
    expect(maskToChecked(MASK.guide, [MASK.guide])).toEqual([MASK.guide]);
  });
});
