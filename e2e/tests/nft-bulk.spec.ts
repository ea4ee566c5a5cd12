import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { category, deployedCollection, pageApi } from '../support/catalogue.ts';
import { GREEN_PNG, signedInOwner } from '../support/owner.ts';
import { NFT_BULK_COLUMNS } from '../support/nft-bulk-sheet.ts';
import { readXlsxRows, xlsxRows } from '../support/xlsx-file.ts';

const HEADER = NFT_BULK_COLUMNS;
const FILES = ['sun.png', 'moon.png', 'star.png'];

/** A content folder as a person has one: NFT images, and a stray file the screen skips. */
function contentFolder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'mf-bulk-folder-'));
  // The same picture under three names: stored once (content-addressed), named by each row.
  for (const name of FILES) writeFileSync(join(dir, name), GREEN_PNG);
  writeFileSync(join(dir, 'notes.txt'), 'not an NFT');
  return dir;
}

/** Interface, folder, info and metadata files, then "Verify files". */
async function sendFiles(page: Page, folder: string, info: Buffer, metadata?: object) {
  await page.getByRole('radio', { name: 'ERC-1155' }).check();
  await page.getByTestId('bulk-folder').locator('input[type="file"]').setInputFiles(folder);
  await expect(page.getByTestId('bulk-folder-count')).toContainText(
    `${FILES.length} of ${FILES.length} files uploaded`,
    { timeout: 60_000 },
  );
  await expect(page.getByTestId('bulk-folder-skipped')).toHaveText(
    'Skipped, not NFT content (1): notes.txt',
  );
  await page.getByTestId('bulk-info').locator('input[type="file"]').setInputFiles({
    name: 'nfts.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: info,
  });
  if (metadata)
    await page
      .getByTestId('bulk-metadata')
      .locator('input[type="file"]')
      .setInputFiles({
        name: 'metadata.json',
        mimeType: 'application/json',
        buffer: Buffer.from(JSON.stringify(metadata)),
      });
  await page.getByTestId('bulk-submit').click();
}

async function downloadedRows(page: Page) {
  const download = page.waitForEvent('download');
  await page.getByTestId('bulk-report').click();
  const file = await (await download).path();
  return { name: (await download).suggestedFilename(), rows: readXlsxRows(readFileSync(file)) };
}

test('[NFT BULK] an owner with a deployed collection bulk-creates 50 NFTs from an XLSX and sees success', async ({
  page,
  request,
  stack,
  a11y,
}) => {
  await signedInOwner(page, request, stack.mailbox.codeFor);
  const api = await pageApi(page, request);
  const collection = await deployedCollection(api, 'Sky prints');
  const art = await category(api, 'Art');
  const folder = contentFolder();
  try {
    const rows = Array.from({ length: 50 }, (_, i) => [
      `Sky ${i + 1}`,
      FILES[i % FILES.length]!,
      collection.id,
      String(art.classificationId),
      1 + (i % 3),
      1 + (i % 4),
      5,
      `Print ${i + 1}`,
    ]);

    await page.goto('/NFT/CreatedNFT');
    await page.getByTestId('nft-bulk-create').click();
    await expect(page).toHaveURL(/\/multiple$/);
    await expect(page.getByRole('heading', { name: 'Create multiple NFTs' })).toBeVisible();
    await a11y(page);

    // The template is an XLSX whose first row is the columns to fill.
    const template = page.waitForEvent('download');
    await page.getByTestId('bulk-template').click();
    expect((await template).suggestedFilename()).toBe('nft-bulk-template.xlsx');
    expect(readXlsxRows(readFileSync(await (await template).path()))[0]).toEqual([
      ...HEADER,
      'Unlockable content',
      'SEO title',
      'SEO description',
      'SEO URL',
      'Preview image',
    ]);

    await sendFiles(page, folder, xlsxRows([HEADER, ...rows]), {
      'moon.png': { properties: [['Phase', 'Full']], levels: [['Glow', 4, 5]] },
    });
    await expect(page.getByRole('heading', { name: 'Verification succeeded' })).toBeVisible({
      timeout: 60_000,
    });
    await expect(page).toHaveURL(/\/multiple\?id=\d+$/);
    await a11y(page);
    await page.getByRole('button', { name: 'Create the NFTs (50)' }).click();
    await expect(page.getByRole('heading', { name: 'Every NFT was created (50)' })).toBeVisible({
      timeout: 60_000,
    });
    await a11y(page);

    // The store now holds them, with the rows' values and the metadata file's attributes.
    const list = await api.get<{
      total: number;
      list: { title: string; copies: number; attrs: { properties: string[][] } }[];
    }>('/api/tokens?limit=50&order_by=title&order_desc=false&search=Sky');
    expect(list.total).toBe(50);
    const sky2 = list.list.find((n) => n.title === 'Sky 2')!;
    expect(sky2).toMatchObject({ copies: 2, attrs: { properties: [['Phase', 'Full']] } });
    await page.getByTestId('bulk-view-nfts').click();
    await expect(page).toHaveURL(/\/NFT\/CreatedNFT$/);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});

test('[NFT BULK] a file with bad rows is refused with the lines named; creating its valid rows is a partial success whose report downloads', async ({
  page,
  request,
  stack,
}) => {
  await signedInOwner(page, request, stack.mailbox.codeFor);
  const api = await pageApi(page, request);
  const collection = await deployedCollection(api, 'Night prints');
  const art = await category(api, 'Art');
  const folder = contentFolder();
  try {
    const good = (title: string) => [
      title,
      'sun.png',
      collection.id,
      String(art.classificationId),
      1,
      1,
      5,
      'ok',
    ];
    const info = xlsxRows([
      HEADER,
      good('Dusk'),
      ['Bad copies', 'sun.png', collection.id, String(art.classificationId), 'ten', 1, 5, null], // line 3
      good('Night'),
      ['Lost', 'missing.png', 999999, String(art.classificationId), 1, 1, 5, null], // line 5
      good('Dawn'),
    ]);
    await page.goto('/multiple');
    await sendFiles(page, folder, info);

    await expect(page.getByRole('heading', { name: 'Verification failed' })).toBeVisible({
      timeout: 60_000,
    });
    await expect(page.getByTestId('bulk-outcome-text')).toHaveText(
      '2 of 5 rows have errors. Fix them in the file and verify again, or create the 3 valid rows now.',
    );
    const table = page.getByTestId('bulk-errors');
    await expect(table.getByRole('row', { name: /^3 Bad copies/ })).toContainText(
      'Copies must contain numbers only',
    );
    await expect(table.getByRole('row', { name: /^5 Lost/ })).toContainText(
      'File name missing.png does not exist in the content folder',
    );
    await expect(table.getByRole('row', { name: /^5 Lost/ })).toContainText(
      'Collection ID 999999 does not exist',
    );

    await page.getByTestId('bulk-create-valid').click();
    await expect(page.getByRole('heading', { name: 'Partial success' })).toBeVisible({
      timeout: 60_000,
    });
    await expect(page.getByTestId('bulk-outcome-text')).toHaveText(
      'NFTs created: 3. Rows not created: 2; the report lists them with the reasons.',
    );

    const report = await downloadedRows(page);
    expect(report.name).toMatch(/^nft-bulk-\d+-report\.xlsx$/);
    expect(report.rows[0]!.slice(-2)).toEqual(['Line', 'Errors']);
    expect(report.rows.slice(1).map((r) => [r[0], r[r.length - 2], r[r.length - 1]])).toEqual([
      ['Bad copies', 3, 'Copies must contain numbers only'],
      [
        'Lost',
        5,
        'File name missing.png does not exist in the content folder; Collection ID 999999 does not exist',
      ],
    ]);
    expect((await api.get<{ total: number }>('/api/tokens?search=Dusk')).total).toBe(1);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});
