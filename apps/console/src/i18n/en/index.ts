import { accounts } from './accounts.ts';
import { common } from './common.ts';
import { home } from './home.ts';
import { layout } from './layout.ts';
import { settings } from './settings.ts';
import { shops } from './shops.ts';
import { uploads } from './uploads.ts';
import { categories } from './categories.ts';
import { wallets } from './wallets.ts';
import { collections } from './collections.ts';
import { payoutGroups } from './payout-groups.ts';
import { whitelists } from './whitelists.ts';
import { themes } from './themes.ts';
import { pages } from './pages.ts';
import { navigation } from './navigation.ts';
import { domains } from './domains.ts';
import { marketing } from './marketing.ts';
import { discounts } from './discounts.ts';
import { paymentTokens } from './payment-tokens.ts';
import { team } from './team.ts';
import { nfts } from './nfts.ts';
import { nftForm } from './nft-form.ts';
import { mysteryBoxes } from './mystery-boxes.ts';
import { nftPicker } from './nft-picker.ts';
import { nftBulk } from './nft-bulk.ts';
import { nftImport } from './nft-import.ts';
import { sales } from './sales.ts';
import { raffles } from './raffles.ts';
import { launchpad } from './launchpad.ts';

export const en = {
  common,
  layout,
  accounts,
  shops,
  home,
  settings,
  uploads,
  categories,
  wallets,
  collections,
  payoutGroups,
  whitelists,
  themes,
  pages,
  navigation,
  domains,
  marketing,
  discounts,
  paymentTokens,
  team,
  nftForm,
  nfts,
  mysteryBoxes,
  nftPicker,
  nftBulk,
  nftImport,
  sales,
  raffles,
  launchpad,
};
