import { expect, newIdentity, test } from '../support/fixtures.ts';
import { invitationLinkFor } from '../support/invitation.ts';
import { signedInOwner } from '../support/owner.ts';

test('[TEAM] the owner invites a collaborator who accepts from the mailed link and sees only the permitted menu', async ({
  page,
  request,
  browser,
  stack,
  a11y,
}) => {
  const owner = await signedInOwner(page, request, stack.mailbox.codeFor);
  const artist = { ...newIdentity(), email: `artist-${Date.now().toString(36)}@example.com` };

  // The owner opens Settings → Team from the side menu (Settings is closed on the home, issue 22).
  await page.goto('/home');
  const ownerNav = page.getByRole('navigation');
  await expect(ownerNav.getByRole('link', { name: 'Team' })).toBeHidden();
  await ownerNav.getByRole('menuitem', { name: 'Settings' }).click();
  await ownerNav.getByRole('link', { name: 'Team' }).click();
  await expect(page).toHaveURL(/\/Settings\/team$/);
  await expect(page.getByRole('heading', { name: 'Team' })).toBeVisible();
  await a11y(page);

  // The form refuses, before anything is sent, the owner's own e-mail and a store fee over 50 %.
  let invitesSent = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/api/collaborators')) invitesSent += 1;
  });
  await page.getByTestId('collaborator-invite').click();
  const dialog = page.getByRole('dialog', { name: 'Invite a collaborator' });
  await dialog.getByTestId('collaborator-email').fill(owner.email);
  await dialog.getByTestId('collaborator-fee').fill('50.01');
  await dialog.getByTestId('collaborator-save').click();
  await expect(
    dialog.getByText("A collaborator's e-mail cannot be the store owner's"),
  ).toBeVisible();
  await expect(dialog.getByText('Store fee is 0% to 50% with at most 2 decimals')).toBeVisible();
  await a11y(page);
  expect(invitesSent).toBe(0);

  // Only "View collections": uncheck the default set, tick that one box.
  await dialog.getByTestId('collaborator-email').fill(artist.email);
  await dialog.getByTestId('collaborator-fee').fill('12.5');
  for (const box of await dialog
    .getByTestId('collaborator-permissions')
    .getByRole('checkbox')
    .all())
    await box.setChecked(false);
  await dialog.getByRole('checkbox', { name: 'View collections' }).check();
  const since = Date.now();
  const invited = page.waitForResponse(
    (r) => r.url().endsWith('/api/collaborators') && r.request().method() === 'POST',
  );
  await dialog.getByTestId('collaborator-save').click();
  const answer = (await (await invited).json()) as {
    statusCode: number;
    data: { id: number; allows: number };
  };
  expect(answer.statusCode).toBe(0);
  expect(answer.data.allows).toBe(2);
  await expect(page.getByTestId(`collaborator-state-${answer.data.id}`)).toHaveText('Inviting');
  await expect(page.getByTestId('collaborator-table')).toContainText('12.5%');

  // The mail reached the real SMTP server; the link opens this console.
  const link = await invitationLinkFor(stack.mailbox.mails, artist.email, since);
  const invitePath = new URL(link).pathname + new URL(link).search;
  expect(invitePath).toMatch(/^\/invite\?token=/);

  // The artist, signed out in a browser of their own, opens the link and signs up with that address.
  const context = await browser.newContext({ baseURL: stack.url });
  const guest = await context.newPage();
  await guest.goto(invitePath);
  await expect(guest.getByRole('heading', { name: 'Collaboration invitation' })).toBeVisible();
  await a11y(guest);
  await guest.getByTestId('invite-sign-up').click();
  await expect(guest).toHaveURL(/\/register\?redirect=%2Finvite%3Ftoken%3D/);
  await guest.getByTestId('register-email').fill(artist.email);
  await guest.getByTestId('register-username').fill(artist.username);
  await guest.getByTestId('register-password').fill(artist.password);
  await guest.getByTestId('register-password-confirm').fill(artist.password);
  await guest.getByTestId('register-agree').check();
  const codeSince = Date.now();
  await guest.getByTestId('register-submit').click();
  await guest.getByTestId('code-input').fill(await stack.mailbox.codeFor(artist.email, codeSince));
  await guest.getByTestId('code-submit').click();

  // Back on the link, signed in: the invitation is accepted.
  await expect(guest.getByTestId('invite-joined')).toHaveText(`You joined ${owner.storeName}`);
  await a11y(guest);
  await guest.getByTestId('invite-joined-stores').click();
  await expect(guest).toHaveURL(/\/select-store\?tab=joined$/);
  await guest.getByRole('button', { name: `Open ${owner.storeName}` }).click();
  await expect(guest).toHaveURL(/\/home$/);

  // Only the entries of mask 2 (and those open to every member) are in the menu.
  const nav = guest.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Collections' })).toBeVisible();
  await nav.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(nav.getByRole('link')).toHaveText(['Home', 'Collections', 'General', 'Categories']);
  for (const hidden of ['Discounts', 'Payout groups', 'Whitelists', 'Team'])
    await expect(nav.getByRole('link', { name: hidden })).toHaveCount(0);
  await a11y(guest);

  // A route outside the mask, typed in the address bar, is not shown; the owner-only Team page neither.
  await guest.goto('/Discount');
  await expect(guest.getByText('No permission')).toBeVisible();
  await expect(guest.getByRole('heading', { name: 'Discounts' })).toHaveCount(0);
  await guest.goto('/Settings/team');
  await expect(guest.getByText('No permission')).toBeVisible();
  await guest.goto('/Collection');
  await expect(guest.getByRole('heading', { name: 'Collections' })).toBeVisible();

  // The server refuses the calls as well.
  const session = await guest.evaluate(() => ({
    token: localStorage.getItem('Token'),
    uid: localStorage.getItem('uid'),
    shopId: localStorage.getItem('shopId'),
  }));
  const headers = {
    Authorization: `Bearer ${session.token}`,
    'X-User-Id': String(session.uid),
    'X-Shop-Id': String(session.shopId),
  };
  expect((await (await request.get('/api/discounts', { headers })).json()).statusCode).toBe(40300);
  expect((await (await request.get('/api/collaborators', { headers })).json()).statusCode).toBe(
    40300,
  );
  expect((await (await request.get('/api/contracts', { headers })).json()).statusCode).toBe(0);
  await context.close();

  // The owner now sees the artist as Joined.
  await page.reload();
  await expect(page.getByTestId(`collaborator-state-${answer.data.id}`)).toHaveText('Joined');
});
