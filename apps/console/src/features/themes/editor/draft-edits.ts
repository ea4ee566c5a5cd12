import {
  defaultSectionConfig,
  type LayoutSection,
  type SectionType,
  type ThemeColorKey,
  type ThemeGlobalConfig,
  type ThemeMode,
} from '@mintfront/domain';
import type { ThemeDraft } from './theme-history.ts';

/** The editable parts of a theme as the server answers them. */
export const draftOf = (config: ThemeDraft): ThemeDraft => ({
  layout: config.layout,
  sectionConfig: config.sectionConfig,
  globalConfig: config.globalConfig,
  themeColor: config.themeColor,
});

/** A section id no other section of the layout has (the server's pattern: letters, digits, - and _). */
export function newSectionId(type: SectionType, layout: LayoutSection[]): string {
  const taken = new Set(layout.map((s) => s.sectionId));
  for (let n = 1; ; n++) {
    const id = `${type}-${n}`;
    if (!taken.has(id)) return id;
  }
}

// Each edit answers a new draft; the history keeps the old one.
export const edits = {
  addSection:
    (type: SectionType, sectionId: string) =>
    (d: ThemeDraft): ThemeDraft => ({
      ...d,
      layout: [...d.layout, { type, sectionId, title: '', alignment: 'left', close: false }],
      sectionConfig: {
        ...d.sectionConfig,
        [sectionId]: defaultSectionConfig(type) as Record<string, unknown>,
      },
    }),
  removeSection:
    (sectionId: string) =>
    (d: ThemeDraft): ThemeDraft => {
      const { [sectionId]: _removed, ...sectionConfig } = d.sectionConfig;
      return { ...d, layout: d.layout.filter((s) => s.sectionId !== sectionId), sectionConfig };
    },
  moveSection:
    (from: number, to: number) =>
    (d: ThemeDraft): ThemeDraft => {
      if (from === to || to < 0 || to >= d.layout.length) return d;
      const layout = [...d.layout];
      const [moved] = layout.splice(from, 1);
      layout.splice(to, 0, moved!);
      return { ...d, layout };
    },
  setSection:
    (sectionId: string, patch: Partial<LayoutSection>) =>
    (d: ThemeDraft): ThemeDraft => ({
      ...d,
      layout: d.layout.map((s) => (s.sectionId === sectionId ? { ...s, ...patch } : s)),
    }),
  setConfig:
    (sectionId: string, key: string, value: unknown) =>
    (d: ThemeDraft): ThemeDraft => ({
      ...d,
      sectionConfig: {
        ...d.sectionConfig,
        [sectionId]: { ...d.sectionConfig[sectionId], [key]: value },
      },
    }),
  setGlobal:
    (patch: Partial<ThemeGlobalConfig>) =>
    (d: ThemeDraft): ThemeDraft => ({
      ...d,
      globalConfig: { ...d.globalConfig, ...patch },
    }),
  setColor:
    (mode: ThemeMode, key: ThemeColorKey, color: string) =>
    (d: ThemeDraft): ThemeDraft => ({
      ...d,
      themeColor: { ...d.themeColor, [mode]: { ...d.themeColor[mode], [key]: color } },
    }),
};
