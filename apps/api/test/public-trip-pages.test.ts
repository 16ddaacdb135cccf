import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sitePath } from '../src/platform/site-paths.js';
import { buildArea, buildArticle, buildImage, buildTrip } from './content-factories.js';
import { signedInUser } from './factories.js';
import { startTestApp, TEST_PUBLIC_URL, type TestApp } from './harness.js';
import { publicSiteEnv } from './support/public-site.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp(publicSiteEnv());
});
afterAll(() => t.close());

const RATE = 'mutation R($id: ID!, $input: RateTripInput!) { rateTrip(id: $id, input: $input) { _id } }';

async function page(path: string, language: 'cs_CZ' | 'en_US' = 'cs_CZ') {
  const response = await fetch(`${t.url}${sitePath(language, path)}`);
  return { status: response.status, type: response.headers.get('content-type'), html: await response.text() };
}

/** The page's JSON-LD, parsed; the raw text too, to see what it escapes. */
function jsonLd(html: string): { raw: string; value: Record<string, unknown> } {
  const raw = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (raw === undefined) throw new Error('The page has no JSON-LD');
  return { raw, value: JSON.parse(raw) };
}

async function rate(tripId: string, score: number, text: string, minutesAgo: number) {
  const { user, token } = await signedInUser(t, { firstname: 'Eva', lastname: `Hodnotitelka${score}` });
  const response = await t.gql(RATE, { id: tripId, input: { score, text } }, { token });
  expect(response.errors).toBeUndefined();
  await t.app.services.db.execute(
    sql`UPDATE trip_ratings SET created_at = now() - make_interval(mins => ${minutesAgo}) WHERE user_id = ${user.id}`,
  );
}

describe('/trips/{id}', () => {
  it('sends a published trip in the first response: title, attributes, content, map, latest ratings, head', async () => {
    const area = await buildArea(t, { name: 'Český ráj' });
    const cover = await buildImage(t, 'Skalní brána');
    const trip = await buildTrip(t, {
      title: 'Prachovské skály </script><b>',
      areaId: area.id,
      coverImageId: cover.id,
      lat: 50.4695,
      lng: 15.2881,
      lengthKm: 8.5,
      suitability: ['CHILDREN'],
      terrain: ['FIELD_PATH'],
      content: '## Trasa\n\nPo **červené** skalním městem.',
    });
    await rate(trip.id, 2, 'Nejstarší hodnocení', 30);
    await rate(trip.id, 4, 'Pěkné výhledy', 20);
    await rate(trip.id, 5, 'Nejnovější hodnocení', 10);

    const { status, type, html } = await page(`/trips/${trip.id}`);
    expect(status).toBe(200);
    expect(type).toContain('text/html');
    expect(html).toContain('<html lang="cs">');
    expect(html).toContain('<h1>Prachovské skály &lt;/script&gt;&lt;b&gt;</h1>');
    expect(html).toContain('<h2>Trasa</h2>');
    expect(html).toContain('<strong>červené</strong>');
    expect(html).toContain(trip.perex);
    expect(html).toContain('Český ráj');
    expect(html).toContain(`<img src="${cover.url}" alt="Skalní brána"`);
    // The attributes by the app's names, the length in Czech.
    expect(html).toContain('<dt>Délka trasy</dt><dd>8,5 km</dd>');
    expect(html).toContain('<dt>Terén</dt><dd>Polní a lesní cesty</dd>');
    expect(html).toContain('<dt>Vhodné pro</dt><dd>Děti</dd>');
    expect(html).toContain('role="img" aria-label="Mapa se startem výletu: 50.46950N, 15.28810E"');
    // The average of three ratings, and the two latest of them.
    expect(html).toContain('Průměrné hodnocení 3,7 z 5');
    expect(html).toContain('3 hodnocení');
    expect(html).toContain('Nejnovější hodnocení');
    expect(html).toContain('Pěkné výhledy');
    expect(html).not.toContain('Nejstarší hodnocení');
    // The personal actions lead to the trip in the app, which asks a visitor to sign in first.
    for (const action of ['Uložit do oblíbených', 'Mám ušlé', 'Ohodnotit výlet']) {
      expect(html).toMatch(new RegExp(`<a href="/app/trips/${trip.id}"[^>]*>${action}</a>`));
    }

    const canonical = `${TEST_PUBLIC_URL}/trips/${trip.id}`;
    expect(html).toContain('<title>Prachovské skály &lt;/script&gt;&lt;b&gt; – Toulky</title>');
    expect(html).toContain(`<link rel="canonical" href="${canonical}">`);
    expect(html).toContain('<meta property="og:type" content="article">');
    expect(html).toContain(`<meta property="og:image" content="${TEST_PUBLIC_URL}${cover.url}">`);
    expect(html).toContain(`<meta property="og:description" content="${trip.preview}">`);

    const { raw, value } = jsonLd(html);
    expect(raw).not.toContain('<');
    expect(value).toEqual({
      '@context': 'https://schema.org',
      '@type': 'TouristTrip',
      name: trip.title,
      description: trip.perex,
      image: `${TEST_PUBLIC_URL}${cover.url}`,
      url: canonical,
      inLanguage: 'cs',
      touristType: ['Pěší turisté', 'Rodiny s dětmi'],
      itinerary: {
        '@type': 'Place',
        name: 'Start výletu – Český ráj',
        geo: { '@type': 'GeoCoordinates', latitude: 50.4695, longitude: 15.2881 },
      },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 3.7, ratingCount: 3, bestRating: 5, worstRating: 1 },
      provider: { '@type': 'Organization', name: 'Toulky', url: `${TEST_PUBLIC_URL}/` },
    });
  });

  it('speaks English to an English visitor and leaves out the rating of an unrated trip', async () => {
    const trip = await buildTrip(t, {
      terrain: ['ASPHALT'],
      routeType: 'A_TO_B',
      titleEn: 'To the lookout',
      previewEn: 'A short walk.',
      perexEn: 'Through the forest to a lookout.',
      contentEn: 'Follow the **blue** marks.',
    });
    const { status, html } = await page(`/trips/${trip.id}`, 'en_US');
    expect(status).toBe(200);
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<dt>Route type</dt><dd>A to B</dd>');
    expect(html).toContain('Nobody has rated this trip yet.');
    expect(html).toMatch(new RegExp(`<a href="/app/trips/${trip.id}"[^>]*>Rate the trip</a>`));
    const { value } = jsonLd(html);
    expect(value.inLanguage).toBe('en');
    expect(value.touristType).toEqual(['Hikers']);
    expect(value).not.toHaveProperty('aggregateRating');
    // Without a cover, the site's picture is shared.
    expect(value.image).toBe(`${TEST_PUBLIC_URL}/icon-512.png`);
  });

  it('answers the not-found page with 404 for an unknown id, a malformed id and a trip that is not published', async () => {
    const unpublished = await buildTrip(t);
    expect((await page(`/trips/${unpublished.id}`)).status).toBe(200);
    await t.app.services.db.execute(sql`UPDATE trips SET status = 'DRAFT' WHERE id = ${unpublished.id}`);
    for (const path of [`/trips/${randomUUID()}`, '/trips/not-a-trip', `/trips/${unpublished.id}`, '/trips/%00']) {
      const { status, html } = await page(path, 'en_US');
      expect(status, path).toBe(404);
      expect(html, path).toContain('<h1>Page not found</h1>');
      expect(html, path).toContain('<meta name="robots" content="noindex">');
    }
  });

  it('compresses the not-found page of an address no route knows, as it does every other page', async () => {
    for (const encoding of ['br', 'gzip']) {
      const response = await fetch(`${t.url}/en/no-such-page`, { headers: { 'accept-encoding': encoding } });
      expect(response.status).toBe(404);
      expect(response.headers.get('content-encoding')).toBe(encoding);
      expect(await response.text()).toContain('<h1>Page not found</h1>');
    }
    const plain = await fetch(`${t.url}/en/no-such-page`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toContain('<h1>Page not found</h1>');
  });

  it("links an article's mentions of a trip in the app to the trip's public page", async () => {
    const trip = await buildTrip(t);
    const article = await buildArticle(t, {
      content: `Zkuste [tenhle výlet](/app/trips/${trip.id}) nebo [ten samý](${TEST_PUBLIC_URL}/app/trips/${trip.id}).`,
    });
    const { status, html } = await page(`/blog/${article.slug}`);
    expect(status).toBe(200);
    // The page as rendered (the data island after it keeps the API's HTML, which hydration rewrites the same way).
    const body = html.slice(html.indexOf('<body>'), html.indexOf('id="site-data"'));
    expect(body.match(new RegExp(`<a href="/trips/${trip.id}"`, 'g'))).toHaveLength(2);
    expect(body).not.toContain('/app/trips/');
  });

  it('lists every published trip in the sitemap with its publication day, and no other', async () => {
    // More than one page of the list the sitemap reads (50).
    for (let index = 0; index < 50; index += 1) await buildTrip(t);
    const published = await buildTrip(t, { publishedAt: new Date('2026-03-14T22:30:00Z') });
    const draft = await buildTrip(t, { status: 'DRAFT', publishedAt: null });
    const response = await fetch(`${t.url}/sitemap.xml`);
    expect(response.status).toBe(200);
    const xml = await response.text();
    expect(xml).toContain(
      `<url><loc>${TEST_PUBLIC_URL}/trips/${published.id}</loc><lastmod>2026-03-14</lastmod></url>`,
    );
    expect(xml).not.toContain(draft.id);
    const listed = [...xml.matchAll(new RegExp(`<loc>${TEST_PUBLIC_URL}/trips/([0-9a-f-]{36})</loc>`, 'g'))].map(
      (match) => match[1],
    );
    const { publishedTrips } = (await t.gql<{ publishedTrips: { total: number } }>('{ publishedTrips { total } }'))
      .data as { publishedTrips: { total: number } };
    expect(listed).toHaveLength(publishedTrips.total);
    expect(new Set(listed).size).toBe(listed.length);
  });
});
