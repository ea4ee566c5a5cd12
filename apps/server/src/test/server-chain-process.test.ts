import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { rpcChainId } from '../platform/chain/anvil-process.ts';
import { newIdentity } from './helper.ts';
import {
  api,
  freePort,
  signUpOnServer,
  spawnServer,
  waitHealthy,
  type ServerProcess,
} from './server-process.ts';

// ARCHITECTURE.md "Chain": `npm start` with no RPC_URL_LOCAL runs its own anvil (state in
// DATA_DIR/chain), stops it on SIGTERM, and finds its contracts again after a restart.

const dataDir = mkdtempSync(join(tmpdir(), 'mf-chain-server-'));
let server: ServerProcess | undefined;
afterAll(async () => {
  if (server && server.child.exitCode === null && server.child.signalCode === null) {
    server.child.kill('SIGTERM');
    await server.exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function shopCall(
  s: ServerProcess,
  method: string,
  path: string,
  auth: { token: string; uid: number; shopId: number },
  body?: unknown,
) {
  const headers: Record<string, string> = {
    authorization: `Bearer ${auth.token}`,
    'x-user-id': String(auth.uid),
    'x-shop-id': String(auth.shopId),
  };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${s.url}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await res.json()) as { statusCode: number; data: Record<string, unknown> };
}

it(
  'starts anvil, deploys a collection through it, stops it on SIGTERM and keeps the chain across a restart',
  { timeout: 400_000 },
  async () => {
    server = spawnServer(dataDir, await freePort(), { RPC_URL_LOCAL: undefined });
    await waitHealthy(server);
    const pid = Number(readFileSync(join(dataDir, 'chain', 'anvil.pid'), 'utf8'));
    expect(alive(pid)).toBe(true);

    const who = newIdentity();
    const session = await signUpOnServer(server, who);
    const shop = await api(
      server,
      'POST',
      '/api/shops',
      { name: who.storeName, subdomain: who.subdomain, chain: 'local' },
      session.token,
    );
    const auth = { ...session, shopId: shop.data.id as number };
    const created = await shopCall(server, 'POST', '/api/contracts', auth, {
      name: 'Moon',
      title: 'Moon',
      symbol: 'MOON',
      type: 1,
    });
    expect(created.statusCode).toBe(0);
    let status = created.data;
    for (let i = 0; i < 200 && status.status === 0; i++) {
      await new Promise((r) => setTimeout(r, 100));
      status = (await shopCall(server, 'GET', `/api/contract/status/${created.data.id}`, auth))
        .data;
    }
    expect(status.status).toBe(1);

    server.child.kill('SIGTERM');
    expect((await server.exited).code).toBe(0);
    expect(alive(pid)).toBe(false);
    expect(existsSync(join(dataDir, 'chain', 'state.json'))).toBe(true);

    server = spawnServer(dataDir, await freePort(), { RPC_URL_LOCAL: undefined });
    await waitHealthy(server);
    const newPid = Number(readFileSync(join(dataDir, 'chain', 'anvil.pid'), 'utf8'));
    const port = /--port\0(\d+)/.exec(readFileSync(`/proc/${newPid}/cmdline`, 'utf8'))?.[1];
    const rpcUrl = `http://127.0.0.1:${port}`;
    expect(await rpcChainId(rpcUrl)).toBe(31337);
    const code = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'eth_getCode',
        params: [status.address, 'latest'],
      }),
    }).then((r) => r.json() as Promise<{ result: string }>);
    expect(code.result.length).toBeGreaterThan(10);
  },
);
