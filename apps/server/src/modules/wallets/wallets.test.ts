import { eq, inArray } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { getAddress } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '@mintfront/domain';
import {
  call,
  createShop,
  createTestApp,
  randomIp,
  signUp,
  type TestApp,
} from '../../test/helper.ts';
import { sha256 } from '../../platform/auth/tokens.ts';
import { walletNonces } from './wallets.tables.ts';

// anvil's dev keys (public knowledge): real signatures from viem local accounts.
const alice = privateKeyToAccount(
  '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
);
const bob = privateKeyToAccount(
  '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a',
);
type Account = typeof alice;

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ publicUrl: 'https://console.mintfront.test' });
});
afterAll(async () => app?.closeAll());

async function messageFor(account: Account, chainId = 31337) {
  const res = await call(
    app,
    'GET',
    `/api/wallet/random?wallet=${account.address}&chain_id=${chainId}`,
  );
  expect(res.body.statusCode).toBe(0);
  return res.body.data as { message: string; nonce: string };
}

async function login(account: Account, message: string, signature?: string) {
  const body = {
    appid: 100001,
    account_type: 8,
    wallet: account.address,
    message,
    signature: signature ?? (await account.signMessage({ message })),
  };
  return (await call(app, 'POST', '/api/login', { body })).body;
}

describe('GET /api/wallet/random', () => {
  it('answers an EIP-4361 message for the wallet, PUBLIC_URL host and chain id, with a single-use nonce', async () => {
    const { message, nonce } = await messageFor(alice);
    expect(message.split('\n')[0]).toBe(
      'console.mintfront.test wants you to sign in with your Ethereum account:',
    );
    expect(message).toContain(alice.address);
    expect(message).toContain('URI: https://console.mintfront.test');
    expect(message).toContain('Chain ID: 31337');
    expect(message).toContain(`Nonce: ${nonce}`);
    expect(message).toMatch(/Expiration Time: /);
  });

  it('keeps only a hash of the nonce', async () => {
    const { nonce } = await messageFor(alice);
    const rows = await app.db.select().from(walletNonces);
    expect(JSON.stringify(rows)).not.toContain(nonce);
  });

  it('refuses an address that is not one and a chain id that is not supported (40001)', async () => {
    expect(
      (await call(app, 'GET', '/api/wallet/random?wallet=0x123&chain_id=31337')).body.statusCode,
    ).toBe(40001);
    const res = await call(app, 'GET', `/api/wallet/random?wallet=${alice.address}&chain_id=999`);
    expect(res.body.statusCode).toBe(40001);
    expect(res.body.statusDesc).toContain('chain_id');
  });
});

describe('POST /api/login with a wallet', () => {
  it('signs in with a real signature and creates a wallet-only account on first use', async () => {
    const { message } = await messageFor(bob);
    const res = await login(bob, message);
    expect(res.statusCode).toBe(0);
    expect(res.data.user).toMatchObject({
      wallet: bob.address,
      email: null,
      username: bob.address.toLowerCase(),
    });
    const info = await call(app, 'GET', '/api/user/info', {
      as: { token: res.data.token, uid: res.data.uid },
    });
    expect(info.body.data.wallet).toBe(bob.address);

    const again = await login(bob, (await messageFor(bob)).message);
    expect(again.data.uid).toBe(res.data.uid);
  });

  it('refuses a replayed nonce', async () => {
    const { message } = await messageFor(alice);
    const signature = await alice.signMessage({ message });
    expect((await login(alice, message, signature)).statusCode).toBe(0);
    expect((await login(alice, message, signature)).statusCode).toBe(
      ERRORS.WALLET_NONCE_INVALID.code,
    );
  });

  it('refuses a message for another domain, even correctly signed', async () => {
    const { message } = await messageFor(alice);
    const forged = message.replace(/^console\.mintfront\.test /, 'evil.example ');
    expect((await login(alice, forged)).statusCode).toBe(ERRORS.WALLET_DOMAIN_MISMATCH.code);
  });

  it('refuses a message whose chain id differs from the one issued', async () => {
    const { message } = await messageFor(alice, 31337);
    const forged = message.replace('Chain ID: 31337', 'Chain ID: 1');
    expect((await login(alice, forged)).statusCode).toBe(ERRORS.WALLET_CHAIN_MISMATCH.code);
  });

  it('refuses a message changed after it was issued (signed as changed, or signed before the change)', async () => {
    const { message } = await messageFor(alice);
    const changed = message.replace(
      'Sign in to Mintfront with this wallet.',
      'Sign in and transfer everything.',
    );
    expect((await login(alice, changed)).statusCode).toBe(ERRORS.WALLET_MESSAGE_TAMPERED.code);
    const signedOriginal = await alice.signMessage({ message });
    expect((await login(alice, changed, signedOriginal)).statusCode).toBe(
      ERRORS.WALLET_MESSAGE_TAMPERED.code,
    );
    // The untouched message still works: a refused attempt does not burn the nonce.
    expect((await login(alice, message, signedOriginal)).statusCode).toBe(0);
  });

  it('refuses a signature by another wallet', async () => {
    const { message } = await messageFor(alice);
    expect((await login(alice, message, await bob.signMessage({ message }))).statusCode).toBe(
      ERRORS.WALLET_SIGNATURE_INVALID.code,
    );
  });

  it('refuses a message issued for another wallet', async () => {
    const { message } = await messageFor(alice);
    const body = {
      appid: 100001,
      account_type: 8,
      wallet: bob.address,
      message,
      signature: await bob.signMessage({ message }),
    };
    expect((await call(app, 'POST', '/api/login', { body })).body.statusCode).toBe(
      ERRORS.WALLET_ADDRESS_MISMATCH.code,
    );
  });

  it('refuses an expired message', async () => {
    const { message, nonce } = await messageFor(alice);
    // 10 minutes later: the stored expiry has passed.
    await app.db
      .update(walletNonces)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(walletNonces.nonceHash, sha256(nonce)));
    expect((await login(alice, message)).statusCode).toBe(ERRORS.WALLET_MESSAGE_EXPIRED.code);
  });

  it('refuses a message the server never issued, and garbage', async () => {
    const { message } = await messageFor(alice);
    const unknown = message.replace(/Nonce: \w+/, 'Nonce: abcdefgh12345678');
    expect((await login(alice, unknown)).statusCode).toBe(ERRORS.WALLET_NONCE_INVALID.code);
    expect((await login(alice, 'hello')).statusCode).toBe(ERRORS.WALLET_MESSAGE_INVALID.code);
  });

  it('refuses a wrong app id or account type (40001) and still signs in with e-mail', async () => {
    const { message } = await messageFor(alice);
    const body = {
      appid: 1,
      account_type: 8,
      wallet: alice.address,
      message,
      signature: await alice.signMessage({ message }),
    };
    expect((await call(app, 'POST', '/api/login', { body })).body.statusCode).toBe(40001);
    const who = await signUp(app);
    expect(
      (
        await call(app, 'POST', '/api/login', {
          body: { email: who.email, password: who.password },
        })
      ).body.statusCode,
    ).toBe(0);
  });
});

describe('POST /api/shop/wallet/bind', () => {
  it("binds the owner's wallet after the same proof, on the store's chain", async () => {
    const owner = await signUp(app);
    const shop = await createShop(app, owner);
    const issued = await call(
      app,
      'GET',
      `/api/wallet/sign?wallet=${alice.address}&chain_id=31337`,
      { as: owner },
    );
    expect(issued.body.statusCode).toBe(0);
    const { message } = issued.body.data;
    const body = {
      wallet: alice.address,
      message,
      signature: await alice.signMessage({ message }),
    };
    const res = await call(app, 'POST', '/api/shop/wallet/bind', {
      as: owner,
      shopId: shop.id,
      body,
    });
    expect(res.body.statusCode).toBe(0);
    expect(res.body.data.storeOwnerWallet).toBe(alice.address);
    // replay
    expect(
      (await call(app, 'POST', '/api/shop/wallet/bind', { as: owner, shopId: shop.id, body })).body
        .statusCode,
    ).toBe(ERRORS.WALLET_NONCE_INVALID.code);
  });

  it("refuses a wallet signing on another network than the store's chain (chain-mismatch rule)", async () => {
    const owner = await signUp(app);
    const shop = await createShop(app, owner, { chain: 'local' });
    const { message } = (
      await call(app, 'GET', `/api/wallet/sign?wallet=${alice.address}&chain_id=137`, { as: owner })
    ).body.data;
    const body = {
      wallet: alice.address,
      message,
      signature: await alice.signMessage({ message }),
    };
    expect(
      (await call(app, 'POST', '/api/shop/wallet/bind', { as: owner, shopId: shop.id, body })).body
        .statusCode,
    ).toBe(ERRORS.CHAIN_MISMATCH.code);
  });

  it('refuses a login message, and a bind message issued to another user', async () => {
    const owner = await signUp(app);
    const shop = await createShop(app, owner);
    const { message } = await messageFor(alice);
    const body = {
      wallet: alice.address,
      message,
      signature: await alice.signMessage({ message }),
    };
    expect(
      (await call(app, 'POST', '/api/shop/wallet/bind', { as: owner, shopId: shop.id, body })).body
        .statusCode,
    ).toBe(ERRORS.WALLET_NONCE_INVALID.code);

    const other = await signUp(app);
    const foreign = (
      await call(app, 'GET', `/api/wallet/sign?wallet=${alice.address}&chain_id=31337`, {
        as: other,
      })
    ).body.data.message as string;
    const body2 = {
      wallet: alice.address,
      message: foreign,
      signature: await alice.signMessage({ message: foreign }),
    };
    expect(
      (
        await call(app, 'POST', '/api/shop/wallet/bind', {
          as: owner,
          shopId: shop.id,
          body: body2,
        })
      ).body.statusCode,
    ).toBe(ERRORS.WALLET_NONCE_INVALID.code);
  });
});

describe('wallet nonce clean-up', () => {
  it('deletes expired messages (used or not) when a new one is issued, and keeps live ones', async () => {
    const expired = await messageFor(alice);
    const used = await messageFor(bob);
    expect((await login(bob, used.message)).statusCode).toBe(0);
    const live = await messageFor(alice);
    const past = new Date(Date.now() - 1000);
    for (const { nonce } of [expired, used]) {
      await app.db
        .update(walletNonces)
        .set({ expiresAt: past })
        .where(eq(walletNonces.nonceHash, sha256(nonce)));
    }

    await messageFor(alice);

    const left = (await app.db.select({ hash: walletNonces.nonceHash }).from(walletNonces)).map(
      (r) => r.hash,
    );
    expect(left).not.toContain(sha256(expired.nonce));
    expect(left).not.toContain(sha256(used.nonce));
    expect(left).toContain(sha256(live.nonce));
    // The deleted message is still refused.
    expect((await login(alice, expired.message)).statusCode).toBe(ERRORS.WALLET_NONCE_INVALID.code);
  });
});

describe('GET /api/wallet/random limits', () => {
  const newWallet = () => getAddress(`0x${randomBytes(20).toString('hex')}`);
  const ask = (wallet: string, ip: string) =>
    call(app, 'GET', `/api/wallet/random?wallet=${wallet}&chain_id=31337`, { ip });
  const stored = async (wallets: string[]) =>
    (await app.db.select().from(walletNonces).where(inArray(walletNonces.wallet, wallets))).length;

  it('issues 60 messages per client IP in 10 minutes and refuses more (42900) without storing them', async () => {
    const ip = randomIp();
    const wallets = Array.from({ length: 65 }, newWallet);
    const answers = await Promise.all(wallets.map((w) => ask(w, ip)));
    const codes = answers.map((a) => a.body.statusCode);
    expect(codes.filter((c) => c === 0)).toHaveLength(60);
    expect(codes.filter((c) => c === 42900)).toHaveLength(5);
    expect(await stored(wallets)).toBe(60);
    expect((await ask(newWallet(), randomIp())).body.statusCode).toBe(0);
  });

  it('issues 30 messages per wallet in 10 minutes, whatever the IP, and refuses more (42900)', async () => {
    const wallet = newWallet();
    const codes = [];
    for (let i = 0; i < 33; i++) codes.push((await ask(wallet, randomIp())).body.statusCode);
    expect(codes.slice(0, 30).every((c) => c === 0)).toBe(true);
    expect(codes.slice(30)).toEqual([42900, 42900, 42900]);
    expect(await stored([wallet])).toBe(30);
  });
});
