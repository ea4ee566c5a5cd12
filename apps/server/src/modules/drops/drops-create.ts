import { dropProvenanceHash, type DropParams } from '@mintfront/contracts';
import { royaltyPercentToBps, type DropCreateBody } from '@mintfront/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { getAddress, keccak256, toHex, type Address, type Hex } from 'viem';
import { chainWriter } from '../../platform/chain/chain-plugin.ts';
import type { Db } from '../../platform/db/db-client.ts';
import { fieldError } from '../../platform/http/validation.ts';
import type { ShopRow } from '../../platform/tenancy/shops.tables.ts';
import { findCollectionInShop } from '../collections/index.ts';
import { findNftsInShop } from '../nfts/index.ts';
import { payoutSplit } from '../sales/index.ts';
import { files } from '../uploads/uploads.tables.ts';
import { fileUrl, uploadsService } from '../uploads/uploads.service.ts';
import { DEPLOY_DROP_JOB, type DeployDropPayload } from './drops-deploy.job.ts';
import { storedPhases } from './drops-phases.ts';
import { dropsRepo } from './drops.repo.ts';
import type { DropsDeps } from './drops.types.ts';

/**
 * The art's hashes in the drop's order (art number 0 first): the SHA-256 the upload recorded of
 * each NFT's content file, which anyone holding the files can recompute (docs/decisions.md).
 */
async function artHashes(db: Db, shopId: number, icons: string[]): Promise<Hex[]> {
  const rows = await db
    .select({ key: files.key, sha256: files.sha256 })
    .from(files)
    .where(and(eq(files.shopId, shopId), inArray(files.key, [...new Set(icons)])));
  const byKey = new Map(rows.map((r) => [r.key, `0x${r.sha256}` as Hex]));
  return icons.map((icon) => byKey.get(icon) ?? keccak256(toHex(icon)));
}

/** The drop's NFTs: the shop's, of the named collection, in the request's order (else 40001 naming the field). */
async function dropNfts(db: Db, shopId: number, body: DropCreateBody) {
  const collection = await findCollectionInShop(db, shopId, body.contract_id);
  if (!collection) throw fieldError('contract_id', 'invalid');
  const rows = await findNftsInShop(db, shopId, body.nft_ids);
  const byId = new Map(rows.map((n) => [n.id, n]));
  const nfts = body.nft_ids.map((id) => byId.get(id));
  if (nfts.some((n) => !n || n.contractId !== collection.id))
    throw fieldError('nft_ids', 'invalid');
  return { collection, nfts: nfts.map((n) => n!) };
}

/**
 * POST /api/drop/store (spec doc 2 §3, §5): records the drop as Processing and queues the
 * `drop.deploy` job, which deploys its MintfrontDrop on the shop's chain, sets its phases and
 * commits the provenance hash before any mint can happen.
 */
export async function createDrop(
  deps: DropsDeps & { publicUrl: string },
  shop: ShopRow,
  creatorId: number,
  body: DropCreateBody,
) {
  const { walletClient } = chainWriter(deps.chain, shop.chain);
  await uploadsService.requireOwnFile(deps.db, shop.id, body.preview, 'dropPreview', 'preview');
  const { collection, nfts } = await dropNfts(deps.db, shop.id, body);
  const phases = await storedPhases(deps.db, shop.id, body.phases);
  const provenanceHash = dropProvenanceHash(
    await artHashes(
      deps.db,
      shop.id,
      nfts.map((n) => n.icon),
    ),
  );
  const operator = walletClient.account.address;
  const owner = (shop.ownerWallet ? getAddress(shop.ownerWallet) : operator) as Address;
  const split = await payoutSplit(deps.db, shop.id, null, owner);
  const params: DropParams = {
    name: collection.title,
    symbol: collection.symbol,
    owner,
    minters: owner === operator ? [] : [operator],
    royaltyReceiver: (shop.payoutWalletAddress
      ? getAddress(shop.payoutWalletAddress)
      : owner) as Address,
    royaltyBps: royaltyPercentToBps(Number(collection.royalties)),
    contractURI: '',
    maxSupply: nfts.length,
    placeholderURI: fileUrl(deps.publicUrl, body.preview),
    openDate: BigInt(Math.floor(body.open_date.getTime() / 1000)),
    payees: split.payees,
    shares: split.shares.map(Number),
  };
  const row = await deps.db.transaction(async (tx) => {
    const created = await dropsRepo.insert(tx, shop.id, {
      creatorId,
      name: body.name,
      preview: body.preview,
      description: body.description ?? null,
      contractId: collection.id,
      nftIds: body.nft_ids,
      chain: shop.chain,
      openAt: body.open_date,
      phases,
      provenanceHash,
    });
    const payload: DeployDropPayload = {
      dropId: created.id,
      shopId: shop.id,
      chain: shop.chain,
      params: { ...params, openDate: params.openDate.toString() },
    };
    const job = await deps.jobs.enqueue(tx, {
      kind: DEPLOY_DROP_JOB,
      payload,
      idempotencyKey: `${DEPLOY_DROP_JOB}:${created.id}`,
    });
    return (await dropsRepo.update(tx, shop.id, created.id, { deployJobId: job.id }))!;
  });
  deps.jobs.wake();
  return row;
}
