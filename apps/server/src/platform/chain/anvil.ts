import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { chainByKey } from '@mintfront/domain';
import { anvilBinaryPath } from './anvil-binary.ts';
import { checkStateFile } from './anvil-state-file.ts';
import {
  endLeftoverAnvil,
  freeLoopbackPort,
  isRunning,
  removePidFile,
  rpcChainId,
  terminate,
  writePidFile,
} from './anvil-process.ts';

/** The part of a pino/Fastify logger the chain layer uses. */
export type ChainLog = {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
};

export type StartLocalChainOptions = {
  /** Folder of the chain's state (ARCHITECTURE.md: `data/chain`). */
  stateDir: string;
  log: ChainLog;
  /** Defaults to a free loopback port; kept across restarts so the RPC URL stays valid. */
  port?: number;
  /** Restarts allowed in a row before giving up; the count resets after a minute of uptime. */
  maxRestarts?: number;
  /** How often anvil writes its state: at most this much is lost if it is killed (default 60 s). */
  stateIntervalSeconds?: number;
  readyTimeoutMs?: number;
  /** How long stop() lets anvil write its state before SIGKILL (default 60 s). */
  stopTimeoutMs?: number;
};

export type LocalChain = {
  rpcUrl: string;
  chainId: number;
  /** Process id of the running anvil, undefined between a crash and its restart. */
  readonly pid: number | undefined;
  /** How many times the supervisor restarted anvil. */
  readonly restarts: number;
  stop(): Promise<void>;
};

const STABLE_UPTIME_MS = 60_000;
// Each dump rewrites the whole state (67 MB after 25,000 mints, issue 19 item 12), so it is
// written once a minute and on stop; README "The embedded chain" says what a kill then loses.
const STATE_INTERVAL_SECONDS = 60;
// A large state takes seconds to write on exit; a SIGKILL mid-write would tear the file.
const STOP_TIMEOUT_MS = 60_000;
const OUTPUT_TAIL_CHARS = 4_000;

/** Starts anvil on 127.0.0.1 with its state in stateDir, restarts it if it dies, stops it on stop(). */
export async function startLocalChain(options: StartLocalChainOptions): Promise<LocalChain> {
  const {
    log,
    maxRestarts = 5,
    stateIntervalSeconds = STATE_INTERVAL_SECONDS,
    readyTimeoutMs = 20_000,
    stopTimeoutMs = STOP_TIMEOUT_MS,
  } = options;
  const stateDir = resolve(options.stateDir);
  mkdirSync(stateDir, { recursive: true });
  const statePath = join(stateDir, 'state.json');
  const pidFile = join(stateDir, 'anvil.pid');
  const leftover = await endLeftoverAnvil(pidFile, statePath);
  if (leftover) log.warn({ pid: leftover }, 'ended an anvil left over from an earlier run');

  const chainId = chainByKey('local').chainId;
  const port = options.port ?? (await freeLoopbackPort());
  const rpcUrl = `http://127.0.0.1:${port}`;
  const binary = anvilBinaryPath();
  // --state loads the file when it exists and dumps on exit; --state-interval also dumps while
  // running, so a killed anvil (or server) loses at most one interval.
  const args = ['--host', '127.0.0.1', '--port', String(port), '--chain-id', String(chainId)];
  args.push('--state', statePath, '--state-interval', String(stateIntervalSeconds));

  let child: ChildProcess | undefined;
  let output = '';
  let stopping = false;
  let supervising = false;
  let restarts = 0;
  let failuresInRow = 0;
  let startedAt = 0;
  let restartTimer: NodeJS.Timeout | undefined;
  const endOnExit = () => child?.kill('SIGTERM');

  async function launch(): Promise<void> {
    const state = checkStateFile(statePath);
    if (state === 'restored')
      log.error({ statePath }, 'anvil state file was torn: restored the last good copy');
    if (state === 'reset')
      log.error(
        { statePath },
        'anvil state file was torn and had no good copy: chain starts empty',
      );
    const proc = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    child = proc;
    output = '';
    let spawnError: Error | undefined;
    proc.once('error', (err) => (spawnError = err));
    // Always drained: a full pipe would block anvil. Only the tail is kept, for error messages.
    const keep = (chunk: Buffer) =>
      (output = (output + chunk.toString()).slice(-OUTPUT_TAIL_CHARS));
    proc.stdout?.on('data', keep);
    proc.stderr?.on('data', keep);
    proc.once('exit', (code, signal) => onExit(proc, code, signal));
    const deadline = Date.now() + readyTimeoutMs;
    while (isRunning(proc) && !spawnError && Date.now() < deadline) {
      if ((await rpcChainId(rpcUrl)) === chainId && isRunning(proc)) {
        startedAt = Date.now();
        writePidFile(pidFile, proc.pid);
        return;
      }
      await sleep(100);
    }
    if (spawnError)
      throw new Error(`anvil could not be started from ${binary}: ${spawnError.message}`);
    if (isRunning(proc)) await terminate(proc, stopTimeoutMs);
    throw new Error(`anvil did not answer on ${rpcUrl}: ${output.trim() || 'no output'}`);
  }

  function onExit(proc: ChildProcess, code: number | null, signal: NodeJS.Signals | null): void {
    if (proc !== child || stopping || !supervising) return;
    child = undefined;
    if (Date.now() - startedAt > STABLE_UPTIME_MS) failuresInRow = 0;
    if (failuresInRow >= maxRestarts) {
      log.error(
        { code, signal, restarts, output: output.trim() },
        'anvil keeps dying: local chain given up',
      );
      return;
    }
    const delayMs = Math.min(250 * 2 ** failuresInRow, 5_000);
    failuresInRow++;
    log.warn({ code, signal, delayMs }, 'anvil exited unexpectedly: restarting');
    restartTimer = setTimeout(() => {
      restartTimer = undefined;
      if (stopping) return;
      restarts++;
      launch().then(
        () => log.info({ rpcUrl, restarts }, 'anvil restarted'),
        // The failed process's own exit schedules the next attempt.
        (err: unknown) => stopping || log.warn({ err }, 'anvil restart failed'),
      );
    }, delayMs);
  }

  await launch();
  supervising = true;
  process.once('exit', endOnExit);
  log.info({ rpcUrl, chainId, stateDir }, 'local chain started');

  return {
    rpcUrl,
    chainId,
    get pid() {
      return child && isRunning(child) ? child.pid : undefined;
    },
    get restarts() {
      return restarts;
    },
    async stop() {
      if (stopping) return;
      stopping = true;
      clearTimeout(restartTimer);
      process.off('exit', endOnExit);
      if (child) await terminate(child, stopTimeoutMs);
      removePidFile(pidFile);
      log.info({ rpcUrl }, 'local chain stopped');
    },
  };
}
