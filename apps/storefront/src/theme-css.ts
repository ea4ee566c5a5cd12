import type { StoreTheme } from './store-view.ts';

const FONTS = {
  Poppins: "'Poppins', system-ui, -apple-system, 'Segoe UI', sans-serif",
  System: "system-ui, -apple-system, 'Segoe UI', sans-serif",
} as const;

/** The theme's colours of both modes and its font as CSS variables (colours are checked #hex). */
export function themeCss(theme: StoreTheme): string {
  const vars = (colors: Record<string, string>) =>
    Object.entries(colors)
      .map(([key, value]) => `--mf-${key}:${value}`)
      .join(';');
  const { colors, fontFamily } = theme;
  const font = FONTS[fontFamily as keyof typeof FONTS] ?? FONTS.System;
  const css = `:root{${vars(colors.light)};--mf-font:${font}}html[data-mode=dark]{${vars(colors.dark)};color-scheme:dark}`;
  return css.replace(/</g, '');
}
