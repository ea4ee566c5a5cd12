import type { ThemeConfig } from 'antd';

// Darker than antd's defaults so text, links, errors and primary buttons reach WCAG AA
// contrast (4.5:1) on white: the e2e suite fails on axe-core colour-contrast violations.
export const theme: ThemeConfig = {
  token: {
    // No fading menus and toasts: a popup caught half-faded fails axe's contrast check.
    motion: false,
    colorPrimary: '#0a56c9',
    // A hovered default button takes this as its text colour: darker, not antd's lighter tint.
    colorPrimaryHover: '#0847a6',
    colorLink: '#0a56c9',
    // A hovered (or focused) link: antd's derived tint of colorLink is below 4.5:1 on white.
    colorLinkHover: '#0847a6',
    colorError: '#c41d1f',
    colorSuccess: '#2b7a0b',
    colorWarning: '#9a5b00',
    colorInfo: '#0a56c9',
    // Light backgrounds set by hand: the palettes derived from the darker seeds come out grey.
    colorSuccessBg: '#eef7e8',
    colorSuccessBorder: '#b7d8a3',
    colorErrorBg: '#fff1f0',
    colorErrorBorder: '#ffccc7',
    colorWarningBg: '#fffbe6',
    colorWarningBorder: '#ffe58f',
    colorInfoBg: '#e6f4ff',
    colorInfoBorder: '#91caff',
    colorTextDescription: 'rgba(0, 0, 0, 0.66)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.6)',
    fontFamily:
      "Poppins, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans SC', sans-serif",
  },
};
