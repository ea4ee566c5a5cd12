import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { createWalletClient, http, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestChain, type TestChain } from '../../test/chain.ts';
import { newIdentity } from '../../test/helper.ts';
import {
  api,
  freePort,
  signUpOnServer,
  spawnServer,
  waitHealthy,
  type ServerProcess,
} from '../../test/server-process.ts';
import { BUYER_KEYS } from './sales-test-kit.ts';

// Issue 20: the server is killed after a purchase landed on chain and before it recorded it; the
// restarted server records it exactly once.
const dataDir = mkdtempSync(join(tmpdir(), 'mf-sales-restart-'));
let chain: TestChain;
let server: ServerProcess | undefined;
beforeAll(async () => {
  chain = await startTestChain();
});
afterAll(async () => {
  if (server && server.child.exitCode === null && server.child.signalCode === null) {
    server.child.kill('SIGTERM');
    await server.exited;
  }
  await chain?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const rpcUrl = () => chain.publicClient.transport.url as string;
const start = async () => {
  server = spawnServer(dataDir, await freePort(), { RPC_URL_LOCAL: rpcUrl() });
  // A fresh data folder migrates first; the machine running the suite may be busy.
  await waitHealthy(server, 180_000);
  return server;
};
type Auth = { token: string; uid: number; shopId?: number };
async function call(method: string, path: string, auth: Auth, body?: unknown) {
  const headers: Record<string, string> = {
    authorization: `Bearer ${auth.token}`,
    'x-user-id': String(auth.uid),
  };
  if (auth.shopId) headers['x-shop-id'] = String(auth.shopId);
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${server!.url}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await res.json()) as { statusCode: number; statusDesc: string; data: any }; // eslint-disable-line @typescript-eslint/no-explicit-any
}
/** Asks until `done` holds of the answer (the server's jobs and indexer run on their own). */
async function until<T>(ask: () => Promise<T>, done: (v: T) => boolean, what: string): Promise<T> {
  for (let i = 0; i < 300; i++) {
    const v = await ask();
    if (done(v)) return v;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`timed out waiting for ${what}:\n${server?.output().slice(-3000)}`);
}

it(
  'records a purchase that landed while the server was down exactly once after its restart',
  { timeout: 600_000 },
  async () => {
    await start();
    const who = newIdentity();
    const session = await signUpOnServer(server!, who);
    const shop = await api(
      server!,
      'POST',
      '/api/shops',
      { name: who.storeName, subdomain: who.subdomain, chain: 'local' },
      session.token,
    );
    const owner: Auth = { ...session, shopId: shop.data.id };
    // Published: the buyer's calls need no visitor password.
    const theme = (await call('GET', '/api/themes', owner)).data.list[0].id;
    const published = await call('PUT', `/api/themes/themeConfig/store/${theme}`, owner, {
      published: true,
    });
    expect(published.statusCode, JSON.stringify(published)).toBe(0);
    const collection = await call('POST', '/api/contracts', owner, {
      name: 'Moon',
      title: 'Moon',
      symbol: 'MOON',
      type: 2,
    });
    await until(
      () => call('GET', `/api/contract/status/${collection.data.id}`, owner),
      (r) => r.data.status === 1,
      'the deployment',
    );
    const category = await call('POST', '/api/classifications', owner, { name: 'Art' });
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#3ac' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('kind', 'nftContent');
    form.append('file', new Blob([png], { type: 'image/png' }), 'n.png');
    const upload = await fetch(`${server!.url}/api/upload/file`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${owner.token}`,
        'x-user-id': String(owner.uid),
        'x-shop-id': String(owner.shopId),
      },
      body: form,
    }).then((r) => r.json() as Promise<{ data: { path: string } }>);
    const nft = await call('POST', '/api/tokens', owner, {
      icon: upload.data.path,
      title: 'Moonrise',
      contract_id: collection.data.id,
      category: String(category.data.classificationId),
      copies: 3,
      rank: 1,
    });
    expect(nft.statusCode, JSON.stringify(nft)).toBe(0);
    await until(
      () => call('GET', `/api/tokens/${nft.data.id}`, owner),
      (r) => r.data.status === 1,
      'the mint',
    );
    // The holdings come from the indexer's loop: the sale is accepted once it has recorded the mint.
    const sale = await until(
      () =>
        call('POST', '/api/sales', owner, {
          type: 1,
          goods_id: nft.data.id,
          quantity: 3,
          price: '0.25',
        }),
      (r) => r.statusCode === 0,
      'the sell order',
    );

    const account = privateKeyToAccount(BUYER_KEYS[2]!);
    const random = await api(
      server!,
      'GET',
      `/api/wallet/random?wallet=${account.address}&chain_id=31337`,
    );
    const login = await api(server!, 'POST', '/api/login', {
      appid: 100001,
      account_type: 8,
      wallet: account.address,
      message: random.data.message,
      signature: await account.signMessage({ message: random.data.message }),
    });
    const buyer: Auth = { token: login.data.token, uid: login.data.uid };
    const checkout = await call('POST', `/api/store/${who.subdomain}/checkout`, buyer, {
      sale_id: sale.data.id,
      quantity: 2,
    });
    expect(checkout.statusCode, JSON.stringify(checkout)).toBe(0);

    server!.child.kill('SIGKILL');
    await server!.exited;
    const wallet = createWalletClient({
      account,
      chain: chain.publicClient.chain,
      transport: http(rpcUrl()),
    });
    const tx = checkout.data.tx as { to: Hex; data: Hex; value: string };
    const hash = await wallet.sendTransaction({
      to: tx.to,
      data: tx.data,
      value: BigInt(tx.value),
    });
    expect((await chain.publicClient.waitForTransactionReceipt({ hash })).status).toBe('success');

    await start();
    const orders = await until(
      () => call('GET', `/api/store/${who.subdomain}/orders`, buyer),
      (r) => r.data?.list?.[0]?.status === 'confirmed',
      'the purchase to be recorded',
    );
    expect(orders.data.list[0]).toMatchObject({ quantity: 2, total: '0.5', txHash: hash });
    const once = async () => {
      const detail = await call('GET', `/api/sales/${sale.data.id}`, owner);
      const history = await call('GET', `/api/sales/history/${sale.data.id}`, owner);
      return {
        soldNum: detail.data.soldNum,
        sold: history.data.list.filter((e: { kind: string }) => e.kind === 'sold').length,
      };
    };
    expect(await once()).toEqual({ soldNum: 2, sold: 1 });
    // Another restart reads on from its cursor: still once.
    server!.child.kill('SIGTERM');
    await server!.exited;
    await start();
    await new Promise((r) => setTimeout(r, 2000));
    expect(await once()).toEqual({ soldNum: 2, sold: 1 });
  },
);
