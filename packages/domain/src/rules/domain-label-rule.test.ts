import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidCode, isValidDomainLabel } from './account-rules.ts';
import {
  ALNUM,
  codePoints,
  charFrom,
  domainLabelOracle,
  insertInside,
} from './account-rules-test-kit.ts';

describe('domain label rule (spec §5)', () => {
  it('refuses 2 characters and accepts 3', () => {
    expect(isValidDomainLabel('ab')).toBe(false);
    expect(isValidDomainLabel('abc')).toBe(true);
  });

  it('accepts 63 characters and refuses 64', () => {
    expect(isValidDomainLabel('a'.repeat(63))).toBe(true);
    expect(isValidDomainLabel('a'.repeat(64))).toBe(false);
  });

  it('refuses a hyphen at the start or at the end', () => {
    expect(isValidDomainLabel('-shop')).toBe(false);
    expect(isValidDomainLabel('shop-')).toBe(false);
  });

  it('accepts hyphens inside', () => {
    expect(isValidDomainLabel('my-shop')).toBe(true);
    expect(isValidDomainLabel('a--b')).toBe(true);
  });

  it('refuses anything but letters, digits and hyphens', () => {
    expect(isValidDomainLabel('my_shop')).toBe(false);
    expect(isValidDomainLabel('my.shop')).toBe(false);
    expect(isValidDomainLabel('my shop')).toBe(false);
    expect(isValidDomainLabel('café')).toBe(false);
  });

  const validLabel = fc
    .tuple(
      charFrom(ALNUM),
      fc.array(charFrom(ALNUM + '-'), { minLength: 1, maxLength: 61 }),
      charFrom(ALNUM),
    )
    .map(([first, mid, last]) => first + mid.join('') + last);

  it('property: letters, digits and hyphens of 3–63 characters with letter-or-digit ends are accepted', () => {
    fc.assert(
      fc.property(validLabel, (s) => {
        expect(isValidDomainLabel(s)).toBe(true);
      }),
    );
  });

  it('property: a valid label with a forbidden character inside is refused', () => {
    const forbidden = fc.constantFrom(
      '_',
      '.',
      ' ',
      '@',
      '!',
      '/',
      'é',
      'ß',
      '中',
      'ж',
      '😀',
      '\n',
    );
    fc.assert(
      fc.property(validLabel, forbidden, fc.nat(), (s, bad, at) => {
        expect(isValidDomainLabel(insertInside(codePoints(s), bad, at))).toBe(false);
      }),
    );
  });

  it('property: a label starting or ending with a hyphen is refused', () => {
    const hyphenEnds = fc
      .tuple(validLabel, fc.boolean(), fc.boolean())
      .filter(([, atStart, atEnd]) => atStart || atEnd)
      .map(
        ([s, atStart, atEnd]) =>
          (atStart ? '-' : s[0]) + s.slice(1, -1) + (atEnd ? '-' : s.slice(-1)),
      );
    fc.assert(
      fc.property(hyphenEnds, (s) => {
        expect(isValidDomainLabel(s)).toBe(false);
      }),
    );
  });

  it('property: labels of fewer than 3 or more than 63 letters and digits are refused', () => {
    const arb = fc.oneof(
      fc.string({ unit: charFrom(ALNUM), maxLength: 2 }),
      fc.string({ unit: charFrom(ALNUM), minLength: 64, maxLength: 100 }),
    );
    fc.assert(
      fc.property(arb, (s) => {
        expect(isValidDomainLabel(s)).toBe(false);
      }),
    );
  });

  it('property: agrees with the spec oracle on strings over letters, digits, hyphens and a few forbidden characters', () => {
    const unit = fc.oneof(
      { weight: 8, arbitrary: charFrom(ALNUM + '-') },
      { weight: 1, arbitrary: fc.constantFrom('_', '.', ' ', 'é', '中') },
    );
    fc.assert(
      fc.property(fc.string({ unit, maxLength: 70 }), (s) => {
        expect(isValidDomainLabel(s)).toBe(domainLabelOracle(s));
      }),
    );
  });
});

describe('verification code rule (spec §5: 6 digits)', () => {
  it('accepts exactly 6 digits', () => {
    expect(isValidCode('012345')).toBe(true);
  });

  it('refuses 5 and 7 digits', () => {
    expect(isValidCode('12345')).toBe(false);
    expect(isValidCode('1234567')).toBe(false);
  });

  it('refuses letters and non-ASCII digits', () => {
    expect(isValidCode('12345a')).toBe(false);
    expect(isValidCode('１２３４５６')).toBe(false);
  });
});
