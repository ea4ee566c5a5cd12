import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { signedInOwner } from '../support/owner.ts';
import { xlsxColumnA } from '../support/xlsx-file.ts';

// Typing into a date-time picker changes the value only once its OK button confirms it (Enter would submit the form).
// The discount form's date fields take a typed date on Tab (no OK button: issue 22, DateTimeField).
const confirmPicker = (page: Page) => page.keyboard.press('Tab');

const WALLET_A = '0x' + 'a'.repeat(40);
const WALLET_B = '0x' + 'b'.repeat(40);

test('[PAYOUT] a payout group whose rates do not total 100% shows E76; at 100% it is saved', async ({
  page,
  request,
  stack,
  a11y,
}) => {
  await signedInOwner(page, request, stack.mailbox.codeFor);
  await page.goto('/Settings/payoutGroup');
  await expect(page.getByRole('heading', { name: 'Payout groups' })).toBeVisible();
  await expect(page.getByRole('navigation')).toContainText('Payout groups');
  await a11y(page);

  await page.getByTestId('payout-create').click();
  await page.getByTestId('payout-name').fill('Artists');
  await page.getByTestId('payee-0-name').fill('Alice');
  await page.getByTestId('payee-0-address').fill(WALLET_A);
  await page.getByTestId('payee-0-rate').fill('60');
  await page.getByTestId('payee-add').click();
  await page.getByTestId('payee-1-name').fill('Bob');
  await page.getByTestId('payee-1-address').fill(WALLET_B);
  await page.getByTestId('payee-1-rate').fill('33.33');
  await expect(page.getByTestId('payout-total')).toHaveText('Total: 93.33%');
  await a11y(page);
  await page.getByTestId('payout-save').click();
  await expect(page.getByTestId('payout-error')).toContainText('Payout total must be 100%');

  // The server refuses it too (E76), whatever the console lets through.
  const session = await page.evaluate(() => ({
    token: localStorage.getItem('Token'),
    shopId: localStorage.getItem('shopId'),
  }));
  const refused = await (
    await request.post('/api/payment/groups', {
      headers: { Authorization: `Bearer ${session.token}`, 'X-Shop-Id': String(session.shopId) },
      data: { name: 'Bad', payees: [{ name: 'A', address: WALLET_A, rate: '99.99' }] },
    })
  ).json();
  expect(refused.statusCode).toBe(41076);

  await page.getByTestId('payee-1-rate').fill('40');
  await expect(page.getByTestId('payout-total')).toHaveText('Total: 100.00%');
  await page.getByTestId('payout-default').click();
  await page.getByTestId('payout-save').click();
  const row = page.getByTestId('payout-table').getByRole('row', { name: /Artists/ });
  await expect(row).toContainText('Default');
  await expect(row).toContainText('2');
  await a11y(page);
});

test('[WHITELIST] a CSV or XLSX with a duplicate address is refused naming the line; a clean one fills the form', async ({
  page,
  request,
  stack,
  a11y,
}) => {
  await signedInOwner(page, request, stack.mailbox.codeFor);
  await page.goto('/Settings/whiteList');
  await expect(page.getByRole('heading', { name: 'Whitelists' })).toBeVisible();
  await a11y(page);

  await page.getByTestId('white-create').click();
  await page.getByTestId('white-name').fill('Early birds');
  const file = page.locator('.ant-modal input[type="file"]');
  await file.setInputFiles({
    name: 'list.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`address\n${WALLET_A}\n${WALLET_B}\n${WALLET_A}\n`),
  });
  await expect(page.locator('.ant-form-item-explain-error')).toContainText(
    /^Line 4: 0x[0-9a-fA-F]{40} is already on line 2$/,
  );
  await a11y(page);

  // The same list as an XLSX: column A of the first sheet, the duplicate named by its row.
  await file.setInputFiles({
    name: 'list.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: xlsxColumnA(['address', WALLET_A, WALLET_A]),
  });
  await expect(page.locator('.ant-form-item-explain-error')).toContainText(
    /^Line 3: 0x[0-9a-fA-F]{40} is already on line 2$/,
  );

  await file.setInputFiles({
    name: 'list.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`address\n${WALLET_A}\n${WALLET_B}\n`),
  });
  await expect(page.getByTestId('white-addresses')).toHaveValue(/0x[aA]{40}\n0x[bB]{40}/);
  await file.setInputFiles({
    name: 'list.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: xlsxColumnA(['Wallet', WALLET_B, WALLET_A]),
  });
  await expect(page.getByTestId('white-addresses')).toHaveValue(/^0x[bB]{40}\n0x[aA]{40}$/);
  await page.getByTestId('white-save').click();
  const row = page.getByTestId('white-table').getByRole('row', { name: /Early birds/ });
  await expect(row).toContainText('2');
  await a11y(page);
});

test('[DISCOUNT] end before start is refused before submit; a taken code shows E82 on the code field', async ({
  page,
  request,
  stack,
  a11y,
}) => {
  await signedInOwner(page, request, stack.mailbox.codeFor);
  await page.goto('/Discount');
  await expect(page.getByRole('heading', { name: 'Discount codes' })).toBeVisible();
  await a11y(page);

  await page.getByTestId('discount-create').click();
  await page.getByTestId('discount-code').fill('SPRING10');
  await page.getByTestId('discount-value').fill('10');
  await page.locator('#discount-start').fill('2030-05-02 10:00');
  await confirmPicker(page);
  await page.locator('#discount-end').fill('2030-05-01 10:00');
  await confirmPicker(page);
  await page.getByTestId('discount-save').click();
  await expect(page.getByText('The end cannot be before the start')).toBeVisible();
  await a11y(page);

  await page.locator('#discount-end').fill('2030-06-01 10:00');
  await confirmPicker(page);
  await page.getByTestId('discount-save').click();
  const row = page.getByTestId('discount-table').getByRole('row', { name: /SPRING10/ });
  await expect(row).toContainText('Scheduled');
  await page.getByTestId('discount-state-filter').click();
  await page.locator('.ant-select-item-option', { hasText: 'Expired' }).click();
  await expect(row).toBeHidden();

  await page.goto('/Discount/CreatDiscountCode');
  await page.getByTestId('discount-code').fill('spring10');
  await page.getByTestId('discount-value').fill('5');
  await page.getByTestId('discount-save').click();
  await expect(page.locator('.ant-form-item-explain-error')).toHaveText('Code exists');
});
