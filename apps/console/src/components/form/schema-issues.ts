import type { FormInstance } from 'antd';
import type { Language } from '@mintfront/domain';
import type { ZodType, core, output } from 'zod';
import { issueText } from '../zod-rule.ts';
import { focusFirstError } from './focus-first-error.ts';

type Path = readonly PropertyKey[];
/** An antd field name: keys, and the row index of a Form.List. */
export type FieldName = (string | number)[];

export type SchemaIssueOptions = {
  lang: Language;
  /** The label of the field an issue names (its message fills `{field}` with it). */
  labelOf: (name: string[]) => string;
  /**
   * The antd field a schema key is shown on, where the form names it differently (a mystery
   * box's `content` on `icon`); the rest of the path stays as it is.
   */
  fieldMap?: Record<string, string>;
  /**
   * The antd field an issue's path names; by default its first key (through `fieldMap`). An
   * object-level rule without a path (e.g. `.refine(…)` without `path`) goes to `objectField`.
   */
  fieldOf?: (path: Path) => FieldName;
  objectField?: string;
};

/** The first key of a path, renamed by `fieldMap`. */
const firstKey =
  (fieldMap: Record<string, string> = {}) =>
  (path: Path): FieldName => {
    const key = String(path[0]);
    return [fieldMap[key] ?? key];
  };

/** Each issue as the antd field it belongs on and its message, the first issue of a field winning. */
export function schemaIssueFields(
  issues: readonly core.$ZodIssue[],
  options: SchemaIssueOptions,
): { name: FieldName; errors: string[] }[] {
  const fieldOf = options.fieldOf ?? firstKey(options.fieldMap);
  const byField = new Map<string, { name: FieldName; errors: string[] }>();
  for (const issue of issues) {
    const name: FieldName =
      issue.path.length > 0
        ? fieldOf(issue.path)
        : options.objectField
          ? [options.fieldMap?.[options.objectField] ?? options.objectField]
          : [];
    const key = name.join('.');
    if (name.length === 0 || byField.has(key)) continue;
    byField.set(key, {
      name,
      errors: [issueText(issue, options.lang, { field: options.labelOf(name.map(String)) })],
    });
  }
  return [...byField.values()];
}

/**
 * Parses what a form would send with the domain schema the server uses, and puts each issue
 * (object-level rules such as end-before-start too) on its antd field, focusing the first field
 * in error. Answers the parsed body, or null once the issues are on the form.
 */
export function parseOnForm<S extends ZodType>(
  form: FormInstance,
  schema: S,
  body: unknown,
  options: SchemaIssueOptions,
): output<S> | null {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const fields = schemaIssueFields(parsed.error.issues, options);
  form.setFields(fields as never);
  focusFirstError(form);
  return null;
}
