import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, type User } from '@mintfront/domain';
import { fakeApi, ok } from '../../test/fake-api.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { AccountInfoForm } from './components/account-info-form.tsx';
import { ChangePasswordForm } from './components/change-password-form.tsx';
import { CloseStoreCard } from './components/close-store-card.tsx';
import { UserInfoForm } from './components/user-info-form.tsx';

const USER = {
  id: 1,
  email: 'ann@example.com',
  username: 'ann',
  nickname: 'Ann',
  surname: 'Lee',
  name: 'Ann',
  country: null,
  areaCode: null,
  tel: null,
  introduce: null,
  socialContact: { twitter: 'https://x.com/ann' },
} as unknown as User;
afterEach(() => vi.restoreAllMocks());

function answering() {
  return fakeApi(({ url }) => {
    if (url.startsWith('/api/shop/info')) return ok({ id: 9, name: 'Moon', isOwner: true });
    return ok(USER);
  });
}

async function retype(label: string, value: string) {
  const input = screen.getByLabelText(label);
  await userEvent.clear(input);
  if (value) await userEvent.type(input, value);
}

describe('My account: account information (spec doc 1 §5 person names)', () => {
  it('refuses a one-letter surname with the person-name rule and sends nothing', async () => {
    const api = answering();
    renderWithProviders(<AccountInfoForm user={USER} />);
    await retype('Surname', 'L');
    await userEvent.click(screen.getByTestId('account-info-submit'));
    expect(await screen.findByText(MESSAGES.personName.en)).toBeInTheDocument();
    expect(api.last('PUT', '/api/account/info')).toBeUndefined();
  });

  it('marks no field required and sends an emptied name as empty, the rest trimmed', async () => {
    const api = answering();
    renderWithProviders(<AccountInfoForm user={USER} />);
    expect(screen.getByText('Surname')).not.toHaveClass('ant-form-item-required');
    await retype('Given name', '');
    await retype('Phone number', ' 555 1234 ');
    await userEvent.click(screen.getByTestId('account-info-submit'));
    await waitFor(() => expect(api.last('PUT', '/api/account/info')).toBeDefined());
    expect(api.last('PUT', '/api/account/info')!.body).toEqual({
      surname: 'Lee',
      name: '',
      country: '',
      area_code: '',
      tel: '555 1234',
    });
  });
});

describe('My account: profile', () => {
  it('puts the link rule on the social link that breaks it', async () => {
    const api = answering();
    renderWithProviders(<UserInfoForm user={USER} />);
    await retype('Discord', 'discord.gg/ann');
    await userEvent.click(screen.getByTestId('user-info-submit'));
    expect(await screen.findByText(MESSAGES.link.en)).toBeInTheDocument();
    expect(api.last('PUT', '/api/user/info')).toBeUndefined();
  });

  it('sends every link, an empty one as empty, and the texts trimmed', async () => {
    const api = answering();
    renderWithProviders(<UserInfoForm user={USER} />);
    await retype('Nickname', ' Annie ');
    await userEvent.click(screen.getByTestId('user-info-submit'));
    await waitFor(() => expect(api.last('PUT', '/api/user/info')).toBeDefined());
    expect(api.last('PUT', '/api/user/info')!.body).toEqual({
      nickname: 'Annie',
      introduce: '',
      social_contact: { twitter: 'https://x.com/ann', instagram: '', discord: '', website: '' },
    });
  });
});

describe('My account: change password (spec doc 1 §5)', () => {
  it('refuses a new password equal to the current one', async () => {
    const api = answering();
    renderWithProviders(<ChangePasswordForm />);
    await retype('Current password', 'Secret123');
    await retype('New password', 'Secret123');
    await retype('Confirm password', 'Secret123');
    await userEvent.click(screen.getByTestId('change-password-submit'));
    expect(await screen.findByText(MESSAGES.passwordSame.en)).toBeInTheDocument();
    expect(api.last('POST', '/api/password/update')).toBeUndefined();
  });

  it('states the password rule and sends the current and the new password, not the confirmation', async () => {
    const api = answering();
    renderWithProviders(<ChangePasswordForm />);
    await retype('Current password', 'Secret123');
    await retype('New password', 'short');
    await userEvent.click(screen.getByTestId('change-password-submit'));
    expect(await screen.findByText(MESSAGES.passwordRule.en)).toBeInTheDocument();
    await retype('New password', 'Secret456');
    await retype('Confirm password', 'Secret456');
    await userEvent.click(screen.getByTestId('change-password-submit'));
    await waitFor(() => expect(api.last('POST', '/api/password/update')).toBeDefined());
    expect(api.last('POST', '/api/password/update')!.body).toEqual({
      old_password: 'Secret123',
      password: 'Secret456',
    });
  });
});

describe('Settings: close store', () => {
  it('asks for the login password before confirming', async () => {
    answering();
    renderWithProviders(<CloseStoreCard />);
    await userEvent.click(await screen.findByTestId('close-store-submit'));
    expect(await screen.findByText('Login password is required')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
