import { Form, Input, type FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { anyPassword, password } from '@mintfront/domain';
import type { SchemaItemProps } from './form/schema-form.ts';
import { useRules } from './use-rules.ts';

type Props = {
  /**
   * The new password's Form.Item props from the form's `useSchemaForm` (its name, label and the
   * schema's rule); or, for a form not on it, the i18n key (accounts) of its label.
   */
  item?: SchemaItemProps;
  labelKey?: 'fields.password' | 'fields.newPassword';
  /** data-testid of the password input; the confirmation gets `${testId}-confirm`. */
  testId: string;
  /** Extra fields the password depends on (e.g. ['old_password']). */
  dependencies?: string[];
  /** Extra rules on the password after the zod rule (e.g. differs from the old password). */
  extraRules?: FormRule[];
};

/**
 * The new password and its confirmation (fields `password` and `confirm`), with spec §5 rules.
 * The confirmation is the console's own field: it is not sent.
 */
export function PasswordFields({
  item,
  labelKey = 'fields.password',
  testId,
  dependencies,
  extraRules = [],
}: Props) {
  const { t } = useTranslation('accounts');
  const rules = useRules();
  const field = item ?? {
    name: 'password',
    label: t(labelKey),
    rules: [rules.zod(password, t(labelKey))],
  };
  return (
    <>
      <Form.Item {...field} dependencies={dependencies} rules={[...field.rules, ...extraRules]}>
        <Input.Password autoComplete="new-password" data-testid={testId} />
      </Form.Item>
      <Form.Item
        name="confirm"
        label={t('fields.confirmPassword')}
        dependencies={[field.name]}
        rules={[rules.zod(anyPassword, t('fields.confirmPassword')), rules.matches(field.name)]}
      >
        <Input.Password autoComplete="new-password" data-testid={`${testId}-confirm`} />
      </Form.Item>
    </>
  );
}
