import type { FormInstance } from 'antd';
import type { Language } from '@mintfront/domain';
import type { ZodType, core, output } from 'zod';
import { issueText } from '../zod-rule.ts';

type Path = readonly PropertyKey[];

export type SchemaIssueOptions = {
  lang: Language;
  /** The label of the field an issue names (its message fills `{field}` with it). */
  labelOf: (name: string[]) => string;
  /**
   * The antd field an issue's path names; by default its first key. An object-level rule
   * without a path (e.g. `.refine(…)` without `path`) goes to `objectField`.
   */
  fieldOf?: (path: Path) => string[];
  objectField?: string;
};

/** Each issue as the antd field it belongs on and its message, the first issue of a field winning. */
export function schemaIssueFields(
  issues: readonly core.$ZodIssue[],
  options: SchemaIssueOptions,
): { name: string[]; errors: string[] }[] {
  const fieldOf = options.fieldOf ?? ((path: Path) => path.slice(0, 1).map(String));
  const byField = new Map<string, { name: string[]; errors: string[] }>();
  for (const issue of issues) {
    const name =
      issue.path.length > 0
        ? fieldOf(issue.path)
        : options.objectField
          ? [options.objectField]
          : [];
    const key = name.join('.');
    if (name.length === 0 || byField.has(key)) continue;
    byField.set(key, {
      name,
      errors: [issueText(issue, options.lang, { field: options.labelOf(name) })],
    });
  }
  return [...byField.values()];
}

/**
 * Parses what a form would send with the domain schema the server uses, and puts each issue
 * (object-level rules such as end-before-start too) on its antd field. Answers the parsed body,
 * or null once the issues are on the form.
 */
export function parseOnForm<S extends ZodType>(
  form: FormInstance,
  schema: S,
  body: unknown,
  options: SchemaIssueOptions,
): output<S> | null {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  form.setFields(schemaIssueFields(parsed.error.issues, options) as never);
  return null;
}
