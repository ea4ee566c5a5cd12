import { useTranslation } from 'react-i18next';
import { MASK, NFT_STATUS, NFT_TYPES, hasPermission, type Nft } from '@mintfront/domain';
import { useCollaborators } from '../../../api/collaborators.ts';
import { useSession } from '../../../api/session.ts';
import { useShopInfo } from '../../../api/shops.ts';

// Deletable before any sale, or when the NFT never reached the chain (the server's rule, E114/E126).
const DELETABLE: number[] = [NFT_STATUS.offSale, NFT_STATUS.rejected, NFT_STATUS.mintFailed];

/**
 * Who is looking at NFTs and what they may do with one: the server decides (E117, E114, E126,
 * E119); the console only hides what would be refused.
 */
export function useNftViewer() {
  const { t } = useTranslation('nfts');
  const { data: shop } = useShopInfo();
  const me = Number(useSession().uid);
  const isOwner = shop?.isOwner ?? false;
  // Collaborators are the owner's to list (at most the plan's cap, 50, so one page holds them).
  const { data: team } = useCollaborators({ page: 1, limit: 50 }, { enabled: isOwner });
  const names = new Map(
    (team?.list ?? []).flatMap((c) =>
      c.userId ? [[c.userId, c.nickname || c.email] as const] : [],
    ),
  );

  return {
    me,
    isOwner,
    canViewCollections: shop ? hasPermission(shop.allows, MASK.collectionView) : false,
    creatorName: (uid: number) =>
      uid === me ? t('you') : (names.get(uid) ?? t('member', { id: uid })),
    /** Your own (any, for the owner); never a mystery box: its image and series are fixed at creation (docs/decisions.md). */
    mayEdit: (nft: Nft) => (isOwner || nft.uid === me) && nft.type !== NFT_TYPES.box,
    /** spec doc 1 §4, §6: your own (any, for the owner), never on sale, not on the chain for sale. */
    mayDelete: (nft: Nft) =>
      (isOwner || nft.uid === me) && !nft.ever_on_sale && DELETABLE.includes(nft.status),
    /** spec doc 1 §4: the owner approves or rejects, only In Review. */
    mayReview: (nft: Nft) => isOwner && nft.status === NFT_STATUS.inReview,
  };
}

export type NftViewer = ReturnType<typeof useNftViewer>;
