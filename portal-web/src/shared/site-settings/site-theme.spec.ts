import { DEFAULT_SITE_COLORS, resolveSiteColors } from '@clube/shared';
import { describe, expect, it } from '@jest/globals';
import {
  buttonTextColors,
  contrastRatio,
  cssVariables,
  MIN_TEXT_CONTRAST,
  readableButtonText,
} from './site-theme';

describe('button text colours', () => {
  it('measures contrast as WCAG (and axe) do', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#FFFFFF', '#fcb315')).toBeCloseTo(1.81, 2);
    expect(contrastRatio('#fcb315', '#FFFFFF')).toBeCloseTo(contrastRatio('#FFFFFF', '#fcb315'));
  });

  it('turns the default white on #fcb315 (1.8:1) into black, like the rest of the portal', () => {
    const colors = buttonTextColors(DEFAULT_SITE_COLORS);
    expect(colors.primary).toBe('#000000');
    // black on the default green reads (9:1): the setting is kept
    expect(colors.secondary).toBe(DEFAULT_SITE_COLORS.SecondaryButtonTextColor);
    expect(cssVariables(DEFAULT_SITE_COLORS)['--color-primary-button-text']).toBe('#000000');
  });

  it('keeps the settings colour whenever it reads on the button', () => {
    expect(readableButtonText('#0a7abf', '#FFFFFF')).toBe('#FFFFFF');
    expect(readableButtonText('#2e7d32', '#FFFFFF')).toBe('#FFFFFF');
    // a poor choice on a dark button: white instead
    expect(readableButtonText('#1b1b3a', '#333333')).toBe('#FFFFFF');
  });

  it('always gives at least 4.5:1 on the primary and secondary colours', () => {
    for (const [primary, secondary] of [
      ['#fcb315', '#73bd6d'],
      ['#ffffff', '#000000'],
      ['#777777', '#808080'],
      ['#0a7abf', '#ff0000'],
    ]) {
      for (const text of ['#FFFFFF', '#000000', '#fcb315', '#777777']) {
        const colors = resolveSiteColors({
          primaryColor: primary,
          secondaryColor: secondary,
          primaryButtonTextColor: text,
          SecondaryButtonTextColor: text,
        });
        const buttons = buttonTextColors(colors);
        expect(contrastRatio(primary, buttons.primary)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
        expect(contrastRatio(secondary, buttons.secondary)).toBeGreaterThanOrEqual(
          MIN_TEXT_CONTRAST,
        );
      }
    }
  });
});
