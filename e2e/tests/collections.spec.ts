import { privateKeyToAccount } from 'viem/accounts';
import { expect, test } from '../support/fixtures.ts';
import { GREEN_PNG as LOGO_PNG, signedInOwner } from '../support/owner.ts';
import { injectWallet } from '../support/wallet.ts';

// anvil's fifth dev key (public knowledge): the store owner's wallet in the injected provider.
const account = privateKeyToAccount(
  '0x47e179ec197488593b187f80a00eb0da91f1b9d0b13f8733639f19c30a34926a',
);

test('[COLLECTIONS] the owner binds a wallet, creates a collection with a logo and sees it go Processing → Unverified', async ({
  page,
  request,
  stack,
  a11y,
}) => {
  await injectWallet(page, account);
  await signedInOwner(page, request, stack.mailbox.codeFor);

  // Bind the store wallet: it becomes the owner of the contracts of new collections.
  await page.goto('/Settings/general');
  await expect(page.getByTestId('bound-wallet')).toHaveText('No wallet bound yet.');
  await page.getByTestId('bind-wallet').click();
  await page.getByTestId('wallet-option').click();
  await expect(page.getByTestId('bound-wallet')).toContainText(account.address);

  await page.getByRole('navigation').getByRole('link', { name: 'Collections' }).click();
  await expect(page.getByRole('heading', { name: 'Collections' })).toBeVisible();
  await a11y(page);

  await page.getByTestId('collection-create').click();
  await expect(page).toHaveURL(/\/Collection\/CreatCollection$/);
  await page.getByTestId('collection-name').fill('Green posters');
  await page.getByTestId('collection-title').fill('Green Posters');
  await page.getByTestId('collection-symbol').fill('GRN');
  await page.getByTestId('collection-royalties').fill('7.5');
  await expect(page.getByTestId('collection-logo-rules')).toHaveText(
    'Accepted: JPG, PNG, GIF, SVG · up to 3.0 MB',
  );
  await page
    .getByTestId('collection-logo')
    .locator('input[type="file"]')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: LOGO_PNG });
  await expect(page.getByTestId('collection-logo-value').locator('img')).toHaveAttribute(
    'src',
    /^\/api\/files\/[0-9a-f]{2}\/[0-9a-f]{2}\/[0-9a-f]{64}\.png$/,
  );
  await a11y(page);

  const created = page.waitForResponse(
    (r) => r.url().endsWith('/api/contracts') && r.request().method() === 'POST',
  );
  await page.getByTestId('collection-submit').click();
  const answer = (await (await created).json()) as {
    statusCode: number;
    data: { id: number; status: number };
  };
  expect(answer.statusCode).toBe(0);
  expect(answer.data.status).toBe(0); // Processing until the receipt
  await expect(page).toHaveURL(new RegExp(`/Collection/CollectionDetail/${answer.data.id}$`));

  await expect(page.getByTestId('collection-status')).toHaveText('Unverified', { timeout: 60_000 });
  await expect(page.getByTestId('collection-address')).toHaveText(/^0x[0-9a-fA-F]{40}$/);
  await expect(page.getByTestId('collection-tx')).toHaveText(/^0x[0-9a-f]{64}$/);
  await a11y(page);

  // The list shows it with its logo, type, status and source.
  await page.getByRole('link', { name: 'Back to collections' }).click();
  const row = page.getByTestId('collection-table').getByRole('row', { name: /Green posters/ });
  await expect(row).toContainText('GRN');
  await expect(row).toContainText('ERC-721');
  await expect(row).toContainText('Unverified');
  await expect(row).toContainText('Created');
  await expect(row.getByRole('img', { name: 'Green posters' })).toHaveJSProperty('complete', true);
});

test('[COLLECTIONS] importing an address that is not an NFT contract is refused with E68', async ({
  page,
  request,
  stack,
  a11y,
}) => {
  await signedInOwner(page, request, stack.mailbox.codeFor);
  await page.goto('/Collection');
  await page.getByTestId('collection-import').click();
  // An account with no code: nothing answers ERC-165.
  await page.getByTestId('collection-import-address').fill(account.address);
  await page.getByTestId('collection-import-submit').click();
  await expect(
    page.getByText('Cannot verify the collection: not an ERC-721 or ERC-1155 contract'),
  ).toBeVisible();
  await a11y(page);
});
