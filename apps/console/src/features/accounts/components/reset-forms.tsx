import { App, Button, Flex, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  CODE_RESEND_INTERVAL_MS,
  forgotPasswordBody,
  passwordVerificationBody,
  resetPasswordBody,
} from '@mintfront/domain';
import {
  useRequestResetCode,
  useUpdatePassword,
  useVerifyResetCode,
} from '../../../api/accounts.ts';
import { showFormError } from '../../../components/form-errors.ts';
import { EmailInput } from '../../../components/form/email-input.tsx';
import { fieldList, type ValuesOf } from '../../../components/form/form-fields.ts';
import { useSchemaForm } from '../../../components/form/schema-form.ts';
import { PasswordFields } from '../../../components/password-fields.tsx';
import { useCountdown } from '../../../components/use-countdown.ts';

// The fields of the three steps, each stated once (labels in `accounts:fields`).
const trimmed = (v: string | undefined) => v?.trim() ?? '';
const EMAIL_FIELDS = fieldList<never>()({
  email: { label: 'fields.email', initial: '', to: trimmed },
});
const CODE_FIELDS = fieldList<never>()({
  code: { label: 'fields.code', initial: '', to: trimmed },
});
/** The new password is sent with the reset token; its confirmation goes beside. */
const PASSWORD_FIELDS = fieldList<never>()({
  password: { label: 'fields.newPassword', initial: '' },
});

function useNotify() {
  const { message } = App.useApp();
  return (text: string) => void message.error(text);
}

export function ResetEmailForm({ onSent }: { onSent: (email: string) => void }) {
  const { t } = useTranslation('accounts');
  const notify = useNotify();
  const { form, item, body } = useSchemaForm({
    schema: forgotPasswordBody,
    fields: EMAIL_FIELDS,
    label: t as (key: string) => string,
  });
  const send = useRequestResetCode();
  const onFinish = async (values: ValuesOf<typeof EMAIL_FIELDS>) => {
    const parsed = body(values);
    if (!parsed) return;
    try {
      await send.mutateAsync(parsed.email);
      onSent(parsed.email);
    } catch (e) {
      showFormError(form, e, notify, { 41001: 'email', 41017: 'email' });
    }
  };
  return (
    <Form form={form} noValidate name="forgot-email" layout="vertical" onFinish={onFinish}>
      <Form.Item {...item('email')}>
        <EmailInput data-testid="forgot-email" />
      </Form.Item>
      <Button
        type="primary"
        htmlType="submit"
        block
        loading={send.isPending}
        data-testid="forgot-submit"
      >
        {t('forgot.sendCode')}
      </Button>
    </Form>
  );
}

export function ResetCodeForm(props: {
  email: string;
  onResend: () => Promise<unknown>;
  onVerified: (resetToken: string) => void;
}) {
  const { t } = useTranslation('accounts');
  const notify = useNotify();
  const { form, item, body } = useSchemaForm({
    schema: passwordVerificationBody,
    fields: CODE_FIELDS,
    label: t as (key: string) => string,
  });
  const verify = useVerifyResetCode();
  const countdown = useCountdown(CODE_RESEND_INTERVAL_MS / 1000);
  const onFinish = async (values: ValuesOf<typeof CODE_FIELDS>) => {
    // The address of the first step goes beside the code.
    const parsed = body(values, { email: props.email });
    if (!parsed) return;
    try {
      const { reset_token } = await verify.mutateAsync(parsed);
      props.onVerified(reset_token);
    } catch (e) {
      showFormError(form, e, notify, { 40011: 'code', 41010: 'code', 42902: 'code' });
    }
  };
  return (
    <Form form={form} name="forgot-code" layout="vertical" onFinish={onFinish}>
      <Typography.Paragraph>{t('forgot.codeSent', { email: props.email })}</Typography.Paragraph>
      <Form.Item {...item('code')}>
        <Input
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          style={{ maxWidth: 200 }}
          data-testid="forgot-code"
        />
      </Form.Item>
      <Flex justify="space-between" wrap gap={8}>
        <Button
          disabled={countdown.left > 0}
          onClick={() => void props.onResend().then(countdown.restart)}
        >
          {countdown.left > 0 ? t('code.resendIn', { seconds: countdown.left }) : t('code.resend')}
        </Button>
        <Button
          type="primary"
          htmlType="submit"
          loading={verify.isPending}
          data-testid="forgot-code-submit"
        >
          {t('forgot.verify')}
        </Button>
      </Flex>
    </Form>
  );
}

export function ResetPasswordForm({
  resetToken,
  onDone,
}: {
  resetToken: string;
  onDone: () => void;
}) {
  const { t } = useTranslation('accounts');
  const notify = useNotify();
  const { form, item, body } = useSchemaForm({
    schema: resetPasswordBody,
    fields: PASSWORD_FIELDS,
    label: t as (key: string) => string,
  });
  const update = useUpdatePassword();
  const onFinish = async (values: ValuesOf<typeof PASSWORD_FIELDS>) => {
    const parsed = body(values, { reset_token: resetToken });
    if (!parsed) return;
    try {
      await update.mutateAsync(parsed);
      onDone();
    } catch (e) {
      showFormError(form, e, notify);
    }
  };
  return (
    <Form form={form} name="forgot-password" layout="vertical" onFinish={onFinish}>
      <PasswordFields item={item('password')} testId="forgot-password" />
      <Button
        type="primary"
        htmlType="submit"
        block
        loading={update.isPending}
        data-testid="forgot-password-submit"
      >
        {t('forgot.submit')}
      </Button>
    </Form>
  );
}
