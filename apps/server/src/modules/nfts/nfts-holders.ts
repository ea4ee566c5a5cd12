import type { ErrorKey } from '@mintfront/domain';
import type { Db } from '../../platform/db/db-client.ts';

/**
 * Another area that holds NFTs and so keeps them from being deleted (a mystery box holds copies
 * of its series). It registers itself here, so the NFT module asks it without naming its tables.
 */
export type NftHolder = {
  /** The catalogue error that refuses the delete; its data names the NFT (`{ id }`). */
  error: ErrorKey;
  /** The foreign key of its rows on `nfts`: the backstop for a hold committed meanwhile. */
  foreignKey: string;
  /** The first of these NFTs it holds, if any; asked inside the delete's transaction. */
  firstHeld(db: Db, nftIds: number[]): Promise<number | undefined>;
};

// Holders are stateless queries, the same for every app: one per area, set when it registers.
const holders = new Map<string, NftHolder>();

/** Registers (or replaces) the holder an area answers for. */
export function registerNftHolder(area: string, holder: NftHolder): void {
  holders.set(area, holder);
}

/** Every registered holder. */
export function nftHolders(): NftHolder[] {
  return [...holders.values()];
}
