import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@mintfront/domain';
import i18n, { setLanguage } from '../../i18n/index.ts';
import { fakeApi, ok } from '../../test/fake-api.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { DetailsStep } from './components/details-step.tsx';
import { ResetCodeForm, ResetPasswordForm } from './components/reset-forms.tsx';
import { SurveyStep } from './components/survey-step.tsx';

afterEach(() => vi.restoreAllMocks());
const answering = () => fakeApi(({ url }) => (url.startsWith('/api/user') ? undefined : ok({})));

describe('onboarding: details step (spec doc 1 §2, §5 person names)', () => {
  it('asks surname and given name with the person-name rule, country optional', async () => {
    const api = answering();
    const onDone = vi.fn();
    renderWithProviders(<DetailsStep onDone={onDone} />);
    await userEvent.type(screen.getByTestId('onboarding-surname'), 'L');
    await userEvent.click(screen.getByTestId('onboarding-next'));
    await waitFor(() => expect(screen.getAllByText(MESSAGES.personName.en)).toHaveLength(2));
    expect(screen.getByText('Surname')).toHaveClass('ant-form-item-required');
    expect(api.last('PUT', '/api/account/info')).toBeUndefined();

    await userEvent.type(screen.getByTestId('onboarding-surname'), 'ee ');
    await userEvent.type(screen.getByTestId('onboarding-name'), 'Ann');
    await userEvent.click(screen.getByTestId('onboarding-next'));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(api.last('PUT', '/api/account/info')!.body).toEqual({ surname: 'Lee', name: 'Ann' });
  });

  it('says the rule in Chinese when the language is Chinese', async () => {
    answering();
    await setLanguage('zh');
    try {
      renderWithProviders(<DetailsStep onDone={vi.fn()} />);
      await userEvent.type(screen.getByTestId('onboarding-name'), 'A');
      await userEvent.click(screen.getByTestId('onboarding-next'));
      await waitFor(() => expect(screen.getAllByText(MESSAGES.personName.zh)).toHaveLength(2));
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});

describe('onboarding: survey (spec doc 1 §9 revenue bands)', () => {
  it('asks the revenue band before anything is sent', async () => {
    const api = answering();
    renderWithProviders(<SurveyStep onDone={vi.fn()} />);
    await userEvent.click(screen.getByTestId('survey-submit'));
    expect(await screen.findByText('Annual NFT revenue is required')).toBeInTheDocument();
    expect(api.last('POST', '/api/register/investigation')).toBeUndefined();
  });
});

describe('forgot password: the code and the new password (spec doc 1 §5)', () => {
  it('refuses a code that is not 6 digits, and sends the address with a good one', async () => {
    const api = fakeApi(() => ok({ reset_token: 'r'.repeat(20) }));
    const onVerified = vi.fn();
    renderWithProviders(
      <ResetCodeForm email="ann@example.com" onResend={async () => {}} onVerified={onVerified} />,
    );
    await userEvent.type(screen.getByTestId('forgot-code'), '12a');
    await userEvent.click(screen.getByTestId('forgot-code-submit'));
    expect(await screen.findByText(MESSAGES.code.en)).toBeInTheDocument();
    await userEvent.clear(screen.getByTestId('forgot-code'));
    await userEvent.type(screen.getByTestId('forgot-code'), '123456');
    await userEvent.click(screen.getByTestId('forgot-code-submit'));
    await waitFor(() => expect(onVerified).toHaveBeenCalledWith('r'.repeat(20)));
    expect(api.last('POST', '/api/password/verification')!.body).toEqual({
      email: 'ann@example.com',
      code: '123456',
    });
  });

  it('states the password rule, asks the confirmation and sends the new password with the token', async () => {
    const api = fakeApi(() => ok({}));
    const onDone = vi.fn();
    renderWithProviders(<ResetPasswordForm resetToken={'r'.repeat(20)} onDone={onDone} />);
    await userEvent.type(screen.getByTestId('forgot-password'), 'short');
    await userEvent.click(screen.getByTestId('forgot-password-submit'));
    expect(await screen.findByText(MESSAGES.passwordRule.en)).toBeInTheDocument();
    expect(await screen.findByText('Confirm password is required')).toBeInTheDocument();
    await userEvent.clear(screen.getByTestId('forgot-password'));
    await userEvent.type(screen.getByTestId('forgot-password'), 'Secret123');
    await userEvent.type(screen.getByTestId('forgot-password-confirm'), 'Secret123');
    await userEvent.click(screen.getByTestId('forgot-password-submit'));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(api.last('POST', '/api/password/update')!.body).toEqual({
      reset_token: 'r'.repeat(20),
      password: 'Secret123',
    });
  });
});
