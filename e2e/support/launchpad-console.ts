import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { GREEN_PNG } from './owner.ts';

// The launchpad journey's console half (e2e/tests/launchpad.spec.ts): the owner creates a drop,
// an airdrop and a raffle on their Create screens, by labels and keyboard, with axe on each.

type A11y = (page: Page) => Promise<void>;
/** What the drop's console half needs of the journey's seed. */
type ConsoleSeed = { subdomain: string; listId: number };

/** `seconds` as the console's date fields take it typed (the browser's local time, to the minute). */
function typedDate(seconds: number) {
  const d = new Date(seconds * 1000);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())} ${two(d.getHours())}:${two(d.getMinutes())}`;
}

/** Types a date into a console date field; Tab takes it (DateTimeField). */
async function typeDate(page: Page, testId: string, seconds: number) {
  await page.getByTestId(testId).fill(typedDate(seconds));
  await page.keyboard.press('Tab');
}

type Kind = 'drop' | 'airdrop' | 'raffle';

/** Fills a Create screen's name, preview picture and description (the same fields on all three). */
async function fillHead(owner: Page, kind: Kind, label: string, name: string, description: string) {
  await owner.getByLabel(label).fill(name);
  await owner
    .getByTestId(`${kind}-preview`)
    .locator('input[type="file"]')
    .setInputFiles({ name: 'preview.png', mimeType: 'image/png', buffer: GREEN_PNG });
  await expect(owner.getByTestId(`${kind}-preview-value`).locator('img')).toBeVisible();
  await owner.getByLabel('Description').fill(description);
}

/** Chooses NFTs by title in a Create screen's NFT picker. */
async function pickNfts(owner: Page, kind: Kind, titles: string[]) {
  await owner.getByRole('button', { name: 'Choose NFTs' }).click();
  const picker = owner.getByTestId(`${kind}-nfts-picker-table`);
  for (const title of titles)
    await picker.getByRole('checkbox', { name: title, exact: true }).check();
  await owner.getByTestId(`${kind}-nfts-picker-confirm`).click();
}

/**
 * The owner creates the two-phase drop on /CreateDrop (phase 1 allowlisted through the seeded
 * whitelist, phase 2 open), by labels and keyboard, and lands on its DropDetail.
 */
export async function dropMadeInConsole(owner: Page, seed: ConsoleSeed, now: number, a11y: A11y) {
  await owner.goto('/Launchpad/Drop');
  await owner.getByRole('button', { name: 'Create drop' }).first().click();
  await expect(owner.getByRole('heading', { level: 1, name: 'Create drop' })).toBeVisible();
  await fillHead(owner, 'drop', 'Drop Name', 'Genesis', 'Four pieces, allowlist first');
  await typeDate(owner, 'drop-open-date', now + 1300);

  const first = owner.getByTestId('phase-0-card');
  await first.getByLabel('Phase name').fill('Allowlist');
  await first.getByLabel('Instant Price').fill('0.01');
  await typeDate(owner, 'phase-0-start_date', now - 60);
  await typeDate(owner, 'phase-0-end_date', now + 600);
  await first.getByRole('combobox', { name: 'Whitelist' }).click();
  await owner.getByTitle('Early (1)').click();
  await owner.getByTestId('phase-add').click();
  const second = owner.getByTestId('phase-1-card');
  await second.getByLabel('Phase name').fill('Public');
  await second.getByLabel('Instant Price').fill('0.02');
  await typeDate(owner, 'phase-1-start_date', now + 600);
  await typeDate(owner, 'phase-1-end_date', now + 1200);
  await second.getByRole('checkbox', { name: 'Unlimited' }).check();

  await owner.getByRole('combobox', { name: 'Collection' }).click();
  await owner.getByTitle('Launch works').click();
  await pickNfts(owner, 'drop', ['Launch art 0', 'Launch art 1', 'Launch art 2', 'Launch art 3']);
  await expect(owner.getByTestId('drop-nfts-chosen')).toContainText('4 NFTs chosen');
  await a11y(owner);
  await owner.getByRole('button', { name: 'Create drop' }).click();

  await expect(owner).toHaveURL(/\/DropDetail\/\d+$/);
  await expect(owner.getByRole('heading', { level: 1, name: 'Drop: Genesis' })).toBeVisible();
  const phases = owner.getByTestId('drop-phases');
  await expect(phases.getByRole('row', { name: /Allowlist/ })).toContainText('1 per wallet');
  await expect(phases.getByRole('row', { name: /Allowlist/ })).toContainText(`#${seed.listId}`);
  await expect(phases.getByRole('row', { name: /Public/ })).toContainText('Unlimited');
  await expect(owner.getByTestId('drop-claimed')).toContainText('0');
  await a11y(owner);
  const id = Number(owner.url().split('/').pop());
  // The page buyers mint on, to open and share: the store's site links to no drop by itself.
  await expect(owner.getByTestId('drop-store-link')).toHaveAttribute(
    'href',
    `/s/${seed.subdomain}/drop/${id}`,
  );
  return { id };
}

/** The owner creates the airdrop of the seeded gift on /Launchpad/CreateAirdrop and lands on its AirdropDetail. */
export async function airdropMadeInConsole(owner: Page, a11y: A11y) {
  const wall = Math.floor(Date.now() / 1000);
  await owner.goto('/Launchpad/Airdrop');
  await owner.getByRole('button', { name: 'Create airdrop' }).first().click();
  await expect(owner.getByRole('heading', { level: 1, name: 'Create airdrop' })).toBeVisible();
  await fillHead(owner, 'airdrop', 'Airdrop Name', 'Welcome gift', 'One free piece per collector');
  await pickNfts(owner, 'airdrop', ['Welcome gift']);
  await expect(owner.getByTestId('airdrop-total')).toHaveText('2');
  await typeDate(owner, 'airdrop-start', wall - 3600);
  await typeDate(owner, 'airdrop-end', wall + 86_400);
  await owner.getByLabel('Claim limit per wallet').fill('1');
  await a11y(owner);
  await owner.getByRole('button', { name: 'Create airdrop' }).click();

  await expect(owner).toHaveURL(/\/AirdropDetail\/\d+$/);
  await expect(
    owner.getByRole('heading', { level: 1, name: 'Airdrop: Welcome gift' }),
  ).toBeVisible();
  await a11y(owner);
  return { id: Number(owner.url().split('/').pop()) };
}

/**
 * The owner creates a raffle of one prize (the fifth art), open now and ending at `end` (a whole
 * minute: the date fields take minutes), on /Raffle/CreateRaffle, and lands on its RaffleDetail
 * once its contracts are on chain.
 */
export async function raffleMadeInConsole(owner: Page, end: number, a11y: A11y) {
  await owner.goto('/Raffle');
  await owner.getByRole('button', { name: 'Create raffle' }).first().click();
  await expect(owner.getByRole('heading', { level: 1, name: 'Create raffle' })).toBeVisible();
  await expect(owner.getByTestId('raffle-rules')).toContainText('one entry per wallet');
  await fillHead(owner, 'raffle', 'Raffle Name', 'Lucky draw', 'One piece for one collector');
  await pickNfts(owner, 'raffle', ['Launch art 4']);
  await expect(owner.getByTestId('raffle-nfts-chosen')).toContainText('Launch art 4');
  await typeDate(owner, 'raffle-start', Math.floor(Date.now() / 1000) - 120);
  await typeDate(owner, 'raffle-end', end);
  await owner.getByLabel('Number of winners').fill('1');
  await a11y(owner);
  await owner.getByRole('button', { name: 'Create raffle' }).click();

  await expect(owner).toHaveURL(/\/Raffle\/RaffleDetail\/\d+$/);
  await expect(owner.getByRole('heading', { level: 1, name: 'Lucky draw' })).toBeVisible();
  // The detail asks again while the contracts are deployed.
  await expect(owner.getByTestId('raffle-contract')).toBeVisible({ timeout: 90_000 });
  await expect(owner.getByTestId('raffle-status')).toHaveText('Live');
  await a11y(owner);
  return { id: Number(owner.url().split('/').pop()) };
}
