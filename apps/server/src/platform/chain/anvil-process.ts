import type { ChildProcess } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

/** A port nobody listens on right now on 127.0.0.1. */
export function freeLoopbackPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The chain id a JSON-RPC endpoint answers, or undefined when it does not answer. */
export async function rpcChainId(rpcUrl: string): Promise<number | undefined> {
  try {
    const res = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      signal: AbortSignal.timeout(1_000),
    });
    const body = (await res.json()) as { result?: string };
    return body.result === undefined ? undefined : Number(body.result);
  } catch {
    return undefined;
  }
}

export function isRunning(proc: ChildProcess): boolean {
  return proc.exitCode === null && proc.signalCode === null;
}

/** Resolves once the process has exited; true when it did so within timeoutMs. */
export async function exited(proc: ChildProcess, timeoutMs: number): Promise<boolean> {
  if (!isRunning(proc)) return true;
  const ac = new AbortController();
  const exit = new Promise<boolean>((resolve) => proc.once('exit', () => resolve(true)));
  const timeout = sleep(timeoutMs, false, { signal: ac.signal }).catch(() => false);
  const result = await Promise.race([exit, timeout]);
  ac.abort();
  return result;
}

/** SIGTERM (anvil dumps its state on it), then SIGKILL when it has not exited in time. */
export async function terminate(proc: ChildProcess, timeoutMs: number): Promise<void> {
  if (!isRunning(proc)) return;
  proc.kill('SIGTERM');
  if (await exited(proc, timeoutMs)) return;
  proc.kill('SIGKILL');
  await exited(proc, timeoutMs);
}

// An anvil left over from a server that was killed keeps dumping its stale state into the same
// file every interval and would overwrite the new node's state: the pid file lets us end it.
export function writePidFile(path: string, pid: number | undefined): void {
  if (pid !== undefined) writeFileSync(path, String(pid));
}

export function removePidFile(path: string): void {
  rmSync(path, { force: true });
}

/** Ends an anvil recorded in the pid file if it still runs on our state file (Linux: /proc). */
export async function endLeftoverAnvil(
  pidFile: string,
  statePath: string,
): Promise<number | undefined> {
  let pid: number;
  let cmdline: string;
  try {
    pid = Number(readFileSync(pidFile, 'utf8').trim());
    cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    return undefined;
  }
  if (!cmdline.includes('anvil') || !cmdline.includes(statePath)) return undefined;
  process.kill(pid, 'SIGTERM');
  for (let i = 0; i < 50 && alive(pid); i++) await sleep(100);
  if (alive(pid)) process.kill(pid, 'SIGKILL');
  return pid;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
