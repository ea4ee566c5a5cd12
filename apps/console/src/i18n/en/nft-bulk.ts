export const nftBulk = {
  title: 'Create multiple NFTs',
  intro:
    'Upload a folder of content files, an XLSX with one row per NFT and, if you like, a JSON file of attributes. Every row is checked first; nothing is created until you confirm.',
  template: 'Download template',
  steps: { files: 'Files', verify: 'Verify', create: 'Create' },
  fields: {
    type: 'Interface',
    folder: 'Content folder',
    info: 'Info file (XLSX)',
    metadata: 'Metadata file (JSON, optional)',
  },
  help: {
    type: 'Every row’s collection must be of this interface.',
    info: 'One row per NFT, with the template’s columns; the rows name their files by file name.',
    metadata:
      'An object keyed by file name whose values are the attributes: {"dragon.png": {"properties": [["Background", "Blue"]], "levels": [["Power", 3, 5]]}}.',
  },
  type: { erc721: 'ERC-721', erc1155: 'ERC-1155' },
  folder: {
    hint: 'Click to choose a folder, or drag one here',
    rules:
      'Accepted: {{formats}} · up to {{size}} each · at most {{files}} files, {{total}} in all',
    uploaded: '{{done}} of {{total}} files uploaded',
    bytes: '{{size}} in the folder',
    skipped: 'Skipped, not NFT content ({{count}}): {{names}}',
    duplicate: 'Two files are named {{name}}; rename one and choose the folder again.',
    clear: 'Clear folder',
    waitUploads: 'Wait until every file of the folder is uploaded.',
    failedUploads: '{{count}} files could not be uploaded: retry or cancel them.',
  },
  pick: { info: 'Choose XLSX file', metadata: 'Choose JSON file', remove: 'Remove {{name}}' },
  submit: 'Verify files',
  verifying: { title: 'Checking every row…', checked: 'Rows checked: {{count}}' },
  creating: { title: 'Creating NFTs…', progress: '{{done}} of {{total}} rows done' },
  stillWorking:
    'Still working. A large file can take a few minutes: you may leave this page and come back to /multiple.',
  verificationFailed: {
    title: 'Verification failed',
    rows: '{{invalid}} of {{rows}} rows have errors. Fix them in the file and verify again, or create the {{valid}} valid rows now.',
    none: 'No row can be created. Fix the file and verify again.',
  },
  verified: { title: 'Verification succeeded', text: 'Rows ready to be created: {{count}}.' },
  success: {
    title: 'Every NFT was created ({{count}})',
    text: 'They are being minted on the chain; follow them in Created NFTs.',
  },
  partialSuccess: {
    title: 'Partial success',
    text: 'NFTs created: {{created}}. Rows not created: {{refused}}; the report lists them with the reasons.',
  },
  failed: { title: 'Creation failed', text: 'No NFT was created.' },
  actions: {
    confirm: 'Create the NFTs ({{count}})',
    createValid: 'Create the valid rows ({{count}})',
    report: 'Download error report',
    startAgain: 'Start again',
    viewNfts: 'View created NFTs',
    createMore: 'Create more',
  },
  errors: {
    caption: 'Rows with errors',
    line: 'Line',
    name: 'Name',
    file: 'File name',
    reasons: 'Errors',
    failedState: 'Not created',
  },
} as const;
