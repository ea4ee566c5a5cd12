import { App, Button, Checkbox, Flex, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { errorText, verifyCodeBody } from '@mintfront/domain';
import { checkAccount, useRequestRegisterCode } from '../../../api/accounts.ts';
import { ApiError } from '../../../api/api-error.ts';
import { EmailInput } from '../../../components/form/email-input.tsx';
import { showFormError } from '../../../components/form-errors.ts';
import { fieldList, type ValuesOf } from '../../../components/form/form-fields.ts';
import { useSchemaForm } from '../../../components/form/schema-form.ts';
import { returnPathFrom, withReturn } from '../../../components/return-to.ts';
import { PasswordFields } from '../../../components/password-fields.tsx';
import { useRules } from '../../../components/use-rules.ts';

export type AccountValues = { email: string; username: string; password: string };

/**
 * The fields of the step, stated once and judged by the request that creates the account
 * (labels in `accounts:fields`); the code comes in the next step, the confirmation goes beside.
 */
const FIELDS = fieldList<AccountValues>()({
  email: { label: 'fields.email', initial: '', from: (a) => a.email },
  username: { label: 'fields.username', initial: '', from: (a) => a.username },
  password: { label: 'fields.password', initial: '', from: (a) => a.password },
  agree: { key: 'agree_terms', initial: false },
});
type FormValues = ValuesOf<typeof FIELDS>;

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
  const { form, item, initialValues } = useSchemaForm({
    schema: verifyCodeBody,
    fields: FIELDS,
    label: t as (key: string) => string,
  });
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
      initialValues={initialValues(initial)}
      onFinish={onFinish}
    >
      <Form.Item {...item('email')}>
        <EmailInput data-testid="register-email" />
      </Form.Item>
      <Form.Item
        {...item('username')}
        extra={t('hints.username')}
        dependencies={['password']}
        rules={[...item('username').rules, rules.differsFrom('password', 'usernameIsPassword')]}
      >
        <Input autoComplete="username" data-testid="register-username" />
      </Form.Item>
      <PasswordFields item={item('password')} testId="register-password" />
      <Form.Item
        {...item('agree')}
        // The box's own text is its label.
        label={undefined}
        valuePropName="checked"
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
