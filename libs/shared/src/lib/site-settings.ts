/** Colour defaults of the site settings (the spec's capital S kept in SecondaryButtonTextColor). */
export const DEFAULT_SITE_COLORS = {
  primaryColor: '#fcb315',
  secondaryColor: '#73bd6d',
  primaryButtonTextColor: '#FFFFFF',
  SecondaryButtonTextColor: '#000000',
  footerMainColor: '#023B58',
  homeNewsColor: '#FFF0A7',
  homePhotosColor: '#A3D9CC',
  homeVideosColor: '#D1F1FD',
} as const;

export type SiteColorKey = keyof typeof DEFAULT_SITE_COLORS;
export type SiteColors = Record<SiteColorKey, string>;

/** `#rgb` or `#rrggbb`, either case. */
export function isHexColor(value: string): boolean {
  return typeof value === 'string' && /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/.test(value);
}

/**
 * The colours to use: each setting that is a valid hex colour, else its
 * default (settings arrive partial or empty from a fresh install).
 */
export function resolveSiteColors(
  settings: Partial<Record<SiteColorKey, string | null | undefined>> | null | undefined,
): SiteColors {
  const out = { ...DEFAULT_SITE_COLORS } as SiteColors;
  for (const key of Object.keys(DEFAULT_SITE_COLORS) as SiteColorKey[]) {
    const value = settings?.[key];
    if (typeof value === 'string' && isHexColor(value)) out[key] = value;
  }
  return out;
}
