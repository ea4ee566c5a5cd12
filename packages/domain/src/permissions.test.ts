import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_COLLABORATOR_ALLOWS, MASK, OWNER_ALLOWS, hasPermission } from './permissions.ts';

// Spec doc 1 §6: permissions are a bitmask checked by AND; a new collaborator gets 204671.

const maskEntries = Object.entries(MASK) as [keyof typeof MASK, number][];
const singleBitMasks = maskEntries.filter(([, m]) => m !== 0 && (m & (m - 1)) === 0);

describe('hasPermission', () => {
  it('opens mask 0 to every member, even one holding no permission', () => {
    expect(hasPermission(0, MASK.none)).toBe(true);
  });

  it.each(singleBitMasks)('opens %s (mask %i) only to a member holding that bit', (_name, mask) => {
    expect(hasPermission(mask, mask)).toBe(true);
    expect(hasPermission(OWNER_ALLOWS & ~mask, mask)).toBe(false);
  });

  it('opens the guide/dashboard mask 66 to a member holding collection view (2) alone', () => {
    expect(hasPermission(MASK.collectionView, MASK.guide)).toBe(true);
  });

  it('opens the guide/dashboard mask 66 to a member holding whitelist (64) alone', () => {
    expect(hasPermission(MASK.whitelist, MASK.guide)).toBe(true);
  });

  it('closes the guide/dashboard mask 66 to a member holding neither 2 nor 64', () => {
    expect(hasPermission(OWNER_ALLOWS & ~MASK.guide, MASK.guide)).toBe(false);
  });

  it('property: a route opens exactly when allows AND mask is non-zero, or the mask is 0', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: OWNER_ALLOWS }),
        fc.constantFrom(...maskEntries.map(([, m]) => m)),
        (allows, mask) => {
          const sharesABit = Array.from({ length: 18 }, (_, bit) => 2 ** bit).some(
            (b) => Math.floor(allows / b) % 2 === 1 && Math.floor(mask / b) % 2 === 1,
          );
          expect(hasPermission(allows, mask)).toBe(mask === 0 || sharesABit);
        },
      ),
    );
  });
});

describe('owner permissions', () => {
  it.each(maskEntries)('the owner holds %s (mask %i)', (_name, mask) => {
    expect(hasPermission(OWNER_ALLOWS, mask)).toBe(true);
  });

  it('OWNER_ALLOWS covers every MASK bit', () => {
    for (const [, mask] of maskEntries) expect(OWNER_ALLOWS & mask).toBe(mask);
  });

  it('OWNER_ALLOWS holds no bit outside MASK', () => {
    const everyMaskBit = maskEntries.reduce((acc, [, m]) => acc | m, 0);
    expect(OWNER_ALLOWS).toBe(everyMaskBit);
  });
});

describe('default collaborator permissions (spec §6: 204671)', () => {
  it('is 204671', () => {
    expect(DEFAULT_COLLABORATOR_ALLOWS).toBe(204671);
  });

  it('lacks launchpad / airdrop (128)', () => {
    expect(hasPermission(DEFAULT_COLLABORATOR_ALLOWS, MASK.launchpad)).toBe(false);
  });

  it('lacks the marketing masks 16384 and 32768', () => {
    expect(hasPermission(DEFAULT_COLLABORATOR_ALLOWS, MASK.marketingSeo)).toBe(false);
    expect(hasPermission(DEFAULT_COLLABORATOR_ALLOWS, MASK.marketingAnalytics)).toBe(false);
  });

  it('lacks marketing general 8192 as well', () => {
    expect(hasPermission(DEFAULT_COLLABORATOR_ALLOWS, MASK.marketingGeneral)).toBe(false);
  });

  it('holds every other area', () => {
    const lacking = new Set<number>([
      MASK.launchpad,
      MASK.marketingGeneral,
      MASK.marketingSeo,
      MASK.marketingAnalytics,
    ]);
    const held = maskEntries.filter(([, m]) => !lacking.has(m)).map(([name]) => name);
    const denied = held.filter((name) => !hasPermission(DEFAULT_COLLABORATOR_ALLOWS, MASK[name]));
    expect(denied).toEqual([]);
  });

  it('is a subset of the owner permissions', () => {
    expect(DEFAULT_COLLABORATOR_ALLOWS & ~OWNER_ALLOWS).toBe(0);
  });
});
