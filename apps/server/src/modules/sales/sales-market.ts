import { deployMarket } from '@mintfront/contracts';
import type { EvmChainKey } from '@mintfront/domain';
import { eq } from 'drizzle-orm';
import { getAddress, type Address } from 'viem';
import type { ChainConfig } from '../../platform/chain/chain-config.ts';
import { operatorTurn } from '../../platform/chain/operator-turn.ts';
import type { ChainClients } from '../../platform/chain/clients.ts';
import type { Db } from '../../platform/db/db-client.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { markets } from './sales.tables.ts';

/**
 * Makes sure the local chain has the market: deploys it once (owner and signer: the operator) and
 * remembers it; deploys again when the chain lost it (the local chain was started afresh).
 */
export async function ensureLocalMarket(db: Db, clients: ChainClients): Promise<Address | null> {
  if (!clients.keys.includes('local')) return null;
  const publicClient = clients.publicClient('local');
  const [row] = await db.select().from(markets).where(eq(markets.chain, 'local'));
  if (row) {
    const code = await publicClient.getCode({ address: row.address as Address });
    if (code && code !== '0x') return row.address as Address;
  }
  const walletClient = clients.walletClient('local');
  const operator = walletClient.account.address;
  // The turn lasts until the deployment is mined (deployMarket waits): once at start, on the local chain.
  const deployed = await operatorTurn(walletClient, () =>
    deployMarket(walletClient, publicClient as never, { owner: operator, signer: operator }),
  );
  const values = {
    chain: 'local',
    address: deployed.address,
    deployBlock: Number(deployed.blockNumber),
  };
  await db
    .insert(markets)
    .values(values)
    .onConflictDoUpdate({
      target: markets.chain,
      set: { address: values.address, deployBlock: values.deployBlock, createdAt: new Date() },
    });
  return deployed.address;
}

/** Records the configured markets of the other chains (MARKET_ADDRESS_<CHAIN>), so the indexer follows them. */
export async function recordConfiguredMarkets(db: Db, config: ChainConfig) {
  for (const [chain, address] of Object.entries(config.marketAddresses ?? {})) {
    if (chain === 'local' && !address) continue;
    await db
      .insert(markets)
      .values({ chain, address: getAddress(address), deployBlock: 0 })
      .onConflictDoUpdate({ target: markets.chain, set: { address: getAddress(address) } });
  }
}

/** Every chain's market address, for GET /api/config. */
export async function marketAddresses(db: Db): Promise<Record<string, string>> {
  const rows = await db.select().from(markets);
  return Object.fromEntries(rows.map((r) => [r.chain, r.address]));
}

/** The market of a chain, or MARKET_UNAVAILABLE. */
export async function marketOf(db: Db, chain: EvmChainKey | string): Promise<Address> {
  const [row] = await db.select().from(markets).where(eq(markets.chain, chain));
  if (!row) throw new AppError('MARKET_UNAVAILABLE');
  return row.address as Address;
}
