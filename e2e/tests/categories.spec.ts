import { expect, test } from '../support/fixtures.ts';
import { GREEN_PNG as ICON_PNG, signedInOwner } from '../support/owner.ts';

test('[CATEGORIES] the owner creates a category with an icon uploaded through the upload field', async ({
  page,
  request,
  stack,
  a11y,
}) => {
  await signedInOwner(page, request, stack.mailbox.codeFor);
  await page.goto('/Settings/category');
  await expect(page.getByRole('heading', { name: 'Categories' })).toBeVisible();
  await a11y(page);

  await page.getByTestId('category-create').click();
  await page.getByTestId('category-name').fill('Posters');
  await expect(page.getByTestId('category-icon-rules')).toHaveText(
    'Accepted: JPG, PNG, GIF, SVG · up to 2.0 MB',
  );
  await page
    .getByTestId('category-icon')
    .locator('input[type="file"]')
    .setInputFiles({ name: 'posters.png', mimeType: 'image/png', buffer: ICON_PNG });
  await expect(page.getByTestId('category-icon-value').locator('img')).toHaveAttribute(
    'src',
    /^\/api\/files\/[0-9a-f]{2}\/[0-9a-f]{2}\/[0-9a-f]{64}\.png$/,
  );
  await a11y(page);
  await page.getByTestId('category-save').click();

  const row = page.getByTestId('category-table').getByRole('row', { name: /Posters/ });
  await expect(row).toBeVisible();
  // The list shows the icon's thumbnail (WebP, never enlarged), not the original.
  await expect(row.getByRole('img', { name: 'Posters' })).toHaveAttribute(
    'src',
    /^\/api\/files\/[0-9a-f]{2}\/[0-9a-f]{2}\/[0-9a-f]{64}\.thumb\.webp$/,
  );
  await expect(row.getByRole('img', { name: 'Posters' })).toHaveJSProperty('complete', true);
  expect(
    await row
      .getByRole('img', { name: 'Posters' })
      .evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth),
  ).toBe(64);
  await expect(page.getByRole('navigation')).toContainText('Categories');
  await a11y(page);
});

test('[CATEGORIES] a file of another type is refused by the upload field, naming the accepted types', async ({
  page,
  request,
  stack,
  a11y,
}) => {
  await signedInOwner(page, request, stack.mailbox.codeFor);
  await page.goto('/Settings/category');
  await page.getByTestId('category-create').click();
  // The name says PNG; the bytes are HTML: the server reads the bytes.
  await page
    .getByTestId('category-icon')
    .locator('input[type="file"]')
    .setInputFiles({
      name: 'icon.png',
      mimeType: 'image/png',
      buffer: Buffer.from('<!doctype html><script>alert(1)</script>'),
    });
  await expect(page.getByTestId('category-icon-error')).toHaveText(
    'This file type is not accepted. Accepted types: JPG, PNG, GIF, SVG',
  );
  await a11y(page);
});
