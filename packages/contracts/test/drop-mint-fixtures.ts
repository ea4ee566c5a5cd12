import type { Address } from 'viem';
import { afterAll, beforeAll } from 'vitest';
import { startAnvil } from '../src/test-anvil.ts';
import { chainClients, type ChainClients } from './fixtures.ts';
import { dropAbi, read } from './launchpad-fixtures.ts';

/**
 * The drop-mint test files' chain: an anvil of their own, started before the file's tests and
 * stopped after them. Its clients and address are read inside a test (they exist from then on).
 */
export function useDropChain(): { c: ChainClients; rpcUrl: string } {
  let anvil: Awaited<ReturnType<typeof startAnvil>> | undefined;
  const chain = {} as { c: ChainClients; rpcUrl: string };
  beforeAll(async () => {
    anvil = await startAnvil();
    chain.c = chainClients(anvil.rpcUrl);
    chain.rpcUrl = anvil.rpcUrl;
  });
  afterAll(() => anvil?.stop());
  return chain;
}

export const balanceOf = (c: ChainClients, drop: Address, who: Address) =>
  read<bigint>(c, drop, dropAbi, 'balanceOf', [who]);
