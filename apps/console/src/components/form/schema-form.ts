import { Form, type FormInstance, type FormRule } from 'antd';
import { z, type ZodObject, type ZodType, type input } from 'zod';
import { useLanguage } from '../../i18n/index.ts';
import { zodRule } from '../zod-rule.ts';
import { bodyOf, initialValues, type FieldList, type ValuesOf } from './form-fields.ts';
import { parseOnForm, type SchemaIssueOptions } from './schema-issues.ts';

/** What a Form.Item of a schema field takes: its name, label, rule and required mark. */
export type SchemaItemProps = { name: string; label: string; rules: FormRule[] };

type Options<S extends ZodObject, L> = {
  /** The domain schema of the request (the server parses the same one). */
  schema: S;
  fields: L;
  /** The text of a label key (the form's `t`). */
  label: (key: string) => string;
  /** How issues find their fields, where the form names them differently (see parseOnForm). */
  issues?: Omit<SchemaIssueOptions, 'lang' | 'labelOf'>;
};

/**
 * A form whose fields are stated once, in a field list, and judged by the domain schema of its
 * request: each field's Form.Item gets its label, its rule and its required mark from the
 * schema's shape; before submit the body is parsed whole, so object-level rules (the end not
 * before the start) land on their field too, and the first field in error takes the focus.
 */
export function useSchemaForm<S extends ZodObject, L extends FieldList<never>>({
  schema,
  fields,
  label,
  issues,
}: Options<S, L>) {
  const lang = useLanguage();
  const [form] = Form.useForm<ValuesOf<L>>();
  const labelOf = (name: string) => {
    const key = fields[name]?.label;
    return key ? label(key) : name;
  };
  return {
    form: form as FormInstance<ValuesOf<L>>,
    lang,
    labelOf,
    /** The values of the record (of the type the field list reads), or of a new one. */
    initialValues: <R>(record: R | null) =>
      initialValues<R, L & FieldList<R>>(fields as L & FieldList<R>, record),
    /** The Form.Item props of one field: the schema's rule for it, its label, its mark. */
    item(name: keyof L & string): SchemaItemProps {
      const field = labelOf(name);
      const shape = schema.shape[name] as ZodType | undefined;
      if (!shape) return { name, label: field, rules: [] };
      // The schema judges what the field sends (a date picker holds a date, the body a text).
      const to = fields[name]!.to;
      const judged = to ? z.preprocess(to, shape) : shape;
      return { name, label: field, rules: [zodRule(judged, lang, { field })] };
    },
    /** The body the values make, once the schema accepts it; null once its issues are on the form. */
    body(values: Partial<ValuesOf<L>>): input<S> | null {
      const body = bodyOf(fields, values);
      const parsed = parseOnForm(form, schema, body, {
        ...issues,
        lang,
        labelOf: ([name]) => labelOf(name!),
      });
      return parsed === null ? null : (body as input<S>);
    },
  };
}
