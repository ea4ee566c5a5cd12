import { z } from 'zod';
import { pagingQuery } from './common.ts';
import { storedPath } from './uploads.ts';
import { zString } from './text.ts';

// Categories of a shop (spec doc 1 §3 Category: name, status, image, icon, type).

export const CATEGORY_NAME_MAX = 60;
export const CATEGORY_TYPES = ['default', 'customized'] as const;
export type CategoryType = (typeof CATEGORY_TYPES)[number];
/** 1 enabled, 0 disabled. */
export const CATEGORY_STATUS = { enabled: 1, disabled: 0 } as const;
export type CategoryStatus = (typeof CATEGORY_STATUS)[keyof typeof CATEGORY_STATUS];

const categoryName = zString({ error: 'required' })
  .trim()
  .min(1, { error: 'required', abort: true })
  .max(CATEGORY_NAME_MAX, { error: 'tooLong' });
const categoryStatus = z.union([z.literal(1), z.literal(0)], { error: 'invalid' });
const categoryType = z.enum(CATEGORY_TYPES, { error: 'oneOf' });
/** An uploaded path (null or empty clears it). */
const optionalPath = z.preprocess((v) => (v === '' ? null : v), storedPath.nullable().optional());

export const categoryCreateBody = z.object({
  name: categoryName,
  status: categoryStatus.default(1),
  type: categoryType.default('customized'),
  image: optionalPath,
  icon: optionalPath,
});
export type CategoryCreateBody = z.input<typeof categoryCreateBody>;

export const categoryUpdateBody = z.object({
  name: categoryName.optional(),
  status: categoryStatus.optional(),
  type: categoryType.optional(),
  image: optionalPath,
  icon: optionalPath,
});
export type CategoryUpdateBody = z.input<typeof categoryUpdateBody>;

const emptyAsUndefined = (v: unknown) => (v === '' ? undefined : v);

/** GET /api/classifications: the list contract plus status, type and a name search. */
export const categoriesQuery = pagingQuery.extend({
  status: z.preprocess(
    emptyAsUndefined,
    z.coerce.number({ error: 'number' }).pipe(categoryStatus).optional(),
  ),
  type: z.preprocess(emptyAsUndefined, categoryType.optional()),
  search: z.preprocess(
    emptyAsUndefined,
    zString().trim().max(CATEGORY_NAME_MAX, { error: 'tooLong' }).optional(),
  ),
  order_by: z.preprocess(
    emptyAsUndefined,
    z.enum(['id', 'name'], { error: 'oneOf' }).default('id'),
  ),
  order_desc: z.preprocess(
    emptyAsUndefined,
    z
      .enum(['true', 'false', '1', '0'], { error: 'oneOf' })
      .default('true')
      .transform((v) => v === 'true' || v === '1'),
  ),
});
export type CategoriesQuery = z.infer<typeof categoriesQuery>;

/** A category as the API answers it; `image` and `icon` are stored paths, with their urls. */
export type Category = {
  classificationId: number;
  name: string;
  status: CategoryStatus;
  type: CategoryType;
  image: string | null;
  imageUrl: string | null;
  icon: string | null;
  iconUrl: string | null;
  /** The icon's list thumbnail (WebP); null for an SVG or when none was made: show the icon. */
  iconThumbnail: string | null;
  iconThumbnailUrl: string | null;
  createdAt: string;
};
