import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';

const repoRoot = resolve(import.meta.dirname, '../../../..');

export async function freePort(): Promise<number> {
  return new Promise((res, rej) => {
    const s = createServer();
    s.once('error', rej);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => res(port));
    });
  });
}

export type ServerProcess = {
  child: ChildProcess;
  url: string;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
};

/** Starts the real server (`apps/server/src/main.ts` through tsx) on a data folder, as `npm start` does. */
export function spawnServer(
  dataDir: string,
  port: number,
  extraEnv: NodeJS.ProcessEnv = {},
): ServerProcess {
  // No embedded anvil unless a test asks for it (extraEnv RPC_URL_LOCAL: undefined): a server
  // killed with SIGKILL cannot stop its anvil, which would outlive the test.
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    RPC_URL_LOCAL: 'http://127.0.0.1:9',
    ...extraEnv,
  };
  delete env.DATABASE_URL;
  delete env.SMTP_URL;
  for (const [key, value] of Object.entries(extraEnv)) if (value === undefined) delete env[key];
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (c: Buffer) => (out += c.toString('utf8')));
  child.stderr!.on('data', (c: Buffer) => (out += c.toString('utf8')));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((res) =>
    child.once('exit', (code, signal) => res({ code, signal })),
  );
  return { child, url: `http://127.0.0.1:${port}`, output: () => out, exited };
}

/**
 * Waits until GET /api/health answers, or fails when the process ends first. The default is
 * generous: CI runs this beside the end-to-end journeys on 2 cores, where a start (tsx, PGlite,
 * migrations) has taken over a minute.
 */
export async function waitHealthy(server: ServerProcess, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (server.child.exitCode !== null)
      throw new Error(`server exited with ${server.child.exitCode}:\n${server.output()}`);
    try {
      if ((await fetch(`${server.url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline)
      throw new Error(`server not healthy in ${timeoutMs} ms:\n${server.output()}`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

/** JSON call against a running server. */
export async function api(
  server: ServerProcess,
  method: string,
  path: string,
  body?: unknown,
  token?: string,
) {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await res.json()) as { statusCode: number; statusDesc: string; data: any }; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** Signs up through the API, reading the code from the outbox line of the server log. */
export async function signUpOnServer(
  server: ServerProcess,
  who: { email: string; username: string; password: string },
) {
  await api(server, 'GET', `/api/registerVerification?email=${encodeURIComponent(who.email)}`);
  let code: string | undefined;
  // The log line may reach the pipe a moment after the answer.
  for (let i = 0; i < 50 && !code; i++, await new Promise((r) => setTimeout(r, 100))) {
    const line = server
      .output()
      .split('\n')
      .reverse()
      .find((l) => l.includes('outbox') && l.includes(who.email));
    code = line
      ? (JSON.parse(line) as { mail: { text: string } }).mail.text.match(/\b(\d{6})\b/)?.[1]
      : undefined;
  }
  if (!code) throw new Error(`no code in the log:\n${server.output()}`);
  const res = await api(server, 'POST', '/api/verify/code', { ...who, code, agree_terms: true });
  if (res.statusCode !== 0) throw new Error(`sign-up failed: ${JSON.stringify(res)}`);
  return res.data as { token: string; uid: number };
}
