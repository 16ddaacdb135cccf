import { createContext, useCallback, useContext } from 'react';
import { publicPath } from '../app/i18n/public-path';
import type { SiteData } from './site-data';

const SiteContext = createContext<SiteData | null>(null);

export const SiteProvider = SiteContext.Provider;

/** The page's data: language, texts, configuration. */
export function useSite(): SiteData {
  const data = useContext(SiteContext);
  if (!data) throw new Error('useSite outside <SiteProvider>');
  return data;
}

/** The address of a public page in this page's language: `/blog` on a Czech page, `/en/blog` on an English one. */
export function useSitePath(): (path: string) => string {
  const { language } = useSite();
  return useCallback((path: string) => publicPath(language, path), [language]);
}
