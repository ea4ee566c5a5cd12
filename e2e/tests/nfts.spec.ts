import type { NftDetail } from '@mintfront/domain';
import { expect, test } from '../support/fixtures.ts';
import { category, deployedCollection, pageApi } from '../support/catalogue.ts';
import { GREEN_PNG, signedInOwner } from '../support/owner.ts';

test('[NFTS] create an NFT with an image and attributes and see it minted', async ({
  page,
  request,
  stack,
  a11y,
}) => {
  await signedInOwner(page, request, stack.mailbox.codeFor);
  // Seeded through the API: the collection journey has its own spec (collections.spec.ts).
  const api = await pageApi(page, request);
  const collection = await deployedCollection(api, 'Moon posters');
  await category(api, 'Posters');

  await page.goto('/NFT/CreatedNFT');
  await page.getByTestId('nft-create').click();
  await expect(page).toHaveURL(/\/single$/);
  await expect(page.getByRole('heading', { name: 'Create NFT' })).toBeVisible();
  await a11y(page);

  await expect(page.getByTestId('nft-content-rules')).toHaveText(
    'Accepted: JPG, PNG, GIF, SVG, MP4, WEBM, MP3, WAV, OGG, GLB · up to 100 MB',
  );
  await page
    .getByTestId('nft-content')
    .locator('input[type="file"]')
    .setInputFiles({ name: 'moon.png', mimeType: 'image/png', buffer: GREEN_PNG });
  await expect(page.getByTestId('nft-content-value').locator('img')).toHaveAttribute(
    'src',
    /^\/api\/files\/[0-9a-f]{2}\/[0-9a-f]{2}\/[0-9a-f]{64}\.png$/,
  );
  await page.getByRole('combobox', { name: 'Collection' }).click();
  await page.getByTitle('Moon posters').click();
  await page.getByTestId('nft-title').fill('Full moon');
  await page.getByRole('combobox', { name: 'Category' }).click();
  await page.getByTitle('Posters', { exact: true }).click();
  await page.keyboard.press('Escape');
  await page.getByTestId('nft-copies').fill('2');

  // Attributes sit behind "more options"; each kind is edited in its dialog.
  await page.getByTestId('nft-more-toggle').click();
  await page.getByTestId('attr-properties-open').click();
  await page.getByTestId('attr-properties-name-1').fill('Colour');
  await page.getByTestId('attr-properties-save').click();
  // Save refuses a row with an empty field and says so.
  await expect(page.getByTestId('attr-properties-error-1')).toHaveText(
    'Properties: fill in every field of the row',
  );
  await page.getByTestId('attr-properties-value-1').fill('Green');
  await page.getByTestId('attr-properties-save').click();
  await expect(page.getByTestId('attr-properties-rows')).toHaveText('Colour: Green');
  await page.getByTestId('attr-levels-open').click();
  await page.getByTestId('attr-levels-name-1').fill('Brightness');
  await page.getByTestId('attr-levels-save').click();
  await expect(page.getByTestId('attr-levels-rows')).toHaveText('Brightness 3 of 5');

  // The live preview shows the content and the name as typed.
  const preview = page.getByTestId('nft-preview');
  await expect(preview.getByRole('img', { name: 'Full moon' })).toHaveJSProperty('complete', true);
  await expect(page.getByTestId('nft-preview-name')).toHaveText('Full moon');
  await a11y(page);

  const created = page.waitForResponse(
    (r) => r.url().endsWith('/api/tokens') && r.request().method() === 'POST',
  );
  await page.getByTestId('nft-submit').click();
  const answer = (await (await created).json()) as {
    statusCode: number;
    data: { id: number; status: number };
  };
  expect(answer.statusCode).toBe(0);
  expect(answer.data.status).toBe(5); // Minting until the receipt
  await expect(page).toHaveURL(new RegExp(`/specifics\\?id=${answer.data.id}$`));

  // The detail page follows the mint on the local chain.
  await expect(page.getByTestId('nft-status')).toHaveText('Off Sale', { timeout: 60_000 });
  await expect(page.getByTestId('nft-heading')).toHaveText('Full moon');
  await expect(page.getByTestId('nft-minted')).toHaveText('2 / 2');
  await expect(page.getByTestId('nft-chain').getByRole('row', { name: /Token ID/ })).toContainText(
    /Token ID\s*\d+/,
  );
  await expect(page.getByTestId('nft-tx')).toHaveText(/^0x[0-9a-f]{64}$/);
  await a11y(page);

  // What the server holds: the attrs shapes of spec doc 1 §3, and the chain's count.
  const nft = await api.get<NftDetail>(`/api/tokens/${answer.data.id}`);
  expect(nft).toMatchObject({
    title: 'Full moon',
    contract_id: collection.id,
    contract_address: collection.address,
    copies: 2,
    royalties: 10,
    rank: 1,
  });
  expect(nft.attrs).toEqual({
    properties: [['Colour', 'Green']],
    levels: [['Brightness', 3, 5]],
    stats: [],
    boosts: [],
    date: [],
  });
  expect(nft.token_id).toMatch(/^\d+$/);
  expect(nft.chain?.minted).toBe(2);
});
