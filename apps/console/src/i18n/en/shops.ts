export const shops = {
  fields: {
    name: 'Store name',
    chain: 'Chain',
    subdomain: 'Subdomain',
    password: 'Login password',
  },
  store: {
    title: 'Create your store',
    submit: 'Create store',
    subdomainHint: 'Your store will be reachable at {{host}}.',
    testnet: 'test network',
  },
  select: {
    title: 'Select a store',
    owned: 'My stores',
    joined: 'Joined stores',
    closed: 'Closed stores',
    create: 'Create store',
    empty: 'No stores here yet.',
    enter: 'Open {{name}}',
    closedAt: 'Closed on {{date}}',
    reopen: 'Re-open',
    owner: 'Owner: {{name}}',
  },
  open: {
    title: 'Re-open store',
    text: 'A closed store can be re-opened with your login password within 90 days of closing.',
    submit: 'Re-open store',
    missing: 'No store was chosen. Pick a closed store from the store list.',
    backToList: 'Back to store list',
  },
  success: {
    title: 'Your store is ready',
    text: 'The store was created. Continue on the store home to finish setting it up.',
    goHome: 'Go to store home',
  },
  // issue 22: chains this server can reach, rules shown before typing.
  chains: {
    hint: 'Only the chains this server can deploy and mint on can be chosen.',
    unavailable: '{{name}}: not available, {{reason}}',
    noRpc: 'no RPC URL on this server (setting {{setting}})',
    noOperator: 'no key on this server to deploy and mint with (setting {{setting}})',
    notEvm: 'this server cannot run stores on this chain yet',
    bannerTitle: 'This store lives on {{chain}}, which this server cannot reach',
    bannerText:
      'Collections cannot be deployed and NFTs cannot be minted or sold until the server is set up for it; ask the person who runs this server. Reason: {{reason}}.',
  },
  hints: {
    storeName: '4 to 60 characters, letters and digits only (no spaces); not your password.',
  },
} as const;
