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
} as const;
