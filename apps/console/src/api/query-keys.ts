/** One query-key factory for every area (Medusa's lib/query-key-factory): all / lists / list / details / detail. */
export function queryKeysFor<const Area extends string>(area: Area) {
  const all = [area] as const;
  return {
    all,
    lists: () => [...all, 'list'] as const,
    list: (filters: Record<string, unknown> = {}) => [...all, 'list', filters] as const,
    details: () => [...all, 'detail'] as const,
    detail: (id: string | number) => [...all, 'detail', id] as const,
  };
}

export const queryKeys = {
  users: queryKeysFor('users'),
  shops: queryKeysFor('shops'),
  config: queryKeysFor('config'),
  investigation: queryKeysFor('investigation'),
  defaultCategories: queryKeysFor('default-categories'),
  categories: queryKeysFor('categories'),
  collections: queryKeysFor('collections'),
  payoutGroups: queryKeysFor('payout-groups'),
  whitelists: queryKeysFor('whitelists'),
  discounts: queryKeysFor('discounts'),
  currencies: queryKeysFor('currencies'),
  collaborators: queryKeysFor('collaborators'),
  permissions: queryKeysFor('permissions'),
  nfts: queryKeysFor('nfts'),
  mysteryBoxes: queryKeysFor('mystery-boxes'),
  nftBulk: queryKeysFor('nft-bulk'),
  themes: queryKeysFor('themes'),
  pages: queryKeysFor('pages'),
  navigations: queryKeysFor('navigations'),
  linkTargets: queryKeysFor('link-targets'),
  domains: queryKeysFor('domains'),
  marketing: queryKeysFor('marketing'),
  sales: queryKeysFor('sales'),
  offers: queryKeysFor('offers'),
  drops: queryKeysFor('drops'),
  airdrops: queryKeysFor('airdrops'),
};
