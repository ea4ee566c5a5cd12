import type { FormInstance } from 'antd';
import { ApiError } from '../api/api-error.ts';
import { focusFirstError } from './form/focus-first-error.ts';

/** Codes the client already acted on by navigating; a form adds nothing to them. */
const NAVIGATED = new Set([401, 40003, 40012]);

/**
 * Shows a rejected call on the form: 40001 field errors on their fields, the codes of
 * `fieldByCode` on one field (the first field in error focused), anything else through `notify`.
 */
export function showFormError(
  form: FormInstance,
  error: unknown,
  notify: (text: string) => void,
  fieldByCode: Record<number, string> = {},
): void {
  if (!(error instanceof ApiError)) {
    notify(String((error as Error)?.message ?? error));
    return;
  }
  if (NAVIGATED.has(error.statusCode)) return;
  const known = new Set(Object.keys(form.getFieldsValue() ?? {}));
  const fields = error.fieldErrors.filter((e) => known.has(e.field));
  if (fields.length > 0) {
    form.setFields(fields.map((e) => ({ name: e.field, errors: [e.message] })));
    focusFirstError(form);
    return;
  }
  const field = fieldByCode[error.statusCode];
  if (field) {
    form.setFields([{ name: field, errors: [error.statusDesc] }]);
    focusFirstError(form);
    return;
  }
  notify(error.statusDesc);
}
