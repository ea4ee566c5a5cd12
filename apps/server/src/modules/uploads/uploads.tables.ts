import { bigint, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { shopIdColumn } from '../../platform/tenancy/shops.tables.ts';
import { users } from '../../platform/tenancy/users.tables.ts';
import { createdAtColumn, idColumn } from '../../platform/db/columns.ts';

/**
 * A file a shop uploaded (issue 3). The bytes live in the storage under `key`, named by their
 * SHA-256, so two rows (two shops, or two kinds) may point at one stored object. A stored path
 * belongs to a shop when a row of that shop names it; a kind's size and type rules held for it.
 */
export const files = pgTable(
  'files',
  {
    id: idColumn(),
    shopId: shopIdColumn(),
    key: text('key').notNull(),
    kind: text('kind').notNull(),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    thumbnailKey: text('thumbnail_key'),
    /** The display copy an NFT page shows (platform/media/place-media.ts); null for older files. */
    displayKey: text('display_key'),
    fileName: text('file_name'),
    uploadedBy: integer('uploaded_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('files_shop_key_kind_key').on(t.shopId, t.key, t.kind),
    index('files_key_idx').on(t.key),
  ],
);
export type FileRow = typeof files.$inferSelect;
