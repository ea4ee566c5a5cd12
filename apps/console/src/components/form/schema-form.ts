import { Form, type FormInstance, type FormRule } from 'antd';
import { z, type ZodArray, type ZodObject, type ZodType, type input, type output } from 'zod';
import { useLanguage } from '../../i18n/index.ts';
import { refusesEmpty, zodRule } from '../zod-rule.ts';
import { bodyOf, initialValues, type FieldList, type ValuesOf } from './form-fields.ts';
import { parseOnForm, type SchemaIssueOptions } from './schema-issues.ts';

/** What a Form.Item of a schema field takes: its name, label, rule and required mark. */
export type SchemaItemProps = { name: string; label: string; rules: FormRule[] };
/** The Form.Item props of a field of a row in a Form.List: its name is [row, key]. */
export type SchemaRowItemProps = { name: [number, string]; label: string; rules: FormRule[] };
/** Gives the Form.Item props of the field `key` of row `row` (see `useSchemaForm().rowItem`). */
export type RowItem = (row: number, key: string) => SchemaRowItemProps;

type Options<S extends ZodObject, L, B extends ZodType> = {
  /** The domain schema of the request (the server parses the same one). */
  schema: S;
  /**
   * The schema the whole body is parsed by, where it is not `schema`: one that preprocesses the
   * body before its object (an alias), or an edit's partial body whose fields `schema` judges.
   */
  bodySchema?: B;
  fields: L;
  /** The text of a label key (the form's `t`). */
  label: (key: string) => string;
  /**
   * How issues find their fields, where the form names them differently (see parseOnForm); and
   * their labels, where a field's label is not the one its issue's path gives.
   */
  issues?: Omit<SchemaIssueOptions, 'lang' | 'labelOf'> & {
    labelOf?: SchemaIssueOptions['labelOf'];
  };
  /** The form instance, where the form's caller holds it (to put the server's answer on it). */
  form?: FormInstance<ValuesOf<L>>;
};

/**
 * A form whose fields are stated once, in a field list, and judged by the domain schema of its
 * request: each field's Form.Item gets its label, its rule and its required mark from the
 * schema's shape; before submit the body is parsed whole, so object-level rules (the end not
 * before the start) land on their field too, and the first field in error takes the focus.
 */
export function useSchemaForm<
  S extends ZodObject,
  L extends FieldList<never>,
  B extends ZodType = S,
>({ schema, bodySchema, fields, label, issues, form: held }: Options<S, L, B>) {
  const lang = useLanguage();
  const [form] = Form.useForm<ValuesOf<L>>(held);
  const labelOf = (name: string) => {
    const key = fields[name]?.label;
    return key ? label(key) : name;
  };
  // An issue of a body key the form names differently goes on the form's field.
  const keyMap = Object.fromEntries(
    Object.entries(fields).flatMap(([name, f]) => (f.key ? [[f.key, name]] : [])),
  );
  /** The label of a field an issue names: a field, or the field of a row (`list.<row>.<key>`). */
  const pathLabel = ([name, , key]: string[]) => {
    const rowKey = key === undefined ? undefined : fields[name!]?.rows?.[key];
    return rowKey ? label(rowKey) : labelOf(name!);
  };
  /** Parses what the values make with the body schema, putting its issues on the form. */
  const parse = (values: Partial<ValuesOf<L>>, extra: Record<string, unknown>) => {
    // `extra`: what the request carries beside the fields (e.g. the store's chain).
    const body = { ...bodyOf(fields, values), ...extra };
    const parsed: unknown = parseOnForm(form, bodySchema ?? schema, body, {
      ...issues,
      fieldMap: { ...keyMap, ...issues?.fieldMap },
      lang,
      labelOf: issues?.labelOf ?? pathLabel,
    });
    return parsed === null ? null : { body, parsed };
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
      // A field sent under another key is judged by that key's schema, or by its own name's.
      const shape = (schema.shape[fields[name]?.key ?? name] ?? schema.shape[name]) as
        ZodType | undefined;
      if (!shape) return { name, label: field, rules: [] };
      // The schema judges what the field sends (a date picker holds a date, the body a text).
      const to = fields[name]!.to;
      const judged = to ? z.preprocess(to, shape) : shape;
      // Required is the body field's own property: whether its schema refuses an empty value.
      const rule = zodRule(judged, lang, { field, required: refusesEmpty(shape) });
      return { name, label: field, rules: [rule] };
    },
    /**
     * The Form.Item props of the fields of the rows of list `list` (a Form.List): each judged by
     * the schema of its row's key, labelled by the list's `rows`.
     */
    rowItem(list: keyof L & string): RowItem {
      const element = (schema.shape[list] as ZodArray<ZodObject> | undefined)?.element;
      return (row, key) => {
        const field = label(fields[list]?.rows?.[key] ?? key);
        const shape = element?.shape[key] as ZodType | undefined;
        const rules = shape ? [zodRule(shape, lang, { field })] : [];
        return { name: [row, key], label: field, rules };
      };
    },
    /** The body the values make, once the schema accepts it; null once its issues are on the form. */
    body(values: Partial<ValuesOf<L>>, extra: Record<string, unknown> = {}): input<B> | null {
      const judged = parse(values, extra);
      return judged && (judged.body as input<B>);
    },
    /**
     * The body as the schema reads it (trimmed, normalised), where the request sends that rather
     * than what was typed; null once its issues are on the form.
     */
    output(values: Partial<ValuesOf<L>>, extra: Record<string, unknown> = {}): output<B> | null {
      const judged = parse(values, extra);
      return judged && (judged.parsed as output<B>);
    },
  };
}
