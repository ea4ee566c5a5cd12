import { expect, test } from '../support/fixtures.ts';
import { pageApi, storeUrl } from '../support/catalogue.ts';
import { signedInOwner } from '../support/owner.ts';

// The console at its PUBLIC_URL (http://localhost:<port>): the storefront lets only that exact
// origin frame it and talk to its preview (ARCHITECTURE.md "Selling and the storefront").
test.use({ baseURL: async ({ stack }, use) => use(stack.url.replace('127.0.0.1', 'localhost')) });

/** A CSS variable of the page's root, as the browser computes it. */
const cssVar = (name: string) => {
  // Runs in the page (the e2e project has no DOM types).
  const w = globalThis as unknown as {
    document: { documentElement: unknown };
    getComputedStyle: (e: unknown) => { getPropertyValue: (n: string) => string };
  };
  return w.getComputedStyle(w.document.documentElement).getPropertyValue(name).trim();
};

test('[APPEARANCE] an owner edits the theme with a live preview, undoes, saves, publishes and sees it on the store', async ({
  page,
  request,
  stack,
  a11y,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await signedInOwner(page, request, stack.mailbox.codeFor);
  const api = await pageApi(page, request);
  const shop = await api.get<{ subdomain: string; name: string }>('/api/shop/info');

  await page.goto('/Appearance/Theme');
  await expect(page.getByRole('heading', { name: 'Theme', level: 1 })).toBeVisible();
  await a11y(page);
  const themes = await api.get<{ list: { id: number }[] }>('/api/themes');
  await page.getByTestId(`theme-${themes.list[0]!.id}-edit`).click();

  // The storefront in preview mode, in a frame that said it listens.
  const frame = page.frameLocator('[data-testid="theme-preview"]');
  await expect(page.getByTestId('theme-preview')).toHaveAttribute('data-ready', 'true');
  await expect(frame.getByRole('heading', { name: shop.name })).toBeVisible();

  // An edit shows in the preview before anything is saved.
  await page.getByTestId('section-title-edit').click();
  await page.getByTestId('section-title-title').fill('Moonlit harbour');
  await expect(frame.getByRole('heading', { name: 'Moonlit harbour' })).toBeVisible();
  await expect(page.getByTestId('theme-unsaved')).toBeVisible();
  const saved = await api.get<{ sectionConfig: Record<string, { title?: string }> }>(
    `/api/themes/themeConfig/${themes.list[0]!.id}`,
  );
  expect(saved.sectionConfig.title!.title).toBe(shop.name);

  // Undo takes it back, in the preview too; redo brings it again.
  await page.getByTestId('theme-undo').click();
  await expect(frame.getByRole('heading', { name: shop.name })).toBeVisible();
  await expect(page.getByTestId('theme-unsaved')).toHaveCount(0);
  await page.getByTestId('theme-redo').click();
  await expect(frame.getByRole('heading', { name: 'Moonlit harbour' })).toBeVisible();

  // A colour of the light mode, seen in the preview as its CSS variable.
  await page.getByRole('tab', { name: 'Colours' }).click();
  await page.getByTestId('mode-light').click();
  await page.getByTestId('color-light-primary').fill('#aa2200');
  await expect
    .poll(() => page.frame({ url: /preview=1/ })!.evaluate(cssVar, '--mf-primary'))
    .toBe('#aa2200');

  await page.getByTestId('theme-save').click();
  await expect(page.getByText('Theme saved')).toBeVisible();
  await expect(page.getByTestId('theme-unsaved')).toHaveCount(0);
  await page.getByTestId('theme-publish').click();
  await page.getByTestId('publish-save').click();
  await expect(page.getByText('Store published: visitors see this theme')).toBeVisible();

  // The store on its own host shows the saved section and colour.
  await page.goto(`${storeUrl(stack.url, shop.subdomain)}/`);
  await expect(page.getByRole('heading', { name: 'Moonlit harbour' })).toBeVisible();
  expect(await page.evaluate(cssVar, '--mf-primary')).toBe('#aa2200');
  await a11y(page);
  expect(errors).toEqual([]);
});

test('[APPEARANCE] a page with a script renders without it, and an unpublished store asks for its password', async ({
  page,
  request,
  stack,
}) => {
  await signedInOwner(page, request, stack.mailbox.codeFor);
  const api = await pageApi(page, request);
  const shop = await api.get<{ subdomain: string }>('/api/shop/info');

  await page.goto('/Appearance/Pages/create');
  await page.getByTestId('page-title').fill('Shipping');
  const content = page.locator('[data-testid="page-content"][contenteditable]');
  await content.click();
  await content.pressSequentially('We ship worldwide.');
  await page.getByTestId('page-save').click();
  await expect(page.getByText('Page created')).toBeVisible();
  const pages = await api.get<{ list: { id: number }[] }>('/api/pages');
  const id = pages.list[0]!.id;
  // A script sent straight to the API is dropped by the server's sanitiser.
  await api.put(`/api/page/${id}`, {
    title: 'Shipping',
    content: '<p>We ship worldwide.</p><script>window.hacked = 1</script>',
  });

  // Unpublished with a password: visitors get the password page, then the store.
  const themes = await api.get<{ list: { id: number }[] }>('/api/themes');
  await page.goto('/Appearance/Theme');
  await page.getByTestId(`theme-${themes.list[0]!.id}-publish`).click();
  await page.getByText('Unpublished: visitors need a password').click();
  await page.getByTestId('publish-password').fill('harbour-key');
  await page.getByTestId('publish-message').fill('Opening soon');
  await page.getByTestId('publish-save').click();
  await expect(page.getByText('Store unpublished: visitors need the password')).toBeVisible();

  const store = storeUrl(stack.url, shop.subdomain);
  await page.goto(`${store}/page/${id}`);
  await expect(page.getByText('Opening soon')).toBeVisible();
  await page.getByLabel('Store password').fill('harbour-key');
  await page.getByRole('button', { name: 'Enter' }).click();
  await page.goto(`${store}/page/${id}`);
  await expect(page.getByText('We ship worldwide.')).toBeVisible();
  expect(await page.evaluate(() => (globalThis as { hacked?: number }).hacked)).toBeUndefined();
  expect(await page.locator('main script').count()).toBe(0);
});
