import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { createPublicClient, http } from 'viem';
import { generatePrivateKey, mnemonicToAccount, privateKeyToAccount } from 'viem/accounts';
import { anvil } from 'viem/chains';
import { category, deployedCollection, mintedNft, pageApi, publishStore } from './catalogue.ts';
import { signedInOwner } from './owner.ts';
import { connectWalletToChain, injectWallet } from './wallet.ts';

const ANVIL_MNEMONIC = 'test test test test test test test test test test test junk';
/**
 * The buyers: anvil's ninth and tenth dev accounts (public knowledge). The server's operator is
 * the first and other journeys send from the seventh and eighth, so none race for a nonce.
 */
export const BUYERS = [
  mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex: 8 }),
  mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex: 9 }),
] as const;

export const chainReader = (rpcUrl: string) =>
  createPublicClient({ chain: anvil, transport: http(rpcUrl) });

/**
 * A signed-in owner (console in `page`) of a published store on the local chain with one minted
 * NFT of an ERC-721 collection and a payout group of two fresh payees (70 / 30), all through
 * the API: the listing and catalogue screens have journeys of their own.
 */
export async function storeWithNft(
  page: Page,
  request: APIRequestContext,
  codeFor: (to: string, since?: number) => Promise<string>,
  title: string,
) {
  await signedInOwner(page, request, codeFor);
  const api = await pageApi(page, request);
  const shop = await api.get<{ subdomain: string }>('/api/shop/info');
  const collection = await deployedCollection(api, `${title} works`, 1);
  const art = await category(api, 'Art');
  const nftId = await mintedNft(page, request, api, {
    title,
    contract_id: collection.id,
    category: String(art.classificationId),
    copies: 1,
    rank: 1,
  });
  await publishStore(api);
  const payees = [0, 1].map(() => privateKeyToAccount(generatePrivateKey()).address);
  const group = await api.post<{ id: number }>('/api/payment/groups', {
    name: 'Split',
    payees: [
      { name: 'Artist', address: payees[0], rate: 70 },
      { name: 'Studio', address: payees[1], rate: 30 },
    ],
  });
  const createSale = (body: Record<string, unknown>) =>
    api.post<{ id: number }>('/api/sales', { goods_id: nftId, quantity: 1, ...body });
  return { api, subdomain: shop.subdomain, nftId, payees, paymentId: group.id, createSale };
}

/** The buyer's own browser (no console session) with a wallet holding the buyers' keys, on the local chain. */
export async function buyerPage(browser: Browser, baseURL: string, rpcUrl: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await injectWallet(page, ...BUYERS);
  await connectWalletToChain(page, rpcUrl, ...BUYERS);
  return { page, close: () => context.close() };
}
