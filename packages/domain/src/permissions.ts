/** Route masks of spec doc 1 §6 / doc 2 §6. */
export const MASK = {
  none: 0,
  nft: 1,
  collectionView: 2,
  sellOrders: 4,
  revenue: 8,
  discounts: 16,
  payoutGroup: 32,
  whitelist: 64,
  guide: 66,
  launchpad: 128,
  collectionChange: 256,
  themes: 512,
  pages: 1024,
  navigation: 2048,
  domains: 4096,
  marketingGeneral: 8192,
  marketingSeo: 16384,
  marketingAnalytics: 32768,
  blogPosts: 65536,
  blogCategories: 131072,
} as const;

/** Default permission set of a new collaborator (spec §6). */
export const DEFAULT_COLLABORATOR_ALLOWS = 204671;

/** Every permission bit: what a store owner holds. */
export const OWNER_ALLOWS = 262143;

/**
 * Spec §6: "permissions are a bitmask checked by AND". A route mask with several bits
 * (66 = guide/dashboard) opens when the member holds any of them; mask 0 is open to
 * every member of the shop. Decision recorded in docs/decisions.md.
 */
export function hasPermission(allows: number, mask: number): boolean {
  return mask === 0 || (allows & mask) !== 0;
}

/**
 * Named collaborator roles (issue 22; the spec names none, docs/decisions.md): each presets the
 * permission mask and is kept as the collaborator's role number. 0 is a custom set.
 */
export const COLLABORATOR_ROLES = [
  { role: 1, key: 'manager', allows: DEFAULT_COLLABORATOR_ALLOWS },
  {
    role: 2,
    key: 'artist',
    allows: MASK.nft | MASK.collectionView | MASK.collectionChange | MASK.sellOrders,
  },
  {
    role: 3,
    key: 'sales',
    allows:
      MASK.nft |
      MASK.collectionView |
      MASK.sellOrders |
      MASK.revenue |
      MASK.discounts |
      MASK.payoutGroup |
      MASK.whitelist,
  },
  {
    role: 4,
    key: 'designer',
    allows:
      MASK.collectionView |
      MASK.themes |
      MASK.pages |
      MASK.navigation |
      MASK.domains |
      MASK.blogPosts |
      MASK.blogCategories,
  },
] as const;
export const CUSTOM_ROLE = 0;
export type CollaboratorRoleKey = (typeof COLLABORATOR_ROLES)[number]['key'];
