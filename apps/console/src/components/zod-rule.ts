import type { FormRule } from 'antd';
import { messageText, type Language } from '@mintfront/domain';
import type { ZodType, core } from 'zod';

type RuleOptions = {
  /** The field's label in the current language: fills `{field}` of the message. */
  field: string;
  /** An empty value passes; the schema judges only what was typed. */
  optional?: boolean;
  params?: Record<string, string | number>;
  /** Whether the field is required (its mark); by default whether the schema refuses empty values. */
  required?: boolean;
};

function isEmpty(value: unknown) {
  return value === undefined || value === null || value === '';
}

/** The first issue of a failed parse, as a message of the domain MESSAGES catalogue. */
export function zodMessage(
  schema: ZodType,
  value: unknown,
  lang: Language,
  options: RuleOptions,
): string | null {
  if (options.optional && isEmpty(value)) return null;
  const result = schema.safeParse(value);
  if (result.success) return null;
  const issue = result.error.issues[0]!;
  // Nothing chosen yet in a select or radio group reads better as "required" than "one of …".
  if (isEmpty(value) && issue.message === 'oneOf')
    return messageText('required', lang, { field: options.field });
  return issueText(issue, lang, { field: options.field, ...options.params });
}

/** A zod issue of a domain schema as its message in the MESSAGES catalogue (`{max}` from the rule). */
export function issueText(
  issue: core.$ZodIssue,
  lang: Language,
  params: Record<string, string | number>,
): string {
  const limit: Record<string, number> = 'maximum' in issue ? { max: Number(issue.maximum) } : {};
  return messageText(issue.message, lang, { ...limit, ...params });
}

/** Whether a schema refuses every empty value (nothing, null, ''): its field is required. */
export function refusesEmpty(schema: ZodType): boolean {
  return [undefined, null, ''].every((empty) => !schema.safeParse(empty).success);
}

/**
 * An antd Form rule that validates with a domain zod schema and shows its message in `lang`.
 * A schema that refuses an empty value marks its field required (issue 22: the mark everywhere).
 */
export function zodRule(schema: ZodType, lang: Language, options: RuleOptions): FormRule {
  return {
    required: options.required ?? (!options.optional && refusesEmpty(schema)),
    validator: async (_rule, value) => {
      const message = zodMessage(schema, value, lang, options);
      if (message) throw new Error(message);
    },
  };
}

/** Spec §5 cross-field rule: this value may not equal another field (e.g. username ≠ password). */
export function differsFromRule(
  otherField: string,
  messageKey: string,
  lang: Language,
  otherValue?: () => unknown,
): FormRule {
  return ({ getFieldValue }) => ({
    validator: async (_rule, value) => {
      const other = otherValue ? otherValue() : getFieldValue(otherField);
      if (!isEmpty(value) && value === other) throw new Error(messageText(messageKey, lang));
    },
  });
}

/** Spec §5: the confirmation must repeat the password (E16). */
export function matchesRule(otherField: string, lang: Language): FormRule {
  return ({ getFieldValue }) => ({
    validator: async (_rule, value) => {
      if (!isEmpty(value) && value !== getFieldValue(otherField))
        throw new Error(messageText('passwordMismatch', lang));
    },
  });
}
