import { useRef, useState } from 'react';
import { Alert, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Language } from '@mintfront/domain';
import type { ZodType, output } from 'zod';
import { focusFirstError } from '../../../components/form/focus-first-error.ts';
import {
  schemaIssueFields,
  type FieldName,
  type SchemaIssueOptions,
} from '../../../components/form/schema-issues.ts';

/** A form module (one card) whose errors the list groups. */
export type ModuleKey = 'basics' | 'phases' | 'nfts' | 'airdrop' | 'item';
/** The modules in the order the forms show them. */
const MODULE_ORDER: ModuleKey[] = ['basics', 'airdrop', 'phases', 'nfts', 'item'];
export type ModuleError = { key: string; module: ModuleKey; text: string };
/** A rule the body cannot state (it needs what the form knows), on its field. */
export type FieldIssue = { name: FieldName; text: string };

type Options<S extends ZodType> = {
  form: FormInstance;
  schema: S;
  lang: Language;
  labelOf: SchemaIssueOptions['labelOf'];
  fieldOf: NonNullable<SchemaIssueOptions['fieldOf']>;
  moduleOf: (name: FieldName) => ModuleKey;
  /** Says where a field of a row is (e.g. "Phase 2: "), in front of its message in the list. */
  prefixOf?: (name: FieldName) => string;
};

const keyOf = (name: FieldName) => name.join('.');

/**
 * spec doc 2 §5 "a module with errors blocks creation": the whole body is judged by the domain
 * schema the server uses (its cross-field rules too) plus the form's own rules. From the first
 * attempt on, every change judges it again: each error sits on its field and in the list of its
 * module, and `blocked` holds the submit until the list is empty.
 */
export function useModuleErrors<S extends ZodType>(options: Options<S>) {
  const { form, schema, lang, labelOf, fieldOf, moduleOf, prefixOf } = options;
  const [errors, setErrors] = useState<ModuleError[]>([]);
  const attempted = useRef(false);
  const marked = useRef<FieldName[]>([]);

  function judge(body: unknown, own: FieldIssue[]): output<S> | null {
    const parsed = schema.safeParse(body);
    const ownKeys = new Set(own.map((i) => keyOf(i.name)));
    const fromSchema = parsed.success
      ? []
      : schemaIssueFields(parsed.error.issues, { lang, labelOf, fieldOf }).filter(
          (f) => !ownKeys.has(keyOf(f.name)),
        );
    const fields = [...own.map((i) => ({ name: i.name, errors: [i.text] })), ...fromSchema];
    const now = new Set(fields.map((f) => keyOf(f.name)));
    const cleared = marked.current
      .filter((name) => !now.has(keyOf(name)))
      .map((name) => ({ name, errors: [] as string[] }));
    form.setFields([...cleared, ...fields] as never);
    marked.current = fields.map((f) => f.name);
    setErrors(
      fields
        .map((f) => ({
          key: keyOf(f.name),
          module: moduleOf(f.name),
          text: `${prefixOf?.(f.name) ?? ''}${f.errors[0]}`,
        }))
        .sort((a, b) => MODULE_ORDER.indexOf(a.module) - MODULE_ORDER.indexOf(b.module)),
    );
    return parsed.success && own.length === 0 ? parsed.data : null;
  }

  return {
    errors,
    blocked: errors.length > 0,
    /** A creation attempt: the body once nothing is wrong, else null with the errors shown. */
    attempt(body: unknown, own: FieldIssue[] = []) {
      attempted.current = true;
      const parsed = judge(body, own);
      if (parsed === null) focusFirstError(form);
      return parsed;
    },
    /** After the first attempt, a change judges the form again. */
    changed(body: unknown, own: FieldIssue[] = []) {
      if (attempted.current) judge(body, own);
    },
  };
}

/** The errors of each module, listed above the create button. */
export function ModuleErrors({ errors, testId }: { errors: ModuleError[]; testId: string }) {
  const { t } = useTranslation('launchpad');
  if (errors.length === 0) return null;
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={t('module.errorsTitle')}
      description={
        <ul style={{ margin: 0, paddingInlineStart: 20 }}>
          {errors.map((e) => (
            <li key={e.key}>
              <strong>{t(`module.${e.module}`)}</strong>: {e.text}
            </li>
          ))}
        </ul>
      }
      data-testid={testId}
    />
  );
}
