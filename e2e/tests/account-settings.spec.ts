import type { APIRequestContext, Page } from '@playwright/test';
import { startAppServer } from '../support/app-server.ts';
import { expect, newIdentity, test } from '../support/fixtures.ts';
import { signedInOwner } from '../support/owner.ts';

// Issue 2 screens around an account: forgot and reset password, my account (profile, account
// information, change password), general settings (language kept on the server, tips), closing
// and re-opening a store, and the code screen without a mail server.

const session = (page: Page) =>
  page.evaluate(() => ({
    token: localStorage.getItem('Token')!,
    uid: localStorage.getItem('uid')!,
  }));

async function userInfo(request: APIRequestContext, token: string) {
  const res = await request.get('/api/user/info', {
    headers: { Authorization: `Bearer ${token}` },
  });
  return (await res.json()) as {
    statusCode: number;
    data: { language: string; tutorial: number; nickname: string | null; surname: string | null };
  };
}

async function apiLogin(request: APIRequestContext, email: string, password: string) {
  return (await (await request.post('/api/login', { data: { email, password } })).json()) as {
    statusCode: number;
    data: { token: string };
  };
}

test('[ACCOUNTS] forgot password: the mailed code leads to a new password, every session ends', async ({
  page,
  request,
  stack,
  a11y,
}) => {
  const who = await signedInOwner(page, request, stack.mailbox.codeFor);
  const { token: oldToken } = await session(page);
  await page.evaluate(() => localStorage.removeItem('Token'));

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await a11y(page);

  // The rules show before anything is sent.
  await page.getByTestId('forgot-email').fill('not-an-email');
  await page.getByTestId('forgot-submit').click();
  await expect(page.getByText('Invalid email')).toBeVisible();
  await a11y(page);

  await page.getByTestId('forgot-email').fill(who.email);
  const since = Date.now();
  await page.getByTestId('forgot-submit').click();
  await expect(
    page.getByText(
      `If an account exists for ${who.email}, a reset code was sent. The code is valid for 30 minutes.`,
    ),
  ).toBeVisible();
  await a11y(page);
  const code = await stack.mailbox.codeFor(who.email, since);
  await page.getByTestId('forgot-code').fill(code === '000000' ? '111111' : '000000');
  await page.getByTestId('forgot-code-submit').click();
  await expect(page.getByText(/Verification code is wrong or expired/)).toBeVisible();
  await a11y(page);
  await page.getByTestId('forgot-code').fill(code);
  await page.getByTestId('forgot-code-submit').click();

  const fresh = `Reset${Date.now().toString(36)}9`;
  await page.getByTestId('forgot-password').fill(fresh);
  await page.getByTestId('forgot-password-confirm').fill(`${fresh}x`);
  await page.getByTestId('forgot-password-submit').click();
  await expect(page.getByText(/do not match/i)).toBeVisible();
  await a11y(page);
  await page.getByTestId('forgot-password-confirm').fill(fresh);
  await page.getByTestId('forgot-password-submit').click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(
    page.getByText('Your password was changed. Log in with the new password.'),
  ).toBeVisible();
  await a11y(page);
  expect((await userInfo(request, oldToken)).statusCode).toBe(401);
  expect((await apiLogin(request, who.email, who.password)).statusCode).toBe(41015);

  await page.getByTestId('login-email').fill(who.email);
  await page.getByTestId('login-password').fill(fresh);
  await page.getByTestId('login-submit').click();
  // The account was made through the API without onboarding: logging in resumes it on /register.
  await expect(page).toHaveURL(/\/register$/);
  expect((await userInfo(request, (await session(page)).token)).statusCode).toBe(0);
});

test('[SETTINGS] my account saves the profile and account information; changing the password ends the other sessions', async ({
  page,
  request,
  stack,
  a11y,
}) => {
  const who = await signedInOwner(page, request, stack.mailbox.codeFor);
  const other = await apiLogin(request, who.email, who.password);
  expect(other.statusCode).toBe(0);

  await page.goto('/home');
  await page.getByTestId('user-menu').click();
  await page.getByTestId('my-account').click();
  await expect(page).toHaveURL(/\/my-account$/);
  await expect(page.getByRole('heading', { name: 'My account' })).toBeVisible();
  await expect(page.getByText(`Email: ${who.email}`)).toBeVisible();
  await a11y(page);

  // Profile: a bad link is refused before submit, then the profile is saved.
  await page.getByLabel('Nickname').fill('Ada L');
  await page.getByLabel('Website').fill('not a link');
  await page.getByTestId('user-info-submit').click();
  await expect(page.getByLabel('Website')).toHaveAttribute('aria-invalid', 'true');
  await a11y(page);
  await page.getByLabel('Website').fill('https://ada.example.com');
  await page.getByTestId('user-info-submit').click();
  await expect(page.getByText('Saved').first()).toBeVisible();

  // Account information.
  await page.getByLabel('Surname').fill('Lovelace');
  await page.getByTestId('account-info-submit').click();
  await expect
    .poll(async () => (await userInfo(request, (await session(page)).token)).data.surname)
    .toBe('Lovelace');
  await page.reload();
  await expect(page.getByLabel('Nickname')).toHaveValue('Ada L');
  await expect(page.getByLabel('Surname')).toHaveValue('Lovelace');

  // Change password: the new one must differ from the current one (before submit); a wrong
  // current password is named on its field.
  await page.getByTestId('old-password').fill(who.password);
  await page.getByTestId('new-password').fill(who.password);
  await page.getByTestId('new-password-confirm').fill(who.password);
  await page.getByTestId('change-password-submit').click();
  await expect(page.getByText('The new password must differ from the old one')).toBeVisible();
  const fresh = `Changed${Date.now().toString(36)}9`;
  await page.getByTestId('old-password').fill('Wrong12345');
  await page.getByTestId('new-password').fill(fresh);
  await page.getByTestId('new-password-confirm').fill(fresh);
  await page.getByTestId('change-password-submit').click();
  await expect(page.getByTestId('old-password')).toHaveAttribute('aria-invalid', 'true');
  await a11y(page);
  await page.getByTestId('old-password').fill(who.password);
  await page.getByTestId('change-password-submit').click();
  await expect(
    page.getByText('Password changed. Your other sessions were signed out.'),
  ).toBeVisible();
  await a11y(page);

  // This session stays; the other one ended; the new password logs in.
  expect((await userInfo(request, other.data.token)).statusCode).toBe(401);
  expect((await userInfo(request, (await session(page)).token)).statusCode).toBe(0);
  expect((await apiLogin(request, who.email, fresh)).statusCode).toBe(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'My account' })).toBeVisible();
});

test('[SETTINGS] general settings: the language is kept on the server and follows the user; tips are marked done', async ({
  page,
  request,
  stack,
  a11y,
}) => {
  await signedInOwner(page, request, stack.mailbox.codeFor);
  await page.goto('/Settings/general');
  await expect(page.getByRole('heading', { name: 'General settings' })).toBeVisible();
  await a11y(page);

  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/user/language') && r.request().method() === 'PUT',
  );
  await page.getByTestId('settings-language').click();
  await page.locator('.ant-select-item-option[title="中文"]').click();
  expect(((await (await saved).json()) as { statusCode: number }).statusCode).toBe(0);
  await expect(page.getByRole('heading', { name: '通用设置' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await a11y(page);
  const { token } = await session(page);
  expect((await userInfo(request, token)).data.language).toBe('zh');

  // A browser that kept English adopts the account's language at start-up.
  await page.evaluate(() => localStorage.setItem('language', 'en'));
  await page.reload();
  await expect(page.getByRole('heading', { name: '通用设置' })).toBeVisible();

  // Back to English, then mark a tip done.
  await page.getByTestId('settings-language').click();
  await page.locator('.ant-select-item-option[title="English"]').click();
  await expect(page.getByRole('heading', { name: 'General settings' })).toBeVisible();
  const tips = page.getByTestId('tutorial-tips');
  await expect(tips.getByRole('listitem').filter({ hasText: 'Store home' })).toContainText(
    'Not completed',
  );
  await page.getByRole('button', { name: 'Mark Store home as completed' }).click();
  await expect(tips.getByRole('listitem').filter({ hasText: 'Store home' })).toContainText(
    'Completed',
  );
  await expect(page.getByTestId('tip-complete-storeHome')).toHaveCount(0);
  await a11y(page);
  expect((await userInfo(request, token)).data).toMatchObject({ language: 'en', tutorial: 2 });
});

test('[SHOPS] a closed store is listed under closed stores and re-opens with the login password', async ({
  page,
  request,
  stack,
  a11y,
}) => {
  const who = await signedInOwner(page, request, stack.mailbox.codeFor);
  await page.goto('/Settings/general');
  await page.getByTestId('close-store-password').fill(who.password);
  await page.getByTestId('close-store-submit').click();
  const confirm = page.getByRole('dialog').filter({ hasText: `Close ${who.storeName}?` });
  await expect(confirm).toBeVisible();
  await a11y(page);
  await confirm.getByRole('button', { name: 'Close store' }).click();

  await expect(page).toHaveURL(/\/select-store$/);
  await page.getByRole('tab', { name: 'Closed stores' }).click();
  const card = page.locator('[data-testid^="shop-card-"]').filter({ hasText: who.storeName });
  await expect(card).toContainText('Closed on');
  await a11y(page);
  await card.getByRole('button', { name: 'Re-open' }).click();

  await expect(page).toHaveURL(/\/open-store\?id=\d+$/);
  await expect(page.getByRole('heading', { name: 'Re-open store' })).toBeVisible();
  await a11y(page);
  await page.getByTestId('open-store-submit').click();
  await expect(page.getByTestId('open-store-password')).toHaveAttribute('aria-invalid', 'true');
  await page.getByTestId('open-store-password').fill('Wrong12345');
  await page.getByTestId('open-store-submit').click();
  await expect(page.getByTestId('open-store-password')).toHaveAttribute('aria-invalid', 'true');
  await a11y(page);
  await page.getByTestId('open-store-password').fill(who.password);
  await page.getByTestId('open-store-submit').click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('banner')).toContainText(who.storeName);
  await expect(page.getByTestId('home-setup-steps')).toBeVisible();
  await a11y(page);
});

test('[ACCOUNTS] without a mail server the code screen links to the local outbox, which holds the code', async ({
  page,
  stack,
  a11y,
}) => {
  // A server of its own without SMTP_URL (the e2e stack has a mail server), on the stack's chain,
  // listening on loopback only: it serves the local outbox page (issue 22 "Local mode").
  const local = await startAppServer({ RPC_URL_LOCAL: stack.rpcUrl, LOG_LEVEL: 'info' });
  try {
    const who = newIdentity();
    await page.goto(`${local.url}/register`);
    await page.getByTestId('register-email').fill(who.email);
    await page.getByTestId('register-username').fill(who.username);
    await page.getByTestId('register-password').fill(who.password);
    await page.getByTestId('register-password-confirm').fill(who.password);
    await page.getByTestId('register-agree').check();
    await page.getByTestId('register-submit').click();

    await expect(page.getByTestId('code-outbox-notice')).toContainText(
      'the code is kept in the local outbox instead of being emailed',
    );
    await a11y(page);
    // The notice is true: the outbox page it links to shows the mail with its code.
    const [outbox] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('link', { name: 'Open the local outbox' }).click(),
    ]);
    await expect(outbox.getByRole('heading', { name: 'Local outbox' })).toBeVisible();
    const mail = outbox.locator('article', { hasText: who.email }).first();
    const code = (await mail.locator('pre').innerText()).match(/\b(\d{6})\b/)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    await outbox.close();
    await page.getByTestId('code-input').fill(code!);
    await page.getByTestId('code-submit').click();
    await expect(page.getByTestId('store-name')).toBeVisible();
  } finally {
    await local.stop();
  }
});
