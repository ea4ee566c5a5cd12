// The real server (src/main.ts) in a child process on a loopback port, for the benchmarks.
import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { resolve } from 'node:path';

export const repoRoot = resolve(import.meta.dirname, '../../..');

export const freePort = () =>
  new Promise<number>((res, rej) => {
    const s = createServer();
    s.once('error', rej);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => res(port));
    });
  });

/** Resident memory of a process, in MB. */
export const rssMb = (pid: number) => {
  const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  return kb / 1024;
};

export type BenchServer = {
  url: string;
  port: number;
  child: ChildProcess;
  log: () => string;
  stop: () => Promise<void>;
};

/**
 * Starts `src/main.ts` with `env` on a free port and waits for GET /api/health.
 * BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles it; BENCH_SERVER_LOG=file
 * appends its output there too (with "--trace-gc-nvp": what each GC found and promoted).
 */
export async function startServer(env: Record<string, string>): Promise<BenchServer> {
  const serverNodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(
    process.execPath,
    [...serverNodeArgs, '--import', 'tsx', 'apps/server/src/main.ts'],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        SMTP_URL: '',
        STORAGE_URL: '',
        ...env,
        PORT: String(port),
        HOST: '127.0.0.1',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let log = '';
  const logFile = process.env.BENCH_SERVER_LOG;
  child.stdout!.on('data', (d: Buffer) => {
    log += d.toString();
    if (logFile) appendFileSync(logFile, d);
  });
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  };
  try {
    for (let tries = 0; ; tries++) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
      if (
        await fetch(`${url}/api/health`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      if (tries > 600) throw new Error('server did not start');
      await new Promise((r) => setTimeout(r, 200));
    }
  } catch (err) {
    await stop();
    throw err;
  }
  return { url, port, child, log: () => log, stop };
}
