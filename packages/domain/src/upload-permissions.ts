import type { MediaKind } from './media.ts';
import { MASK, hasPermission } from './permissions.ts';

/**
 * Who in a store may upload a file of each kind: the permission of the area that uses it
 * (spec doc 1 §6 masks), or the owner alone where only the owner writes that area (categories,
 * general settings). A member's own profile photo needs no permission.
 */
export const UPLOAD_PERMISSION: Record<MediaKind, { mask: number } | { owner: true }> = {
  photo: { mask: MASK.none },
  nftContent: { mask: MASK.nft },
  nftPreview: { mask: MASK.nft },
  boxImage: { mask: MASK.nft },
  collectionLogo: { mask: MASK.collectionChange },
  collectionBanner: { mask: MASK.collectionChange },
  categoryIcon: { owner: true },
  categoryImage: { owner: true },
  shareImage: { mask: MASK.marketingSeo },
  favicon: { mask: MASK.marketingSeo },
  tokenIcon: { mask: MASK.payoutGroup },
  blogImage: { mask: MASK.blogPosts },
  physicalItem: { mask: MASK.sellOrders },
  airdropPreview: { mask: MASK.launchpad },
  themeImage: { mask: MASK.themes },
  dropPreview: { mask: MASK.launchpad },
};

/** True when a member holding `allows` (or the owner) may upload a file of `kind`. */
export function mayUpload(kind: MediaKind, member: { allows: number; isOwner: boolean }): boolean {
  const rule = UPLOAD_PERMISSION[kind];
  if ('owner' in rule) return member.isOwner;
  return member.isOwner || hasPermission(member.allows, rule.mask);
}
