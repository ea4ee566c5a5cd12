import type { Page } from '@playwright/test';
import {
  category,
  deployedCollection,
  mintedNft,
  pageApi,
  publishStore,
  type PageApi,
} from '../support/catalogue.ts';
import { expect, test } from '../support/fixtures.ts';
import { chainSeconds, keepMining, rpc, uploadedPicture } from '../support/launchpad.ts';
import {
  airdropMadeInConsole,
  dropMadeInConsole,
  raffleMadeInConsole,
} from '../support/launchpad-console.ts';
import { signedInOwner } from '../support/owner.ts';
import { BUYERS, buyerPage } from '../support/selling.ts';
import { switchWalletAccount } from '../support/wallet.ts';

// Issue 21: a drop in two phases, an airdrop and a raffle, each bought or won on the storefront
// with a wallet. One owner and store serve the three journeys (seeded through the API); the owner
// creates the drop, the airdrop and the raffle on the console's CreateDrop, CreateAirdrop and
// CreateRaffle screens, and draws the raffle on its RaffleDetail.
const hydrated = 'html[data-hydrated=true]';
const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`;

type Seed = {
  api: PageApi;
  subdomain: string;
  worksId: number;
  /** A minted ERC-1155 NFT of two copies (an airdrop's gift). */
  gift: number;
  /** A whitelist holding the first buyer only. */
  listId: number;
};

let seed: Seed;
let shop: Page;
let closeShop: () => Promise<void>;
/** The owner's page: its API calls live as long as it does. */
let owner: Page;

/** The buyer's browser selects `account` in its wallet and forgets any earlier session here. */
async function asBuyer(page: Page, account: (typeof BUYERS)[number]) {
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await page.locator(hydrated).waitFor();
  await switchWalletAccount(page, account.address);
}

test.describe.serial('launchpad on the storefront', () => {
  test.beforeAll(async ({ browser, stack }) => {
    test.setTimeout(300_000);
    // A context of its own: axe checks the console screens (it refuses pages of browser.newPage).
    owner = await (await browser.newContext({ baseURL: stack.url })).newPage();
    const request = owner.request;
    await signedInOwner(owner, request, stack.mailbox.codeFor);
    const api = await pageApi(owner, request);
    const { subdomain } = await api.get<{ subdomain: string }>('/api/shop/info');
    const works = await deployedCollection(api, 'Launch works', 1);
    const gifts = await deployedCollection(api, 'Launch gifts', 2);
    const art = await category(api, 'Art');
    const icon = await uploadedPicture(owner, request, 'nftContent');
    // The NFTs of the store's ERC-721 collection: the drop's art (0–3), the raffle's prize (4).
    for (let i = 0; i < 5; i++) {
      await api.post<{ id: number }>('/api/tokens', {
        icon,
        title: `Launch art ${i}`,
        contract_id: works.id,
        category: String(art.classificationId),
        copies: 1,
        rank: 1,
      });
    }
    const gift = await mintedNft(owner, request, api, {
      title: 'Welcome gift',
      contract_id: gifts.id,
      category: String(art.classificationId),
      copies: 2,
      rank: 1,
    });
    await publishStore(api);
    const list = await api.post<{ id: number }>('/api/whites', {
      name: 'Early',
      addresses: [BUYERS[0].address],
    });
    seed = {
      api,
      subdomain,
      worksId: works.id,
      gift,
      listId: list.id,
    };
    const buyer = await buyerPage(browser, stack.url, stack.rpcUrl);
    shop = buyer.page;
    closeShop = buyer.close;
  });
  test.afterAll(async () => {
    await closeShop?.();
    await owner?.context().close();
  });

  test('[LAUNCHPAD] a two-phase drop: the allowlisted buyer mints in phase 1, a stranger is refused there and mints in phase 2', async ({
    stack,
    a11y,
  }) => {
    test.setTimeout(240_000);
    const now = await chainSeconds(stack.rpcUrl);
    const created = await dropMadeInConsole(owner, seed, now, a11y);
    await expect
      .poll(
        async () => (await seed.api.get<{ status: string }>(`/api/drop/show/${created.id}`)).status,
        { timeout: 90_000 },
      )
      .toBe('Live');

    await shop.goto(`/s/${seed.subdomain}/drop/${created.id}`);
    await shop.locator(hydrated).waitFor();
    const facts = shop.getByTestId('drop-facts');
    await expect(shop.getByRole('heading', { level: 1, name: 'Genesis' })).toBeVisible();
    await expect(facts).toContainText('Current phaseAllowlist');
    await expect(facts).toContainText('0.01 ETH');
    await expect(facts).toContainText('Limit per wallet1');
    await expect(facts).toContainText('4 of 4 left');
    await expect(
      shop.getByRole('img', { name: 'Placeholder of Genesis until it is revealed' }),
    ).toBeVisible();
    await expect(shop.getByText('This phase is for wallets on its allow list only.')).toBeVisible();
    const mint = shop.getByTestId('drop-mint');
    await expect(mint.getByRole('button', { name: 'Connect wallet' })).toBeVisible();
    await a11y(shop);

    // Phase 1: the allowlisted buyer mints with its proof; the store counts it from the chain.
    await mint.getByRole('button', { name: 'Mint' }).click();
    await expect(shop.locator('#drop-mint-status')).toHaveText('Minted: 1 more in your wallet.', {
      timeout: 60_000,
    });
    await expect(facts).toContainText('3 of 4 left');

    // A stranger is refused in phase 1, before paying anything.
    await asBuyer(shop, BUYERS[1]);
    await shop.getByTestId('drop-mint').getByRole('button', { name: 'Mint' }).click();
    await expect(shop.locator('#drop-mint-error')).toHaveText(
      'Your wallet is not on the allowlist of this phase',
    );
    await expect(facts).toContainText('3 of 4 left');

    // The chain reaches phase 2: the page shows it, and the stranger mints two.
    await rpc(stack.rpcUrl, 'evm_increaseTime', [600]);
    await rpc(stack.rpcUrl, 'evm_mine');
    await asBuyer(shop, BUYERS[1]);
    await expect(facts).toContainText('Current phasePublic');
    await expect(facts).toContainText('0.02 ETH');
    await expect(facts).toContainText('Limit per walletUnlimited');
    await shop.getByLabel('Quantity').fill('2');
    await expect(shop.getByText('Total: 0.04 ETH')).toBeVisible();
    await shop.getByTestId('drop-mint').getByRole('button', { name: 'Mint' }).click();
    await expect(shop.locator('#drop-mint-status')).toHaveText('Minted: 2 more in your wallet.', {
      timeout: 60_000,
    });
    await expect(facts).toContainText('1 of 4 left');
    await expect(shop.getByTestId('wallet-bar')).toContainText(
      `Signed in as ${short(BUYERS[1].address)}`,
    );
    const shown = await seed.api.get<{ claimed: number }>(`/api/drop/show/${created.id}`);
    expect(shown.claimed).toBe(3);
  });

  test('[LAUNCHPAD] an airdrop is claimed once by a buyer; the second claim is refused', async ({
    a11y,
  }) => {
    test.setTimeout(180_000);
    const created = await airdropMadeInConsole(owner, a11y);
    await shop.goto(`/s/${seed.subdomain}/airdrop/${created.id}`);
    await asBuyer(shop, BUYERS[0]);
    const facts = shop.getByTestId('airdrop-facts');
    await expect(shop.getByRole('heading', { level: 1, name: 'Welcome gift' })).toBeVisible();
    await expect(facts).toContainText('0 of 2 claimed');
    await expect(facts).toContainText('Claims per wallet1');
    await a11y(shop);

    const claim = shop.getByTestId('airdrop-claim');
    await claim.getByRole('button', { name: 'Claim' }).click();
    await expect(shop.locator('#airdrop-claim-status')).toHaveText('Your claim is confirmed.', {
      timeout: 60_000,
    });
    await expect(facts).toContainText('1 of 2 claimed');
    await claim.getByRole('button', { name: 'Claim' }).click();
    await expect(shop.locator('#airdrop-claim-error')).toHaveText(
      'One wallet can claim at most 1 of this airdrop; 0 left for yours',
    );
    const claims = await seed.api.get<{
      total: number;
      list: { wallet: string; status: string }[];
    }>(`/api/airdrop/nft/claim/${created.id}/0`);
    expect(claims.total).toBe(1);
    expect(claims.list[0]).toMatchObject({ wallet: BUYERS[0].address, status: 'confirmed' });
  });

  test('[LAUNCHPAD] a raffle: buyers enter, the owner draws, the winner claims the prize', async ({
    stack,
    a11y,
  }) => {
    test.setTimeout(300_000);
    const end = Math.floor(((await chainSeconds(stack.rpcUrl)) + 600) / 60) * 60;
    const created = await raffleMadeInConsole(owner, end, a11y);

    await shop.goto(`/s/${seed.subdomain}/raffle/${created.id}`);
    const action = shop.getByTestId('raffle-action');
    for (const buyer of BUYERS) {
      await asBuyer(shop, buyer);
      await expect(shop.getByRole('heading', { level: 1, name: 'Lucky draw' })).toBeVisible();
      await action.getByRole('button', { name: 'Enter the raffle' }).click();
      await expect(
        action.getByText('You have entered. The draw follows the end of the raffle.'),
      ).toBeVisible({ timeout: 60_000 });
    }
    await a11y(shop);

    // The window closes on chain; the owner sees it ended with two entries and draws; the draw's
    // transactions need blocks after it.
    await rpc(stack.rpcUrl, 'evm_setNextBlockTimestamp', [end + 1]);
    await rpc(stack.rpcUrl, 'evm_mine');
    await owner.reload();
    // A loaded machine can take a while to start the console again.
    await expect(owner.getByRole('heading', { level: 1, name: 'Lucky draw' })).toBeVisible({
      timeout: 60_000,
    });
    await expect(owner.getByTestId('raffle-status')).toHaveText('Ended');
    await expect(owner.getByTestId('raffle-entries')).toHaveText('2');
    await owner.getByRole('button', { name: 'Draw Lucky draw' }).click();
    await owner.getByRole('button', { name: 'Draw', exact: true }).click();
    const stop = keepMining(stack.rpcUrl);
    try {
      await expect(owner.getByText('Drawn', { exact: true })).toBeVisible({ timeout: 120_000 });
    } finally {
      stop();
    }
    const winners = owner.getByTestId('raffle-winners').getByRole('listitem');
    await expect(winners).toHaveCount(1);
    await a11y(owner);
    const won = (await winners.textContent())!.trim();
    const winner = BUYERS.find((b) => b.address === won)!;
    const loser = BUYERS.find((b) => b.address !== won)!;

    // The loser is told; the winner sees the result and claims the prize.
    await asBuyer(shop, loser);
    await expect(shop.getByTestId('raffle-winners')).toContainText(winner.address);
    await action.getByRole('button', { name: 'Connect wallet' }).click();
    await expect(action.getByText('You were not drawn this time.')).toBeVisible();
    await asBuyer(shop, winner);
    await action.getByRole('button', { name: 'Connect wallet' }).click();
    await expect(action.getByText('You won!')).toBeVisible();
    await a11y(shop);
    await action.getByRole('button', { name: 'Claim your prize' }).click();
    await expect(action.getByText('Your prize is claimed.')).toBeVisible({ timeout: 60_000 });
    await expect(action.getByRole('button', { name: 'Claim your prize' })).toHaveCount(0);
  });
});
