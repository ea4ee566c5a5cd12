import type { SectionType } from '@mintfront/domain';

/** How one config field of a section is edited. */
export type FieldKind =
  | 'text'
  | 'textarea'
  | 'link'
  | 'image'
  | 'columns'
  | 'limit'
  | 'choice'
  | 'switch'
  | 'richText'
  | 'collection'
  | 'collections'
  | 'category'
  | 'categories'
  | 'menus'
  | 'highlight';

export type FieldSpec = { key: string; kind: FieldKind; choices?: readonly string[] };

const f = (key: string, kind: FieldKind, choices?: readonly string[]): FieldSpec => ({
  key,
  kind,
  ...(choices ? { choices } : {}),
});

/** The settings form of each section type (spec doc 2 §3), one entry per key of its config schema. */
export const SECTION_FIELDS: Record<SectionType, FieldSpec[]> = {
  announcement: [f('text', 'textarea'), f('link', 'link')],
  title: [f('title', 'text'), f('subtitle', 'textarea')],
  banner: [
    f('image', 'image'),
    f('title', 'text'),
    f('subtitle', 'textarea'),
    f('buttonText', 'text'),
    f('link', 'link'),
  ],
  highlight: [f('items', 'highlight')],
  products: [
    f('columns', 'columns'),
    f('limit', 'limit'),
    f('collectionId', 'collection'),
    f('categoryId', 'category'),
    f('orderBy', 'choice', ['newest', 'oldest', 'name']),
  ],
  category: [f('columns', 'columns'), f('categoryIds', 'categories')],
  collection: [f('columns', 'columns'), f('collectionIds', 'collections')],
  blog: [f('columns', 'columns'), f('limit', 'limit')],
  email: [f('text', 'textarea'), f('buttonText', 'text')],
  imageWidthText: [
    f('image', 'image'),
    f('imagePosition', 'choice', ['left', 'right']),
    f('text', 'richText'),
    f('buttonText', 'text'),
    f('link', 'link'),
  ],
  video: [f('url', 'link'), f('autoplay', 'switch')],
  richText: [f('content', 'richText')],
  logo: [f('image', 'image'), f('alt', 'text')],
  footer: [f('text', 'textarea'), f('menuIds', 'menus')],
};
