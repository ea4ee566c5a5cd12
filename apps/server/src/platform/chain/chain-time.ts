import { chainReader } from './chain-plugin.ts';
import type { ChainClients } from './clients.ts';

/**
 * The time the next transaction will be checked at: the chain's latest block, or the clock when
 * the chain has not made a block since (a quiet chain) or cannot be read. Contracts compare with
 * block.timestamp, so a screen that shows what is open by this time shows what the chain will do.
 */
export async function chainTime(chain: ChainClients | null, key: string): Promise<Date> {
  const clock = new Date();
  try {
    const block = await chainReader(chain, key).publicClient.getBlock();
    const at = new Date(Number(block.timestamp) * 1000);
    return at > clock ? at : clock;
  } catch {
    return clock;
  }
}
