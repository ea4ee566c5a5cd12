import { deployTestErc20 } from '@mintfront/contracts';
import { createPublicClient, createWalletClient, http } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { foundry } from 'viem/chains';
import { expect, test } from '../support/fixtures.ts';
import { GREEN_PNG, signedInOwner } from '../support/owner.ts';

// anvil's seventh dev account (public knowledge) deploys the token: the server's operator is the
// first, so the two never race for a nonce.
const DEPLOYER = mnemonicToAccount('test test test test test test test test test test test junk', {
  addressIndex: 6,
});

async function deployToken(rpcUrl: string, name: string, symbol: string) {
  const transport = http(rpcUrl);
  const wallet = createWalletClient({ chain: foundry, transport, account: DEPLOYER });
  return deployTestErc20(wallet, createPublicClient({ chain: foundry, transport }), name, symbol);
}

test('[TOKENS] a real ERC-20 is verified on chain, a wrong symbol names the real one; on the local chain it is Active at once, then made the default and deactivated', async ({
  page,
  request,
  stack,
  a11y,
}) => {
  const address = await deployToken(stack.rpcUrl, 'Mintfront Dollar', 'MFD');
  await signedInOwner(page, request, stack.mailbox.codeFor);
  await page.goto('/Settings/token');
  await expect(page.getByRole('heading', { name: 'Payment tokens' })).toBeVisible();
  await expect(page.getByRole('navigation')).toContainText('Payment tokens');
  await a11y(page);

  await page.getByTestId('token-create').click();
  await page.getByTestId('token-symbol').fill('USDT');
  await page.getByTestId('token-name').fill('Mintfront Dollar');
  await page.getByTestId('token-address').fill(address.toLowerCase());
  await page.getByTestId('token-verify').click();
  const symbolItem = page
    .locator('.ant-form-item')
    .filter({ has: page.getByTestId('token-symbol') });
  await expect(symbolItem.locator('.ant-form-item-explain-error')).toHaveText(
    'The token at this address has the symbol MFD',
  );
  await expect(page.getByTestId('token-verified')).toBeHidden();
  await a11y(page);

  await page.getByTestId('token-symbol').fill('mfd');
  await page.getByTestId('token-verify').click();
  await expect(page.getByTestId('token-verified')).toHaveText(
    'Found on chain: Mintfront Dollar (MFD), 18 decimals',
  );
  await expect(symbolItem.locator('.ant-form-item-explain-error')).toHaveCount(0);
  await page
    .getByTestId('token-icon')
    .locator('input[type="file"]')
    .setInputFiles({ name: 'mfd.png', mimeType: 'image/png', buffer: GREEN_PNG });
  await expect(page.getByTestId('token-icon-value').locator('img')).toHaveAttribute(
    'src',
    /^\/api\/files\/.+\.png$/,
  );
  await a11y(page);
  await page.getByTestId('token-save').click();
  // The local development chain needs no platform review (docs/decisions.md).
  await expect(
    page.getByText('Token verified and active: the local development chain needs no review'),
  ).toBeVisible();

  const row = page.getByTestId('token-table').getByRole('row', { name: /MFD/ });
  await expect(row).toContainText('Active');
  await expect(row).toContainText('Mintfront Dollar');
  await expect(row.getByRole('img', { name: 'MFD' })).toHaveJSProperty('complete', true);
  await a11y(page);

  // The state filter: an Active token is not among the ones In Review.
  await page.getByTestId('token-status-filter').click();
  await page.locator('.ant-select-item-option[title="In Review"]').click();
  await expect(row).toBeHidden();
  await page.getByTestId('token-status-filter').click();
  await page.locator('.ant-select-item-option[title="Active"]').click();
  await expect(row).toBeVisible();

  // One default; deactivating asks first and ends the default.
  await row.getByRole('button', { name: 'Set as default MFD' }).click();
  await expect(row).toContainText('Default');
  await row.getByRole('button', { name: 'Deactivate MFD' }).click();
  await page.getByRole('button', { name: 'Deactivate', exact: true }).click();
  await page.getByTestId('token-status-filter').click();
  await page.locator('.ant-select-item-option[title="Inactive"]').click();
  await expect(row).toContainText('Inactive');
  await expect(row).not.toContainText('Default');
  await a11y(page);
});
