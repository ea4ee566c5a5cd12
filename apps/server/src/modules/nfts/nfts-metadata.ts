import { NFT_STATUS } from '@mintfront/domain';
import { AppError } from '../../platform/http/app-error.ts';
import { fileUrl } from '../uploads/uploads.service.ts';
import type { NftsDeps } from './nfts.types.ts';
import { nftsRepo } from './nfts.repo.ts';
import { descriptionOf } from './nfts-description.ts';
import type { NftRow } from './nfts.tables.ts';

/** The public URL an NFT is minted with as its tokenURI. */
export const tokenMetadataUrl = (publicUrl: string, id: number) =>
  `${publicUrl}/api/token-metadata/${id}`;

/**
 * Token metadata is public (wallets read it through tokenURI): it is served once the NFT goes to
 * the chain (Minting: the mint job sets the URI before the chain reads it) and after, never for an
 * NFT In Review, Rejected or whose mint failed.
 */
const PUBLIC_METADATA_STATUSES: number[] = [
  NFT_STATUS.minting,
  NFT_STATUS.offSale,
  NFT_STATUS.onSale,
  NFT_STATUS.soldOut,
];

/** GET /api/token-metadata/{id}: ERC-721/1155 token metadata the contract's tokenURI points to (public; an NFT not yet or never sent to the chain is not found). */
export async function tokenMetadata(deps: Pick<NftsDeps, 'db' | 'publicUrl'>, id: number) {
  const row = await nftsRepo.findPublic(deps.db, id);
  if (!row || !PUBLIC_METADATA_STATUSES.includes(row.status)) throw new AppError('NOT_FOUND');
  return metadataOf(deps.publicUrl, row);
}

/**
 * The token metadata of an NFT that is the art of a drop, whatever its status (the art is never
 * minted itself: the drop's tokens point at it once revealed, GET /api/drop/{id}/art/{n}).
 */
export async function artMetadata(deps: Pick<NftsDeps, 'db' | 'publicUrl'>, id: number) {
  const row = await nftsRepo.findPublic(deps.db, id);
  if (!row) throw new AppError('NOT_FOUND');
  return metadataOf(deps.publicUrl, row);
}

function metadataOf(publicUrl: string, row: NftRow) {
  const a = row.attrs;
  const attributes = [
    ...a.properties.map(([trait_type, value]) => ({ trait_type, value })),
    ...a.levels.map(([trait_type, value, max_value]) => ({ trait_type, value, max_value })),
    ...a.stats.map(([trait_type, value, max_value]) => ({
      display_type: 'number',
      trait_type,
      value,
      max_value,
    })),
    ...a.boosts.map((b) =>
      b.length === 2
        ? { display_type: 'boost_percentage', trait_type: b[0], value: b[1] }
        : { display_type: 'boost_number', trait_type: b[0], value: b[1], max_value: b[2] },
    ),
    ...a.date.map(([trait_type, d]) => ({
      display_type: 'date',
      trait_type,
      value: Math.floor(Date.parse(d) / 1000),
    })),
  ];
  // Audio, video and 3D content show their preview image; the content itself is the animation (OpenSea metadata).
  const media = row.preview
    ? {
        image: fileUrl(publicUrl, row.preview),
        animation_url: fileUrl(publicUrl, row.icon),
      }
    : { image: fileUrl(publicUrl, row.icon) };
  return {
    name: row.title,
    description: descriptionOf(row).description ?? '',
    ...media,
    external_url: `${publicUrl}/nft/${row.id}`,
    attributes,
  };
}
