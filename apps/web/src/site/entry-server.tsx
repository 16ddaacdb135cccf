import { renderToString } from 'react-dom/server';
import { type SiteHead, siteHead } from './head';
import { Site } from './site';
import type { SiteData } from './site-data';

export { siteTexts } from './site-texts';
export type { SiteData, SiteHead };

/** The server's half of a public page (built by `vite build --ssr` into dist-ssr/): its body's HTML and its head. */
export function renderSite(data: SiteData): { html: string; head: SiteHead } {
  return { html: renderToString(<Site data={data} />), head: siteHead(data) };
}
