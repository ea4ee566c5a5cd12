import { concat, encodeAbiParameters, getAddress, keccak256, type Address, type Hex } from 'viem';

/** The allowlist leaf of one wallet, as LaunchpadGate.leaf: keccak256(keccak256(abi.encode(wallet))). */
export function allowlistLeaf(wallet: Address): Hex {
  return keccak256(keccak256(encodeAbiParameters([{ type: 'address' }], [getAddress(wallet)])));
}

// OpenZeppelin's MerkleProof hashes each pair in sorted order, so a proof needs no left/right flags.
function hashPair(a: Hex, b: Hex): Hex {
  return BigInt(a) < BigInt(b) ? keccak256(concat([a, b])) : keccak256(concat([b, a]));
}

export type Allowlist = {
  /** bytes32 zero for an empty list (the contract then lets everyone in). */
  root: Hex;
  /** The proof of `wallet`, or undefined when it is not on the list. */
  proof: (wallet: Address) => Hex[] | undefined;
};

/**
 * A merkle tree verifiable by OpenZeppelin's MerkleProof: leaves sorted and deduplicated, pairs
 * hashed in sorted order, an odd node carried up to the next level unchanged. `proof` answers
 * undefined for a leaf not in the tree.
 */
export function merkleTree(leafList: readonly Hex[]): {
  root: Hex;
  proof: (leaf: Hex) => Hex[] | undefined;
} {
  const leaves = [...new Set(leafList)].sort((a, b) =>
    BigInt(a) < BigInt(b) ? -1 : BigInt(a) > BigInt(b) ? 1 : 0,
  );
  if (leaves.length === 0) {
    return { root: `0x${'0'.repeat(64)}`, proof: () => undefined };
  }
  const levels: Hex[][] = [leaves];
  while (levels.at(-1)!.length > 1) {
    const below = levels.at(-1)!;
    const above: Hex[] = [];
    for (let i = 0; i < below.length; i += 2) {
      above.push(i + 1 < below.length ? hashPair(below[i]!, below[i + 1]!) : below[i]!);
    }
    levels.push(above);
  }
  const root = levels.at(-1)![0]!;
  const proof = (leaf: Hex) => {
    let index = leaves.indexOf(leaf);
    if (index < 0) return undefined;
    const path: Hex[] = [];
    for (const level of levels.slice(0, -1)) {
      const sibling = index ^ 1;
      if (sibling < level.length) path.push(level[sibling]!);
      index >>= 1;
    }
    return path;
  };
  return { root, proof };
}

/** A merkle tree of wallets (drop phases and raffles), see `merkleTree`. */
export function buildAllowlist(wallets: readonly Address[]): Allowlist {
  const tree = merkleTree(wallets.map(allowlistLeaf));
  return { root: tree.root, proof: (wallet: Address) => tree.proof(allowlistLeaf(wallet)) };
}
