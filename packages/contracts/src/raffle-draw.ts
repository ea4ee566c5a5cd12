import { encodeAbiParameters, keccak256, type Hex } from 'viem';

/** The commitment a raffle publishes at creation for its secret seed: keccak256(abi.encode(seed)). */
export function raffleCommitment(seed: Hex): Hex {
  return keccak256(encodeAbiParameters([{ type: 'bytes32' }], [seed]));
}

/**
 * The winners of a raffle drawn with `seed` after the entries closed in the block of hash `closeBlockHash`,
 * as MintfrontRaffle.draw picks them (partial Fisher–Yates), so anyone can check a draw from its events.
 */
export function raffleWinners(
  seed: Hex,
  closeBlockHash: Hex,
  entrants: readonly `0x${string}`[],
  winnerCount: number,
): `0x${string}`[] {
  const random = keccak256(
    encodeAbiParameters([{ type: 'bytes32' }, { type: 'bytes32' }], [seed, closeBlockHash]),
  );
  const places = [...entrants];
  const picks = Math.min(winnerCount, places.length);
  for (let i = 0; i < picks; i++) {
    const step = BigInt(
      keccak256(
        encodeAbiParameters([{ type: 'bytes32' }, { type: 'uint256' }], [random, BigInt(i)]),
      ),
    );
    const j = i + Number(step % BigInt(places.length - i));
    [places[i], places[j]] = [places[j]!, places[i]!];
  }
  return places.slice(0, picks);
}
