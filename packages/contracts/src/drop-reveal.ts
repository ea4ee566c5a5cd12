import { concat, keccak256, type Hex } from 'viem';

/**
 * The provenance hash a drop commits before its first mint: keccak256 of the art files' own keccak256
 * hashes concatenated in their original order (art number 0 first). After the reveal anyone can recompute it.
 */
export function dropProvenanceHash(artHashes: readonly Hex[]): Hex {
  if (artHashes.length === 0) throw new Error('dropProvenanceHash: the drop has no art');
  return keccak256(concat([...artHashes]));
}

/** The art number token `tokenId` shows once revealed, as MintfrontDrop.tokenURI computes it. */
export function dropArtNumber(tokenId: bigint, startingIndex: bigint, maxSupply: bigint): bigint {
  return (tokenId - 1n + startingIndex) % maxSupply;
}
