import { createTestClient, http, parseEther, type Abi, type Address, type Hex } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { foundry } from 'viem/chains';
import { expect } from 'vitest';
import {
  deployDrop,
  deployRaffle,
  dropProvenanceHash,
  mintfrontDropAbi,
  mintfrontRaffleAbi,
  phaseTuples,
  raffleCommitment,
  type DropParams,
  type DropPhase,
  type RaffleParams,
} from '../src/index.ts';
import { accounts, mined, type ChainClients, type Role } from './fixtures.ts';

export const NATIVE: Address = '0x0000000000000000000000000000000000000000';
const { platform, owner, artist, minter } = accounts;

/** Anvil's other funded dev accounts (indexes 6 to 9): more buyers for allowlists and raffles. */
export const extraBuyers = [6, 7, 8, 9].map((addressIndex) =>
  mnemonicToAccount('test test test test test test test test test test test junk', {
    addressIndex,
  }),
);

// The ERC-20 errors bubble up from the token through SafeERC20: name them too.
const erc20Errors = [
  {
    type: 'error',
    name: 'ERC20InsufficientAllowance',
    inputs: [
      { name: 'spender', type: 'address' },
      { name: 'allowance', type: 'uint256' },
      { name: 'needed', type: 'uint256' },
    ],
  },
] as const;
export const dropAbi = [...mintfrontDropAbi, ...erc20Errors] as Abi;
export const raffleAbi = [
  ...mintfrontRaffleAbi,
  ...mintfrontDropAbi.filter((i) => i.type === 'error'),
  ...erc20Errors,
] as Abi;

export function testClient(rpcUrl: string) {
  return createTestClient({ chain: foundry, mode: 'anvil', transport: http(rpcUrl) });
}

export async function now(c: ChainClients) {
  return (await c.publicClient.getBlock()).timestamp;
}

/** Mines a block at `timestamp`: the next transactions run at (about) that time. */
export async function travelTo(rpcUrl: string, timestamp: bigint) {
  const test = testClient(rpcUrl);
  await test.setNextBlockTimestamp({ timestamp });
  await test.mine({ blocks: 1 });
}

export const PROVENANCE = dropProvenanceHash(['0x01', '0x02', '0x03'].map((b) => b as Hex));

/** A drop of `maxSupply` (default 100) owned by the store owner, the platform its minter; artist 90 %,
 * minter 10 % of the proceeds; provenance committed unless `provenance: false`. */
export async function setUpDrop(
  c: ChainClients,
  options: { phases?: DropPhase[]; provenance?: boolean; overrides?: Partial<DropParams> } = {},
): Promise<Address> {
  const { address } = await deployDrop(c.wallet('platform'), c.publicClient, {
    name: 'Moon Drop',
    symbol: 'MDROP',
    owner: owner.address,
    minters: [platform.address],
    royaltyReceiver: artist.address,
    royaltyBps: 500,
    contractURI: 'ipfs://drop.json',
    maxSupply: 100,
    placeholderURI: 'ipfs://placeholder.json',
    openDate: (await now(c)) + 10_000n,
    payees: [artist.address, minter.address],
    shares: [9000, 1000],
    ...options.overrides,
  });
  if (options.phases) await setPhases(c, address, options.phases);
  if (options.provenance !== false) {
    await mined(
      c,
      c.wallet('platform').writeContract({
        address,
        abi: mintfrontDropAbi,
        functionName: 'setProvenanceHash',
        args: [PROVENANCE],
      }),
    );
  }
  return address;
}

export function setPhases(c: ChainClients, drop: Address, phases: DropPhase[]) {
  return mined(
    c,
    c.wallet('platform').writeContract({
      address: drop,
      abi: mintfrontDropAbi,
      functionName: 'setPhases',
      args: [phaseTuples(phases)],
    }),
  );
}

/** A public phase open from now for an hour: 0.01 ETH, limit 20 per wallet. */
export async function openPhase(c: ChainClients, overrides: Partial<DropPhase> = {}) {
  const t = await now(c);
  return {
    start: t,
    end: t + 3600n,
    price: parseEther('0.01'),
    currency: NATIVE,
    limitPerWallet: 20,
    ...overrides,
  } satisfies DropPhase;
}

export type Caller = Role | (typeof extraBuyers)[number];
const accountOf = (caller: Caller) => (typeof caller === 'string' ? accounts[caller] : caller);

export type ContractCall = {
  address: Address;
  abi: Abi;
  functionName: string;
  args?: readonly unknown[];
  value?: bigint;
};

/** Sends the call from `caller` and waits for success. */
export function send(c: ChainClients, caller: Caller, call: ContractCall) {
  return mined(c, c.walletFor(accountOf(caller)).writeContract({ ...call, args: call.args ?? [] }));
}

/** Expects the call, simulated from `caller`, to revert with the named error. */
export async function expectRevert(
  c: ChainClients,
  caller: Caller,
  call: ContractCall,
  error: string,
) {
  await expect(
    c.publicClient.simulateContract({ ...call, args: call.args ?? [], account: accountOf(caller) }),
  ).rejects.toThrow(error);
}

export function read<T>(
  c: ChainClients,
  address: Address,
  abi: Abi,
  functionName: string,
  args: readonly unknown[] = [],
) {
  return c.publicClient.readContract({ address, abi, functionName, args }) as Promise<T>;
}

export function mintCall(
  drop: Address,
  phaseId: number,
  quantity: number,
  proof: Hex[] = [],
  value = 0n,
): ContractCall {
  return {
    address: drop,
    abi: dropAbi,
    functionName: 'mint',
    args: [BigInt(phaseId), BigInt(quantity), proof],
    value,
  };
}

/** A raffle of the given drop (made its minter), entry fee 0.1 ETH, entries open for an hour, 3 winners. */
export async function setUpRaffle(
  c: ChainClients,
  drop: Address,
  seed: Hex,
  overrides: Partial<RaffleParams> = {},
): Promise<Address> {
  const t = await now(c);
  const { address } = await deployRaffle(c.wallet('platform'), c.publicClient, {
    owner: platform.address,
    prize: drop,
    entryStart: t,
    entryEnd: t + 3600n,
    drawDeadline: t + 7200n,
    winnerCount: 3,
    commitment: raffleCommitment(seed),
    currency: NATIVE,
    entryFee: parseEther('0.1'),
    payees: [artist.address],
    shares: [10_000],
    ...overrides,
  });
  await mined(
    c,
    c.wallet('owner').writeContract({
      address: drop,
      abi: mintfrontDropAbi,
      functionName: 'addMinter',
      args: [address],
    }),
  );
  return address;
}
