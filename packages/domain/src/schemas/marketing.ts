import { z } from 'zod';
import { optionalStoredPath } from './uploads.ts';
import { zString } from './text.ts';

/** Lengths of the store's SEO settings (ours to choose; docs/decisions.md). */
export const SEO_TITLE_MAX = 120;
export const SEO_DESCRIPTION_MAX = 500;

const text = (max: number) => zString().trim().max(max, { error: 'tooLong' });

/**
 * PUT /api/marketing/common/seo (spec doc 2 §3 Marketing settings): the store's SEO title, meta
 * description, favicon and share image. An omitted field keeps its value; empty clears it.
 */
export const seoBody = z.object({
  title: text(SEO_TITLE_MAX).optional(),
  description: text(SEO_DESCRIPTION_MAX).optional(),
  favicon: optionalStoredPath.optional(),
  share_image: optionalStoredPath.optional(),
});
export type SeoBody = z.output<typeof seoBody>;

/** The store's SEO settings as the API answers them; files with their URLs. */
export type SeoSettings = {
  title: string;
  description: string;
  favicon: string | null;
  favicon_url: string | null;
  share_image: string | null;
  share_image_url: string | null;
};

/**
 * spec doc 2 §5: an analytics tracking ID has the form UA-xxxx-y (a Universal Analytics property:
 * `UA-`, the account's digits, `-`, the property's digits).
 */
export const TRACKING_ID_PATTERN = /^UA-\d{4,10}-\d{1,4}$/;

/** PUT /api/marketing/common/analytics: the tracking ID; `''` clears it. */
export const analyticsBody = z.object({
  tracking_id: zString()
    .trim()
    .refine((v) => v === '' || TRACKING_ID_PATTERN.test(v), { error: 'trackingId' }),
});
export type AnalyticsBody = z.output<typeof analyticsBody>;

/** The store's analytics settings as the API answers them; '' until set. */
export type AnalyticsSettings = { tracking_id: string };
