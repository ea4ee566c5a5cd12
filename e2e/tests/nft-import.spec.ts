import { deployStoreContract, mintfrontErc721Abi } from '@mintfront/contracts';
import type { NftDetail } from '@mintfront/domain';
import { createPublicClient, createWalletClient, getAddress, http, type Address } from 'viem';
import { mnemonicToAccount, privateKeyToAccount } from 'viem/accounts';
import { foundry } from 'viem/chains';
import { expect, test } from '../support/fixtures.ts';
import { category, pageApi } from '../support/catalogue.ts';
import { GREEN_PNG, signedInOwner } from '../support/owner.ts';

// anvil's eighth dev account (public knowledge) made a collection before the store existed: the
// server's operator is the first, so the two never race for a nonce.
const ARTIST = mnemonicToAccount('test test test test test test test test test test test junk', {
  addressIndex: 7,
});
// The store has no wallet bound, so its wallet is the local chain's operator (anvil's first account).
const STORE_WALLET = privateKeyToAccount(
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
).address;

const metadata = (name: string) =>
  `data:application/json;base64,${Buffer.from(
    JSON.stringify({
      name,
      description: `${name}, minted before the store`,
      image: `data:image/png;base64,${GREEN_PNG.toString('base64')}`,
      attributes: [{ trait_type: 'Fur', value: 'Green' }],
    }),
  ).toString('base64')}`;

/** An ERC-721 deployed and minted straight on the chain: token #1 to the store wallet, #2 kept by the artist. */
async function existingCollection(rpcUrl: string): Promise<Address> {
  const transport = http(rpcUrl);
  const wallet = createWalletClient({ chain: foundry, transport, account: ARTIST });
  const reader = createPublicClient({ chain: foundry, transport });
  const { address } = await deployStoreContract(wallet, reader, {
    type: 'erc721',
    name: 'Green cats',
    symbol: 'GCAT',
    owner: ARTIST.address,
    royaltyReceiver: ARTIST.address,
    royaltyBps: 250,
    contractURI: '',
  });
  for (const [to, name] of [
    [STORE_WALLET, 'Green cat #1'],
    [ARTIST.address, 'Green cat #2'],
  ] as const) {
    const hash = await wallet.writeContract({
      address,
      abi: mintfrontErc721Abi,
      functionName: 'mint',
      args: [to, metadata(name), 250n],
    });
    await reader.waitForTransactionReceipt({ hash });
  }
  return getAddress(address);
}

test('[NFTS] import existing tokens of an imported collection, see them in the list and their owners read from the chain', async ({
  page,
  request,
  stack,
  a11y,
}) => {
  const address = await existingCollection(stack.rpcUrl);
  await signedInOwner(page, request, stack.mailbox.codeFor);
  const api = await pageApi(page, request);
  await category(api, 'Cats');

  // The collection is imported first (its own journey is collections.spec.ts; this is the same dialog).
  await page.goto('/Collection');
  await page.getByTestId('collection-import').click();
  await page.getByTestId('collection-import-address').fill(address);
  await page.getByTestId('collection-import-name').fill('Old cats');
  await page.getByTestId('collection-import-submit').click();
  await expect(page).toHaveURL(/\/Collection\/CollectionDetail\/\d+$/);

  await page.goto('/NFT/ImportNFT');
  await expect(page.getByRole('heading', { name: 'Import NFTs' })).toBeVisible();
  await a11y(page);
  // The form checks before it sends: nothing chosen yet.
  await page.getByTestId('nft-import-submit').click();
  await expect(page.getByText('Collection is required')).toBeVisible();
  await page.getByRole('combobox', { name: 'Collection' }).click();
  await page.getByTitle('Old cats (ERC-721)').click();
  await page.getByTestId('nft-import-token-ids').fill('1-2, 9');
  await page.getByRole('combobox', { name: 'Category' }).click();
  await page.getByTitle('Cats', { exact: true }).click();
  await page.keyboard.press('Escape');
  await page.getByTestId('nft-import-submit').click();

  // Two tokens exist; #9 does not and is refused with its reason.
  await expect(page.getByTestId('nft-import-imported')).toHaveText('Imported: 2', {
    timeout: 60_000,
  });
  await expect(page.getByTestId('nft-import-refused')).toHaveText('Not imported: 1');
  await expect(page.getByTestId('nft-import-refusals')).toContainText(
    'Token #9 does not exist in this collection',
  );
  await a11y(page);

  await page.getByTestId('nft-import-view-list').click();
  await expect(page).toHaveURL(/\/NFT\/CreatedNFT\?contract_id=\d+/);
  const first = page.getByRole('row', { name: /Green cat #1/ });
  const second = page.getByRole('row', { name: /Green cat #2/ });
  await expect(first).toContainText('Off Sale');
  await expect(second).toContainText('Off Sale');
  await expect(first.getByRole('img', { name: 'Green cat #1' })).toHaveJSProperty('complete', true);
  await a11y(page);

  // Token #2 stayed with the artist: the detail reads its owner from the chain.
  await second.getByRole('link', { name: 'Green cat #2', exact: true }).click();
  await expect(page).toHaveURL(/\/specifics\?id=\d+$/);
  await expect(page.getByTestId('nft-heading')).toHaveText('Green cat #2');
  await expect(page.getByTestId('nft-minted')).toHaveText('1 / 1');
  await expect(page.getByTestId('nft-owned')).toHaveText('0');
  await page.getByRole('tab', { name: 'Owners' }).click();
  const owners = page.getByTestId('nft-owners');
  await expect(owners.getByRole('row', { name: new RegExp(ARTIST.address) })).toContainText(
    '100.00%',
  );
  await a11y(page);

  // Token #1 is the store wallet's; /TotalOwner says so too.
  const id = Number(new URL(page.url()).searchParams.get('id'));
  const list = await api.get<{ list: NftDetail[] }>(
    `/api/tokens?search=${encodeURIComponent('Green cat #1')}`,
  );
  const kept = list.list[0]!;
  await page.goto(`/specifics?id=${kept.id}`);
  await expect(page.getByTestId('nft-owned')).toHaveText('1');
  await page
    .getByTestId('nft-chain')
    .getByText('Imported: minted before it came to this store')
    .waitFor();
  await page.goto(`/TotalOwner?id=${kept.id}`);
  await expect(page.getByTestId('nft-owners-heading')).toHaveText('Owners of Green cat #1');
  await expect(
    page.getByTestId('nft-owner-table').getByRole('row', { name: new RegExp(STORE_WALLET) }),
  ).toContainText('1');
  await a11y(page);

  // What the server holds: Off Sale, imported, never minted here, the chain's owner.
  const nft = await api.get<NftDetail>(`/api/tokens/${id}`);
  expect(nft).toMatchObject({
    source: 1,
    token_id: '2',
    status: 1,
    copies: 1,
    contract_address: address,
    chain: { minted: 1, owned: 0 },
  });
  expect(nft.attrs.properties).toEqual([['Fur', 'Green']]);
});
