import { Alert, App, Button, Flex, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CODE_RESEND_INTERVAL_MS, verifyCodeBody } from '@mintfront/domain';
import { useBeginSession, useRequestRegisterCode, useVerifyCode } from '../../../api/accounts.ts';
import { useConfig } from '../../../api/config.ts';
import { useUpdateLanguage } from '../../../api/users.ts';
import { showFormError } from '../../../components/form-errors.ts';
import { fieldList, type ValuesOf } from '../../../components/form/form-fields.ts';
import { useSchemaForm } from '../../../components/form/schema-form.ts';
import { PasswordFields } from '../../../components/password-fields.tsx';
import { useCountdown } from '../../../components/use-countdown.ts';
import { useRules } from '../../../components/use-rules.ts';
import type { AccountValues } from './account-step.tsx';

// 40011 wrong or expired, 41010 invalid (E10), 42902 too many wrong tries.
const CODE_ERRORS = { 40011: 'code', 41010: 'code', 42902: 'code' };

/**
 * The fields of the step, stated once, each judged by its rule in the request that creates the
 * account (labels in `accounts:fields`); the password only when a reload lost it.
 */
const FIELDS = fieldList<never>()({
  code: { label: 'fields.code', initial: '' },
  password: { label: 'fields.password', initial: undefined as string | undefined },
});
type CodeValues = ValuesOf<typeof FIELDS>;

/** Step 2: the 6-digit code mailed to the address creates the account and signs in. */
export function CodeStep({
  account,
  onBack,
  onDone,
}: {
  account: AccountValues;
  onBack: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('accounts');
  const { message } = App.useApp();
  const rules = useRules();
  const { form, item } = useSchemaForm({
    schema: verifyCodeBody,
    fields: FIELDS,
    label: t as (key: string) => string,
  });
  const config = useConfig();
  const verify = useVerifyCode();
  const resend = useRequestRegisterCode();
  const saveLanguage = useUpdateLanguage();
  const beginSession = useBeginSession();
  const countdown = useCountdown(CODE_RESEND_INTERVAL_MS / 1000);

  // After a reload the password was not kept (sign-up-draft.ts): it is chosen again here.
  const askPassword = !account.password;

  const onFinish = async (values: CodeValues) => {
    try {
      const result = await verify.mutateAsync({
        ...account,
        password: values.password ?? account.password,
        code: values.code.trim(),
        agree_terms: true,
      });
      beginSession(result);
      // The new account keeps the language the visitor chose before signing up.
      if (result.user.language !== rules.lang) saveLanguage.mutate(rules.lang);
      onDone();
    } catch (e) {
      showFormError(form, e, (text) => void message.error(text), CODE_ERRORS);
    }
  };

  const onResend = async () => {
    try {
      await resend.mutateAsync(account.email);
      countdown.restart();
      void message.success(t('code.resent'));
    } catch (e) {
      showFormError(form, e, (text) => void message.error(text));
    }
  };

  return (
    <Form<CodeValues> form={form} name="verify" layout="vertical" onFinish={onFinish}>
      <Typography.Title level={2} style={{ fontSize: 18 }}>
        {t('code.title')}
      </Typography.Title>
      <Typography.Paragraph>{t('code.sentTo', { email: account.email })}</Typography.Paragraph>
      {config.data?.mail.delivery === 'outbox' && (
        <Alert
          type="info"
          showIcon
          title={config.data.mail.outbox_page ? t('code.outboxLocal') : t('code.outbox')}
          description={
            config.data.mail.outbox_page && (
              <a href={config.data.mail.outbox_page} target="_blank" rel="noreferrer">
                {t('code.openOutbox')}
              </a>
            )
          }
          style={{ marginBottom: 16 }}
          data-testid="code-outbox-notice"
        />
      )}
      {askPassword && (
        <>
          <Alert
            type="info"
            showIcon
            title={t('signUpResume.passwordAgain')}
            style={{ marginBottom: 16 }}
          />
          <PasswordFields
            item={item('password')}
            testId="code-password"
            extraRules={[
              rules.differsFrom('username', 'usernameIsPassword', () => account.username),
            ]}
          />
        </>
      )}
      <Form.Item {...item('code')}>
        <Input
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          style={{ maxWidth: 200, letterSpacing: 4 }}
          data-testid="code-input"
        />
      </Form.Item>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Flex gap={8} wrap>
          <Button onClick={onBack}>{t('code.changeEmail')}</Button>
          <Button
            onClick={onResend}
            disabled={countdown.left > 0}
            loading={resend.isPending}
            data-testid="code-resend"
          >
            {countdown.left > 0
              ? t('code.resendIn', { seconds: countdown.left })
              : t('code.resend')}
          </Button>
        </Flex>
        <Button
          type="primary"
          htmlType="submit"
          loading={verify.isPending}
          data-testid="code-submit"
        >
          {t('code.submit')}
        </Button>
      </Flex>
    </Form>
  );
}
