import { z } from 'zod';
import {
  CODE_PATTERN,
  DOMAIN_LABEL_PATTERN,
  LETTERS_DIGITS_PATTERN,
  NAME_MAX,
  NAME_MIN,
  PASSWORD_PATTERN,
  PERSON_NAME_MAX,
  PERSON_NAME_MIN,
  charLength,
} from '../rules/account-rules.ts';
import { zString } from './text.ts';

// Field schemas of spec doc 1 §5. Error texts are MESSAGES keys (errors.ts).

export const email = zString({ error: 'required' })
  .trim()
  .toLowerCase()
  .min(1, { error: 'required', abort: true })
  .max(254, { error: 'email' })
  .pipe(z.email({ error: 'email' }));
export const password = zString({ error: 'required' })
  .min(1, { error: 'required', abort: true })
  .regex(PASSWORD_PATTERN, { error: 'passwordRule' });
/** Any stored password (login, old password): at most 128 characters, counted as PASSWORD_PATTERN counts them. */
export const anyPassword = zString({ error: 'required' })
  .min(1, { error: 'required', abort: true })
  .refine((s) => charLength(s) <= 128, { error: 'invalid' });
export const code = zString({ error: 'required' }).trim().regex(CODE_PATTERN, { error: 'code' });

const lettersDigitsName = (
  lengthKey: 'storeNameLength' | 'usernameLength',
  charsKey: 'storeNameChars' | 'usernameChars',
) =>
  zString({ error: 'required' })
    .trim()
    .min(1, { error: 'required', abort: true })
    .refine((s) => charLength(s) >= NAME_MIN && charLength(s) <= NAME_MAX, { error: lengthKey })
    .refine((s) => LETTERS_DIGITS_PATTERN.test(s), { error: charsKey });

export const storeName = lettersDigitsName('storeNameLength', 'storeNameChars');
export const username = lettersDigitsName('usernameLength', 'usernameChars');
export const personName = zString({ error: 'required' })
  .trim()
  .refine((s) => charLength(s) >= PERSON_NAME_MIN && charLength(s) <= PERSON_NAME_MAX, {
    error: 'personName',
  });
export const domainLabel = zString({ error: 'required' })
  .trim()
  .min(1, { error: 'required', abort: true })
  .regex(DOMAIN_LABEL_PATTERN, { error: 'domainLabel' })
  .transform((s) => s.toLowerCase());
export const link = zString()
  .trim()
  .regex(/^https?:\/\/\S+$/i, { error: 'link' });

/** The longest link a theme, page or menu keeps. */
export const LINK_MAX = 2048;
/**
 * spec doc 2 §5 "links start with http:// or {host}": an absolute http(s) URL, or a path of the
 * store's own site (`/collection/3`). `javascript:`, `data:` and every other scheme, and
 * protocol-relative `//host` links (and `/\\host`, which browsers read alike), are refused with `storeLink` naming the field.
 */
export const STORE_LINK_PATTERN = /^(?:https?:\/\/[^\s/\\?#]+[^\s\\]*|\/(?![/\\])[^\s\\]*)$/i;
export const storeLink = zString({ error: 'required' })
  .trim()
  .min(1, { error: 'required', abort: true })
  .max(LINK_MAX, { error: 'tooLong' })
  .regex(STORE_LINK_PATTERN, { error: 'storeLink' });
