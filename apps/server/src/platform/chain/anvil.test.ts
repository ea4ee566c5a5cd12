import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { deployStoreContract } from '@mintfront/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { anvilBinaryPath } from './anvil-binary.ts';
import { freeLoopbackPort, rpcChainId } from './anvil-process.ts';
import { startLocalChain, type ChainLog, type LocalChain } from './anvil.ts';
import { createChainClients } from './clients.ts';

let stateDir: string;
let chain: LocalChain | undefined;
const entries: { level: string; msg: string }[] = [];
const log: ChainLog = {
  info: (_obj, msg) => entries.push({ level: 'info', msg }),
  warn: (_obj, msg) => entries.push({ level: 'warn', msg }),
  error: (_obj, msg) => entries.push({ level: 'error', msg }),
};

beforeEach(() => {
  stateDir = mkdtempSync(join(tmpdir(), 'mintfront-chain-'));
  entries.length = 0;
});
afterEach(async () => {
  await chain?.stop();
  chain = undefined;
  rmSync(stateDir, { recursive: true, force: true });
});

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function deployOnLocal(rpcUrl: string) {
  const clients = createChainClients({ rpcUrls: {}, operator: undefined }, rpcUrl);
  const wallet = clients.walletClient('local');
  return deployStoreContract(wallet, clients.publicClient('local'), {
    type: 'erc721',
    name: 'Survivor',
    symbol: 'SRV',
    owner: wallet.account.address,
    royaltyReceiver: wallet.account.address,
    royaltyBps: 1000,
    contractURI: '',
  });
}

describe('startLocalChain', () => {
  it('starts anvil on a loopback port answering the local chain id', async () => {
    chain = await startLocalChain({ stateDir, log });
    expect(chain.rpcUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(chain.chainId).toBe(31337);
    expect(await rpcChainId(chain.rpcUrl)).toBe(31337);
  });

  it('writes its state on stop, so it survives a restart even before any interval dump', async () => {
    // An interval no test outlives: only the dump anvil writes on SIGTERM can hold the contract.
    chain = await startLocalChain({ stateDir, log, stateIntervalSeconds: 3600 });
    const { address } = await deployOnLocal(chain.rpcUrl);
    await chain.stop();
    expect(existsSync(join(stateDir, 'state.json'))).toBe(true);

    chain = await startLocalChain({ stateDir, log });
    const clients = createChainClients({ rpcUrls: {}, operator: undefined }, chain.rpcUrl);
    const code = await clients.publicClient('local').getCode({ address });
    expect(code?.length).toBeGreaterThan(2);
  });

  it('dumps its state at most once a minute while running (issue 19: a large state was rewritten every second)', async () => {
    chain = await startLocalChain({ stateDir, log });
    const args = readFileSync(`/proc/${chain.pid}/cmdline`, 'utf8').split('\0');
    expect(Number(args[args.indexOf('--state-interval') + 1])).toBeGreaterThanOrEqual(60);
  });

  it('puts back the last good state when the state file was torn by a kill mid-write', async () => {
    chain = await startLocalChain({ stateDir, log });
    const { address } = await deployOnLocal(chain.rpcUrl);
    await chain.stop();
    chain = await startLocalChain({ stateDir, log }); // keeps a copy of the good file
    await chain.stop();
    const statePath = join(stateDir, 'state.json');
    writeFileSync(statePath, readFileSync(statePath, 'utf8').slice(0, 100));

    chain = await startLocalChain({ stateDir, log });
    expect(entries.map((e) => e.msg)).toContain(
      'anvil state file was torn: restored the last good copy',
    );
    const clients = createChainClients({ rpcUrls: {}, operator: undefined }, chain.rpcUrl);
    expect((await clients.publicClient('local').getCode({ address }))?.length).toBeGreaterThan(2);
  });

  it('starts empty, keeping the torn file aside, when no good copy exists', async () => {
    writeFileSync(join(stateDir, 'state.json'), '{"block":');
    chain = await startLocalChain({ stateDir, log });
    expect(await rpcChainId(chain.rpcUrl)).toBe(31337);
    expect(entries.filter((e) => e.level === 'error')).toHaveLength(1);
    expect(readdirSync(stateDir).some((f) => f.startsWith('state.json.torn-'))).toBe(true);
  });

  it('stop() ends anvil (SIGTERM) and a stopped chain no longer answers', async () => {
    chain = await startLocalChain({ stateDir, log });
    const pid = chain.pid!;
    await chain.stop();
    expect(alive(pid)).toBe(false);
    expect(await rpcChainId(chain.rpcUrl)).toBeUndefined();
  });

  it('restarts a killed anvil on the same URL', async () => {
    chain = await startLocalChain({ stateDir, log });
    const firstPid = chain.pid!;
    process.kill(firstPid, 'SIGKILL');
    const restarted = () => entries.some((e) => e.msg === 'anvil restarted');
    for (let i = 0; i < 100 && !restarted(); i++) await sleep(100);
    expect(restarted()).toBe(true);
    expect(chain.restarts).toBe(1);
    expect(chain.pid).not.toBe(firstPid);
    expect(await rpcChainId(chain.rpcUrl)).toBe(31337);
  });

  it('gives up after the allowed restarts when anvil keeps dying', async () => {
    chain = await startLocalChain({ stateDir, log, maxRestarts: 1 });
    const firstPid = chain.pid!;
    process.kill(firstPid, 'SIGKILL');
    while (alive(firstPid)) await sleep(10);
    // Someone takes the port: the restarted anvil cannot listen and exits at once.
    const squatter = createServer().listen(Number(new URL(chain.rpcUrl).port), '127.0.0.1');
    try {
      const gaveUp = () => entries.some((e) => e.level === 'error');
      for (let i = 0; i < 100 && !gaveUp(); i++) await sleep(100);
      expect(entries.filter((e) => e.level === 'error').map((e) => e.msg)).toEqual([
        'anvil keeps dying: local chain given up',
      ]);
      expect(chain.restarts).toBe(1);
    } finally {
      squatter.close();
    }
  });

  it('ends an anvil left over from a killed server before starting on the same state', async () => {
    const statePath = join(stateDir, 'state.json');
    const port = await freeLoopbackPort();
    const leftover = spawn(anvilBinaryPath(), ['--port', String(port), '--state', statePath], {
      stdio: 'ignore',
    });
    writeFileSync(join(stateDir, 'anvil.pid'), String(leftover.pid));
    const exited = new Promise((resolve) => leftover.once('exit', resolve));

    chain = await startLocalChain({ stateDir, log });
    await exited;
    expect(entries.map((e) => e.msg)).toContain('ended an anvil left over from an earlier run');
    expect(await rpcChainId(chain.rpcUrl)).toBe(31337);
  });
});
