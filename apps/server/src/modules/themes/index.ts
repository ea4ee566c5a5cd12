/**
 * What other areas may use of the themes module: the shop area seeds a new store's default
 * theme; the storefront reads the live theme and checks a visitor of an unpublished store.
 */
export { checkDraft, ensureDefaultTheme, type ThemeLook } from './themes.service.ts';
export { checkVisitor, liveThemeConfig } from './themes-visit.ts';
export { themes, type ThemeRow } from './themes.tables.ts';
