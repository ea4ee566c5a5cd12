/** The first columns of a bulk-creation sheet (docs/api.md "NFT bulk creation"), as the template writes them. */
export const NFT_BULK_COLUMNS = [
  'Name',
  'File name',
  'Collection ID',
  'Category IDs',
  'Copies',
  'Rank',
  'Royalty (%)',
  'Description',
];
