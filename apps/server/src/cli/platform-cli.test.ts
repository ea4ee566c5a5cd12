import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { freePort, spawnServer, waitHealthy } from '../test/server-process.ts';

const repoRoot = resolve(import.meta.dirname, '../../../..');
const dataDir = mkdtempSync(join(tmpdir(), 'mf-platform-cli-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** `npm run platform -- …` as the operator types it, on the test's DATA_DIR. */
function platform(...args: string[]) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  const child = spawn('npm', ['run', '--silent', 'platform', '--', ...args], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout.on('data', (c: Buffer) => (out += c.toString('utf8')));
  child.stderr.on('data', (c: Buffer) => (err += c.toString('utf8')));
  return new Promise<{ code: number | null; out: string; err: string }>((res) =>
    child.once('exit', (code) => res({ code, out, err })),
  );
}

it('refuses while a server holds DATA_DIR, and runs on the embedded database once it stopped', async () => {
  const server = spawnServer(dataDir, await freePort());
  try {
    await waitHealthy(server);
    const busy = await platform('currency:approve', '1');
    expect(busy.code).toBe(1);
    expect(busy.err).toContain(
      `The data folder ${dataDir} is in use by another Mintfront server (pid ${server.child.pid})`,
    );
    expect(busy.err).toContain('stop the server, run this command, then start the server again');
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
  }

  const missing = await platform('currency:approve', '1');
  expect({ code: missing.code, err: missing.err.trim() }).toEqual({
    code: 1,
    err: 'no payment token #1',
  });
  const list = await platform('currency:list');
  expect({ code: list.code, out: list.out.trim() }).toEqual({
    code: 0,
    out: 'No payment tokens (in-review).',
  });
  // The command gave the folder back.
  expect(existsSync(join(dataDir, 'server.lock'))).toBe(false);
  expect((await platform('currency:publish')).code).toBe(2);
}, 400_000);
