export const domains = {
  title: 'Domain',
  intro:
    'Your store always answers at its free subdomain. Add a domain of your own, then create the DNS records shown at your domain’s DNS host.',
  add: 'Add domain',
  added: 'Domain added. It may take up to {{hours}} hours before its records are found.',
  domainHelp: 'For example shop.example.com, without http://.',
  fields: { domain: 'Domain' },
  empty: 'No domain of your own yet.',
  status: { pending: 'Pending', valid: 'Valid', failed: 'Failed' },
  main: 'Main domain',
  makeMain: 'Make main domain',
  madeMain: 'Main domain changed',
  check: 'Check now',
  checked: {
    pending: 'The records are not found yet. DNS changes can take a while; check again later.',
    valid: 'The records are found: the domain is valid.',
    failed:
      'The records were not found within 72 hours: the domain failed. Fix the records and add it again.',
  },
  pendingText:
    'Create these records at your DNS host. The domain fails if they are not found by {{until}}.',
  validText: 'The records are found: the store answers at this domain.',
  failedText: 'The records were not found within 72 hours.',
  recordsCaption: 'DNS records to create for {{domain}}',
  records: { type: 'Type', name: 'Name', value: 'Value' },
  dates: 'Added {{added}} · last checked {{checked}}',
  deleteConfirm: 'Remove this domain? The store stops answering at it.',
  deleted: 'Domain removed',
} as const;
