/**
 * One field of a form, stated once (issue 23 §4): its label, its value for a new record and for
 * an existing one, and what it sends. The form's values, initial values, labels and request body
 * all come from the list of these.
 */
export type FormField<R, V> = {
  /** The i18n key of its label, in the form's namespace. */
  label?: string;
  /** Its value in a new record. */
  initial: V;
  /** Its value in an existing record; by default `initial`. */
  from?: (record: R) => V;
  /**
   * What the request body carries for it; by default the value as it is. Its rule calls it with
   * an empty value too (undefined, null or '') to know whether the field is required.
   */
  to?: (value: V) => unknown;
  /** Its name in the request body, where the form names it differently (a box's `series` is sent as `contents`). */
  key?: string;
  /** A list of rows (a Form.List): the i18n label key of each field of a row. */
  rows?: Record<string, string>;
};

// `any` lets a list hold fields of different value types; ValuesOf gives each its own back.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type FieldList<R> = Record<string, FormField<R, any>>;

/** The values a form of this field list holds. */
export type ValuesOf<L> = { [K in keyof L]: L[K] extends FormField<never, infer V> ? V : never };

/** Declares a field list for records of type R, keeping each field's value type. */
export function fieldList<R>() {
  return <L extends FieldList<R>>(list: L): L => list;
}

/** The form's initial values: of the record when there is one, else of a new record. */
export function initialValues<R, L extends FieldList<R>>(list: L, record: R | null): ValuesOf<L> {
  const values: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(list))
    values[name] = record && field.from ? field.from(record) : field.initial;
  return values as ValuesOf<L>;
}

/** The request body the values make, field by field. */
export function bodyOf<L extends FieldList<never>>(
  list: L,
  values: Partial<ValuesOf<L>>,
): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(list)) {
    const value = name in values ? (values as Record<string, unknown>)[name] : field.initial;
    body[field.key ?? name] = field.to ? field.to(value) : value;
  }
  return body;
}
