import type { ChainClients } from '../../platform/chain/clients.ts';
import type { Jobs } from '../../platform/jobs/jobs-plugin.ts';
import type { Db } from '../../platform/db/db-client.ts';

/** What the raffles module needs: the database, the jobs queue, the chain and the public URL. */
export type RafflesDeps = { db: Db; jobs: Jobs; chain: ChainClients | null; publicUrl: string };
