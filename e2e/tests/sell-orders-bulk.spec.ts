import { expect, test } from '../support/fixtures.ts';
import { category, deployedCollection, mintedNft, pageApi } from '../support/catalogue.ts';
import { signedInOwner } from '../support/owner.ts';
import { xlsxRows } from '../support/xlsx-file.ts';

test('[SELL ORDERS] an owner lists two NFTs from an XLSX file: the refused row is shown by line, the valid ones become sell orders', async ({
  page,
  request,
  stack,
  a11y,
}) => {
  await signedInOwner(page, request, stack.mailbox.codeFor);
  const api = await pageApi(page, request);
  const collection = await deployedCollection(api, 'Harbour prints', 1);
  const art = await category(api, 'Art');
  const ids: number[] = [];
  for (const title of ['Harbour dawn', 'Harbour dusk'])
    ids.push(
      await mintedNft(page, request, api, {
        title,
        contract_id: collection.id,
        category: String(art.classificationId),
        copies: 1,
        rank: 1,
      }),
    );
  // Line 3 asks a price of 0, which spec doc 2 §5 refuses.
  const file = xlsxRows([
    ['goods_id', 'quantity', 'price'],
    [ids[0]!, 1, '0.25'],
    [ids[1]!, 1, '0'],
    [ids[1]!, 1, '0.4'],
  ]);

  await page.goto('/CreateMultipleSellOrders');
  await page.getByRole('tab', { name: 'Upload a file' }).click();
  await expect(page.getByText('goods_id (the NFT id, required)', { exact: false })).toBeVisible();
  await page.locator('input[type="file"]').setInputFiles({
    name: 'sell-orders.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: file,
  });
  await page.getByTestId('bulk-file-submit').click();
  await expect(page.getByTestId('bulk-file-checked')).toHaveText(
    '2 of 3 rows can be created; the lines below will be left out',
  );
  const report = page.getByTestId('bulk-file-report');
  await expect(report.getByRole('row').nth(1)).toContainText('3');
  await expect(report.getByRole('row').nth(1)).toContainText('price');
  await a11y(page);
  // Nothing was created by the check.
  expect((await api.get<{ total: number }>('/api/sales')).total).toBe(0);

  await page.getByTestId('bulk-file-create').click();
  await expect(page).toHaveURL(/\/SellOrder$/, { timeout: 60_000 });
  const table = page.getByTestId('sale-table');
  await expect(table.getByRole('link', { name: /Harbour dawn/ })).toBeVisible();
  await expect(table.getByRole('link', { name: /Harbour dusk/ })).toBeVisible();
  await expect(table).toContainText('0.25');
  await expect(table).toContainText('0.4');
  expect((await api.get<{ total: number }>('/api/sales')).total).toBe(2);
});
