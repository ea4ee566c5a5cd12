import { useState } from 'react';
import { Alert, App, Button, Card, Flex, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { emailLoginBody } from '@mintfront/domain';
import { useBeginSession, useLogin, type AuthResult } from '../../api/accounts.ts';
import { ApiError } from '../../api/api-error.ts';
import { EmailInput } from '../../components/form/email-input.tsx';
import { fieldList, type ValuesOf } from '../../components/form/form-fields.ts';
import { useSchemaForm } from '../../components/form/schema-form.ts';
import { PublicShell } from '../../components/public-shell.tsx';
import { returnPathFrom, withReturn } from '../../components/return-to.ts';
import { setLanguage } from '../../i18n/index.ts';
import { WalletSignIn } from '../wallets/wallet-sign-in.tsx';
import { landingAfterSignIn } from './after-sign-in.ts';

/** The fields of the login, stated once (labels in `accounts:fields`). */
const FIELDS = fieldList<never>()({
  email: { label: 'fields.email', initial: '' },
  password: { label: 'fields.password', initial: '' },
});
type LoginValues = ValuesOf<typeof FIELDS>;

export default function Login() {
  const { t } = useTranslation('accounts');
  const { message } = App.useApp();
  const { form, item, body } = useSchemaForm({
    schema: emailLoginBody,
    fields: FIELDS,
    label: t as (key: string) => string,
  });
  const navigate = useNavigate();
  const location = useLocation();
  const login = useLogin();
  const beginSession = useBeginSession();
  // E15 and the rate limit are about the pair, not one field: shown above the form.
  const [error, setError] = useState<string | null>(null);
  const notice = (location.state as { notice?: string } | null)?.notice;
  // e.g. the invitation link: back there once signed in (kept through the sign-up link too).
  const returnTo = returnPathFrom(location.search);

  const signedIn = async (result: AuthResult) => {
    beginSession(result);
    void setLanguage(result.user.language);
    // A wallet-only account has no e-mail sign-up steps to resume: it goes to its stores.
    void navigate(await landingAfterSignIn(result.user, returnTo));
  };

  const onFinish = async (values: LoginValues) => {
    setError(null);
    const parsed = body(values);
    if (!parsed) return;
    try {
      await signedIn(await login.mutateAsync(parsed));
    } catch (e) {
      if (e instanceof ApiError) setError(e.statusDesc);
      else void message.error(String(e));
    }
  };

  return (
    <PublicShell>
      <Card>
        <Typography.Title level={1} className="page-title" style={{ fontSize: 24 }}>
          {t('login.title')}
        </Typography.Title>
        {notice === 'passwordReset' && (
          <Alert
            type="success"
            showIcon
            title={t('login.passwordReset')}
            style={{ marginBottom: 16 }}
          />
        )}
        {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
        <Form<LoginValues>
          noValidate
          form={form}
          name="login"
          layout="vertical"
          onFinish={onFinish}
        >
          <Form.Item {...item('email')}>
            <EmailInput data-testid="login-email" />
          </Form.Item>
          <Form.Item {...item('password')}>
            <Input.Password autoComplete="current-password" data-testid="login-password" />
          </Form.Item>
          <Button
            type="primary"
            htmlType="submit"
            block
            loading={login.isPending}
            data-testid="login-submit"
          >
            {t('login.submit')}
          </Button>
        </Form>
        <div style={{ marginTop: 12 }}>
          <WalletSignIn onSignedIn={(r) => void signedIn(r)} onError={(text) => setError(text)} />
        </div>
        <Flex justify="space-between" wrap style={{ marginTop: 16 }}>
          <span>
            {t('login.noAccount')}{' '}
            <Link to={withReturn('/register', returnTo)}>{t('login.register')}</Link>
          </span>
          <Link to="/forgot-password">{t('login.forgot')}</Link>
        </Flex>
      </Card>
    </PublicShell>
  );
}
