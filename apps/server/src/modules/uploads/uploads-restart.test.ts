import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, expect, it } from 'vitest';
import { CHUNK_SIZE } from '@mintfront/domain';
import { buildApp } from '../../app.ts';
import type { Config } from '../../config.ts';
import { createShop, newIdentity, signIn, signUp } from '../../test/helper.ts';
import {
  api,
  freePort,
  signUpOnServer,
  spawnServer,
  waitHealthy,
  type ServerProcess,
} from '../../test/server-process.ts';
import { getJson, merge, sendChunk, slices } from './uploads-test-kit.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'mf-restart-'));
const killDataDir = mkdtempSync(join(tmpdir(), 'mf-upload-kill-'));
const spawned: ServerProcess[] = [];
afterAll(async () => {
  for (const s of spawned) {
    if (s.child.exitCode === null && s.child.signalCode === null) {
      s.child.kill('SIGKILL');
      await s.exited;
    }
  }
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(killDataDir, { recursive: true, force: true });
});

/** The app on DATA_DIR's own PGlite folder, as `npm start` runs it. */
async function start() {
  const config: Config = {
    port: 0,
    host: '127.0.0.1',
    dataDir,
    database: { driver: 'pglite', dataDir: join(dataDir, 'db') },
    smtpUrl: undefined,
    mailFrom: 'Mintfront <no-reply@mintfront.test>',
    publicUrl: 'http://localhost:8080',
    logLevel: 'silent',
    consoleDist: '/nonexistent-console-dist',
    storeDomain: 'localhost',
    storefrontDist: '/nonexistent-storefront-dist',
    chain: { rpcUrls: {}, operator: undefined },
  } as Config;
  const app = await buildApp(config);
  await app.ready();
  return app;
}

it('resumes an upload after a server restart between chunks: stored chunks are kept, only the rest is sent', async () => {
  const image = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#c63' } })
    .png()
    .toBuffer();
  const bytes = Buffer.concat([image, Buffer.alloc(2 * CHUNK_SIZE + 77, 7)]);
  const parts = slices(bytes);
  const uploadId = randomUUID();

  const first = await start();
  const user = await signUp(first);
  const shop = await createShop(first, user);
  await sendChunk(first, { as: user, shopId: shop.id }, uploadId, 0, parts[0]!);
  await sendChunk(first, { as: user, shopId: shop.id }, uploadId, 2, parts[2]!);
  await first.close();

  const second = await start();
  try {
    const who = { as: await signIn(second, user), shopId: shop.id };
    expect(
      (await getJson(second, `/api/upload/chunks?upload_id=${uploadId}`, who)).data.chunks,
    ).toEqual([0, 2]);
    await sendChunk(second, who, uploadId, 1, parts[1]!);
    const merged = await merge(second, who, uploadId, 3, 'categoryImage');
    expect(merged.statusCode).toBe(0);
    const served = await second.inject({ method: 'GET', url: `/api/files/${merged.data.path}` });
    expect(served.rawPayload.equals(bytes)).toBe(true);
  } finally {
    await second.close();
  }
});

/** The upload calls of a signed-in member against a running server process. */
function uploaderOn(server: ServerProcess, auth: { token: string; uid: number }, shopId: number) {
  const headers = {
    authorization: `Bearer ${auth.token}`,
    'x-user-id': String(auth.uid),
    'x-shop-id': String(shopId),
  };
  const json = async (res: Response) => (await res.json()) as { statusCode: number; data: any }; // eslint-disable-line @typescript-eslint/no-explicit-any
  return {
    chunk(uploadId: string, index: number, bytes: Buffer) {
      const form = new FormData();
      form.set('index_name', `${uploadId}_${index}`);
      form.set('file', new Blob([new Uint8Array(bytes)]), 'blob');
      return fetch(`${server.url}/api/upload/chunk`, { method: 'POST', headers, body: form }).then(
        json,
      );
    },
    chunks: (uploadId: string) =>
      fetch(`${server.url}/api/upload/chunks?upload_id=${uploadId}`, { headers }).then(json),
    merge: (uploadId: string, total: number) =>
      fetch(`${server.url}/api/upload/merge`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({
          flag: 1,
          file_name: 'big.png',
          upload_id: uploadId,
          total,
          kind: 'categoryImage',
        }),
      }).then(json),
  };
}

it(
  'loses no acknowledged chunk when the server is killed (SIGKILL) mid-upload; the upload resumes sending only the missing chunks',
  { timeout: 500_000 },
  async () => {
    const image = await sharp({
      create: { width: 32, height: 32, channels: 3, background: '#3a6' },
    })
      .png()
      .toBuffer();
    const bytes = Buffer.concat([image, Buffer.alloc(11 * CHUNK_SIZE + 333, 9)]);
    const parts = slices(bytes);
    const uploadId = randomUUID();

    const first = spawnServer(killDataDir, await freePort());
    spawned.push(first);
    await waitHealthy(first);
    const who = newIdentity();
    const auth = await signUpOnServer(first, who);
    const shop = await api(
      first,
      'POST',
      '/api/shops',
      { name: who.storeName, chain: 'local', subdomain: who.subdomain },
      auth.token,
    );
    expect(shop.statusCode).toBe(0);

    // Two chunks in flight at a time; the kill comes as soon as four are acknowledged, so others
    // are being received or written when the process dies.
    const upload = uploaderOn(first, auth, shop.data.id);
    const acknowledged: number[] = [];
    let next = 0;
    let killed = false;
    const sender = async () => {
      while (!killed && next < parts.length) {
        const index = next++;
        try {
          const res = await upload.chunk(uploadId, index, parts[index]!);
          if (res.statusCode === 0 && !killed) acknowledged.push(index);
        } catch {
          return; // the connection died with the server: not acknowledged
        }
        if (acknowledged.length >= 4 && !killed) {
          killed = true;
          first.child.kill('SIGKILL');
        }
      }
    };
    await Promise.all([sender(), sender()]);
    expect(await first.exited).toEqual({ code: null, signal: 'SIGKILL' });
    expect(acknowledged.length).toBeGreaterThanOrEqual(4);
    expect(acknowledged.length).toBeLessThan(parts.length);

    const second = spawnServer(killDataDir, await freePort());
    spawned.push(second);
    await waitHealthy(second);
    const login = await api(second, 'POST', '/api/login', {
      email: who.email,
      password: who.password,
    });
    const resumed = uploaderOn(
      second,
      { token: login.data.token, uid: login.data.uid },
      shop.data.id,
    );
    const stored = (await resumed.chunks(uploadId)).data.chunks as number[];
    expect(stored).toEqual(expect.arrayContaining(acknowledged));

    const missing = parts.map((_, i) => i).filter((i) => !stored.includes(i));
    expect(missing.length).toBeGreaterThan(0);
    for (const index of missing)
      expect((await resumed.chunk(uploadId, index, parts[index]!)).statusCode).toBe(0);
    const merged = await resumed.merge(uploadId, parts.length);
    expect(merged.statusCode).toBe(0);
    // Byte for byte the file: a chunk the kill cut short was not kept as if whole.
    const served = Buffer.from(
      await (await fetch(`${second.url}/api/files/${merged.data.path}`)).arrayBuffer(),
    );
    expect(served.equals(bytes)).toBe(true);
    second.child.kill('SIGTERM');
    await second.exited;
  },
);
