// Spec doc 1 §5, account and store rules. Each pattern is exported so the console and
// server test the same thing; the zod schemas in ../schemas use them.

/**
 * At least 8 characters, one uppercase, one lowercase, one digit; 128 at most bounds hashing.
 * The `u` flag makes the length count code points (as charLength does), and `[\s\S]` in the
 * lookaheads lets the required kinds follow a line break.
 */
export const PASSWORD_PATTERN = /^(?=[\s\S]*[a-z])(?=[\s\S]*[A-Z])(?=[\s\S]*\d)[\s\S]{8,128}$/u;
/**
 * Letters (any script) and digits only. A letter may carry combining signs (Thai, Devanagari
 * vowel signs); a name cannot start with one, and variation selectors (emoji styling) are
 * not signs of a letter.
 */
export const LETTERS_DIGITS_PATTERN =
  /^[\p{L}\p{N}](?:[\p{L}\p{N}]|(?![\u{FE00}-\u{FE0F}\u{E0100}-\u{E01EF}])[\p{Mn}\p{Mc}])*$/u;
/** 3 to 63 letters, digits and hyphens, starting and ending with a letter or digit. */
export const DOMAIN_LABEL_PATTERN = /^[A-Za-z0-9](?:[A-Za-z0-9-]{1,61})[A-Za-z0-9]$/;
export const CODE_PATTERN = /^\d{6}$/;
export const NAME_MIN = 4;
export const NAME_MAX = 60;
export const PERSON_NAME_MIN = 2;
export const PERSON_NAME_MAX = 60;

/** Length in user-visible characters (code points), not UTF-16 units. */
export function charLength(s: string): number {
  return [...s].length;
}

export function isValidPassword(s: string): boolean {
  return PASSWORD_PATTERN.test(s);
}

export function isValidDomainLabel(s: string): boolean {
  return DOMAIN_LABEL_PATTERN.test(s);
}

export function isValidCode(s: string): boolean {
  return CODE_PATTERN.test(s);
}

/** Store names and usernames share the 4–60 letters-and-digits rule. */
export function isValidName(s: string): boolean {
  const n = charLength(s);
  return n >= NAME_MIN && n <= NAME_MAX && LETTERS_DIGITS_PATTERN.test(s);
}

export function isValidPersonName(s: string): boolean {
  const n = charLength(s.trim());
  return n >= PERSON_NAME_MIN && n <= PERSON_NAME_MAX;
}
