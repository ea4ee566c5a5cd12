import fc from 'fast-check';

// Spec doc 1 §5, account and store rules. The oracles below restate each rule with plain
// string operations, so a property failure means the pattern and the spec disagree.

export const ASCII_UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
export const ASCII_LOWER = 'abcdefghijklmnopqrstuvwxyz';
export const ASCII_DIGITS = '0123456789';
export const ALNUM = ASCII_UPPER + ASCII_LOWER + ASCII_DIGITS;

export const codePoints = (s: string) => Array.from(s);
export const someCharIn = (s: string, set: string) => codePoints(s).some((c) => set.includes(c));
export const charFrom = (set: string) => fc.constantFrom(...codePoints(set));

/** Spec §5 password: 8+ characters with an uppercase, a lowercase and a digit; 128 at most. */
export function passwordOracle(s: string): boolean {
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
export function domainLabelOracle(s: string): boolean {
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
export const NAME_LETTERS =
  'aZéßñøÇ' + 'жЯё' + 'λΩ' + 'مرحب' + 'אב' + '店铺中文' + 'あカ' + '가한' + ASCII_DIGITS;
// Spaces, punctuation, symbols and emoji: none is a letter or digit.
export const NAME_FORBIDDEN = [
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
export function insertInside(chars: string[], extra: string, at: number): string {
  const i = 1 + (at % (chars.length - 1));
  return [...chars.slice(0, i), extra, ...chars.slice(i)].join('');
}
