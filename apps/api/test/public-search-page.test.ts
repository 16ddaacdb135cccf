import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sitePath } from '../src/platform/site-paths.js';
import { buildArticle, buildTrip } from './content-factories.js';
import { startTestApp, TEST_PUBLIC_URL, type TestApp } from './harness.js';
import { publicSiteEnv } from './support/public-site.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp(publicSiteEnv());
});
afterAll(() => t.close());

async function page(path: string, language: 'cs_CZ' | 'en_US' = 'cs_CZ') {
  const response = await fetch(`${t.url}${sitePath(language, path)}`);
  const html = await response.text();
  // The page as rendered: the data island after it holds the same texts as JSON.
  return { status: response.status, html, body: html.slice(html.indexOf('<body>'), html.indexOf('id="site-data"')) };
}

/** The search form: whether it is a GET to /search, and what its field holds (undefined without one). */
function searchForm(body: string): { get: boolean; query: string | undefined } {
  const form = /<form [^>]*role="search"[^>]*>/.exec(body)?.[0] ?? '';
  const input = /<input id="search-query"[^>]*>/.exec(body)?.[0] ?? '';
  return {
    get: form.includes('action="/search"') && form.includes('method="get"'),
    query: input.includes('name="q"') ? /value="([^"]*)"/.exec(input)?.[1] : undefined,
  };
}

const tripLinks = (body: string) => [...body.matchAll(/<a href="\/trips\/([0-9a-f-]{36})"/g)].map((match) => match[1]);

describe('/search', () => {
  it('finds a trip and an article without diacritics: public links, the query in the form, noindex', async () => {
    const trip = await buildTrip(t, { title: 'Na Sněžku z Pece pod Sněžkou' });
    const article = await buildArticle(t, { title: 'Sněžka v zimě' });
    await buildTrip(t, { title: 'Okolo Macochy' });

    const { status, html, body } = await page('/search?q=snezka');
    expect(status).toBe(200);
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('<title>snezka – hledání – Toulky</title>');
    expect(html).toContain(`<link rel="canonical" href="${TEST_PUBLIC_URL}/search?q=snezka">`);
    expect(body).toContain('<h1>Hledat</h1>');
    expect(searchForm(body)).toEqual({ get: true, query: 'snezka' });
    expect(body).toContain('<label for="search-query">Hledat výlety a články</label>');
    expect(tripLinks(body)).toEqual([trip.id]);
    expect(body).toContain('Na Sněžku z Pece pod Sněžkou');
    expect(body).toContain('Našli jsme 1 výlet.');
    expect(body).toContain(`<a href="/blog/${article.slug}"`);
    // The language switch keeps the search.
    expect(body).toContain('href="/en/search?q=snezka"');

    const english = await page('/search?q=snezka', 'en_US');
    expect(english.html).toContain('<html lang="en">');
    expect(english.body).toContain('<h1>Search</h1>');
    expect(english.body).toContain('We found 1 trip.');
    expect(english.body).toContain('href="/search?q=snezka"');
  });

  it('shows the form alone without a query', async () => {
    for (const path of ['/search', '/search?q=', '/search?q=%20%20', '/search?q=&page=7']) {
      const { status, html, body } = await page(path);
      expect(status, path).toBe(200);
      expect(html, path).toContain('<meta name="robots" content="noindex">');
      expect(html, path).toContain('<title>Hledat – Toulky</title>');
      expect(searchForm(body), path).toEqual({ get: true, query: '' });
      const main = body.slice(body.indexOf('<main'), body.indexOf('</main>'));
      expect(main, path).not.toContain('<h2');
      expect(main, path).not.toContain('<section');
    }
  });

  it('says kindly when nothing is found, with the ways to the trips and the blog', async () => {
    const { status, body } = await page('/search?q=zzxqwv');
    expect(status).toBe(200);
    expect(body).toContain('<h2>Pro „zzxqwv“ jsme nic nenašli</h2>');
    expect(body).toMatch(/<a href="\/app\/trips"[^>]*>Všechny výlety v aplikaci<\/a>/);
    expect(body).toMatch(/<a href="\/blog"[^>]*>Články na blogu<\/a>/);
    expect(tripLinks(body)).toEqual([]);
  });

  it('offers the spelling the catalogue knows as a search of its own', async () => {
    const trip = await buildTrip(t, { title: 'Český Krumlov a Křížová hora' });
    const { body } = await page('/search?q=krumlof');
    expect(body).toContain('Měli jste na mysli <a href="/search?q=Krumlov">Krumlov</a>?');
    expect(tripLinks(body)).toEqual([trip.id]);
    const english = await page('/search?q=krumlof', 'en_US');
    expect(english.body).toContain('Did you mean <a href="/en/search?q=Krumlov">Krumlov</a>?');
  });

  it('pages the trips 20 at a time with links both ways; a page beyond the last or malformed is not found', async () => {
    for (let i = 1; i <= 23; i += 1) await buildTrip(t, { title: `Mlýnská stezka ${i}` });
    const first = await page('/search?q=mlynska+stezka');
    expect(tripLinks(first.body)).toHaveLength(20);
    expect(first.body).toContain('Našli jsme 23 výletů.');
    expect(first.body).toContain('<a href="/search?q=mlynska+stezka&amp;page=2">Další stránka</a>');
    expect(first.body).not.toContain('Předchozí stránka');

    const second = await page('/search?q=mlynska%20stezka&page=2');
    expect(second.status).toBe(200);
    expect(tripLinks(second.body)).toHaveLength(3);
    expect(new Set([...tripLinks(first.body), ...tripLinks(second.body)]).size).toBe(23);
    expect(second.body).toContain('<a href="/search?q=mlynska+stezka">Předchozí stránka</a>');
    expect(second.html).toContain(
      `<link rel="canonical" href="${TEST_PUBLIC_URL}/search?q=mlynska+stezka&amp;page=2">`,
    );

    for (const path of ['page=3', 'page=0', 'page=x', 'page=1.5', 'page=100001']) {
      expect((await page(`/search?q=mlynska+stezka&${path}`)).status, path).toBe(404);
    }
  });

  it('shows the query escaped, cuts a query longer than the API takes, and drops what it cannot store', async () => {
    const hostile = await page(`/search?q=${encodeURIComponent('<script>alert(1)</script>')}`);
    expect(hostile.status).toBe(200);
    expect(hostile.html).not.toContain('<script>alert(1)');
    expect(searchForm(hostile.body).query).toBe('&lt;script&gt;alert(1)&lt;/script&gt;');

    const long = await page(`/search?q=${'les '.repeat(40)}`);
    expect(long.status).toBe(200);
    expect(searchForm(long.body).query).toBe('les '.repeat(25).trim());

    const nul = await page('/search?q=sn%00ezka');
    expect(nul.status).toBe(200);
    expect(searchForm(nul.body).query).toBe('snezka');
  });

  it('has the landing page offer the search, as a form and as a schema.org SearchAction', async () => {
    const { html, body } = await page('/');
    expect(searchForm(body)).toEqual({ get: true, query: '' });
    const raw = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(raw).not.toContain('<');
    expect(JSON.parse(raw)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: 'Toulky',
      url: `${TEST_PUBLIC_URL}/`,
      inLanguage: 'cs',
      potentialAction: {
        '@type': 'SearchAction',
        target: `${TEST_PUBLIC_URL}/search?q={search_term_string}`,
        'query-input': 'required name=search_term_string',
      },
    });
  });

  it('is not in the sitemap', async () => {
    const xml = await (await fetch(`${t.url}/sitemap.xml`)).text();
    expect(xml).not.toContain('/search');
  });
});
