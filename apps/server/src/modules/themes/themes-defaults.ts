import {
  DEFAULT_GLOBAL_CONFIG,
  DEFAULT_THEME_COLORS,
  defaultSectionConfig,
  type LayoutSection,
  type SectionConfig,
} from '@mintfront/domain';
import type { NewThemeRow } from './themes.tables.ts';

export const DEFAULT_THEME_NAME = 'Default';

/**
 * The theme a new store starts with (issue 24): its name as title, a banner, and the store's NFTs,
 * so the storefront is never empty.
 */
export function defaultTheme(storeName: string): Omit<NewThemeRow, 'shopId'> {
  const layout: LayoutSection[] = [
    { type: 'logo', sectionId: 'logo', title: '', alignment: 'left', close: false },
    { type: 'title', sectionId: 'title', title: '', alignment: 'center', close: false },
    { type: 'products', sectionId: 'nfts', title: 'NFTs', alignment: 'left', close: false },
    { type: 'footer', sectionId: 'footer', title: '', alignment: 'center', close: false },
  ];
  const sectionConfig: Record<string, SectionConfig> = Object.fromEntries(
    layout.map((s) => [s.sectionId, defaultSectionConfig(s.type)]),
  );
  sectionConfig.title = { title: storeName, subtitle: '' };
  sectionConfig.logo = { image: null, alt: storeName };
  return {
    name: DEFAULT_THEME_NAME,
    layout,
    sectionConfig,
    globalConfig: { ...DEFAULT_GLOBAL_CONFIG },
    themeColor: structuredClone(DEFAULT_THEME_COLORS),
  };
}
