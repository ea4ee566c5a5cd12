import type { ChainClients } from '../../platform/chain/clients.ts';
import type { Db } from '../../platform/db/db-client.ts';

/** What the sales module needs: the database and, when a chain is reachable, its clients. */
export type SalesDeps = { db: Db; chain: ChainClients | null };
