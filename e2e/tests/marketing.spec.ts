import { expect, test } from '../support/fixtures.ts';
import { pageApi, publishStore, storeUrl } from '../support/catalogue.ts';
import { GREEN_PNG, signedInOwner } from '../support/owner.ts';

test('[MARKETING] the owner sets the SEO title, description and favicon, and the store’s head shows them', async ({
  page,
  request,
  stack,
  a11y,
}) => {
  await signedInOwner(page, request, stack.mailbox.codeFor);
  const api = await pageApi(page, request);
  const shop = await api.get<{ subdomain: string }>('/api/shop/info');
  await publishStore(api);

  await page.goto('/Marketing/General');
  await expect(page.getByRole('heading', { name: 'Marketing', level: 1 })).toBeVisible();
  await a11y(page);

  // Checked before sending: the tracking ID's form (spec doc 2 §5).
  await page.getByTestId('analytics-tracking-id').fill('G-12345');
  await page.getByTestId('analytics-save').click();
  await expect(page.getByText(/Invalid tracking ID: use the form UA-xxxx-y/)).toBeVisible();
  await page.getByTestId('analytics-tracking-id').fill('UA-12345678-1');
  await page.getByTestId('analytics-save').click();
  await expect(page.getByText('Settings saved')).toBeVisible();

  await page.getByTestId('seo-title').fill('Harbour Lights Gallery');
  await page
    .getByTestId('seo-description')
    .fill('Night paintings of the harbour, minted on chain.');
  await page
    .getByTestId('seo-favicon')
    .locator('input[type="file"]')
    .setInputFiles({ name: 'favicon.png', mimeType: 'image/png', buffer: GREEN_PNG });
  await expect(page.getByTestId('seo-favicon-value').locator('img')).toBeVisible();
  await page.getByTestId('seo-save').click();
  await expect(page.getByText('Settings saved').last()).toBeVisible();

  await page.goto(`${storeUrl(stack.url, shop.subdomain)}/`);
  await expect(page).toHaveTitle('Harbour Lights Gallery');
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
    'content',
    'Harbour Lights Gallery',
  );
  await expect(page.locator('meta[property="og:description"]')).toHaveAttribute(
    'content',
    'Night paintings of the harbour, minted on chain.',
  );
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', /\/api\/files\/.+\.png$/);
});
