import { type Collection } from '@mintfront/domain';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll } from 'vitest';
import { startTestChain, type TestChain } from '../../test/chain.ts';
import {
  call,
  createShop,
  createTestApp,
  signUp,
  type SignedUp,
  type TestApp,
} from '../../test/helper.ts';
import type { Shop } from '@mintfront/domain';

// The world the collections test files share: each file calls useCollectionsWorld() at its top,
// which starts it before the file's tests (beforeAll) and stops it after, one app per file. The
// hooks are registered per call, not on import: the server project runs files without isolation, so
// a module is imported once per worker and import-time hooks would run for the first file only,
// handing the next ones a closed app.

export const storeOwnerWallet = privateKeyToAccount(
  '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a',
);
// A contract answering 42 to every call: code, but no ERC-165 (an ERC-20-like stand-in).
export const ANSWERS_42 = '0x600a600c600039600a6000f3602a60005260206000f3';

export let chain: TestChain;
export let app: TestApp;
export let owner: SignedUp;
export let shop: Shop;

export function useCollectionsWorld() {
  beforeAll(async () => {
    chain = await startTestChain();
    app = await createTestApp({}, { chain: chain.clients, jobs: { pollMs: 50 } });
    owner = await signUp(app);
    shop = await createShop(app, owner, { chain: 'local' });
  });
  afterAll(async () => {
    await app?.closeAll();
    await chain?.stop();
  });
}

export const newCollection = (over: Record<string, unknown> = {}) => ({
  name: 'Moon Cats',
  title: 'MoonCats',
  symbol: 'MOON',
  type: 1,
  royalties: 7.5,
  description: 'Cats on the moon',
  ...over,
});

export async function settled(id: number, shopId = shop.id, as = owner): Promise<Collection> {
  for (let i = 0; i < 200; i++) {
    const res = await call(app, 'GET', `/api/contract/status/${id}`, { as, shopId });
    if (res.body.data.status !== 0)
      return (await call(app, 'GET', `/api/contracts/${id}`, { as, shopId })).body.data;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`collection ${id} still Processing`);
}
