import { dropArtNumber } from '@mintfront/contracts';
import {
  chainByKey,
  contentKindOf,
  DROP_STATUS,
  type ChainKey,
  type StoreDropArt,
  type StoreDropView,
} from '@mintfront/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/db-client.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { ShopRow } from '../../platform/tenancy/shops.tables.ts';
import { findNftsInShop } from '../nfts/index.ts';
import { fileUrl } from '../uploads/uploads.service.ts';
import { dropStatus } from './drops-answer.ts';
import { openPhaseAt, phaseView } from './drops-phases.ts';
import { drops, type DropRow } from './drops.tables.ts';

/** The first minted tokens a revealed drop's page shows. */
const ART_SHOWN = 12;

/**
 * The art the first minted tokens show once the drop is revealed on chain: token t shows art
 * number (t - 1 + startingIndex) % maxSupply, as the contract's tokenURI answers it.
 */
async function revealedArt(
  db: Db,
  shopId: number,
  row: DropRow,
  publicUrl: string,
): Promise<StoreDropArt[]> {
  const total = BigInt(row.nftIds.length);
  const tokens = Array.from({ length: Math.min(row.minted, ART_SHOWN) }, (_, i) => i + 1);
  const artIdOf = (token: number) =>
    row.nftIds[Number(dropArtNumber(BigInt(token), BigInt(row.startingIndex!), total))]!;
  const nfts = new Map(
    (await findNftsInShop(db, shopId, tokens.map(artIdOf))).map((n) => [n.id, n]),
  );
  return tokens.flatMap((token) => {
    const nft = nfts.get(artIdOf(token));
    if (!nft) return [];
    const picture = contentKindOf(nft.icon) === 'image' ? nft.icon : nft.preview;
    return [
      {
        token_id: token,
        title: nft.title,
        image_url: picture ? fileUrl(publicUrl, picture) : null,
      },
    ];
  });
}

/**
 * GET /api/store/{subdomain}/drop/{id}: the drop page of the storefront. The phase open now, its
 * price and what is left; until the reveal on chain only the placeholder (the drop's preview)
 * shows, then the art of the first minted tokens.
 */
export async function storeDrop(
  db: Db,
  shop: ShopRow,
  id: number,
  publicUrl: string,
  now: Date,
): Promise<StoreDropView> {
  const [row] = await db
    .select()
    .from(drops)
    .where(and(eq(drops.shopId, shop.id), eq(drops.id, id)));
  // A drop whose contract never came to be is not the buyers' business.
  if (!row || row.state === 'failed') throw new AppError('NOT_FOUND');
  const status = dropStatus(row, now);
  const open = status === 'Live' ? openPhaseAt(row.phases, now) : -1;
  const next = row.phases.findIndex((p) => new Date(p.startAt) > now);
  // The art shows once the reveal is on chain (the drop.reveal job, after the open-box date).
  const revealed = row.revealedAt !== null && row.startingIndex !== null;
  const total = row.nftIds.length;
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    placeholder: revealed ? null : fileUrl(publicUrl, row.preview),
    revealed,
    art: revealed ? await revealedArt(db, shop.id, row, publicUrl) : [],
    status,
    statusCode: DROP_STATUS[status],
    address: row.address,
    currency: { symbol: chainByKey(row.chain as ChainKey).nativeSymbol, decimals: 18 },
    currentPhase: open >= 0 ? phaseView(row.phases[open]!, open) : null,
    nextPhase: next >= 0 ? phaseView(row.phases[next]!, next) : null,
    price: open >= 0 ? row.phases[open]!.price : null,
    total,
    claimed: row.minted,
    remaining: Math.max(0, total - row.minted),
    openAt: row.openAt.toISOString(),
  };
}
