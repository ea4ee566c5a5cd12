import type { ChainClients } from '../../platform/chain/clients.ts';
import type { Db } from '../../platform/db/db-client.ts';
import type { Jobs } from '../../platform/jobs/jobs-plugin.ts';

/** What the drops module needs: the database, the chain's clients when reachable, the jobs queue. */
export type DropsDeps = { db: Db; chain: ChainClients | null; jobs: Jobs };

/** How long a buyer's claim waits for its mint before it expires (its wallet limit free again). */
export const CLAIM_TTL_MS = 15 * 60_000;
