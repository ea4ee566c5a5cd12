import { COLLECTION_SOURCES, COLLECTION_STATUSES, MAX_PAGE_SIZE, NFT_RANKS, type Collection } from '@mintfront/domain';
import { useTranslation } from 'react-i18next';
import { useCollections } from '../../../api/collections.ts';
import { NFT_RANK_KEY } from '../../../components/nft-tags.tsx';

/** Minting needs a collection this store created whose contract is deployed (the server's rule too). */
export function isMintable(c: Collection): boolean {
  return c.source === COLLECTION_SOURCES.created && Boolean(c.address) && (c.status === COLLECTION_STATUSES.unverified || c.status === COLLECTION_STATUSES.verified);
}

/** The collections an NFT can be minted on, as select options. */
export function useMintableCollections() {
  const { data, isLoading } = useCollections({ page: 1, limit: MAX_PAGE_SIZE, source: String(COLLECTION_SOURCES.created) });
  const collections = (data?.list ?? []).filter(isMintable);
  return { collections, isLoading, options: collections.map((c) => ({ value: c.id, label: c.name })) };
}

/** Ranks 1–4 with their names (spec doc 1 §3). */
export function useRankOptions() {
  const { t } = useTranslation('nfts');
  return Object.values(NFT_RANKS).map((rank) => ({ value: rank, label: t(`rankLong.${NFT_RANK_KEY[rank]}`) }));
}
