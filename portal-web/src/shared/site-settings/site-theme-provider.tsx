import { useEffect, useMemo, type ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import ptBR from 'antd/locale/pt_BR';
import { useGetSiteConfigurationPublicQuery } from '../api/generated-api';
import { SiteContext, siteContextValue, type SiteSettingsStatus } from './site-settings-context';
import { antdTheme, cssVariables } from './site-theme';

/**
 * Loads the public site settings once and themes the app with them: Ant Design
 * tokens, CSS variables on <html>, the document title. Until the settings
 * arrive, or when the call fails, the default colours apply.
 */
export function SiteThemeProvider({ children }: { children: ReactNode }) {
  const { data, isError, refetch } = useGetSiteConfigurationPublicQuery();
  const status: SiteSettingsStatus = data ? 'ready' : isError ? 'failed' : 'loading';
  const site = useMemo(() => siteContextValue(data, status, refetch), [data, status, refetch]);
  const { colors } = site;
  const theme = useMemo(() => antdTheme(colors), [colors]);

  useEffect(() => {
    const root = document.documentElement;
    for (const [name, value] of Object.entries(cssVariables(colors))) {
      root.style.setProperty(name, value);
    }
    document
      .querySelector('meta[name="theme-color"]')
      ?.setAttribute('content', colors.primaryColor);
  }, [colors]);

  const clubName = data?.clubName;
  useEffect(() => {
    if (clubName) document.title = clubName;
  }, [clubName]);

  return (
    <SiteContext.Provider value={site}>
      <ConfigProvider locale={ptBR} theme={theme}>
        {children}
      </ConfigProvider>
    </SiteContext.Provider>
  );
}
