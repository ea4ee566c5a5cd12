import { getAddress, type Abi, type Address, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowlistLeaf, buildAllowlist } from '../src/index.ts';
import { startAnvil } from '../src/test-anvil.ts';
import { compileSolidity } from './compile-solidity.ts';
import { chainClients, type ChainClients } from './fixtures.ts';

// OpenZeppelin's MerkleProof with the drop's leaf (LaunchpadGate.leaf), callable from the test.
const CHECKER = `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;
import {MerkleProof} from "@openzeppelin/contracts/utils/cryptography/MerkleProof.sol";
contract ProofChecker {
    function leaf(address wallet) public pure returns (bytes32) {
        return keccak256(bytes.concat(keccak256(abi.encode(wallet))));
    }
    function verify(bytes32[] calldata proof, bytes32 root, address wallet) external pure returns (bool) {
        return MerkleProof.verifyCalldata(proof, root, leaf(wallet));
    }
}`;

let anvil: Awaited<ReturnType<typeof startAnvil>>;
let c: ChainClients;
let checker: Address;
let abi: Abi;

beforeAll(async () => {
  anvil = await startAnvil();
  c = chainClients(anvil.rpcUrl);
  const compiled = await compileSolidity(CHECKER, 'ProofChecker');
  abi = compiled.abi;
  const hash = await c.wallet('platform').deployContract({ abi, bytecode: compiled.bytecode });
  checker = getAddress((await c.publicClient.waitForTransactionReceipt({ hash })).contractAddress!);
});
afterAll(() => anvil?.stop());

const wallet = (i: number) =>
  privateKeyToAccount(`0x${(i + 1).toString(16).padStart(64, '0')}`).address;
const verify = (proof: Hex[], root: Hex, who: Address) =>
  c.publicClient.readContract({
    address: checker,
    abi,
    functionName: 'verify',
    args: [proof, root, who],
  });

describe('buildAllowlist', () => {
  it('hashes a leaf as the contract does', async () => {
    const who = wallet(0);
    expect(allowlistLeaf(who)).toBe(
      await c.publicClient.readContract({
        address: checker,
        abi,
        functionName: 'leaf',
        args: [who],
      }),
    );
  });

  it.each([1, 2, 3, 5, 8, 13])(
    'gives every one of %i wallets a proof MerkleProof accepts, and no one else',
    async (size) => {
      const wallets = Array.from({ length: size }, (_, i) => wallet(i));
      const list = buildAllowlist(wallets);
      for (const who of wallets) expect(await verify(list.proof(who)!, list.root, who)).toBe(true);
      const outsider = wallet(100);
      expect(list.proof(outsider)).toBeUndefined();
      expect(await verify(list.proof(wallets[0]!)!, list.root, outsider)).toBe(false);
      // a proof does not carry over to another list
      const other = buildAllowlist([...wallets, outsider]);
      if (size > 1)
        expect(await verify(list.proof(wallets[0]!)!, other.root, wallets[0]!)).toBe(false);
    },
  );

  it('ignores duplicates and letter case, and has the zero root when empty', () => {
    const a = wallet(1);
    expect(buildAllowlist([a, a.toLowerCase() as Address, wallet(2)]).root).toBe(
      buildAllowlist([wallet(2), a]).root,
    );
    expect(buildAllowlist([]).root).toBe(`0x${'0'.repeat(64)}`);
  });
});
