import { useState } from 'react';
import { App, Card, Steps, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useRequestResetCode } from '../../api/accounts.ts';
import { PublicShell } from '../../components/public-shell.tsx';
import { ResetEmailForm, ResetCodeForm, ResetPasswordForm } from './components/reset-forms.tsx';

type Step = 'email' | 'code' | 'password';
const STEPS: Step[] = ['email', 'code', 'password'];

/** Forgot password: e-mail → 6-digit code (30 minutes) → new password, then back to /login. */
export default function ForgotPassword() {
  const { t } = useTranslation('accounts');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>('email');
  const [email, setEmail] = useState('');
  const [resetToken, setResetToken] = useState('');
  const resend = useRequestResetCode();

  return (
    <PublicShell>
      <Card>
        <Typography.Title level={1} className="page-title" style={{ fontSize: 24 }}>
          {t('forgot.title')}
        </Typography.Title>
        <Steps
          size="small"
          current={STEPS.indexOf(step)}
          items={STEPS.map((s) => ({ title: t(`forgot.steps.${s}`) }))}
          style={{ marginBottom: 24 }}
        />
        {step === 'email' && (
          <ResetEmailForm
            onSent={(address) => {
              setEmail(address);
              setStep('code');
            }}
          />
        )}
        {step === 'code' && (
          <ResetCodeForm
            email={email}
            onResend={() =>
              resend.mutateAsync(email).catch((e: Error) => void message.error(e.message))
            }
            onVerified={(token) => {
              setResetToken(token);
              setStep('password');
            }}
          />
        )}
        {step === 'password' && (
          <ResetPasswordForm
            resetToken={resetToken}
            onDone={() => void navigate('/login', { state: { notice: 'passwordReset' } })}
          />
        )}
        <Typography.Paragraph style={{ marginTop: 16, marginBottom: 0 }}>
          <Link to="/login">{t('forgot.backToLogin')}</Link>
        </Typography.Paragraph>
      </Card>
    </PublicShell>
  );
}
