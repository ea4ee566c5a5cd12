import type { SectionConfig, SectionType } from './themes.ts';

/** Section types whose config has one `image`; the highlight section has one per item. */
const IMAGE_TYPES: readonly SectionType[] = ['banner', 'imageWidthText', 'logo'];

type WithImage = { image: string | null };

/**
 * The section's config with each picture (a stored path) replaced by `to(path)`: the storefront's
 * view shows a URL where the saved config holds the path.
 */
export function mapSectionImages(
  type: SectionType,
  config: SectionConfig,
  to: (path: string) => string | null,
): SectionConfig {
  const one = <V extends WithImage>(v: V): V => ({ ...v, image: v.image ? to(v.image) : null });
  if (IMAGE_TYPES.includes(type)) return one(config as WithImage) as SectionConfig;
  if (type === 'highlight') {
    const c = config as SectionConfig<'highlight'>;
    return { ...c, items: c.items.map(one) };
  }
  return config;
}

/** The stored paths of a section's pictures, with the field each is in (`items.1.image`). */
export function sectionImagePaths(
  type: SectionType,
  config: SectionConfig,
): { field: string; path: string }[] {
  if (IMAGE_TYPES.includes(type)) {
    const { image } = config as WithImage;
    return image ? [{ field: 'image', path: image }] : [];
  }
  if (type !== 'highlight') return [];
  return (config as SectionConfig<'highlight'>).items.flatMap((item, i) =>
    item.image ? [{ field: `items.${i}.image`, path: item.image }] : [],
  );
}
