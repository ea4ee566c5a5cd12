import { eq } from 'drizzle-orm';
import type { SeoBody, SeoSettings } from '@mintfront/domain';
import type { Db } from '../../platform/db/db-client.ts';
import { fileUrl, uploadsService } from '../uploads/uploads.service.ts';
import { seoSettings, type SeoRow } from './marketing.tables.ts';

const EMPTY = { title: '', description: '', favicon: null, shareImage: null };

function toSeo(row: Pick<SeoRow, keyof typeof EMPTY>, origin: string): SeoSettings {
  return {
    title: row.title,
    description: row.description,
    favicon: row.favicon,
    favicon_url: row.favicon ? fileUrl(origin, row.favicon) : null,
    share_image: row.shareImage,
    share_image_url: row.shareImage ? fileUrl(origin, row.shareImage) : null,
  };
}

async function rowOf(db: Db, shopId: number) {
  const [row] = await db.select().from(seoSettings).where(eq(seoSettings.shopId, shopId));
  return row ?? EMPTY;
}

const orNull = (path: string | undefined) => (path === undefined ? undefined : path || null);

export const marketingService = {
  /** GET /api/marketing/common/seo; also what the storefront's head shows. */
  seo: async (db: Db, shopId: number, origin: string) => toSeo(await rowOf(db, shopId), origin),

  /** PUT /api/marketing/common/seo: files must be this shop's uploads of their kind (40019). */
  async updateSeo(db: Db, shopId: number, body: SeoBody, origin: string) {
    await uploadsService.requireOwnFile(db, shopId, body.favicon, 'favicon', 'favicon');
    await uploadsService.requireOwnFile(db, shopId, body.share_image, 'shareImage', 'share_image');
    const values = Object.fromEntries(
      Object.entries({
        title: body.title,
        description: body.description,
        favicon: orNull(body.favicon),
        shareImage: orNull(body.share_image),
      }).filter(([, v]) => v !== undefined),
    );
    const [row] = await db
      .insert(seoSettings)
      .values({ shopId, ...values })
      .onConflictDoUpdate({ target: seoSettings.shopId, set: { ...values, updatedAt: new Date() } })
      .returning();
    return toSeo(row!, origin);
  },
};
