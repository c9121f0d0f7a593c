import { useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { useGetSiteConfigurationPublicQuery } from '../../core/api/generated-api';
import { readCachedSettings, writeCachedSettings } from './site-settings-cache';
import { SiteContext, siteContextValue, type SiteSettingsStatus } from './site-settings-context';
import { cssVariables } from './site-theme';

/**
 * Loads the public site settings once and themes the app with them: CSS variables on
 * <html> (the stylesheets and the light controls read them), the browser's theme colour,
 * the document title. Until the settings arrive the copy kept from the last visit applies,
 * and without one (or when the call fails) the default colours. Ant Design's theme is set
 * where its components are used (shared/antd/antd-scope.tsx), from the same colours.
 */
export function SiteThemeProvider({ children }: { children: ReactNode }) {
  const [cached] = useState(readCachedSettings);
  const { data, isError, refetch } = useGetSiteConfigurationPublicQuery();
  const settings = data ?? cached;
  const status: SiteSettingsStatus = settings ? 'ready' : isError ? 'failed' : 'loading';
  const site = useMemo(
    () => siteContextValue(settings, status, refetch),
    [settings, status, refetch],
  );
  const { colors } = site;

  // Before the browser paints, so the first frame already has the club's colours.
  useLayoutEffect(() => {
    const root = document.documentElement;
    for (const [name, value] of Object.entries(cssVariables(colors))) {
      root.style.setProperty(name, value);
    }
    document
      .querySelector('meta[name="theme-color"]')
      ?.setAttribute('content', colors.primaryColor);
  }, [colors]);

  useEffect(() => {
    if (data) writeCachedSettings(data);
  }, [data]);

  const clubName = settings?.clubName;
  useEffect(() => {
    if (clubName) document.title = clubName;
  }, [clubName]);

  return <SiteContext.Provider value={site}>{children}</SiteContext.Provider>;
}
