import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { newIdentity } from './helper.ts';
import {
  api,
  freePort,
  signUpOnServer,
  spawnServer,
  waitHealthy,
  type ServerProcess,
} from './server-process.ts';

// The embedded database is safe to live with (issue 2): one server per data folder, clean
// shutdown, and every acknowledged write survives a SIGKILL.

const started: ServerProcess[] = [];
const folders: string[] = [];

function tempDataDir() {
  const dir = mkdtempSync(join(tmpdir(), 'mf-server-'));
  folders.push(dir);
  return dir;
}

async function start(dataDir: string) {
  const server = spawnServer(dataDir, await freePort());
  started.push(server);
  return server;
}

afterEach(async () => {
  for (const s of started.splice(0)) {
    if (s.child.exitCode === null && s.child.signalCode === null) {
      s.child.kill('SIGKILL');
      await s.exited;
    }
  }
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the data folder', () => {
  it(
    'refuses a second server on the same folder, naming the folder and the pid',
    { timeout: 400_000 },
    async () => {
      const dataDir = tempDataDir();
      const first = await start(dataDir);
      await waitHealthy(first);
      const second = await start(dataDir);
      const { code } = await second.exited;
      expect(code).toBe(1);
      expect(second.output()).toContain(dataDir);
      expect(second.output()).toContain(`pid ${first.child.pid}`);
      // the first one is untouched
      expect((await fetch(`${first.url}/api/health`)).ok).toBe(true);
    },
  );

  // SIGINT is what Ctrl-C sends to `npm start`.
  it.each(['SIGTERM', 'SIGINT'] as const)(
    'exits 0 on %s, releases the lock and leaves a database that opens again',
    { timeout: 400_000 },
    async (signal) => {
      const dataDir = tempDataDir();
      const server = await start(dataDir);
      await waitHealthy(server);
      const who = newIdentity();
      await signUpOnServer(server, who);
      expect(readFileSync(join(dataDir, 'server.lock'), 'utf8')).toBe(String(server.child.pid));
      server.child.kill(signal);
      expect(await server.exited).toEqual({ code: 0, signal: null });
      expect(existsSync(join(dataDir, 'server.lock'))).toBe(false);
      expect(server.output()).toContain(`"signal":"${signal}"`);
      expect(server.output()).not.toContain('unclean shutdown');

      const again = await start(dataDir);
      await waitHealthy(again);
      expect(
        (await api(again, 'POST', '/api/login', { email: who.email, password: who.password }))
          .statusCode,
      ).toBe(0);
    },
  );

  it('keeps every acknowledged write after a SIGKILL mid-write', { timeout: 400_000 }, async () => {
    const dataDir = tempDataDir();
    const server = await start(dataDir);
    await waitHealthy(server);
    const who = newIdentity();
    const { token } = await signUpOnServer(server, who);

    const acknowledged: string[] = [];
    let killed = false;
    const writer = (async () => {
      for (let i = 0; !killed; i++) {
        const name = `Kill${i}x${who.username}`.slice(0, 60);
        try {
          const res = await api(
            server,
            'POST',
            '/api/shops',
            { name, chain: 'local', subdomain: `k${i}-${who.subdomain}`.slice(0, 63) },
            token,
          );
          if (res.statusCode === 0) acknowledged.push(name);
        } catch {
          return; // the server is gone: this write was never acknowledged
        }
      }
    })();
    // At least 2.5 s of writes and a few acknowledged ones, however slow the machine is.
    await new Promise((r) => setTimeout(r, 2_500));
    while (acknowledged.length <= 3) await new Promise((r) => setTimeout(r, 100));
    killed = true;
    server.child.kill('SIGKILL');
    await server.exited;
    await writer;
    expect(acknowledged.length).toBeGreaterThan(3);

    // The lock of the killed process is stale: the next server takes it over.
    const again = await start(dataDir);
    await waitHealthy(again);
    const login = await api(again, 'POST', '/api/login', {
      email: who.email,
      password: who.password,
    });
    const owned = await api(again, 'GET', '/api/shops?type=owned', undefined, login.data.token);
    const names = (owned.data.list as { name: string }[]).map((s) => s.name);
    expect(names).toEqual(expect.arrayContaining(acknowledged));
    expect((await api(again, 'GET', '/api/user/info', undefined, token)).statusCode).toBe(0);
  });
});
