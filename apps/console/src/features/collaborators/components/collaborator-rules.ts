import type { FormRule } from 'antd';
import { errorText, messageText, type Language } from '@mintfront/domain';

/** spec doc 2 §5: "Collaborator email must not equal the owner's" (E155), compared as the server does. */
export function notOwnerEmailRule(ownerEmail: string | null | undefined, lang: Language): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      if (
        ownerEmail &&
        typeof value === 'string' &&
        value.trim().toLowerCase() === ownerEmail.toLowerCase()
      )
        throw new Error(errorText('E155', lang));
    },
  };
}

/** Store fee: an empty field is "required", not a range error (the schema reads it as 0). */
export function storeFeeRequired(lang: Language, field: string): FormRule {
  return { required: true, message: messageText('required', lang, { field }) };
}
