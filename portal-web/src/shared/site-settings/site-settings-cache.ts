import type { SiteSettings } from './site-settings-context';

/** Local storage key of the last site settings read (the spec: "These settings are persisted locally"). */
export const SITE_SETTINGS_STORAGE_KEY = 'portal-site-settings';

/**
 * The settings of the last visit, so a returning visitor's first paint already has the club's
 * colours and logo (no flash of the default colours); the fresh copy replaces them on arrival.
 * Undefined when there is none or storage is blocked.
 */
export function readCachedSettings(): SiteSettings | undefined {
  try {
    const raw = window.localStorage.getItem(SITE_SETTINGS_STORAGE_KEY);
    if (!raw) return undefined;
    const value: unknown = JSON.parse(raw);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as SiteSettings)
      : undefined;
  } catch {
    return undefined;
  }
}

export function writeCachedSettings(settings: SiteSettings): void {
  try {
    window.localStorage.setItem(SITE_SETTINGS_STORAGE_KEY, JSON.stringify(settings));
  } catch {
    // storage full or blocked: the next visit waits for the settings call instead
  }
}
