import { THEME_COLOR_KEYS, THEME_MODES } from '@mintfront/domain';
import type { ThemeDraft } from './theme-history.ts';

type Put = (part: string, id: number, body: unknown) => Promise<unknown>;
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Saves what changed since the last save with the calls of spec doc 2 §7 "Theme": the layout
 * first (a new section gets its type's default there), then each changed section's config, the
 * global config and each changed colour.
 */
export async function saveTheme(put: Put, id: number, saved: ThemeDraft, draft: ThemeDraft) {
  if (!same(saved.layout, draft.layout)) await put('layout', id, { data: draft.layout });
  for (const s of draft.layout) {
    const before = saved.layout.find((b) => b.sectionId === s.sectionId);
    const config = draft.sectionConfig[s.sectionId] ?? {};
    if (before?.type !== s.type || !same(saved.sectionConfig[s.sectionId], config))
      await put('sectionConfig', id, { section_id: s.sectionId, config });
  }
  if (!same(saved.globalConfig, draft.globalConfig))
    await put('globalConfig', id, draft.globalConfig);
  for (const mode of THEME_MODES)
    for (const key of THEME_COLOR_KEYS) {
      const color = draft.themeColor[mode][key];
      if (saved.themeColor[mode][key] !== color) await put('themeColor', id, { mode, key, color });
    }
}
