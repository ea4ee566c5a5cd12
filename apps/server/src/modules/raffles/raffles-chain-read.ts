import { mintfrontRaffleAbi } from '@mintfront/contracts';
import { getAddress } from 'viem';
import { chainReader } from '../../platform/chain/chain-plugin.ts';
import type { ChainClients } from '../../platform/chain/clients.ts';
import type { RaffleRow } from './raffles.tables.ts';

/** The raffle as its contract stands now, with the chain's time and head. */
export async function raffleOnChain(clients: ChainClients | null, r: RaffleRow) {
  const { publicClient } = chainReader(clients, r.chain);
  const address = getAddress(r.contract!);
  const read = (functionName: 'entrantCount' | 'closeBlock' | 'drawn' | 'cancelled') =>
    publicClient.readContract({ address, abi: mintfrontRaffleAbi, functionName });
  const [head, entrants, closeBlock, drawn, cancelled] = await Promise.all([
    publicClient.getBlock(),
    read('entrantCount') as Promise<bigint>,
    read('closeBlock') as Promise<bigint>,
    read('drawn') as Promise<boolean>,
    read('cancelled') as Promise<boolean>,
  ]);
  const time = new Date(Number(head.timestamp) * 1000);
  return {
    time,
    entrants: Number(entrants),
    drawn,
    cancelled,
    /** As MintfrontRaffle.cancel: the deadline passed, or the closing block's hash is gone. */
    drawImpossible: time > r.drawDeadline || (closeBlock !== 0n && head.number > closeBlock + 256n),
  };
}
