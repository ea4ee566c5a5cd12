import { COLLECTION_TYPES, NFT_TYPES } from '@mintfront/domain';
import type { CollectionRow } from '../collections/index.ts';

/** The NFT type of a collection's NFTs: its contract's standard. */
export const nftTypeOf = (c: CollectionRow) =>
  c.type === COLLECTION_TYPES.erc721 ? NFT_TYPES.erc721 : NFT_TYPES.erc1155;
/** The standard of an NFT's contract, as the chain helpers name it. */
export const contractType = (t: number): 'erc721' | 'erc1155' =>
  t === NFT_TYPES.erc721 ? 'erc721' : 'erc1155';
