import { z } from 'zod';
import { recordId } from './common.ts';
import { storeLink } from './fields.ts';
import { storedPathOf } from './uploads.ts';
import { zString } from './text.ts';

// The theme of a store's site (spec doc 2 §3 Theme, §4, §5, §9; API.md "Appearance").

/** spec doc 2 §3: the section types, exactly as listed. */
export const SECTION_TYPES = [
  'announcement',
  'title',
  'banner',
  'highlight',
  'products',
  'category',
  'collection',
  'blog',
  'email',
  'imageWidthText',
  'video',
  'richText',
  'logo',
  'footer',
] as const;
export type SectionType = (typeof SECTION_TYPES)[number];

export const THEME_MODES = ['light', 'dark'] as const;
export type ThemeMode = (typeof THEME_MODES)[number];
export const SECTION_ALIGNMENTS = ['left', 'center', 'right'] as const;
/** Fonts the server itself serves (no outside font host); `System` is the device's own font. */
export const THEME_FONTS = ['Poppins', 'System'] as const;
/** spec doc 2 §9: default font Poppins. */
export const DEFAULT_THEME_FONT = 'Poppins';
/** The colours of a mode the storefront reads as CSS variables (`--mf-<key>`). */
export const THEME_COLOR_KEYS = [
  'background',
  'surface',
  'text',
  'mutedText',
  'primary',
  'onPrimary',
  'border',
  'link',
] as const;
export type ThemeColorKey = (typeof THEME_COLOR_KEYS)[number];

/** spec doc 2 §5 / §9: a highlight section holds up to 3 items. */
export const HIGHLIGHT_ITEMS_MAX = 3;
/** spec doc 2 §5: columns selectable up to 10. */
export const COLUMNS_MAX = 10;
export const LAYOUT_SECTIONS_MAX = 50;
export const SECTION_TITLE_MAX = 120;
export const SECTION_TEXT_MAX = 1000;
/** Rich text (HTML, sanitised by the server) of a section or page. */
export const RICH_TEXT_MAX = 100_000;
export const THEME_NAME_MAX = 60;

export const COLOR_PATTERN = /^#(?:[0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
/** A colour as the storefront's CSS takes it: #rgb, #rrggbb or #rrggbbaa. */
export const color = zString({ error: 'required' }).trim().regex(COLOR_PATTERN, { error: 'color' });

const text = (max: number) => zString().trim().max(max, { error: 'tooLong' }).default('');
const richText = zString().max(RICH_TEXT_MAX, { error: 'tooLong' }).default('');
const optionalLink = storeLink.nullable().default(null);
/** A section's picture: a path this store uploaded as `themeImage` (issue 24), or none. */
const sectionImage = z
  .preprocess((v) => (v === '' ? null : v), storedPathOf('themeImage', 'invalid').nullable())
  .default(null);
const columns = (fallback: number) =>
  z
    .number({ error: 'number' })
    .int({ error: 'invalid' })
    .min(1, { error: 'invalid' })
    .max(COLUMNS_MAX, { error: 'invalid' })
    .default(fallback);
const count = (max: number, fallback: number) =>
  z
    .number({ error: 'number' })
    .int({ error: 'invalid' })
    .min(1, { error: 'invalid' })
    .max(max, { error: 'invalid' })
    .default(fallback);
const ids = (max: number) =>
  z
    .array(recordId(z.number({ error: 'number' })), { error: 'invalid' })
    .max(max, { error: 'tooManyItems' })
    .default([]);
const optionalId = recordId(z.number({ error: 'number' }))
  .nullable()
  .default(null);

const highlightItem = z.object({
  image: sectionImage,
  title: text(SECTION_TITLE_MAX),
  text: text(SECTION_TEXT_MAX),
  link: optionalLink,
});

/**
 * The config of each section type (`sectionConfig[sectionId]`). Each accepts `{}` and fills its
 * defaults, so a section added to the layout has a config at once. Unknown keys are dropped.
 */
export const SECTION_CONFIGS = {
  announcement: z.object({ text: text(SECTION_TEXT_MAX), link: optionalLink }),
  title: z.object({ title: text(SECTION_TITLE_MAX), subtitle: text(SECTION_TEXT_MAX) }),
  banner: z.object({
    image: sectionImage,
    title: text(SECTION_TITLE_MAX),
    subtitle: text(SECTION_TEXT_MAX),
    buttonText: text(SECTION_TITLE_MAX),
    link: optionalLink,
  }),
  highlight: z.object({
    items: z
      .array(highlightItem, { error: 'invalid' })
      .max(HIGHLIGHT_ITEMS_MAX, { error: 'tooManyItems' })
      .default([]),
  }),
  /** The store's NFTs: all of them, or those of one collection or category. */
  products: z.object({
    columns: columns(4),
    limit: count(48, 12),
    collectionId: optionalId,
    categoryId: optionalId,
    orderBy: z.enum(['newest', 'oldest', 'name'], { error: 'oneOf' }).default('newest'),
  }),
  /** Categories to show; none chosen: every category of the store. */
  category: z.object({ columns: columns(4), categoryIds: ids(100) }),
  collection: z.object({ columns: columns(3), collectionIds: ids(100) }),
  blog: z.object({ columns: columns(3), limit: count(24, 3) }),
  email: z.object({ text: text(SECTION_TEXT_MAX), buttonText: text(SECTION_TITLE_MAX) }),
  imageWidthText: z.object({
    image: sectionImage,
    imagePosition: z.enum(['left', 'right'], { error: 'oneOf' }).default('left'),
    text: richText,
    buttonText: text(SECTION_TITLE_MAX),
    link: optionalLink,
  }),
  video: z.object({
    url: optionalLink,
    autoplay: z.boolean({ error: 'invalid' }).default(false),
  }),
  richText: z.object({ content: richText }),
  logo: z.object({ image: sectionImage, alt: text(SECTION_TITLE_MAX) }),
  footer: z.object({
    text: text(SECTION_TEXT_MAX),
    /** Navigation menus shown as the footer's columns. */
    menuIds: ids(4),
  }),
} as const satisfies Record<SectionType, z.ZodType>;
export type SectionConfig<T extends SectionType = SectionType> = z.output<
  (typeof SECTION_CONFIGS)[T]
>;

/** Where the sanitiser must run on a section's config: its rich-text fields. */
export const SECTION_RICH_TEXT: Partial<Record<SectionType, readonly string[]>> = {
  imageWidthText: ['text'],
  richText: ['content'],
};

/** The config a new section of a type starts with. */
export const defaultSectionConfig = (type: SectionType): SectionConfig =>
  SECTION_CONFIGS[type].parse({});

export const SECTION_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
export const layoutSection = z.object({
  type: z.enum(SECTION_TYPES, { error: 'oneOf' }),
  sectionId: zString({ error: 'required' }).regex(SECTION_ID_PATTERN, { error: 'invalid' }),
  title: text(SECTION_TITLE_MAX),
  alignment: z.enum(SECTION_ALIGNMENTS, { error: 'oneOf' }).default('left'),
  /** Hidden on the storefront, kept in the layout. */
  close: z.boolean({ error: 'invalid' }).default(false),
});
export type LayoutSection = z.output<typeof layoutSection>;

/** PUT /api/themes/themeConfig/layout/{id} `{ data }`: the whole ordered section list. */
export const themeLayoutBody = z.object({
  data: z
    .array(layoutSection, { error: 'invalid' })
    .max(LAYOUT_SECTIONS_MAX, { error: 'tooManyItems' })
    .superRefine((sections, ctx) => {
      const seen = new Set<string>();
      sections.forEach((s, i) => {
        if (seen.has(s.sectionId))
          ctx.addIssue({ code: 'custom', message: 'sectionRepeated', path: [i, 'sectionId'] });
        seen.add(s.sectionId);
      });
    }),
});
export type ThemeLayoutBody = z.output<typeof themeLayoutBody>;

/** PUT .../sectionConfig/{id} `{ section_id, config }`: config is checked against the section's type. */
export const themeSectionConfigBody = z.object({
  section_id: zString({ error: 'required' }).regex(SECTION_ID_PATTERN, { error: 'invalid' }),
  config: z.record(z.string(), z.unknown(), { error: 'invalid' }),
});

export const themeGlobalConfig = z.object({
  defaultThemeMode: z.enum(THEME_MODES, { error: 'oneOf' }),
  fontFamily: z.enum(THEME_FONTS, { error: 'oneOf' }),
  showSwitchMode: z.boolean({ error: 'invalid' }),
});
export type ThemeGlobalConfig = z.output<typeof themeGlobalConfig>;

/** PUT .../themeColor/{id} `{ mode, key, color }`: one colour of one mode. */
export const themeColorBody = z.object({
  mode: z.enum(THEME_MODES, { error: 'oneOf' }),
  key: z.enum(THEME_COLOR_KEYS, { error: 'oneOf' }),
  color,
});
export type ThemeColors = Record<ThemeMode, Record<ThemeColorKey, string>>;

/** The colours a new theme starts with, both modes readable (WCAG AA text contrast). */
export const DEFAULT_THEME_COLORS: ThemeColors = {
  light: {
    background: '#ffffff',
    surface: '#f5f6f8',
    text: '#14161a',
    mutedText: '#5b6270',
    primary: '#3b4bd8',
    onPrimary: '#ffffff',
    border: '#dde1e7',
    link: '#3341c4',
  },
  dark: {
    background: '#101216',
    surface: '#1b1e24',
    text: '#f2f3f5',
    mutedText: '#a5acb8',
    primary: '#8d98ff',
    onPrimary: '#101216',
    border: '#2e333c',
    link: '#a9b1ff',
  },
};
export const DEFAULT_GLOBAL_CONFIG: ThemeGlobalConfig = {
  defaultThemeMode: 'light',
  fontFamily: DEFAULT_THEME_FONT,
  showSwitchMode: true,
};

/** A visitor password: spec doc 2 §5 "minimum and maximum length (values not shown)"; ours 4 to 64. */
export const VISIT_PASSWORD_MIN = 4;
export const VISIT_PASSWORD_MAX = 64;
export const VISIT_MESSAGE_MAX = 500;

/**
 * PUT .../store/{id}: `published: true` makes this theme the live one and publishes the store;
 * `false` unpublishes the store (visitors need its password). `password` absent keeps the stored
 * one, null removes it; `message` is shown on the password page.
 */
export const themeStoreBody = z.object({
  published: z.boolean({ error: 'invalid' }),
  password: zString()
    .min(VISIT_PASSWORD_MIN, { error: 'visitPassword' })
    .max(VISIT_PASSWORD_MAX, { error: 'visitPassword' })
    .nullable()
    .optional(),
  message: zString().trim().max(VISIT_MESSAGE_MAX, { error: 'tooLong' }).nullable().optional(),
});
export type ThemeStoreBody = z.output<typeof themeStoreBody>;

/** POST /api/themes (docs/api.md): a new theme, a copy of `copy_of` or of the default. */
export const themeCreateBody = z.object({
  name: zString({ error: 'required' })
    .trim()
    .min(1, { error: 'required', abort: true })
    .max(THEME_NAME_MAX, { error: 'tooLong' }),
  copy_of: recordId(z.number({ error: 'number' })).optional(),
});

/** The whole config of a theme (API.md "Appearance"). */
export type ThemeConfig = {
  id: number;
  name: string;
  layout: LayoutSection[];
  sectionConfig: Record<string, SectionConfig>;
  globalConfig: ThemeGlobalConfig;
  themeColor: ThemeColors;
  store: {
    /** The store is Published and this is its live theme. */
    published: boolean;
    /** This is the theme visitors see (once the store is published). */
    live: boolean;
    /** Whether a visitor password is set (never the password). */
    password: boolean;
    message: string | null;
  };
  updatedAt: string;
};
export type ThemeSummary = Pick<ThemeConfig, 'id' | 'name' | 'updatedAt'> & {
  live: boolean;
  sections: number;
};

const modeColors = z.object(
  Object.fromEntries(THEME_COLOR_KEYS.map((k) => [k, color])) as Record<
    ThemeColorKey,
    typeof color
  >,
);

/**
 * POST /api/themes/preview (docs/api.md): a theme's unsaved config, as the editor holds it; the
 * server checks it like the saving calls and answers the storefront's home page view of it.
 */
export const themePreviewBody = z.object({
  layout: themeLayoutBody.shape.data,
  sectionConfig: z.record(z.string(), z.record(z.string(), z.unknown()), { error: 'invalid' }),
  globalConfig: themeGlobalConfig,
  themeColor: z.object({ light: modeColors, dark: modeColors }),
  /** The store's page the preview frame shows ('/', '/nft/7', '/collection/3', '/page/2' …). */
  path: zString({ error: 'invalid' })
    .max(200, { error: 'tooLong' })
    .regex(/^\/[A-Za-z0-9/_-]*$/, { error: 'invalid' })
    .default('/'),
});
export type ThemePreviewBody = z.output<typeof themePreviewBody>;
