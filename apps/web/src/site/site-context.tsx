import { createContext, useContext } from 'react';
import type { SiteData } from './site-data';

const SiteContext = createContext<SiteData | null>(null);

export const SiteProvider = SiteContext.Provider;

/** The page's data: language, texts, configuration. */
export function useSite(): SiteData {
  const data = useContext(SiteContext);
  if (!data) throw new Error('useSite outside <SiteProvider>');
  return data;
}
