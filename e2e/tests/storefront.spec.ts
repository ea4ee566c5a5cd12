import { expect, test } from '../support/fixtures.ts';
import {
  category,
  deployedCollection,
  mintedNft,
  pageApi,
  publishStore,
  storeUrl,
} from '../support/catalogue.ts';
import { signedInOwner } from '../support/owner.ts';

test('[STOREFRONT] a published store shows its minted NFTs on its own host, server-rendered and hydrated', async ({
  page,
  request,
  stack,
  a11y,
}) => {
  const errors: string[] = [];
  page.on('console', (m) => void (m.type() === 'error' && errors.push(m.text())));
  page.on('pageerror', (e) => errors.push(e.message));

  await signedInOwner(page, request, stack.mailbox.codeFor);
  const api = await pageApi(page, request);
  const shop = await api.get<{ subdomain: string; name: string }>('/api/shop/info');
  const collection = await deployedCollection(api, 'Harbour lights', 1);
  const sea = await category(api, 'Sea');
  await mintedNft(page, request, api, {
    title: 'Harbour at dusk',
    contract_id: collection.id,
    category: String(sea.classificationId),
    copies: 1,
    rank: 1,
    description: 'The last boat home.',
  });
  const store = storeUrl(stack.url, shop.subdomain);

  // Unpublished: visitors do not see the NFTs.
  const closed = await page.goto(`${store}/`);
  expect(closed?.status()).toBe(403);
  await expect(page.getByRole('heading', { name: 'This store is not open yet.' })).toBeVisible();
  await expect(page.getByText('Harbour at dusk')).toHaveCount(0);

  errors.length = 0; // the 403 of the password page is logged as a failed load
  await publishStore(api);
  const home = await page.goto(`${store}/`);
  expect(home?.status()).toBe(200);
  await expect(page).toHaveTitle(shop.name);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(page.getByRole('link', { name: shop.name })).toBeVisible();
  await a11y(page);

  await page.getByRole('link', { name: /Harbour at dusk/ }).click();
  await expect(page.getByRole('heading', { name: 'Harbour at dusk' })).toBeVisible();
  await expect(page.getByText('The last boat home.')).toBeVisible();
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
    'content',
    `Harbour at dusk · ${shop.name}`,
  );
  await a11y(page);

  await page.getByRole('link', { name: 'Harbour lights' }).click();
  await expect(page.getByRole('heading', { name: 'Harbour lights' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Harbour at dusk/ })).toBeVisible();
  await a11y(page);

  // The same store under /s/{subdomain}/ on the main host.
  await page.goto(`/s/${shop.subdomain}/`);
  await expect(page.getByRole('link', { name: /Harbour at dusk/ })).toHaveAttribute(
    'href',
    new RegExp(`^/s/${shop.subdomain}/nft/\\d+$`),
  );
  expect(errors).toEqual([]);
});
