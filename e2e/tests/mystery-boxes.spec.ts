import { expect, test } from '../support/fixtures.ts';
import { category, deployedCollection, mintedNft, pageApi } from '../support/catalogue.ts';
import { GREEN_PNG, signedInOwner } from '../support/owner.ts';

test('[MYSTERY BOXES] build a box from a minted NFT and one made with Add content, land on its detail, see it minted in the box list', async ({
  page,
  request,
  stack,
  a11y,
}) => {
  await signedInOwner(page, request, stack.mailbox.codeFor);
  const api = await pageApi(page, request);
  const collection = await deployedCollection(api, 'Lucky boxes', 2);
  const prizes = await category(api, 'Prizes');
  await mintedNft(page, request, api, {
    title: 'Golden ticket',
    contract_id: collection.id,
    category: String(prizes.classificationId),
    copies: 3,
    rank: 2,
  });

  // The box list sits in the NFT menu group.
  await page.goto('/home');
  const nav = page.getByRole('navigation');
  if (!(await nav.getByRole('link', { name: 'Mystery boxes' }).isVisible()))
    await nav.getByRole('menuitem', { name: 'NFT' }).click();
  await nav.getByRole('link', { name: 'Mystery boxes' }).click();
  await expect(page.getByRole('heading', { name: 'Mystery boxes' })).toBeVisible();
  await a11y(page);

  await page.getByTestId('box-create').click();
  await expect(page).toHaveURL(/\/CreateMysteryBox$/);
  await expect(page.getByTestId('box-interface')).toHaveValue('ERC-1155');
  await expect(page.getByTestId('box-interface')).toBeDisabled();
  await expect(page.getByTestId('box-image-rules')).toHaveText(
    'Accepted: JPG, PNG, GIF, SVG · up to 100 MB',
  );
  await page
    .getByTestId('box-image')
    .locator('input[type="file"]')
    .setInputFiles({ name: 'box.png', mimeType: 'image/png', buffer: GREEN_PNG });
  await expect(page.getByTestId('box-image-value').locator('img')).toHaveAttribute(
    'src',
    /^\/api\/files\/[0-9a-f]{2}\/[0-9a-f]{2}\/[0-9a-f]{64}\.png$/,
  );
  await page.getByRole('combobox', { name: 'Collection' }).click();
  await page.getByTitle('Lucky boxes').click();
  await page.getByTestId('box-title').fill('Lucky box');
  await page.getByRole('combobox', { name: 'Category' }).click();
  await page.getByTitle('Prizes', { exact: true }).click();
  await page.keyboard.press('Escape');
  // The description is rich text (spec doc 1 §2), written with the pages' editor.
  const description = page.locator('[data-testid="box-description"][contenteditable]');
  await description.click();
  await page.getByRole('button', { name: 'Bold' }).click();
  await description.pressSequentially('Rare prizes');

  // Series content: pick the rank, then the NFTs of that rank.
  await page.getByTestId('box-add-content').click();
  await page.getByTestId('box-rank-2').click();
  await page.getByTestId('box-rank-next').click();
  const picker = page.getByTestId('box-picker-table');
  await picker.getByRole('checkbox', { name: 'Golden ticket' }).check();
  await expect(page.getByTestId('box-picker-count')).toHaveText('1 selected');
  await a11y(page);
  await page.getByTestId('box-picker-confirm').click();
  await expect(
    page.getByTestId('series-table').getByRole('row', { name: /Golden ticket/ }),
  ).toContainText('Rare');
  await expect(page.getByTestId('series-cap-0')).toHaveText('of 3');
  await page.getByTestId('series-max-0').click();
  await expect(page.getByTestId('series-quantity-0')).toHaveValue('3');
  await expect(page.getByTestId('box-total')).toHaveText('3');

  // Add content: an NFT made in the edit-NFT dialog is minted on the chain, then joins the series.
  await page.getByTestId('box-create-content').click();
  const dialog = page.getByRole('dialog', { name: 'Add content' });
  const openOptions = page.locator('.ant-select-dropdown:visible');
  await dialog
    .getByTestId('nft-content')
    .locator('input[type="file"]')
    .setInputFiles({ name: 'silver.png', mimeType: 'image/png', buffer: GREEN_PNG });
  await expect(dialog.getByTestId('nft-content-value').locator('img')).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Collection' }).click();
  await openOptions.getByTitle('Lucky boxes').click();
  await dialog.getByRole('combobox', { name: 'Category' }).click();
  await openOptions.getByTitle('Prizes', { exact: true }).click();
  await dialog.getByTestId('nft-title').fill('Silver ticket');
  await dialog.getByTestId('nft-edit-confirm').click();
  await expect(page.getByText(/Silver ticket was created and is being minted/)).toBeVisible();
  const silver = page.getByTestId('series-table').getByRole('row', { name: /Silver ticket/ });
  await expect(silver).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText('Silver ticket is minted and was added to the box.')).toBeVisible();
  await expect(page.getByTestId('series-quantity-1')).toHaveValue('1');
  await expect(page.getByTestId('box-total')).toHaveText('4');
  await a11y(page);

  const created = page.waitForResponse(
    (r) => r.url().endsWith('/api/boxes') && r.request().method() === 'POST',
  );
  await page.getByTestId('box-submit').click();
  const answer = (await (await created).json()) as {
    statusCode: number;
    data: { id: number; type: number; copies: number };
  };
  expect(answer.statusCode).toBe(0);
  expect(answer.data).toMatchObject({ type: 4, copies: 4 });
  await expect(page).toHaveURL(new RegExp(`/specifics\\?id=${answer.data.id}&purpose=2$`));
  await expect(page.getByTestId('nft-status')).toHaveText('Off Sale', { timeout: 60_000 });
  await expect(page.getByTestId('nft-description').locator('strong')).toHaveText('Rare prizes');

  // The list shows the box minted on the chain, none revealed yet.
  await page.goto('/NFT/MysteryBox');
  const row = page.getByTestId('box-table').getByRole('row', { name: /Lucky box/ });
  await expect(row).toContainText('Off Sale');
  await expect(row.getByRole('cell').nth(3)).toHaveText('4');
  await expect(page.getByTestId(`box-revealed-${answer.data.id}`)).toHaveText('0');
});
