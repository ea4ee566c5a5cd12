import type { FormRule } from 'antd';
import { messageText, royalties, type Language } from '@mintfront/domain';
import { zodRule } from './zod-rule.ts';

/**
 * spec doc 1 §5 royalty: required, numeric with at most 2 decimals, at most 50 (E19 above 50).
 * The domain schema judges the value; an empty field is "required" (the schema would read it as 0).
 */
export function royaltyRules(lang: Language, field: string): FormRule[] {
  return [
    {
      validator: async (_r, value) => {
        if (value === undefined || value === null || String(value).trim() === '')
          throw new Error(messageText('required', lang, { field }));
      },
    },
    zodRule(royalties, lang, { field, optional: true }),
  ];
}
