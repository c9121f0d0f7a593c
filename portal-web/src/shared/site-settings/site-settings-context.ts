import { createContext, useContext } from 'react';
import { resolveSiteColors, type SiteColors } from '@clube/shared';
import type { GetSiteConfigurationPublicApiResponse } from '../../core/api/generated-api';

/** The public site settings (`GET /api/site-configuration-public`). */
export type SiteSettings = GetSiteConfigurationPublicApiResponse;

export type SiteSettingsStatus = 'loading' | 'ready' | 'failed';

export interface SiteContextValue {
  /** Undefined until loaded, and when the call failed. */
  settings: SiteSettings | undefined;
  status: SiteSettingsStatus;
  /** The settings' colours, each falling back to its default. */
  colors: SiteColors;
  retry: () => void;
}

export function siteContextValue(
  settings: SiteSettings | undefined,
  status: SiteSettingsStatus = settings ? 'ready' : 'loading',
  retry: () => void = () => undefined,
): SiteContextValue {
  return { settings, status, colors: resolveSiteColors(settings), retry };
}

export const SiteContext = createContext<SiteContextValue>(siteContextValue(undefined));

/** Site settings and resolved colours, provided by <SiteThemeProvider>. */
export function useSite(): SiteContextValue {
  return useContext(SiteContext);
}
