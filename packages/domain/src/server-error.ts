import type { ErrorEntry } from './error-entry.ts';

/**
 * The answer to an unexpected failure (spec §7), ERRORS.SERVER_ERROR. A module of its own: the
 * console's request layer, loaded on every screen, needs this one text, not the whole catalogue.
 */
export const SERVER_ERROR = {
  code: 500,
  en: 'Internal Server Error',
  zh: '服务器内部错误',
} as const satisfies ErrorEntry;
