import { useState } from 'react';
import { Card, Steps, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { PageLoader } from '../../components/page-loader.tsx';
import { PublicShell } from '../../components/public-shell.tsx';
import { returnPathFrom } from '../../components/return-to.ts';
import { StoreForm } from '../shops/components/store-form.tsx';
import { CategoryStep } from './components/category-step.tsx';
import { CodeStep } from './components/code-step.tsx';
import { DetailsStep } from './components/details-step.tsx';
import { AccountStep, type AccountValues } from './components/account-step.tsx';
import { SurveyStep } from './components/survey-step.tsx';
import { REGISTER_STEPS, useResumeStep, type RegisterStep } from './register-resume.ts';
import { clearSignUpDraft, readSignUpDraft, saveSignUpDraft } from './sign-up-draft.ts';

/** Spec §2: register in steps: account, e-mail code, store, then three onboarding steps. */
export default function Register() {
  const { t } = useTranslation('accounts');
  const navigate = useNavigate();
  // An invited artist signs up to accept the invitation: back to its link once the account exists.
  const returnTo = returnPathFrom(useLocation().search);
  const resume = useResumeStep();
  // A reload keeps the entered account and the code step; the password is asked again.
  const [draft] = useState(readSignUpDraft);
  const [step, setStep] = useState<RegisterStep | null>(() =>
    resume.step === 'account' && draft?.step === 'code' ? 'code' : null,
  );
  const [account, setAccount] = useState<AccountValues | null>(() =>
    draft ? { email: draft.email, username: draft.username, password: '' } : null,
  );

  if (resume.step === 'done') return <Navigate to="/select-store" replace />;
  // The flow's own progress wins over where the page opened.
  const current: RegisterStep | null = step ?? resume.step ?? (resume.loading ? null : 'account');

  return (
    <PublicShell width={720}>
      <Card>
        <Typography.Title level={1} className="page-title" style={{ fontSize: 24 }}>
          {t('register.title')}
        </Typography.Title>
        <Steps
          size="small"
          current={current ? REGISTER_STEPS.indexOf(current) : 0}
          items={REGISTER_STEPS.map((s) => ({ title: t(`register.steps.${s}`) }))}
          style={{ marginBottom: 24 }}
        />
        {current === null && <PageLoader />}
        {current === 'account' && (
          <AccountStep
            initial={account}
            onDone={(values) => {
              setAccount(values);
              saveSignUpDraft({ email: values.email, username: values.username, step: 'code' });
              setStep('code');
            }}
          />
        )}
        {current === 'code' && account && (
          <CodeStep
            account={account}
            onBack={() => {
              saveSignUpDraft({ ...account, step: 'account' });
              setStep('account');
            }}
            onDone={() => {
              clearSignUpDraft();
              if (returnTo) void navigate(returnTo);
              else setStep('store');
            }}
          />
        )}
        {current === 'store' && (
          <StoreForm password={account?.password} onCreated={() => setStep('details')} />
        )}
        {current === 'details' && <DetailsStep onDone={() => setStep('survey')} />}
        {current === 'survey' && <SurveyStep onDone={() => setStep('categories')} />}
        {current === 'categories' && <CategoryStep onDone={() => void navigate('/stroeSuceess')} />}
      </Card>
    </PublicShell>
  );
}
