import type { ThemeConfig } from 'antd';
import type { SiteColors } from '@clube/shared';

const BLACK = '#000000';
const WHITE = '#FFFFFF';

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance of a `#rgb` / `#rrggbb` colour. */
export function luminance(hex: string): number {
  let h = hex.replace('#', '');
  if (h.length === 3) h = [...h].map((c) => c + c).join('');
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16));
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** Black or white, whichever contrasts more with `background`. */
export function readableTextColor(background: string): string {
  const l = luminance(background);
  const onBlack = (l + 0.05) / 0.05;
  const onWhite = 1.05 / (l + 0.05);
  return onBlack >= onWhite ? BLACK : WHITE;
}

/**
 * Under test (jsdom) Ant Design neither injects its CSS-in-JS styles nor animates:
 * jsdom recomputes every injected rule on each style lookup (role queries, visibility
 * checks), which made a form test take seconds, and motion only delays what the tests
 * wait for. Vite replaces the condition at build time, so the bundle keeps neither.
 */
const testTheme: ThemeConfig = import.meta.env.MODE === 'test' ? { zeroRuntime: true } : {};
const testMotion = import.meta.env.MODE === 'test' ? { motion: false } : {};

/** Ant Design theme from the site colours. */
export function antdTheme(colors: SiteColors): ThemeConfig {
  return {
    ...testTheme,
    token: { colorPrimary: colors.primaryColor, ...testMotion },
    components: {
      Button: { primaryColor: colors.primaryButtonTextColor },
    },
  };
}

/** CSS custom properties for the stylesheets (set on <html>). */
export function cssVariables(colors: SiteColors): Record<string, string> {
  return {
    '--color-primary': colors.primaryColor,
    '--color-on-primary': readableTextColor(colors.primaryColor),
    '--color-primary-button-text': colors.primaryButtonTextColor,
    '--color-secondary': colors.secondaryColor,
    '--color-secondary-button-text': colors.SecondaryButtonTextColor,
    '--color-footer': colors.footerMainColor,
    '--color-on-footer': readableTextColor(colors.footerMainColor),
    '--color-home-news': colors.homeNewsColor,
    '--color-home-photos': colors.homePhotosColor,
    '--color-home-videos': colors.homeVideosColor,
  };
}
