export const layout = {
  mainNav: 'Main navigation',
  menu: { home: 'Home', nft: 'NFT', createdNfts: 'Created NFTs', mysteryBoxes: 'Mystery boxes', importNft: 'Import NFT', collections: 'Collections', discounts: 'Discounts', settings: 'Settings', settingsGeneral: 'General', settingsCategory: 'Categories', settingsPayoutGroup: 'Payout groups', settingsToken: 'Payment tokens', settingsTeam: 'Team', settingsWhiteList: 'Whitelists' },
  userMenu: 'Account menu',
  myAccount: 'My account',
  switchStore: 'Switch store',
  logout: 'Log out',
  storeFallback: 'No store selected',
  languageSwitch: 'Change language',
} as const;
