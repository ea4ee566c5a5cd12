import {
  COLLECTION_SOURCES,
  COLLECTION_STATUSES,
  MASK,
  MAX_PAGE_SIZE,
  NFT_RANKS,
  hasPermission,
  type Collection,
} from '@mintfront/domain';
import { useTranslation } from 'react-i18next';
import { useCollections, type CollectionsFilter } from '../../../api/collections.ts';
import { useShopInfo } from '../../../api/shops.ts';
import { NFT_RANK_KEY } from '../../../components/nft-tags.tsx';

/** Minting needs a collection this store created whose contract is deployed (the server's rule too). */
export function isMintable(c: Collection): boolean {
  return (
    c.source === COLLECTION_SOURCES.created &&
    Boolean(c.address) &&
    (c.status === COLLECTION_STATUSES.unverified || c.status === COLLECTION_STATUSES.verified)
  );
}

/**
 * The collections a form offers, as select options. GET /api/contracts needs collection view
 * (mask 2): without it nothing is asked and `denied` is set; while the shop loads, `isLoading`.
 */
export function useCollectionChoices(filter: CollectionsFilter, keep: (c: Collection) => boolean) {
  const { data: shop } = useShopInfo();
  const canView = shop ? hasPermission(shop.allows, MASK.collectionView) : undefined;
  const { data, isLoading } = useCollections(filter, { enabled: canView === true });
  const collections = (data?.list ?? []).filter(keep);
  return {
    collections,
    denied: canView === false,
    isLoading: canView === undefined || isLoading,
    options: collections.map((c) => ({ value: c.id, label: c.name })),
  };
}

/** The collections an NFT can be minted on, as select options. */
export function useMintableCollections() {
  return useCollectionChoices(
    { page: 1, limit: MAX_PAGE_SIZE, source: String(COLLECTION_SOURCES.created) },
    isMintable,
  );
}

/**
 * The collection field of a member without collection view: the reason shown in the field, and a
 * rule that refuses the submit with it (nothing could be chosen). Undefined with the permission.
 */
export function useDeniedCollectionField(denied: boolean) {
  const { t } = useTranslation('nftForm');
  if (!denied) return undefined;
  const text = t('collectionNeedsView');
  return { text, rules: [{ validator: () => Promise.reject(new Error(text)) }] };
}

/** Ranks 1–4 with their names (spec doc 1 §3). */
export function useRankOptions() {
  const { t } = useTranslation('nfts');
  return Object.values(NFT_RANKS).map((rank) => ({
    value: rank,
    label: t(`rankLong.${NFT_RANK_KEY[rank]}`),
  }));
}
