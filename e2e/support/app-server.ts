import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');

async function freePort(): Promise<number> {
  return new Promise((res, rej) => {
    const s = createServer();
    s.once('error', rej);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => res(port));
    });
  });
}

// A loaded machine (shared cores) can take over a minute to start the server and its chain.
const DEFAULT_START_MS = Number(process.env.E2E_SERVER_START_S ?? 180) * 1000;

/**
 * Starts the real server (built console + API) on a fresh data folder, as `npm start` would.
 * `env` may set LOG_LEVEL (default warn); `output()` is everything the server printed. A server
 * not healthy within `healthyWithinMs` is stopped and its start fails.
 */
export async function startAppServer(
  env: Record<string, string>,
  healthyWithinMs = DEFAULT_START_MS,
) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'mf-e2e-'));
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/main.ts'],
    {
      cwd: root,
      env: {
        ...process.env,
        LOG_LEVEL: 'warn',
        ...env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8');
    process.stdout.write(chunk);
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + healthyWithinMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
      throw new Error(`server did not become healthy in ${healthyWithinMs / 1000} s`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    output: () => output,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
