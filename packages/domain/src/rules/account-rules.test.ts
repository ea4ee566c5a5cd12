import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  charLength,
  isValidCode,
  isValidDomainLabel,
  isValidName,
  isValidPassword,
  isValidPersonName,
} from './account-rules.ts';

// Spec doc 1 §5, account and store rules. The oracles below restate each rule with plain
// string operations, so a property failure means the pattern and the spec disagree.

const ASCII_UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const ASCII_LOWER = 'abcdefghijklmnopqrstuvwxyz';
const ASCII_DIGITS = '0123456789';
const ALNUM = ASCII_UPPER + ASCII_LOWER + ASCII_DIGITS;

const codePoints = (s: string) => Array.from(s);
const someCharIn = (s: string, set: string) => codePoints(s).some((c) => set.includes(c));
const charFrom = (set: string) => fc.constantFrom(...codePoints(set));

/** Spec §5 password: 8+ characters with an uppercase, a lowercase and a digit; 128 at most. */
function passwordOracle(s: string): boolean {
  const n = codePoints(s).length;
  return (
    n >= 8 &&
    n <= 128 &&
    someCharIn(s, ASCII_UPPER) &&
    someCharIn(s, ASCII_LOWER) &&
    someCharIn(s, ASCII_DIGITS)
  );
}

/** Spec §5 domain label: 3–63 letters, digits, hyphens; first and last a letter or digit. */
function domainLabelOracle(s: string): boolean {
  const chars = codePoints(s);
  if (chars.length < 3 || chars.length > 63) return false;
  const edgeOk = (c: string | undefined) => c !== undefined && ALNUM.includes(c);
  return (
    chars.every((c) => ALNUM.includes(c) || c === '-') &&
    edgeOk(chars[0]) &&
    edgeOk(chars[chars.length - 1])
  );
}

// Letters of several scripts and digits, one code point each (spec §5: "letters and digits").
const NAME_LETTERS =
  'aZéßñøÇ' + 'жЯё' + 'λΩ' + 'مرحب' + 'אב' + '店铺中文' + 'あカ' + '가한' + ASCII_DIGITS;
// Spaces, punctuation, symbols and emoji: none is a letter or digit.
const NAME_FORBIDDEN = [
  ' ',
  '\t',
  '-',
  '_',
  '.',
  ',',
  '!',
  '@',
  '#',
  '$',
  '%',
  '&',
  '*',
  '+',
  '=',
  '/',
  '\\',
  '?',
  "'",
  '"',
  '(',
  ')',
  '·',
  '。',
  '、',
  '€',
  '©',
  '😀',
  '\u3000',
];

/** Inserts `extra` at a position strictly inside `chars` (so trimming never drops it). */
function insertInside(chars: string[], extra: string, at: number): string {
  const i = 1 + (at % (chars.length - 1));
  return [...chars.slice(0, i), extra, ...chars.slice(i)].join('');
}

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
