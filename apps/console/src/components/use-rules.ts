import type { ZodType } from 'zod';
import { useLanguage } from '../i18n/index.ts';
import { differsFromRule, matchesRule, zodRule } from './zod-rule.ts';

/** The rule helpers bound to the current language. */
export function useRules() {
  const lang = useLanguage();
  return {
    lang,
    zod: (schema: ZodType, field: string, options: { optional?: boolean } = {}) =>
      zodRule(schema, lang, { field, ...options }),
    differsFrom: (otherField: string, messageKey: string, otherValue?: () => unknown) =>
      differsFromRule(otherField, messageKey, lang, otherValue),
    matches: (otherField: string) => matchesRule(otherField, lang),
  };
}
