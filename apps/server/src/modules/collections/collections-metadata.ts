import { royaltyPercentToBps } from '@mintfront/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/db-client.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { jobs } from '../../platform/jobs/jobs.tables.ts';
import { shops } from '../../platform/tenancy/shops.tables.ts';
import { fileUrl } from '../uploads/uploads.service.ts';
import type { DeployCollectionPayload } from './collections-deploy.job.ts';
import { collections } from './collections.tables.ts';

/** Contract-level metadata (ERC-7572 / OpenSea `contractURI`) of a collection. */
export type ContractMetadata = {
  name: string;
  description: string;
  image: string | null;
  banner_image: string | null;
  external_link: string;
  seller_fee_basis_points: number;
  fee_recipient: string | null;
};

/** The public URL a created collection's contract is deployed with as its `contractURI`. */
export const contractMetadataUrl = (publicUrl: string, collectionId: number) =>
  `${publicUrl}/api/contract-metadata/${collectionId}`;

const asUrl = (publicUrl: string, path: string | null) =>
  !path ? null : /^https?:\/\//.test(path) ? path : fileUrl(publicUrl, path);

/**
 * GET /api/contract-metadata/{id}: what marketplaces read from `contractURI()`. The fee
 * recipient is the royalty receiver written into the contract at deployment (unknown for an
 * imported contract, whose own contractURI applies).
 */
export async function contractMetadata(
  db: Db,
  publicUrl: string,
  id: number,
): Promise<ContractMetadata> {
  const [row] = await db
    .select({ collection: collections, subdomain: shops.subdomain, payload: jobs.payload })
    .from(collections)
    .innerJoin(shops, eq(shops.id, collections.shopId))
    .leftJoin(jobs, eq(jobs.id, collections.deployJobId))
    .where(eq(collections.id, id));
  if (!row) throw new AppError('NOT_FOUND');
  const { collection: c } = row;
  const site = new URL(publicUrl);
  const receiver = (row.payload as DeployCollectionPayload | null)?.params?.royaltyReceiver ?? null;
  return {
    name: c.name,
    description: c.description ?? '',
    image: asUrl(publicUrl, c.icon),
    banner_image: asUrl(publicUrl, c.banner),
    // Storefront path of spec doc 1 §2 on the store's domain (<subdomain>.<host of PUBLIC_URL>).
    external_link: `${site.protocol}//${row.subdomain}.${site.host}/collection/${c.id}`,
    seller_fee_basis_points: royaltyPercentToBps(Number(c.royalties)),
    fee_recipient: receiver,
  };
}
