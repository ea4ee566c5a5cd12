import { createTestClient, http } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { foundry } from 'viem/chains';
import { expect, newIdentity, test } from '../support/fixtures.ts';
import { injectWallet } from '../support/wallet.ts';

// anvil's fourth dev key (public knowledge): the wallet the injected provider signs with.
const account = privateKeyToAccount(
  '0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6',
);

test('[WALLETS] signs in with an injected EIP-6963 wallet, creating the account on first use', async ({
  page,
  a11y,
}) => {
  await injectWallet(page, account);

  await page.goto('/login');
  await page.getByTestId('login-wallet').click();
  await expect(page.getByTestId('wallet-option')).toHaveText(/E2E Wallet/);
  await a11y(page);
  await page.getByTestId('wallet-option').click();
  await expect(page).toHaveURL(/\/select-store$/);
  expect(await page.evaluate(() => localStorage.getItem('Token'))).toBeTruthy();
});

test('[WALLETS] without a browser wallet the dialog says to install one (E11)', async ({
  page,
  a11y,
}) => {
  await page.goto('/login');
  await page.getByTestId('login-wallet').click();
  await expect(page.getByTestId('wallet-none')).toContainText('Please install a wallet');
  await a11y(page);
});

test('[WALLETS] a new wallet user signs in with the wallet, opens a store and sees a new collection go Processing → Unverified', async ({
  page,
  stack,
  a11y,
}) => {
  // A wallet never seen before: signing in creates its account, which has no store yet.
  await injectWallet(page, privateKeyToAccount(generatePrivateKey()));
  await page.goto('/login');
  await page.getByTestId('login-wallet').click();
  await page.getByTestId('wallet-option').click();
  await expect(page).toHaveURL(/\/select-store$/);

  const who = newIdentity();
  await page.getByTestId('create-store').click();
  await page.getByTestId('store-name').fill(who.storeName);
  await page.getByTestId('store-subdomain').fill(who.subdomain);
  await page.getByTestId('store-submit').click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('banner')).toContainText(who.storeName);

  await page.goto('/Collection/CreatCollection');
  await page.getByTestId('collection-name').fill('Wallet posters');
  await page.getByTestId('collection-title').fill('Wallet Posters');
  await page.getByTestId('collection-symbol').fill('WPS');
  await page.getByTestId('collection-royalties').fill('5');

  // The chain holds the deployment in its pool until told to mine, so Processing can be seen.
  const chain = createTestClient({ chain: foundry, mode: 'anvil', transport: http(stack.rpcUrl) });
  await chain.setAutomine(false);
  try {
    await page.getByTestId('collection-submit').click();
    await expect(page).toHaveURL(/\/Collection\/CollectionDetail\/\d+$/);
    await expect(page.getByTestId('collection-status')).toHaveText('Processing');
    await a11y(page);
    // The deployment job sent its transaction: mine it.
    await expect
      .poll(async () => Object.keys((await chain.getTxpoolContent()).pending).length, {
        timeout: 30_000,
      })
      .toBeGreaterThan(0);
    await chain.mine({ blocks: 1 });
  } finally {
    await chain.setAutomine(true);
  }
  await expect(page.getByTestId('collection-status')).toHaveText('Unverified', { timeout: 60_000 });
  await expect(page.getByTestId('collection-address')).toHaveText(/^0x[0-9a-fA-F]{40}$/);
});
