import { encodeAbiParameters, getAddress, keccak256, type Address, type Hex } from 'viem';
import { merkleTree } from './drop-merkle.ts';

/** One position of a box sale's draw: the token box `position` gives, and the wallet it leaves from. */
export type BoxDrawEntry = {
  position: bigint;
  nft: Address;
  standard: 721n | 1155n;
  tokenId: bigint;
  seller: Address;
};

/** MintfrontMarket.boxLeaf: keccak256(keccak256(abi.encode(saleId, position, nft, standard, tokenId, seller))). */
export function boxLeaf(saleId: bigint, e: BoxDrawEntry): Hex {
  return keccak256(
    keccak256(
      encodeAbiParameters(
        [
          { type: 'uint256' },
          { type: 'uint256' },
          { type: 'address' },
          { type: 'uint256' },
          { type: 'uint256' },
          { type: 'address' },
        ],
        [saleId, e.position, getAddress(e.nft), e.standard, e.tokenId, getAddress(e.seller)],
      ),
    ),
  );
}

/** The draw committed with `commitBox(saleId, root)`, and the proof `deliverBox` takes for an entry. */
export function boxDraw(saleId: bigint, entries: readonly BoxDrawEntry[]) {
  const tree = merkleTree(entries.map((e) => boxLeaf(saleId, e)));
  return {
    root: tree.root,
    proof: (e: BoxDrawEntry) => tree.proof(boxLeaf(saleId, e)),
  };
}
