import { App, Button, Card, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { anyPassword } from '@mintfront/domain';
import { useUpdatePassword } from '../../../api/accounts.ts';
import { showFormError } from '../../../components/form-errors.ts';
import { PasswordFields } from '../../../components/password-fields.tsx';
import { useRules } from '../../../components/use-rules.ts';

type Values = { old_password: string; password: string; confirm: string };

/** Change password: the new one differs from the old; every other session ends (docs/api.md). */
export function ChangePasswordForm() {
  const { t } = useTranslation(['accounts', 'settings']);
  const { message } = App.useApp();
  const rules = useRules();
  const [form] = Form.useForm<Values>();
  const update = useUpdatePassword();

  const onFinish = async (values: Values) => {
    try {
      await update.mutateAsync({ old_password: values.old_password, password: values.password });
      form.resetFields();
      void message.success(t('settings:account.passwordChanged'));
    } catch (e) {
      showFormError(form, e, (text) => void message.error(text), { 41029: 'old_password' });
    }
  };

  return (
    <Card title={<h2 className="card-title">{t('settings:account.password')}</h2>}>
      <Form<Values> form={form} name="change-password" layout="vertical" onFinish={onFinish}>
        <Form.Item
          name="old_password"
          label={t('fields.oldPassword')}
          rules={[rules.zod(anyPassword, t('fields.oldPassword'))]}
        >
          <Input.Password autoComplete="current-password" data-testid="old-password" />
        </Form.Item>
        <PasswordFields
          labelKey="fields.newPassword"
          testId="new-password"
          dependencies={['old_password']}
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
