import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { createServer, type AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

// A bare anvil for tests (contract tests, e2e; no state, no supervision); the server's launcher lives
// in apps/server/src/platform/chain/anvil.ts.
const BINARY_PACKAGES: Record<string, string> = {
  'linux-x64': '@foundry-rs/anvil-linux-amd64',
  'linux-arm64': '@foundry-rs/anvil-linux-arm64',
  'darwin-x64': '@foundry-rs/anvil-darwin-amd64',
  'darwin-arm64': '@foundry-rs/anvil-darwin-arm64',
};

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Starts anvil on a free loopback port and resolves once it answers eth_chainId. */
export async function startAnvil(): Promise<{ rpcUrl: string; stop: () => Promise<void> }> {
  const pkg = BINARY_PACKAGES[`${process.platform}-${process.arch}`];
  if (!pkg) throw new Error(`no anvil binary for ${process.platform}-${process.arch}`);
  const binary = join(
    dirname(createRequire(import.meta.url).resolve(`${pkg}/package.json`)),
    'bin',
    'anvil',
  );
  const port = await freePort();
  const proc = spawn(
    binary,
    ['--host', '127.0.0.1', '--port', String(port), '--chain-id', '31337'],
    {
      stdio: 'ignore',
    },
  );
  const rpcUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (proc.exitCode !== null || proc.signalCode !== null) return;
    const exit = new Promise((resolve) => proc.once('exit', resolve));
    proc.kill('SIGTERM');
    await exit;
  };
  for (let i = 0; i < 200; i++) {
    const answer = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
    }).catch(() => undefined);
    if (answer?.ok) return { rpcUrl, stop };
    await sleep(50);
  }
  await stop();
  throw new Error(`anvil did not answer on ${rpcUrl}`);
}
