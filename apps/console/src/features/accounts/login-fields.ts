import { useState } from 'react';
import { emailLoginBody } from '@mintfront/domain';
import { schemaIssueFields } from '../../components/form/schema-issues.ts';
import { refusesEmpty } from '../../components/zod-rule.ts';
import { useLanguage } from '../../i18n/index.ts';

export type LoginValues = { email: string; password: string };
type Name = keyof LoginValues;
export const LOGIN_FIELDS: Name[] = ['email', 'password'];

/** Whether the login's schema refuses a field left empty: its required mark. */
export const loginRequired = (name: Name) => refusesEmpty(emailLoginBody.shape[name]);

/**
 * The login form's values and rule messages, judged by the domain schema the server parses (the
 * spec's messages): a field is judged once it was left or a submit was tried, then as it changes.
 */
export function useLoginFields(labelOf: (name: Name) => string) {
  const lang = useLanguage();
  const [values, setValues] = useState<LoginValues>({ email: '', password: '' });
  const [judged, setJudged] = useState<Set<Name>>(new Set());

  const parsed = emailLoginBody.safeParse(values);
  const errors: Partial<Record<Name, string>> = {};
  if (!parsed.success)
    for (const { name, errors: messages } of schemaIssueFields(parsed.error.issues, {
      lang,
      labelOf: ([name]) => labelOf(name as Name),
    }))
      errors[name[0] as Name] = messages[0];

  return {
    values,
    /** A field's message, once it is judged. */
    error: (name: Name) => (judged.has(name) ? (errors[name] ?? null) : null),
    change: (name: Name, value: string) => setValues((v) => ({ ...v, [name]: value })),
    leave: (name: Name) => setJudged((j) => new Set(j).add(name)),
    /** Judges every field: the body to send, or null and the first field in error. */
    submit(): { body: LoginValues } | { invalid: Name } {
      setJudged(new Set(LOGIN_FIELDS));
      if (parsed.success) return { body: values };
      return { invalid: LOGIN_FIELDS.find((name) => errors[name])! };
    },
  };
}
