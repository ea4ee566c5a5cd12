import { App, Button, Card, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { changePasswordBody } from '@mintfront/domain';
import { useUpdatePassword } from '../../../api/accounts.ts';
import { showFormError } from '../../../components/form-errors.ts';
import { fieldList, type ValuesOf } from '../../../components/form/form-fields.ts';
import { useSchemaForm } from '../../../components/form/schema-form.ts';
import { PasswordFields } from '../../../components/password-fields.tsx';
import { useRules } from '../../../components/use-rules.ts';

/** The fields sent, stated once (labels in `accounts:fields`); the confirmation goes beside. */
const FIELDS = fieldList<never>()({
  old_password: { label: 'fields.oldPassword', initial: '' },
  password: { label: 'fields.newPassword', initial: '' },
});
type Values = ValuesOf<typeof FIELDS>;

/** Change password: the new one differs from the old; every other session ends (docs/api.md). */
export function ChangePasswordForm() {
  const { t } = useTranslation(['accounts', 'settings']);
  const { message } = App.useApp();
  const rules = useRules();
  const { form, item, body } = useSchemaForm({
    schema: changePasswordBody,
    fields: FIELDS,
    label: t as (key: string) => string,
  });
  const update = useUpdatePassword();

  const onFinish = async (values: Values) => {
    // The schema's "differs from the old password" lands on the new password's field.
    const parsed = body(values);
    if (!parsed) return;
    try {
      await update.mutateAsync(parsed);
      form.resetFields();
      void message.success(t('settings:account.passwordChanged'));
    } catch (e) {
      showFormError(form, e, (text) => void message.error(text), { 41029: 'old_password' });
    }
  };

  return (
    <Card title={<h2 className="card-title">{t('settings:account.password')}</h2>}>
      <Form<Values> form={form} name="change-password" layout="vertical" onFinish={onFinish}>
        <Form.Item {...item('old_password')}>
          <Input.Password autoComplete="current-password" data-testid="old-password" />
        </Form.Item>
        <PasswordFields
          item={item('password')}
          testId="new-password"
          dependencies={['old_password']}
          // Said as the new password is typed, not only once it is sent.
          extraRules={[rules.differsFrom('old_password', 'passwordSame')]}
        />
        <Button
          type="primary"
          htmlType="submit"
          loading={update.isPending}
          data-testid="change-password-submit"
        >
          {t('settings:account.password')}
        </Button>
      </Form>
    </Card>
  );
}
