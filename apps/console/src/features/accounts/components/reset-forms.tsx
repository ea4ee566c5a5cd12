import { App, Button, Flex, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { code, CODE_RESEND_INTERVAL_MS, email } from '@mintfront/domain';
import {
  useRequestResetCode,
  useUpdatePassword,
  useVerifyResetCode,
} from '../../../api/accounts.ts';
import { showFormError } from '../../../components/form-errors.ts';
import { EmailInput } from '../../../components/form/email-input.tsx';
import { PasswordFields } from '../../../components/password-fields.tsx';
import { useCountdown } from '../../../components/use-countdown.ts';
import { useRules } from '../../../components/use-rules.ts';

function useNotify() {
  const { message } = App.useApp();
  return (text: string) => void message.error(text);
}

export function ResetEmailForm({ onSent }: { onSent: (email: string) => void }) {
  const { t } = useTranslation('accounts');
  const rules = useRules();
  const notify = useNotify();
  const [form] = Form.useForm<{ email: string }>();
  const send = useRequestResetCode();
  const onFinish = async ({ email: address }: { email: string }) => {
    try {
      await send.mutateAsync(address.trim());
      onSent(address.trim());
    } catch (e) {
      showFormError(form, e, notify, { 41001: 'email', 41017: 'email' });
    }
  };
  return (
    <Form form={form} noValidate name="forgot-email" layout="vertical" onFinish={onFinish}>
      <Form.Item
        name="email"
        label={t('fields.email')}
        rules={[rules.zod(email, t('fields.email'))]}
      >
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
  const rules = useRules();
  const notify = useNotify();
  const [form] = Form.useForm<{ code: string }>();
  const verify = useVerifyResetCode();
  const countdown = useCountdown(CODE_RESEND_INTERVAL_MS / 1000);
  const onFinish = async (values: { code: string }) => {
    try {
      const { reset_token } = await verify.mutateAsync({
        email: props.email,
        code: values.code.trim(),
      });
      props.onVerified(reset_token);
    } catch (e) {
      showFormError(form, e, notify, { 40011: 'code', 41010: 'code', 42902: 'code' });
    }
  };
  return (
    <Form form={form} name="forgot-code" layout="vertical" onFinish={onFinish}>
      <Typography.Paragraph>{t('forgot.codeSent', { email: props.email })}</Typography.Paragraph>
      <Form.Item name="code" label={t('fields.code')} rules={[rules.zod(code, t('fields.code'))]}>
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
  const [form] = Form.useForm<{ password: string; confirm: string }>();
  const update = useUpdatePassword();
  const onFinish = async (values: { password: string }) => {
    try {
      await update.mutateAsync({ reset_token: resetToken, password: values.password });
      onDone();
    } catch (e) {
      showFormError(form, e, notify);
    }
  };
  return (
    <Form form={form} name="forgot-password" layout="vertical" onFinish={onFinish}>
      <PasswordFields labelKey="fields.newPassword" testId="forgot-password" />
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
