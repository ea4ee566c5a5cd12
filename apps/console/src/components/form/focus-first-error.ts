import type { ConfigProviderProps, FormInstance } from 'antd';

/**
 * Every form of the console: a submit that fails its own rules scrolls to the first field in
 * error and puts the cursor in it (given to the ConfigProvider of the app and of the tests).
 */
export const FORM_CONFIG: ConfigProviderProps['form'] = { scrollToFirstError: { focus: true } };

/**
 * Focuses the first field (in the order the form shows them) that has an error, after errors
 * were put on the form by hand: a schema parse before the call or a 40001 answer after it.
 */
export function focusFirstError(form: FormInstance): void {
  const first = form.getFieldsError().find((field) => field.errors.length > 0);
  if (first) form.scrollToField(first.name, { focus: true });
}
