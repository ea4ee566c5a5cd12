import { eq } from 'drizzle-orm';
import type { AnalyticsBody, AnalyticsSettings, SeoBody, SeoSettings } from '@mintfront/domain';
import type { Db } from '../../platform/db/db-client.ts';
import { fileUrl, uploadsService } from '../uploads/uploads.service.ts';
import { seoSettings, type SeoRow } from './marketing.tables.ts';

const EMPTY = { title: '', description: '', favicon: null, shareImage: null, trackingId: '' };

function toSeo(
  row: Pick<SeoRow, 'title' | 'description' | 'favicon' | 'shareImage'>,
  origin: string,
): SeoSettings {
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

/** Writes the given columns of the store's row, creating it on the first write. */
async function upsert(db: Db, shopId: number, values: Partial<SeoRow>) {
  const [row] = await db
    .insert(seoSettings)
    .values({ shopId, ...values })
    .onConflictDoUpdate({ target: seoSettings.shopId, set: { ...values, updatedAt: new Date() } })
    .returning();
  return row!;
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
    return toSeo(await upsert(db, shopId, values), origin);
  },

  /** What every storefront page's head carries: the SEO settings and the tracking ID ('' unset). */
  async storeHead(db: Db, shopId: number, origin: string) {
    const row = await rowOf(db, shopId);
    return { ...toSeo(row, origin), tracking_id: row.trackingId };
  },

  /** GET /api/marketing/common/analytics. */
  analytics: async (db: Db, shopId: number): Promise<AnalyticsSettings> => ({
    tracking_id: (await rowOf(db, shopId)).trackingId,
  }),

  /** PUT /api/marketing/common/analytics: the tracking ID (spec doc 2 §5 UA-xxxx-y), '' clears it. */
  async updateAnalytics(db: Db, shopId: number, body: AnalyticsBody): Promise<AnalyticsSettings> {
    const row = await upsert(db, shopId, { trackingId: body.tracking_id });
    return { tracking_id: row.trackingId };
  },
};
