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

/** WCAG contrast ratio of two colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** Black or white, whichever contrasts more with `background`. */
export function readableTextColor(background: string): string {
  return contrastRatio(background, BLACK) >= contrastRatio(background, WHITE) ? BLACK : WHITE;
}

/** WCAG AA for normal text, what axe checks (`color-contrast`). */
export const MIN_TEXT_CONTRAST = 4.5;

/**
 * The text colour of a button: the settings' own choice when it reads on the button's
 * colour (WCAG AA, 4.5:1), otherwise black or white, whichever reads. The defaults (white on
 * #fcb315, 1.8:1) give black on yellow, like the rest of the portal.
 */
export function readableButtonText(background: string, preferred: string): string {
  return contrastRatio(background, preferred) >= MIN_TEXT_CONTRAST
    ? preferred
    : readableTextColor(background);
}

/** The two button text colours the pages use (primary and secondary buttons). */
export function buttonTextColors(colors: SiteColors) {
  return {
    primary: readableButtonText(colors.primaryColor, colors.primaryButtonTextColor),
    secondary: readableButtonText(colors.secondaryColor, colors.SecondaryButtonTextColor),
  };
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
      Button: { primaryColor: buttonTextColors(colors).primary },
    },
  };
}

/** CSS custom properties for the stylesheets (set on <html>). */
export function cssVariables(colors: SiteColors): Record<string, string> {
  const buttonText = buttonTextColors(colors);
  return {
    '--color-primary': colors.primaryColor,
    '--color-on-primary': readableTextColor(colors.primaryColor),
    '--color-primary-button-text': buttonText.primary,
    '--color-secondary': colors.secondaryColor,
    '--color-secondary-button-text': buttonText.secondary,
    '--color-footer': colors.footerMainColor,
    '--color-on-footer': readableTextColor(colors.footerMainColor),
    '--color-home-news': colors.homeNewsColor,
    '--color-home-photos': colors.homePhotosColor,
    '--color-home-videos': colors.homeVideosColor,
  };
}
