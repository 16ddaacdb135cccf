import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** The shapes the web app's server bundle (apps/web/src/site/entry-server.tsx) works with, as the API sees them. */
export type SiteLanguage = 'cs_CZ' | 'en_US';

/** The same page in the other language (the web app's `SiteTwin`). */
export interface SiteTwin {
  href: string;
  translated: boolean;
}

export interface SiteHead {
  title: string;
  description: string;
  canonical: string;
  /** The page's translations, this one included, for `hreflang` links; empty when it has none. */
  alternates: Array<{ hreflang: string; href: string }>;
  ogType: 'website' | 'article';
  ogImage: string;
  ogImageAlt: string;
  indexable: boolean;
  jsonLd: Record<string, unknown> | null;
}

export interface LegalDocument {
  title: string;
  description: string;
  effective: string;
  intro: string;
  sections: Record<string, unknown>;
}

/** The site's texts, as far as the server reads them (the rest passes through to the page untouched). */
export interface SiteTexts {
  appName: string;
  [key: string]: unknown;
}

/** What a page is rendered from (the web app's SiteData; the page itself is opaque to the server). */
export interface SiteData {
  language: SiteLanguage;
  path: string;
  twin: SiteTwin;
  publicUrl: string;
  texts: SiteTexts;
  config: Record<string, unknown>;
  page: { kind: string; [key: string]: unknown };
}

export interface SiteRenderer {
  renderSite(data: SiteData): { html: string; head: SiteHead };
  siteTexts(language: SiteLanguage): { texts: SiteTexts; legal: { privacy: LegalDocument; terms: LegalDocument } };
}

/** The files the browser loads for a public page: the site's script, what it imports, its stylesheets. */
export interface SiteAssets {
  script: string;
  preloads: string[];
  styles: string[];
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

const SITE_ENTRY = 'src/site/entry-client.tsx';

/** Reads the site's files from the client build's manifest; null when the build has no site entry. */
export function readSiteAssets(webDistDir: string): SiteAssets | null {
  const path = join(webDistDir, '.vite', 'manifest.json');
  if (!existsSync(path)) return null;
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as Record<string, ManifestChunk>;
  const entry = manifest[SITE_ENTRY];
  if (!entry) return null;
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  visit(SITE_ENTRY);
  const chunks = [...seen].map((key) => manifest[key]);
  return {
    script: `/${entry.file}`,
    preloads: chunks.slice(1).map((chunk) => `/${chunk.file}`),
    styles: chunks.flatMap((chunk) => chunk.css ?? []).map((file) => `/${file}`),
  };
}

/** Imports the web app's server bundle (`npm run build` writes it to apps/web/dist-ssr); null when not built. */
export async function loadSiteRenderer(webSsrDir: string): Promise<SiteRenderer | null> {
  const path = join(webSsrDir, 'entry-server.js');
  if (!existsSync(path)) return null;
  // The bundle is built from apps/web/src/site/entry-server.tsx, which exports exactly these two functions.
  return (await import(pathToFileURL(path).href)) as SiteRenderer;
}
