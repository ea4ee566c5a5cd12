import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { charLength, isValidName, isValidPersonName } from './account-rules.ts';
import { charFrom, NAME_LETTERS, NAME_FORBIDDEN, insertInside } from './account-rules-test-kit.ts';

describe('store name and username rule (spec §5)', () => {
  it('refuses 3 characters and accepts 4', () => {
    expect(isValidName('abc')).toBe(false);
    expect(isValidName('abc1')).toBe(true);
  });

  it('accepts 60 characters and refuses 61', () => {
    expect(isValidName('a'.repeat(60))).toBe(true);
    expect(isValidName('a'.repeat(61))).toBe(false);
  });

  it('accepts non-Latin letters (Chinese, Cyrillic, Arabic)', () => {
    expect(isValidName('我的店铺')).toBe(true);
    expect(isValidName('Магазин')).toBe(true);
    expect(isValidName('متجري')).toBe(true);
  });

  it('accepts letters written with combining vowel signs (Thai, Hindi)', () => {
    expect(isValidName('ร้านค้า')).toBe(true);
    expect(isValidName('दुकान')).toBe(true);
  });

  it('refuses a combining mark with no letter before it', () => {
    expect(isValidName('\u0301abcd')).toBe(false);
  });

  it('refuses keycap emoji, whose variation selector and enclosing keycap are not letters', () => {
    expect(isValidName('1\uFE0F\u20E32\uFE0F\u20E3')).toBe(false);
    expect(isValidName('shop\uFE0F')).toBe(false);
  });

  it('refuses spaces and punctuation', () => {
    expect(isValidName('my shop')).toBe(false);
    expect(isValidName('my-shop')).toBe(false);
    expect(isValidName('my_shop')).toBe(false);
    expect(isValidName('shop!')).toBe(false);
  });

  it('property: any string of 4–60 letters and digits is accepted', () => {
    fc.assert(
      fc.property(fc.array(charFrom(NAME_LETTERS), { minLength: 4, maxLength: 60 }), (chars) => {
        expect(isValidName(chars.join(''))).toBe(true);
      }),
    );
  });

  it('property: letters and digits with a space or symbol inside are refused', () => {
    const arb = fc.tuple(
      fc.array(charFrom(NAME_LETTERS), { minLength: 4, maxLength: 59 }),
      fc.constantFrom(...NAME_FORBIDDEN),
      fc.nat(),
    );
    fc.assert(
      fc.property(arb, ([chars, bad, at]) => {
        expect(isValidName(insertInside(chars, bad, at))).toBe(false);
      }),
    );
  });

  it('property: letters and digits shorter than 4 or longer than 60 characters are refused', () => {
    const arb = fc.oneof(
      fc.array(charFrom(NAME_LETTERS), { maxLength: 3 }),
      fc.array(charFrom(NAME_LETTERS), { minLength: 61, maxLength: 90 }),
    );
    fc.assert(
      fc.property(arb, (chars) => {
        expect(isValidName(chars.join(''))).toBe(false);
      }),
    );
  });
});

describe('person name rule (spec §5)', () => {
  it('refuses 1 character and accepts 2', () => {
    expect(isValidPersonName('A')).toBe(false);
    expect(isValidPersonName('Al')).toBe(true);
  });

  it('counts characters after trimming, so a padded single letter is refused', () => {
    expect(isValidPersonName('  A  ')).toBe(false);
  });

  it('accepts 60 characters and refuses 61 (PERSON_NAME_MAX)', () => {
    expect(isValidPersonName('a'.repeat(60))).toBe(true);
    expect(isValidPersonName('a'.repeat(61))).toBe(false);
  });

  const notBlank = fc
    .string({ unit: 'grapheme', minLength: 1, maxLength: 1 })
    .filter((c) => c.trim() === c && c !== '');
  const padding = fc
    .array(fc.constantFrom(' ', '\t', '\n', '\u3000'), { maxLength: 3 })
    .map((a) => a.join(''));
  const core = (min: number, max: number) =>
    fc
      .tuple(
        notBlank,
        fc.array(fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }), {
          minLength: Math.max(0, min - 2),
          maxLength: max - 2,
        }),
        notBlank,
      )
      .map(([a, mid, b]) => a + mid.join('') + b)
      .filter((s) => charLength(s) >= min && charLength(s) <= max);

  it('property: 2–60 characters between any surrounding blanks are accepted', () => {
    fc.assert(
      fc.property(padding, core(2, 60), padding, (before, name, after) => {
        expect(isValidPersonName(before + name + after)).toBe(true);
      }),
    );
  });

  it('property: blanks around at most one character are refused', () => {
    const tiny = fc.oneof(
      fc.constant(''),
      notBlank.filter((c) => charLength(c) === 1),
    );
    fc.assert(
      fc.property(padding, tiny, padding, (before, name, after) => {
        expect(isValidPersonName(before + name + after)).toBe(false);
      }),
    );
  });
});
