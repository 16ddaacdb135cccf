import type { SiteAssets, SiteData, SiteHead } from './site-renderer.js';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text or an attribute value, safe inside HTML. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]);
}

/** JSON safe inside a `<script>` element: no `</script>`, no `<!--`, no line separators that end a JS string. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The `hreflang` (and `<html lang>`) of a language. */
export function hreflang(language: SiteData['language']): 'cs' | 'en' {
  return language === 'en_US' ? 'en' : 'cs';
}

/**
 * A whole public page: the head (title, description, canonical, Open Graph, JSON-LD), the server-rendered body, the
 * data it was rendered from as a JSON island, and the site's script, which hydrates the body from that data.
 */
export function siteDocument(data: SiteData, rendered: { html: string; head: SiteHead }, assets: SiteAssets): string {
  const { head } = rendered;
  const lang = hreflang(data.language);
  const translated = head.alternates.length > 0;
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;
  const lines = [
    '<!doctype html>',
    `<html lang="${lang}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeHtml(head.canonical)}">`,
    ...head.alternates.map(
      (alternate) => `<link rel="alternate" hreflang="${alternate.hreflang}" href="${escapeHtml(alternate.href)}">`,
    ),
    ...(head.indexable ? [] : [meta('name', 'robots', 'noindex')]),
    meta('property', 'og:type', head.ogType),
    meta('property', 'og:site_name', String(data.texts.appName)),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonical),
    meta('property', 'og:image', head.ogImage),
    meta('property', 'og:image:alt', head.ogImageAlt),
    meta('property', 'og:locale', data.language),
    ...(translated ? [meta('property', 'og:locale:alternate', data.language === 'en_US' ? 'cs_CZ' : 'en_US')] : []),
    meta('name', 'twitter:card', 'summary_large_image'),
    '<meta name="theme-color" content="#1d6b3a">',
    '<link rel="icon" type="image/svg+xml" href="/favicon.svg">',
    '<link rel="apple-touch-icon" href="/apple-touch-icon.png">',
    '<link rel="manifest" href="/manifest.webmanifest">',
    ...assets.styles.map((href) => `<link rel="stylesheet" href="${href}">`),
    `<script type="module" src="${assets.script}"></script>`,
    ...assets.preloads.map((href) => `<link rel="modulepreload" href="${href}">`),
    ...(head.jsonLd ? [`<script type="application/ld+json">${jsonForScript(head.jsonLd)}</script>`] : []),
    '</head>',
    '<body>',
    `<div id="site">${rendered.html}</div>`,
    `<script type="application/json" id="site-data">${jsonForScript(data)}</script>`,
    '</body>',
    '</html>',
  ];
  return lines.join('\n');
}
