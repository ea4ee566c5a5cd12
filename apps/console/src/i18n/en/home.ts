export const home = {
  title: 'Welcome to {{name}}',
  setupTitle: 'Set up your store',
  setupIntro: 'Four steps take your store from empty to selling.',
  steps: {
    customizeTheme: {
      title: 'Customize theme',
      text: 'Pick a theme and make the storefront look like your brand.',
    },
    setUpDomain: {
      title: 'Set up domain',
      text: 'Connect your own domain or keep the free subdomain.',
    },
    createNft: {
      title: 'Create NFT',
      text: 'Upload your first artwork and mint it on your chain.',
    },
    sellNft: { title: 'Sell NFT', text: 'Put an NFT on sale at a fixed price or as an auction.' },
  },
  status: { done: 'Done', todo: 'To do' },
} as const;
