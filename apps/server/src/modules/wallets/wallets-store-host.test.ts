import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '@mintfront/domain';
import { call, createShop, createTestApp, signUp, type TestApp } from '../../test/helper.ts';

// Issue 20: a buyer signs in on a store's own host; the message names that host, so the wallet
// shows no domain-mismatch warning, and the server accepts only store hosts it serves.
const buyer = privateKeyToAccount(
  '0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6',
);

let app: TestApp;
let storeHost: string;
beforeAll(async () => {
  app = await createTestApp({
    publicUrl: 'https://console.mintfront.test',
    storeDomain: 'stores.mintfront.test',
  });
  const shop = await createShop(app, await signUp(app));
  storeHost = `${shop.subdomain}.stores.mintfront.test`;
});
afterAll(async () => app?.closeAll());

async function messageOn(host: string) {
  const res = await call(app, 'GET', `/api/wallet/random?wallet=${buyer.address}&chain_id=31337`, {
    headers: { host },
  });
  expect(res.body.statusCode, res.raw).toBe(0);
  return res.body.data.message as string;
}
const login = async (message: string) =>
  (
    await call(app, 'POST', '/api/login', {
      body: {
        appid: 100001,
        account_type: 8,
        wallet: buyer.address,
        message,
        signature: await buyer.signMessage({ message }),
      },
    })
  ).body;

describe('wallet sign-in on a store host', () => {
  it('names the store host the buyer is on, and signs them in', async () => {
    const message = await messageOn(storeHost);
    expect(message.split('\n')[0]).toBe(
      `${storeHost} wants you to sign in with your Ethereum account:`,
    );
    expect(message).toContain(`URI: https://${storeHost}`);
    const res = await login(message);
    expect(res.statusCode, JSON.stringify(res)).toBe(0);
  });

  it('names the main host for a host that is no store of ours', async () => {
    const message = await messageOn('nobody.stores.mintfront.test');
    expect(message.split('\n')[0]).toBe(
      'console.mintfront.test wants you to sign in with your Ethereum account:',
    );
  });

  it('refuses a login message naming a host that serves no store, even correctly signed', async () => {
    const message = (await messageOn(storeHost)).replace(
      `${storeHost} wants`,
      'evil.example wants',
    );
    expect((await login(message)).statusCode).toBe(ERRORS.WALLET_DOMAIN_MISMATCH.code);
  });
});
