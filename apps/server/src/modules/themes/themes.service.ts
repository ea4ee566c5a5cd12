import { asc } from 'drizzle-orm';
import { z } from 'zod';
import {
  SECTION_CONFIGS,
  SECTION_RICH_TEXT,
  defaultSectionConfig,
  type SectionConfig,
  type ThemeConfig,
  type ThemeGlobalConfig,
  type ThemeLayoutBody,
  type ThemePreviewBody,
  type ThemeStoreBody,
  type ThemeSummary,
  type themeColorBody,
  type themeCreateBody,
  type themeSectionConfigBody,
} from '@mintfront/domain';
import { hashPassword } from '../../platform/auth/password.ts';
import type { Db } from '../../platform/db/db-client.ts';
import { listPage } from '../../platform/db/repo-helper.ts';
import { sanitizeHtml } from '../../platform/html/sanitize-html.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { fieldError, parseRequestPart } from '../../platform/http/validation.ts';
import type { ShopRow } from '../../platform/tenancy/shops.tables.ts';
import { defaultTheme } from './themes-defaults.ts';
import { requireSectionImages } from './themes-images.ts';
import { themesRepo as repo } from './themes.repo.ts';
import { themes, type ThemeRow } from './themes.tables.ts';

type ColorBody = z.output<typeof themeColorBody>;
type SectionConfigBody = z.output<typeof themeSectionConfigBody>;
type CreateBody = z.output<typeof themeCreateBody>;

export function toThemeConfig(row: ThemeRow, shop: ShopRow): ThemeConfig {
  return {
    id: row.id,
    name: row.name,
    layout: row.layout,
    sectionConfig: row.sectionConfig,
    globalConfig: row.globalConfig,
    // jsonb keeps keys in its own order: answer light first, as written.
    themeColor: { light: row.themeColor.light, dark: row.themeColor.dark },
    store: {
      published: row.isLive && shop.publishingStatus === 'published',
      live: row.isLive,
      password: shop.visitPassword !== null,
      message: shop.visitMessage,
    },
    updatedAt: row.updatedAt.toISOString(),
  };
}

const toSummary = (row: ThemeRow): ThemeSummary => ({
  id: row.id,
  name: row.name,
  live: row.isLive,
  sections: row.layout.length,
  updatedAt: row.updatedAt.toISOString(),
});

/** A section's config checked against its type; rich-text fields sanitised (issue 24). */
function checkSectionConfig(type: keyof typeof SECTION_CONFIGS, config: unknown): SectionConfig {
  const { config: parsed } = parseRequestPart(z.object({ config: SECTION_CONFIGS[type] }), {
    config,
  });
  const clean = { ...parsed } as Record<string, unknown>;
  for (const field of SECTION_RICH_TEXT[type] ?? [])
    clean[field] = sanitizeHtml(String(clean[field] ?? ''));
  return clean as SectionConfig;
}

/** The parts of a theme the storefront shows. */
export type ThemeLook = Pick<
  ThemeConfig,
  'layout' | 'sectionConfig' | 'globalConfig' | 'themeColor'
>;

/**
 * An unsaved config checked like the saving calls (the editor's preview): each section's config
 * against its type, rich text sanitised, pictures the store's uploads; nothing is stored.
 */
export async function checkDraft(
  db: Db,
  shopId: number,
  body: ThemePreviewBody,
): Promise<ThemeLook> {
  const sectionConfig: Record<string, SectionConfig> = {};
  for (const s of body.layout) {
    const config = checkSectionConfig(s.type, body.sectionConfig[s.sectionId] ?? {});
    await requireSectionImages(db, shopId, s.type, config, `sectionConfig.${s.sectionId}`);
    sectionConfig[s.sectionId] = config;
  }
  return {
    layout: body.layout,
    sectionConfig,
    globalConfig: body.globalConfig,
    themeColor: body.themeColor,
  };
}

/**
 * The store's default theme, made live, when it has no theme yet: seeded when the store is
 * created, and on first read for a store made before themes existed.
 */
export async function ensureDefaultTheme(db: Db, shop: Pick<ShopRow, 'id' | 'name'>) {
  if ((await repo.count(db, shop.id)) > 0) return;
  await repo
    .insert(db, shop.id, { ...defaultTheme(shop.name), isLive: true })
    .catch(async (err) => {
      // Two first reads at once: the other one seeded it.
      if ((await repo.count(db, shop.id)) === 0) throw err;
    });
}

/** Seeds the default theme of every store that has none (stores made before themes existed), once at start. */
export async function backfillDefaultThemes(db: Db) {
  for (const shop of await repo.withoutTheme(db)) await ensureDefaultTheme(db, shop);
}

async function load(db: Db, shopId: number, id: number) {
  return { row: await repo.findOrFail(db, shopId, id), shop: await repo.shop(db, shopId) };
}

async function save(db: Db, shopId: number, id: number, values: Partial<ThemeRow>) {
  await repo.findOrFail(db, shopId, id);
  const row = (await repo.update(db, shopId, id, { ...values, updatedAt: new Date() }))!;
  return toThemeConfig(row, await repo.shop(db, shopId));
}

export const themesService = {
  /** GET /api/themes: every theme of the store, the live one first. */
  async list(db: Db, shop: ShopRow) {
    await ensureDefaultTheme(db, shop);
    const rows = await repo.findMany(db, shop.id, undefined, asc(themes.id));
    rows.sort((a, b) => Number(b.isLive) - Number(a.isLive));
    return listPage(rows.map(toSummary), rows.length, Math.max(rows.length, 1));
  },

  async config(db: Db, shopId: number, id: number) {
    const { row, shop } = await load(db, shopId, id);
    return toThemeConfig(row, shop);
  },

  /** POST /api/themes: a copy of `copy_of` (or of a fresh default), not live. */
  async create(db: Db, shop: ShopRow, body: CreateBody) {
    await ensureDefaultTheme(db, shop);
    const from = body.copy_of
      ? await repo.findOrFail(db, shop.id, body.copy_of)
      : { ...defaultTheme(shop.name) };
    const row = await repo.insert(db, shop.id, {
      name: body.name,
      layout: from.layout,
      sectionConfig: from.sectionConfig,
      globalConfig: from.globalConfig,
      themeColor: from.themeColor,
      isLive: false,
    });
    return toThemeConfig(row, await repo.shop(db, shop.id));
  },

  async remove(db: Db, shopId: number, id: number) {
    const row = await repo.findOrFail(db, shopId, id);
    if (row.isLive) throw new AppError('THEME_LIVE_DELETE');
    await repo.remove(db, shopId, id);
    return {};
  },

  /**
   * PUT .../layout/{id}: the ordered sections. A section keeps its config while its id and type
   * stay; a new one (or one whose type changed) starts with its type's default; a removed one's
   * config goes with it.
   */
  async putLayout(db: Db, shopId: number, id: number, body: ThemeLayoutBody) {
    const { row } = await load(db, shopId, id);
    const before = new Map(row.layout.map((s) => [s.sectionId, s.type]));
    const sectionConfig: Record<string, SectionConfig> = {};
    for (const s of body.data) {
      const kept = before.get(s.sectionId) === s.type ? row.sectionConfig[s.sectionId] : undefined;
      sectionConfig[s.sectionId] = kept ?? defaultSectionConfig(s.type);
    }
    return save(db, shopId, id, { layout: body.data, sectionConfig });
  },

  /** PUT .../sectionConfig/{id}: one section's config, checked against its type in the layout. */
  async putSectionConfig(db: Db, shopId: number, id: number, body: SectionConfigBody) {
    const { row } = await load(db, shopId, id);
    const section = row.layout.find((s) => s.sectionId === body.section_id);
    if (!section) throw fieldError('section_id', 'sectionMissing');
    const config = checkSectionConfig(section.type, body.config);
    await requireSectionImages(db, shopId, section.type, config, 'config');
    return save(db, shopId, id, {
      sectionConfig: { ...row.sectionConfig, [section.sectionId]: config },
    });
  },

  putGlobalConfig: (db: Db, shopId: number, id: number, body: ThemeGlobalConfig) =>
    save(db, shopId, id, { globalConfig: body }),

  /** PUT .../themeColor/{id}: one colour of one mode. */
  async putThemeColor(db: Db, shopId: number, id: number, body: ColorBody) {
    const { row } = await load(db, shopId, id);
    const themeColor = structuredClone(row.themeColor);
    themeColor[body.mode] = { ...themeColor[body.mode], [body.key]: body.color };
    return save(db, shopId, id, { themeColor });
  },

  /**
   * PUT .../store/{id}: publishing (spec doc 2 §4). `published: true` makes this theme live and
   * the store Published; `false` makes the store Unpublished, so visitors need its password.
   */
  async putStore(db: Db, shopId: number, id: number, body: ThemeStoreBody) {
    await repo.findOrFail(db, shopId, id);
    const visitPassword =
      body.password === undefined
        ? undefined
        : body.password === null
          ? null
          : await hashPassword(body.password);
    await db.transaction(async (tx) => {
      if (body.published) await repo.makeLive(tx, shopId, id);
      await repo.updateShop(tx, shopId, {
        publishingStatus: body.published ? 'published' : 'unpublished',
        ...(visitPassword !== undefined ? { visitPassword } : {}),
        ...(body.message !== undefined ? { visitMessage: body.message || null } : {}),
      });
    });
    return themesService.config(db, shopId, id);
  },
};
