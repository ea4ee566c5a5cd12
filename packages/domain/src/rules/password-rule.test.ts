import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { charLength, isValidPassword } from './account-rules.ts';
import {
  ASCII_UPPER,
  ASCII_LOWER,
  ASCII_DIGITS,
  ALNUM,
  codePoints,
  charFrom,
  passwordOracle,
} from './account-rules-test-kit.ts';

describe('charLength', () => {
  it('counts code points, so an astral character such as an emoji counts once', () => {
    expect(charLength('ab😀')).toBe(3);
  });
});

describe('password rule (spec §5)', () => {
  it('accepts 8 characters with an uppercase, a lowercase and a digit', () => {
    expect(isValidPassword('Abcdefg1')).toBe(true);
  });

  it('refuses 7 characters even with all three kinds', () => {
    expect(isValidPassword('Abcdef1')).toBe(false);
  });

  it('refuses a password without an uppercase letter', () => {
    expect(isValidPassword('abcdefg1')).toBe(false);
  });

  it('refuses a password without a lowercase letter', () => {
    expect(isValidPassword('ABCDEFG1')).toBe(false);
  });

  it('refuses a password without a digit', () => {
    expect(isValidPassword('Abcdefgh')).toBe(false);
  });

  it('accepts 128 characters and refuses 129', () => {
    const base = 'Ab1';
    expect(isValidPassword(base + 'x'.repeat(125))).toBe(true);
    expect(isValidPassword(base + 'x'.repeat(126))).toBe(false);
  });

  it('counts characters, not UTF-16 units: 5 emoji plus "Ab1" is 8 characters, 4 emoji plus "Ab1" is 7', () => {
    expect(isValidPassword('Ab1😀😀😀😀😀')).toBe(true);
    expect(isValidPassword('Ab1😀😀😀😀')).toBe(false);
  });

  it('accepts a password whose required kinds come after a line break', () => {
    expect(isValidPassword('xx\nAbcdef1')).toBe(true);
  });

  it('property: any string of 8–128 characters with an uppercase, a lowercase and a digit is accepted', () => {
    const arb = fc
      .tuple(
        charFrom(ASCII_UPPER),
        charFrom(ASCII_LOWER),
        charFrom(ASCII_DIGITS),
        fc.array(fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }), {
          minLength: 5,
          maxLength: 125,
        }),
      )
      .chain(([u, l, d, rest]) =>
        fc.shuffledSubarray([u, l, d, ...rest], {
          minLength: rest.length + 3,
          maxLength: rest.length + 3,
        }),
      )
      .map((chars) => chars.join(''));
    fc.assert(
      fc.property(arb, (s) => {
        expect(passwordOracle(s)).toBe(true);
        expect(isValidPassword(s)).toBe(true);
      }),
    );
  });

  it('property: removing every uppercase letter, every lowercase letter or every digit makes a password refused', () => {
    const arb = fc.tuple(
      fc.string({ unit: 'binary', minLength: 8, maxLength: 128 }),
      fc.constantFrom(ASCII_UPPER, ASCII_LOWER, ASCII_DIGITS),
    );
    fc.assert(
      fc.property(arb, ([s, kind]) => {
        const stripped = codePoints(s)
          .filter((c) => !kind.includes(c))
          .join('');
        expect(isValidPassword(stripped)).toBe(false);
      }),
    );
  });

  it('property: agrees with the spec oracle on arbitrary strings', () => {
    const unit = fc.oneof(
      charFrom(ALNUM),
      fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
    );
    fc.assert(
      fc.property(fc.string({ unit, maxLength: 140 }), (s) => {
        expect(isValidPassword(s)).toBe(passwordOracle(s));
      }),
    );
  });
});
