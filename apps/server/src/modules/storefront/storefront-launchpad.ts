import type { PageView } from '@mintfront/storefront';
import { chainTime } from '../../platform/chain/chain-time.ts';
import type { ChainClients } from '../../platform/chain/clients.ts';
import type { Db } from '../../platform/db/db-client.ts';
import { storeAirdrop } from '../airdrops/index.ts';
import { storeDrop } from '../drops/index.ts';
import { viewRaffle } from '../raffles/index.ts';
import type { OpenStore } from './storefront.service.ts';

/** What the launchpad pages read beyond the database: the chain (a drop's phase opens by its clock). */
export type LaunchpadDeps = { db: Db; chain: ChainClients | null };

/**
 * The launchpad pages of the storefront (issue 21): /drop/{id}, /airdrop/{id}, /raffle/{id},
 * answered as their buyer calls answer them (API.md); the buyer's own result (a raffle's) is read
 * in the browser with the buyer's token. Null: not a launchpad page.
 */
export async function launchpadPage(
  deps: LaunchpadDeps,
  store: OpenStore,
  kind: string,
  id: number,
  origin: string,
): Promise<PageView | null> {
  const { shop } = store;
  if (kind === 'drop') {
    const now = await chainTime(deps.chain, shop.chain);
    return { kind: 'drop', drop: await storeDrop(deps.db, shop, id, origin, now) };
  }
  if (kind === 'airdrop')
    return {
      kind: 'airdrop',
      airdrop: await storeAirdrop(
        { db: deps.db, chain: deps.chain, publicUrl: origin },
        shop.id,
        id,
      ),
    };
  if (kind === 'raffle') {
    const raffle = await viewRaffle({ db: deps.db, publicUrl: origin }, shop, id);
    return { kind: 'raffle', raffle };
  }
  return null;
}
