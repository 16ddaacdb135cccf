import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleSlugHistory } from '../src/db/schema.js';
import { buildArticle, buildTrip } from './content-factories.js';
import { hostileString } from './fuzz/values.js';
import { startTestApp, TEST_PUBLIC_URL, type TestApp } from './harness.js';
import { publicSiteEnv } from './support/public-site.js';

// One URL, one language (issue 30): Czech pages at the root, English ones under /en, each naming its translation.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp(publicSiteEnv());
});
afterAll(() => t.close());

const ENGLISH_TEXTS = {
  titleEn: 'Above the clouds',
  previewEn: 'A short walk.',
  perexEn: 'Through the forest to a lookout.',
  contentEn: 'Follow the **blue** marks.',
};

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${t.url}${path}`, { headers, redirect: 'manual' });
  const html = await response.text();
  return {
    status: response.status,
    location: response.headers.get('location'),
    vary: response.headers.get('vary'),
    html,
    // The page as rendered: the data island after it holds the same texts as JSON.
    body: html.slice(html.indexOf('<body>'), html.indexOf('id="site-data"')),
  };
}

/** The page's `hreflang` links, as `language → absolute URL`. */
function alternates(html: string): Record<string, string> {
  return Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map((match) => [
      match[1],
      match[2],
    ]),
  );
}

const canonical = (html: string) => /<link rel="canonical" href="([^"]+)">/.exec(html)?.[1];
/** Where the footer's language switch leads. */
const languageSwitch = (body: string) => /<a href="([^"]+)" hrefLang="(?:cs|en)" lang="(?:cs|en)">/.exec(body)?.[1];

describe('the public site in two languages', () => {
  it('answers an address in its own language whatever the browser asks for, the same to everybody', async () => {
    const asked: Record<string, string>[] = [{}, { 'accept-language': 'en-US,en;q=0.9' }, { cookie: 'language=en_US' }];
    for (const headers of asked) {
      const czech = await get('/', headers);
      expect(czech.html).toContain('<html lang="cs">');
      expect(czech.vary ?? '').not.toMatch(/accept-language|cookie/i);
      const english = await get('/en', { ...headers, 'accept-language': 'cs-CZ' });
      expect(english.html).toContain('<html lang="en">');
      expect(english.html).toContain('<meta property="og:locale" content="en_US">');
      expect(english.html).toContain('<meta property="og:locale:alternate" content="cs_CZ">');
      expect(english.body).toContain('action="/en/search"');
    }
    expect(alternates((await get('/')).html)).toEqual({
      cs: `${TEST_PUBLIC_URL}/`,
      en: `${TEST_PUBLIC_URL}/en`,
      'x-default': `${TEST_PUBLIC_URL}/`,
    });
    expect((await get('/en/')).location).toBe('/en');
    const legal = await get('/en/terms-of-service');
    expect(legal.html).toContain('<html lang="en">');
    expect(languageSwitch(legal.body)).toBe('/terms-of-service');
    expect(alternates(legal.html).cs).toBe(`${TEST_PUBLIC_URL}/terms-of-service`);
    // The English pages link to English pages.
    expect(legal.body).toContain('href="/en/blog"');
    expect(legal.body).toContain('href="/en/privacy-policy"');
  });

  it('lists on the English blog only articles written in English, each at its English address', async () => {
    const translated = await buildArticle(t, { ...ENGLISH_TEXTS, slugEn: `above-the-clouds-${Date.now()}` });
    const czechOnly = await buildArticle(t);
    const english = await get('/en/blog');
    expect(english.body).toContain(`href="/en/blog/${translated.slugEn}"`);
    expect(english.body).not.toContain(czechOnly.slug);
    const czech = await get('/blog');
    expect(czech.body).toContain(`href="/blog/${translated.slug}"`);
    expect(czech.body).toContain(`href="/blog/${czechOnly.slug}"`);
    // The landing pages' latest articles follow the same rule.
    expect((await get('/en')).body).not.toContain(czechOnly.slug);
  });

  it('gives an article an English page only with English, and moves other addresses to the current one (301)', async () => {
    const article = await buildArticle(t, { ...ENGLISH_TEXTS, slugEn: `english-${Date.now()}` });
    const czechOnly = await buildArticle(t);
    const english = await get(`/en/blog/${article.slugEn}`);
    expect(english.status).toBe(200);
    expect(english.html).toContain('<html lang="en">');
    expect(english.body).toContain('<h1>Above the clouds</h1>');
    expect(alternates(english.html)).toEqual({
      cs: `${TEST_PUBLIC_URL}/blog/${article.slug}`,
      en: `${TEST_PUBLIC_URL}/en/blog/${article.slugEn}`,
      'x-default': `${TEST_PUBLIC_URL}/blog/${article.slug}`,
    });
    expect(languageSwitch(english.body)).toBe(`/blog/${article.slug}`);
    const czech = await get(`/blog/${article.slug}`);
    expect(languageSwitch(czech.body)).toBe(`/en/blog/${article.slugEn}`);
    expect(alternates(czech.html).en).toBe(`${TEST_PUBLIC_URL}/en/blog/${article.slugEn}`);

    // Each language's slug under the other language moves to that language's own.
    expect(await get(`/en/blog/${article.slug}`)).toMatchObject({
      status: 301,
      location: `/en/blog/${article.slugEn}`,
    });
    expect(await get(`/blog/${article.slugEn}`)).toMatchObject({ status: 301, location: `/blog/${article.slug}` });
    // An English slug an editor changed keeps leading to the article.
    await t.app.services.db.insert(articleSlugHistory).values({ slug: `old-${article.slugEn}`, articleId: article.id });
    expect(await get(`/en/blog/old-${article.slugEn}`)).toMatchObject({
      status: 301,
      location: `/en/blog/${article.slugEn}`,
    });

    // Without English: no English page, no hreflang, and the switch leads to the English blog.
    expect((await get(`/en/blog/${czechOnly.slug}`)).status).toBe(404);
    const untranslated = await get(`/blog/${czechOnly.slug}`);
    expect(alternates(untranslated.html)).toEqual({});
    expect(untranslated.html).not.toContain('og:locale:alternate');
    expect(languageSwitch(untranslated.body)).toBe('/en/blog');
  });

  it('shows a trip without English on its English page in Czech, marked, with the Czech page as canonical', async () => {
    const trip = await buildTrip(t, { title: 'Nad mraky' });
    const english = await get(`/en/trips/${trip.id}`);
    expect(english.status).toBe(200);
    expect(english.html).toContain('<html lang="en">');
    expect(english.body).toContain('<h1 lang="cs">Nad mraky</h1>');
    expect(english.body).toMatch(/<div class="[^"]*" lang="cs">.*modré/s);
    expect(english.body).toContain('In Czech');
    expect(canonical(english.html)).toBe(`${TEST_PUBLIC_URL}/trips/${trip.id}`);
    expect(alternates(english.html)).toEqual({});
    expect(alternates((await get(`/trips/${trip.id}`)).html)).toEqual({});

    const translated = await buildTrip(t, ENGLISH_TEXTS);
    const page = await get(`/en/trips/${translated.id}`);
    expect(page.body).toContain('<h1>Above the clouds</h1>');
    expect(page.body).not.toContain('In Czech');
    expect(canonical(page.html)).toBe(`${TEST_PUBLIC_URL}/en/trips/${translated.id}`);
    expect(alternates(page.html)).toEqual({
      cs: `${TEST_PUBLIC_URL}/trips/${translated.id}`,
      en: `${TEST_PUBLIC_URL}/en/trips/${translated.id}`,
      'x-default': `${TEST_PUBLIC_URL}/trips/${translated.id}`,
    });
    expect(alternates((await get(`/trips/${translated.id}`)).html).en).toBe(
      `${TEST_PUBLIC_URL}/en/trips/${translated.id}`,
    );
  });

  it('lists both languages in the sitemap, each page with its alternates, untranslated ones in Czech alone', async () => {
    const article = await buildArticle(t, { ...ENGLISH_TEXTS, slugEn: `sitemap-${Date.now()}` });
    const czechOnly = await buildArticle(t);
    const trip = await buildTrip(t, ENGLISH_TEXTS);
    const czechTrip = await buildTrip(t);
    const xml = await (await fetch(`${t.url}/sitemap.xml`)).text();
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const entry = (path: string) =>
      new RegExp(`<url><loc>${TEST_PUBLIC_URL}${path}</loc>(.*?)</url>`).exec(xml)?.[1] ?? null;
    const links = (path: string) =>
      [...(entry(path) ?? '').matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((match) => `${match[1]} ${match[2]}`);
    const pair = [`cs ${TEST_PUBLIC_URL}/blog/${article.slug}`, `en ${TEST_PUBLIC_URL}/en/blog/${article.slugEn}`];
    expect(links(`/blog/${article.slug}`)).toEqual([...pair, `x-default ${TEST_PUBLIC_URL}/blog/${article.slug}`]);
    expect(links(`/en/blog/${article.slugEn}`)).toEqual(links(`/blog/${article.slug}`));
    expect(entry(`/blog/${czechOnly.slug}`)).not.toContain('xhtml:link');
    expect(xml).not.toContain(`/en/blog/${czechOnly.slug}`);
    expect(entry(`/en/trips/${trip.id}`)).toContain('hreflang="x-default"');
    expect(entry(`/trips/${czechTrip.id}`)).not.toBeNull();
    expect(entry(`/en/trips/${czechTrip.id}`)).toBeNull();
    for (const path of ['/', '/en', '/blog', '/en/blog', '/privacy-policy', '/en/privacy-policy']) {
      expect(entry(path), path).toContain('hreflang="en"');
    }
  });

  it("sends a newsletter subscriber to the pages of their language, and answers the forms in the page's language", async () => {
    const email = `news-${Date.now()}@example.com`;
    const form = await fetch(`${t.url}/en/newsletter/subscribe`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email }),
      redirect: 'manual',
    });
    expect(form.status).toBe(303);
    expect(form.headers.get('location')).toBe('/en?newsletter=sent#newsletter');
    const mail = await t.smtp.waitForMail(email);
    const code = new RegExp(`${TEST_PUBLIC_URL}/en/newsletter/confirm\\?code=([A-Za-z0-9_-]+)`).exec(mail.raw)?.[1];
    expect(code).toBeTruthy();
    const page = await get(`/en/newsletter/confirm?code=${code}`);
    expect(page.html).toContain('<html lang="en">');
    expect(page.body).toContain('action="/en/newsletter/confirm"');
    // The switch keeps the mailed code.
    expect(languageSwitch(page.body)).toBe(`/newsletter/confirm?code=${code}`);
  });

  it('answers hostile slugs, ids and queries under either prefix with a page of that language, never a failure', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('', '/en'),
        fc.constantFrom('/blog/', '/trips/', '/search?q=', '/blog?page=', '/newsletter/confirm?code='),
        hostileString(),
        async (prefix, route, value) => {
          // Every byte percent-encoded (a lone surrogate as U+FFFD's), as a browser sends what it cannot send as is.
          const encoded = [...Buffer.from(value)].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');
          const response = await fetch(`${t.url}${prefix}${route}${encoded}`, { redirect: 'manual' });
          // 431: an address longer than Node takes, refused before any route.
          expect([200, 301, 404, 431]).toContain(response.status);
          const html = await response.text();
          if (response.status === 301)
            expect(response.headers.get('location')?.startsWith(`${prefix}/blog/`)).toBe(true);
          else if (response.status !== 431) expect(html).toContain(`<html lang="${prefix ? 'en' : 'cs'}">`);
        },
      ),
      { numRuns: 60 },
    );
  });
});
