import { sendStoreContractDeployment, type StoreContractParams } from '@mintfront/contracts';
import { COLLECTION_STATUSES } from '@mintfront/domain';
import type { Hash } from 'viem';
import type { ChainClients, OperatorWalletClient } from '../../platform/chain/clients.ts';
import { chainWriter } from '../../platform/chain/chain-plugin.ts';
import {
  deployOnce as deployOnceWith,
  planDeployment,
  sendAndRecord,
  type DeployCheckpoint,
} from '../../platform/chain/deploy-once.ts';
import type { Db } from '../../platform/db/db-client.ts';
import { waitsForChain, type Reader } from '../../platform/chain/transactions.ts';
import type { JobContext, JobHandler } from '../../platform/jobs/jobs-worker.ts';
import { collectionsRepo } from './collections.repo.ts';
import type { CollectionRow } from './collections.tables.ts';

export const DEPLOY_COLLECTION_JOB = 'collection.deploy';

export type DeployCollectionPayload = {
  collectionId: number;
  /** Absent from jobs queued before it was added; then read from the collection. */
  shopId?: number;
  chain: string;
  params: StoreContractParams;
};

/** Step 2: sends the deployment at the pinned nonce and records its hash before waiting. A revert is E65. */
export const sendPlannedDeployment = (
  ctx: JobContext,
  writer: OperatorWalletClient,
  params: StoreContractParams,
  nonce: number,
): Promise<Hash> =>
  sendAndRecord(ctx, (n) => sendStoreContractDeployment(writer, params, { nonce: n }), nonce);

/** Deploys the store contract exactly once across crashes (platform/chain/deploy-once.ts). */
export const deployOnce = (
  ctx: JobContext,
  reader: Reader,
  writer: OperatorWalletClient,
  params: StoreContractParams,
) =>
  deployOnceWith(ctx, reader, writer, (nonce) =>
    sendStoreContractDeployment(writer, params, { nonce }),
  );

export { planDeployment, type DeployCheckpoint };

async function recordOutcome(
  db: Db,
  payload: DeployCollectionPayload,
  values: Partial<CollectionRow>,
) {
  const shopId = payload.shopId ?? (await collectionsRepo.shopOf(db, payload.collectionId));
  if (shopId !== undefined) await collectionsRepo.update(db, shopId, payload.collectionId, values);
}

/** The `collection.deploy` job: deploys the store contract, then the collection turns Unverified. */
export function deployCollectionHandler(clients: () => ChainClients | null): JobHandler {
  return waitsForChain({
    async run(ctx) {
      const payload = ctx.job.payload as DeployCollectionPayload;
      const { publicClient, walletClient } = chainWriter(clients(), payload.chain);
      const { address, txHash } = await deployOnce(ctx, publicClient, walletClient, payload.params);
      await recordOutcome(ctx.db, payload, {
        status: COLLECTION_STATUSES.unverified,
        address,
        txHash,
        failReason: null,
        updatedAt: new Date(),
      });
      return { address, txHash };
    },
    async onFailed(db, job, failure) {
      const payload = job.payload as DeployCollectionPayload;
      const reason = failure.code ? `${failure.code}: ${failure.message}` : failure.message;
      await recordOutcome(db, payload, {
        status: COLLECTION_STATUSES.failed,
        failReason: reason,
        updatedAt: new Date(),
      });
    },
  });
}
