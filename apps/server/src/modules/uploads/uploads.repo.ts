import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/db-client.ts';
import { shopCrud } from '../../platform/db/repo-helper.ts';
import { files, type FileRow } from './uploads.tables.ts';

const base = shopCrud(files);

export const uploadsRepo = {
  ...base,
  /** Records a stored file for a shop; the same file of the same kind keeps its first row. */
  async record(db: Db, values: typeof files.$inferInsert): Promise<FileRow> {
    await db
      .insert(files)
      .values(values)
      .onConflictDoNothing({ target: [files.shopId, files.key, files.kind] });
    return (await base.findOne(
      db,
      values.shopId,
      and(eq(files.key, values.key), eq(files.kind, values.kind)),
    ))!;
  },
  /** The shop's row of a stored path: of that kind when given, else any. */
  findOfShop: (db: Db, shopId: number, key: string, kind?: string) =>
    base.findOne(db, shopId, and(eq(files.key, key), kind ? eq(files.kind, kind) : undefined)),
  /** A row of a stored path that this user uploaded as this kind, in any shop. */
  async findOfUploader(db: Db, userId: number, key: string, kind: string) {
    const [row] = await db
      .select()
      .from(files)
      .where(and(eq(files.uploadedBy, userId), eq(files.key, key), eq(files.kind, kind)))
      .limit(1);
    return row;
  },
  /** The display copy of one of the shop's stored paths, if it has one. */
  async displayOf(db: Db, shopId: number, key: string): Promise<string | null> {
    const [row] = await db
      .select({ displayKey: files.displayKey })
      .from(files)
      .where(and(eq(files.shopId, shopId), eq(files.key, key), isNotNull(files.displayKey)))
      .limit(1);
    return row?.displayKey ?? null;
  },
  /** The thumbnails of those of the shop's stored paths that have one: path → thumbnail path. */
  async thumbnailsOf(db: Db, shopId: number, keys: string[]): Promise<Map<string, string>> {
    if (keys.length === 0) return new Map();
    const rows = await db
      .selectDistinct({ key: files.key, thumbnailKey: files.thumbnailKey })
      .from(files)
      .where(
        and(
          eq(files.shopId, shopId),
          inArray(files.key, [...new Set(keys)]),
          isNotNull(files.thumbnailKey),
        ),
      );
    return new Map(rows.map((r) => [r.key, r.thumbnailKey!]));
  },
};
