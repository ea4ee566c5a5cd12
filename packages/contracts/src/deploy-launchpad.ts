import type { Address, Hash, Hex, PublicClient } from 'viem';
import { decodedRevert, type OperatorWalletClient } from './deploy-store-contract.ts';
import { mintfrontDropAbi, mintfrontDropBytecode } from './generated/mintfront-drop.ts';
import { mintfrontRaffleAbi, mintfrontRaffleBytecode } from './generated/mintfront-raffle.ts';

/** Who may take part: an allowlist root (drop-merkle.ts) and/or a holding rule. */
export type LaunchpadGate = {
  merkleRoot?: Hex;
  hold?: { token: Address; standard: 20 | 721 | 1155; minimum: bigint; tokenId?: bigint };
};

export type DropPhase = {
  start: bigint;
  end: bigint;
  /** Per token, in the currency's smallest unit. */
  price: bigint;
  /** address(0) = the chain's native coin. */
  currency: Address;
  /** 0 = Unlimited. */
  limitPerWallet: number;
  bulkDiscounts?: { minQuantity: number; percentBps: number }[];
  gate?: LaunchpadGate;
};

export type DropParams = {
  name: string;
  symbol: string;
  owner: Address;
  minters?: readonly Address[];
  royaltyReceiver: Address;
  royaltyBps: number;
  contractURI: string;
  /** At most 1,000 (spec doc 2 §9). */
  maxSupply: number;
  placeholderURI: string;
  /** Unix seconds: the open-box date. */
  openDate: bigint;
  payees: readonly Address[];
  /** Basis points, summing to 10,000. */
  shares: readonly number[];
};

export type RaffleParams = {
  owner: Address;
  /** The drop that mints the prizes; the raffle must be made one of its minters. */
  prize: Address;
  entryStart: bigint;
  entryEnd: bigint;
  drawDeadline: bigint;
  winnerCount: number;
  /** raffleCommitment(seed) from drop-reveal.ts. */
  commitment: Hex;
  currency: Address;
  entryFee: bigint;
  gate?: LaunchpadGate;
  payees: readonly Address[];
  shares: readonly number[];
};

const ZERO_ADDRESS: Address = '0x0000000000000000000000000000000000000000';
const ZERO_ROOT: Hex = `0x${'0'.repeat(64)}`;

/** The contracts' LaunchpadGate.Gate tuple. */
export function gateTuple(gate: LaunchpadGate = {}) {
  return {
    merkleRoot: gate.merkleRoot ?? ZERO_ROOT,
    holdToken: gate.hold?.token ?? ZERO_ADDRESS,
    holdStandard: gate.hold?.standard ?? 0,
    holdMinimum: gate.hold?.minimum ?? 0n,
    holdTokenId: gate.hold?.tokenId ?? 0n,
  };
}

/** The arguments of MintfrontDrop.setPhases. */
export function phaseTuples(phases: readonly DropPhase[]) {
  return phases.map((p) => ({
    start: p.start,
    end: p.end,
    price: p.price,
    currency: p.currency,
    limitPerWallet: p.limitPerWallet,
    bulkDiscounts: p.bulkDiscounts ?? [],
    gate: gateTuple(p.gate),
  }));
}

/** MintfrontDrop's constructor arguments (a server job signs the deployment itself). */
export function dropConstructorArgs(params: DropParams) {
  return [
    {
      name: params.name,
      symbol: params.symbol,
      owner: params.owner,
      minters: [...(params.minters ?? [])],
      royaltyReceiver: params.royaltyReceiver,
      royaltyBps: BigInt(params.royaltyBps),
      contractURI: params.contractURI,
      maxSupply: BigInt(params.maxSupply),
      placeholderURI: params.placeholderURI,
      openDate: params.openDate,
      payees: [...params.payees],
      shares: params.shares.map(BigInt),
    },
  ] as const;
}

/** MintfrontRaffle's constructor arguments. */
export function raffleConstructorArgs(params: RaffleParams) {
  return [
    {
      owner: params.owner,
      prize: params.prize,
      entryStart: params.entryStart,
      entryEnd: params.entryEnd,
      drawDeadline: params.drawDeadline,
      winnerCount: params.winnerCount,
      commitment: params.commitment,
      currency: params.currency,
      entryFee: params.entryFee,
      gate: gateTuple(params.gate),
      payees: [...params.payees],
      shares: params.shares.map(BigInt),
    },
  ] as const;
}

async function deployed(publicClient: PublicClient, hash: Hash, what: string) {
  const receipt = await publicClient.waitForTransactionReceipt({ hash });
  if (receipt.status !== 'success' || !receipt.contractAddress) {
    throw new Error(`deployment ${hash} of ${what} reverted`);
  }
  return {
    address: receipt.contractAddress,
    transactionHash: hash,
    blockNumber: receipt.blockNumber,
  };
}

/**
 * Sends a drop's deployment and returns its hash without waiting (a server job records it first).
 * `nonce` pins the operator's nonce, so a resent deployment can only replace, never repeat, the first.
 */
export async function sendDropDeployment(
  walletClient: OperatorWalletClient,
  params: DropParams,
  options: { nonce?: number } = {},
): Promise<Hash> {
  return walletClient
    .deployContract({
      abi: mintfrontDropAbi,
      bytecode: mintfrontDropBytecode,
      args: dropConstructorArgs(params),
      nonce: options.nonce,
    })
    .catch((err: unknown) => {
      throw decodedRevert(err, mintfrontDropAbi) ?? err;
    });
}

/** Deploys a drop's collection contract and waits for it; phases and provenance are set afterwards. */
export async function deployDrop(
  walletClient: OperatorWalletClient,
  publicClient: PublicClient,
  params: DropParams,
) {
  const hash = await sendDropDeployment(walletClient, params);
  return deployed(publicClient, hash, `drop ${params.name}`);
}

/** Deploys a raffle and waits for it; its prize drop must then add it as a minter (`addMinter`). */
export async function deployRaffle(
  walletClient: OperatorWalletClient,
  publicClient: PublicClient,
  params: RaffleParams,
) {
  const hash = await walletClient
    .deployContract({
      abi: mintfrontRaffleAbi,
      bytecode: mintfrontRaffleBytecode,
      args: raffleConstructorArgs(params),
    })
    .catch((err: unknown) => {
      throw decodedRevert(err, mintfrontRaffleAbi) ?? err;
    });
  return deployed(publicClient, hash, 'raffle');
}
