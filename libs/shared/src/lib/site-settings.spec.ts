import { describe, expect, it } from '@jest/globals';
import { DEFAULT_SITE_COLORS, isHexColor, resolveSiteColors } from './site-settings.js';

describe('site colours', () => {
  it('has the spec defaults, odd capital S included', () => {
    expect(DEFAULT_SITE_COLORS).toEqual({
      primaryColor: '#fcb315',
      secondaryColor: '#73bd6d',
      primaryButtonTextColor: '#FFFFFF',
      SecondaryButtonTextColor: '#000000',
      footerMainColor: '#023B58',
      homeNewsColor: '#FFF0A7',
      homePhotosColor: '#A3D9CC',
      homeVideosColor: '#D1F1FD',
    });
    for (const value of Object.values(DEFAULT_SITE_COLORS)) expect(isHexColor(value)).toBe(true);
  });

  it('isHexColor accepts #rgb and #rrggbb only', () => {
    expect(isHexColor('#fff')).toBe(true);
    expect(isHexColor('#A3D9CC')).toBe(true);
    expect(isHexColor('fff')).toBe(false);
    expect(isHexColor('#ffff')).toBe(false);
    expect(isHexColor('#ggg')).toBe(false);
    expect(isHexColor('#A3D9CC00')).toBe(false);
    expect(isHexColor('')).toBe(false);
  });

  it('resolveSiteColors keeps valid settings and falls back to defaults', () => {
    const colors = resolveSiteColors({
      primaryColor: '#123',
      footerMainColor: 'red',
      homeNewsColor: null,
    });
    expect(colors.primaryColor).toBe('#123');
    expect(colors.footerMainColor).toBe('#023B58');
    expect(colors.homeNewsColor).toBe('#FFF0A7');
    expect(resolveSiteColors(undefined)).toEqual(DEFAULT_SITE_COLORS);
  });
});
