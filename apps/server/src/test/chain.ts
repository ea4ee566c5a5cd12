import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPublicClient, createTestClient, custom, http, type Address, type Hash } from 'viem';
import { foundry } from 'viem/chains';
import { startLocalChain } from '../platform/chain/anvil.ts';
import { createChainClients } from '../platform/chain/clients.ts';
import type { Reader } from '../platform/chain/transactions.ts';

const silent = { info: () => {}, warn: () => {}, error: () => {} };

/** One anvil for a test file, with the app's chain clients and a viem test client (mine, automine). */
export async function startTestChain() {
  const stateDir = mkdtempSync(join(tmpdir(), 'mintfront-test-chain-'));
  const chain = await startLocalChain({ stateDir, log: silent, stateIntervalSeconds: 60 });
  const clients = createChainClients({ rpcUrls: {}, operator: undefined }, chain.rpcUrl);
  const testClient = createTestClient({
    chain: foundry,
    mode: 'anvil',
    transport: http(chain.rpcUrl),
  });
  return {
    clients,
    testClient,
    publicClient: clients.publicClient('local'),
    operator: clients.walletClient('local').account.address,
    async stop() {
      await chain.stop();
      rmSync(stateDir, { recursive: true, force: true });
    },
  };
}
export type TestChain = Awaited<ReturnType<typeof startTestChain>>;

/**
 * A reader of the test chain that answers a mined transaction's receipt, and a new contract's code,
 * only after `polls` asks: a node that shows the operator's new nonce a moment before the rest of
 * the block (anvil while it builds a block over a large state; an RPC that balances over backends).
 */
export function laggingReader(chain: TestChain, polls: number): Reader {
  const real = chain.publicClient;
  const asked = new Map<string, number>();
  const late = (key: string) => {
    const n = (asked.get(key) ?? 0) + 1;
    asked.set(key, n);
    return n <= polls;
  };
  const request = async ({ method, params }: { method: string; params?: unknown }) => {
    const answer = await real.request({ method, params } as never);
    const [first] = (params ?? []) as [Hash | Address];
    if (method === 'eth_getTransactionReceipt' && answer && late(`receipt:${first}`)) return null;
    if (method === 'eth_getCode' && answer !== '0x' && late(`code:${first}`)) return '0x';
    return answer;
  };
  return createPublicClient({
    chain: real.chain,
    pollingInterval: real.pollingInterval,
    transport: custom({ request }),
  });
}
