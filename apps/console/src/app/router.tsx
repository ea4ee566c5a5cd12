import { createBrowserRouter } from 'react-router';
import { accountsRoutes } from '../features/accounts/accounts.routes.tsx';
import { categoriesRoutes } from '../features/categories/categories.routes.tsx';
import { collectionsRoutes } from '../features/collections/collections.routes.tsx';
import { payoutGroupsRoutes } from '../features/payout-groups/payout-groups.routes.tsx';
import { whitelistsRoutes } from '../features/whitelists/whitelists.routes.tsx';
import { discountsRoutes } from '../features/discounts/discounts.routes.tsx';
import { paymentTokensRoutes } from '../features/payment-tokens/payment-tokens.routes.tsx';
import { collaboratorsRoutes } from '../features/collaborators/collaborators.routes.tsx';
import { homeRoutes } from '../features/home/home.routes.tsx';
import { settingsRoutes } from '../features/settings/settings.routes.tsx';
import { shopsRoutes } from '../features/shops/shops.routes.tsx';
import { nftsRoutes } from '../features/nfts/nfts.routes.tsx';
import { mysteryBoxesRoutes } from '../features/mystery-boxes/mystery-boxes.routes.tsx';
import { nftBulkRoutes } from '../features/nft-bulk/nft-bulk.routes.tsx';
import { themesRoutes } from '../features/themes/themes.routes.tsx';
import { pagesRoutes } from '../features/pages/pages.routes.tsx';
import { navigationRoutes } from '../features/navigation/navigation.routes.tsx';
import { domainsRoutes } from '../features/domains/domains.routes.tsx';
import { marketingRoutes } from '../features/marketing/marketing.routes.tsx';
import { sellOrdersRoutes } from '../features/sell-orders/sell-orders.routes.tsx';
import { rafflesRoutes } from '../features/launchpad/raffles/routes.tsx';
import { launchpadRoutes } from '../features/launchpad/launchpad.routes.tsx';
import { buildRoutes } from './build-routes.tsx';
import type { ConsoleRoute } from './route-types.ts';

/** Every area registers its own routes; later issues add theirs here. */
export const consoleRoutes: ConsoleRoute[] = [
  ...accountsRoutes,
  ...shopsRoutes,
  ...homeRoutes,
  ...nftsRoutes,
  ...mysteryBoxesRoutes,
  ...nftBulkRoutes,
  ...sellOrdersRoutes,
  ...rafflesRoutes,
  ...launchpadRoutes,
  ...settingsRoutes,
  ...categoriesRoutes,
  ...collectionsRoutes,
  ...discountsRoutes,
  ...payoutGroupsRoutes,
  ...whitelistsRoutes,
  ...paymentTokensRoutes,
  ...collaboratorsRoutes,
  ...themesRoutes,
  ...pagesRoutes,
  ...navigationRoutes,
  ...domainsRoutes,
  ...marketingRoutes,
];

export function createAppRouter() {
  return createBrowserRouter(buildRoutes(consoleRoutes));
}
