import { App, Button, Checkbox, Flex, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { email, errorText, username, verifyCodeBody } from '@mintfront/domain';
import { checkAccount, useRequestRegisterCode } from '../../../api/accounts.ts';
import { ApiError } from '../../../api/api-error.ts';
import { EmailInput } from '../../../components/form/email-input.tsx';
import { showFormError } from '../../../components/form-errors.ts';
import { returnPathFrom, withReturn } from '../../../components/return-to.ts';
import { PasswordFields } from '../../../components/password-fields.tsx';
import { useRules } from '../../../components/use-rules.ts';

export type AccountValues = { email: string; username: string; password: string };
type FormValues = AccountValues & { confirm: string; agree: boolean };

const CODE_TOO_SOON = 42901;

/** Step 1: e-mail, username, password twice and the agreement; then a code is mailed. */
export function AccountStep({
  initial,
  onDone,
}: {
  initial: AccountValues | null;
  onDone: (values: AccountValues) => void;
}) {
  const { t } = useTranslation('accounts');
  const { message } = App.useApp();
  const rules = useRules();
  const [form] = Form.useForm<FormValues>();
  const requestCode = useRequestRegisterCode();
  const returnTo = returnPathFrom(useLocation().search);

  const onFinish = async ({ email: address, username: name, password: secret }: FormValues) => {
    const values = { email: address.trim(), username: name.trim(), password: secret };
    const taken = await checkAccount({ username: values.username }).catch(() => null);
    if (taken?.exists) {
      form.setFields([{ name: 'username', errors: [errorText('E24', rules.lang)] }]);
      return;
    }
    try {
      await requestCode.mutateAsync(values.email);
      onDone(values);
    } catch (e) {
      // A code sent under a minute ago is still good: carry on to the code step.
      if (e instanceof ApiError && e.statusCode === CODE_TOO_SOON) {
        void message.info(e.statusDesc);
        onDone(values);
        return;
      }
      showFormError(form, e, (text) => void message.error(text), {
        41002: 'email',
        41001: 'email',
      });
    }
  };

  return (
    <Form<FormValues>
      noValidate
      form={form}
      name="register"
      layout="vertical"
      initialValues={{ ...initial, agree: false }}
      onFinish={onFinish}
    >
      <Form.Item
        name="email"
        label={t('fields.email')}
        rules={[rules.zod(email, t('fields.email'))]}
      >
        <EmailInput data-testid="register-email" />
      </Form.Item>
      <Form.Item
        name="username"
        label={t('fields.username')}
        extra={t('hints.username')}
        dependencies={['password']}
        rules={[
          rules.zod(username, t('fields.username')),
          rules.differsFrom('password', 'usernameIsPassword'),
        ]}
      >
        <Input autoComplete="username" data-testid="register-username" />
      </Form.Item>
      <PasswordFields labelKey="fields.password" testId="register-password" />
      <Form.Item
        name="agree"
        valuePropName="checked"
        rules={[rules.zod(verifyCodeBody.shape.agree_terms, '')]}
      >
        <Checkbox data-testid="register-agree">{t('register.agree')}</Checkbox>
      </Form.Item>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <span>
          {t('register.haveAccount')}{' '}
          <Link to={withReturn('/login', returnTo)}>{t('register.login')}</Link>
        </span>
        <Button
          type="primary"
          htmlType="submit"
          loading={requestCode.isPending}
          data-testid="register-submit"
        >
          {t('register.sendCode')}
        </Button>
      </Flex>
    </Form>
  );
}
