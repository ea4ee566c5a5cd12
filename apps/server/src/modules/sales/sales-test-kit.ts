import type { Collection } from '@mintfront/domain';
import { createWalletClient, http, type Hex } from 'viem';
import { privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import { expect } from 'vitest';
import { startTestChain, type TestChain } from '../../test/chain.ts';
import {
  call,
  createShop,
  createTestApp,
  signUp,
  type Session,
  type TestApp,
} from '../../test/helper.ts';
import {
  createCategory,
  createNft,
  deployedCollection,
  drainJobs,
  uploadContent,
  type Who,
} from '../nfts/testing.ts';
import { setPublished } from '../storefront/storefront-test-kit.ts';

/** anvil's dev accounts 1, 2 and 3 (public keys of the local chain): the buyers. */
export const BUYER_KEYS: Hex[] = [
  '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
  '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a',
  '0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6',
];

export type Buyer = {
  account: PrivateKeyAccount;
  as: Session;
  send(tx: { to: string; data: string; value: string }): Promise<Hex>;
};

/**
 * One anvil, the app on it (jobs and indexer driven by the test), a published store (buyers need
 * no visitor password) with an ERC-721 and an ERC-1155 collection.
 */
export async function sellingWorld() {
  const chain: TestChain = await startTestChain();
  const app: TestApp = await createTestApp(
    {},
    { chain: chain.clients, jobs: { worker: false }, indexer: { loop: false } },
  );
  const o = await signUp(app);
  const shop = await createShop(app, o);
  const owner: Who = { as: o, shopId: shop.id };
  await setPublished(app, owner, { published: true });
  const category = await createCategory(app, owner, 'Art');
  const icon = await uploadContent(app, owner);
  const erc721 = await deployedCollection(app, owner, 1, 'ONE');
  const erc1155 = await deployedCollection(app, owner, 2, 'MANY');
  return { chain, app, shop, owner, category, icon, erc721, erc1155 };
}
export type SellingWorld = Awaited<ReturnType<typeof sellingWorld>>;

/** A minted NFT of the store (copies in the store wallet), recorded by the indexer. */
export async function mintedNft(
  w: SellingWorld,
  contract: Collection,
  copies: number,
  who: Who = w.owner,
) {
  const res = await createNft(w.app, who, {
    icon: w.icon,
    title: `Piece ${Math.random().toString(36).slice(2, 7)}`,
    contract_id: contract.id,
    category: String(w.category),
    copies,
    rank: 1,
  });
  expect(res.body.statusCode, res.raw).toBe(0);
  await drainJobs(w.app);
  return res.body.data.id as number;
}

export const createSale = (w: SellingWorld, body: Record<string, unknown>, who: Who = w.owner) =>
  call(w.app, 'POST', '/api/sales', { ...who, body });

/** A buyer signed in with their wallet (POST /api/login, app id 100001, account type 8) who sends transactions. */
export async function walletBuyer(w: SellingWorld, key: Hex): Promise<Buyer> {
  const account = privateKeyToAccount(key);
  const random = await call(
    w.app,
    'GET',
    `/api/wallet/random?wallet=${account.address}&chain_id=31337`,
  );
  const message = random.body.data.message as string;
  const login = await call(w.app, 'POST', '/api/login', {
    body: {
      appid: 100001,
      account_type: 8,
      wallet: account.address,
      message,
      signature: await account.signMessage({ message }),
    },
  });
  expect(login.body.statusCode, login.raw).toBe(0);
  const wallet = createWalletClient({
    account,
    chain: w.chain.publicClient.chain,
    transport: http(w.chain.publicClient.transport.url as string),
  });
  return {
    account,
    as: { token: login.body.data.token, uid: login.body.data.uid },
    async send(tx) {
      const hash = await wallet.sendTransaction({
        to: tx.to as Hex,
        data: tx.data as Hex,
        value: BigInt(tx.value),
      });
      const receipt = await w.chain.publicClient.waitForTransactionReceipt({ hash });
      expect(receipt.status).toBe('success');
      return hash;
    },
  };
}

export const storeCall = (
  w: SellingWorld,
  buyer: Buyer,
  method: string,
  path: string,
  body?: unknown,
  headers?: Record<string, string>,
) => call(w.app, method, `/api/store/${w.shop.subdomain}${path}`, { as: buyer.as, body, headers });

/** One pass of the indexer: holdings, the market's events, the stock checks. */
export const indexChain = (w: SellingWorld) => w.app.chainIndexer.runOnce();
