import type { FormRule } from 'antd';
import {
  collaboratorInviteBody,
  email,
  errorText,
  messageText,
  type Language,
} from '@mintfront/domain';
import { zodRule } from '../../../components/zod-rule.ts';

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

/** The invite form's rules, from the same domain schema the server parses (messages of spec §5). */
export function collaboratorRules(
  lang: Language,
  labels: { email: string; storeFee: string; role: string },
  ownerEmail: string | null | undefined,
) {
  return {
    email: [zodRule(email, lang, { field: labels.email }), notOwnerEmailRule(ownerEmail, lang)],
    // Store fee at most 50 % with 2 decimals; an empty field is "required", not a range error.
    storeFee: [
      { required: true, message: messageText('required', lang, { field: labels.storeFee }) },
      zodRule(collaboratorInviteBody.shape.store_fee, lang, { field: labels.storeFee }),
    ],
    role: [
      zodRule(collaboratorInviteBody.shape.role, lang, { field: labels.role, optional: true }),
    ],
  };
}
