import { gql, inLanguage, uniqueEmail } from '../support/api';
import { sitePath, useLanguage } from '../support/app';
import { seriousViolations } from '../support/axe';
import { E2E } from '../support/environment';
import { waitForMail } from '../support/mail';
import { expect, test } from '../support/test';
import { LANGUAGES, type Language } from '../support/texts';

interface ArticleEdge {
  slug: string;
  title: string;
}

/** The published articles written in a language (the English blog lists those with English), as its readers see them. */
async function publishedArticles(language: Language = LANGUAGES[0]): Promise<{ total: number; edges: ArticleEdge[] }> {
  const data = await gql<{ publishedArticles: { total: number; edges: ArticleEdge[] } }>(
    E2E.appUrl,
    `query A($language: Language!) {
      publishedArticles(filter: { writtenIn: $language }, pagination: { pageNumber: 1, pageSize: 50 }) {
        total edges { slug title }
      }
    }`,
    { language: language.code },
    undefined,
    inLanguage(language),
  );
  return data.publishedArticles;
}

test.describe('public site over HTTP', () => {
  test('every public page sends its content, head and language in the first response', async ({ request }) => {
    const [czech] = (await publishedArticles(LANGUAGES[0])).edges;
    const [english] = (await publishedArticles(LANGUAGES[1])).edges;
    for (const [path, language] of [
      ['/', LANGUAGES[0]],
      ['/en', LANGUAGES[1]],
      ['/en/blog', LANGUAGES[1]],
      [`/blog/${czech.slug}`, LANGUAGES[0]],
      [`/en/blog/${english.slug}`, LANGUAGES[1]],
      ['/en/privacy-policy', LANGUAGES[1]],
      ['/terms-of-service', LANGUAGES[0]],
    ] as const) {
      // The address decides the language, whatever the browser prefers.
      const other = language.code === 'cs_CZ' ? 'en-US,en' : 'cs-CZ,cs';
      const response = await request.get(path, { headers: { 'accept-language': other } });
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      expect(html, path).toContain(`<html lang="${language.code.slice(0, 2)}">`);
      expect(html, path).toMatch(/<title>[^<]+<\/title>/);
      expect(html, path).toMatch(/<meta name="description" content="[^"]{20,}">/);
      expect(html, path).toContain(`<link rel="canonical" href="${E2E.appUrl}${path}">`);
      expect(html, path).toMatch(new RegExp(`<meta property="og:image" content="${E2E.appUrl}/[^"]+">`));
      expect(html, path).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
    }
    const articlePage = await (await request.get(`/en/blog/${english.slug}`)).text();
    expect(articlePage).toContain(english.title);
    expect(articlePage).toContain('"@type":"BlogPosting"');
    expect(articlePage).toMatch(
      new RegExp(`<link rel="alternate" hreflang="cs" href="${E2E.appUrl}/blog/[a-z0-9-]+">`),
    );
  });

  test('an unknown page or article answers 404 with the not-found page', async ({ request }) => {
    for (const path of ['/en/no-such-trail', '/en/blog/no-such-article', '/en/blog?page=999']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(await response.text(), path).toContain(LANGUAGES[1].t.site.notFound.title);
    }
  });

  test('the sitemap lists the public pages and every published article, never the app; robots points at it', async ({
    request,
  }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    const articles = await publishedArticles();
    expect(locations).toEqual(
      expect.arrayContaining(
        ['/', '/blog', '/privacy-policy', '/terms-of-service', '/en', '/en/blog', '/en/privacy-policy'].map(
          (path) => `${E2E.appUrl}${path}`,
        ),
      ),
    );
    const listed = locations.filter((location) => location.startsWith(`${E2E.appUrl}/blog/`));
    expect(listed.sort()).toEqual(articles.edges.map((edge) => `${E2E.appUrl}/blog/${edge.slug}`).sort());
    expect(listed).toHaveLength(articles.total);
    expect(locations.some((location) => location.includes('/app'))).toBe(false);
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${E2E.appUrl}/sitemap.xml`);
    expect(robots).toContain('Disallow: /app/');
  });

  test('the sitemap lists the English articles at their English addresses, each naming its Czech twin', async ({
    request,
  }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const english = await publishedArticles(LANGUAGES[1]);
    for (const article of english.edges) {
      expect(sitemap).toMatch(
        new RegExp(
          `<url><loc>${E2E.appUrl}/en/blog/${article.slug}</loc>.*hreflang="cs" href="${E2E.appUrl}/blog/[a-z0-9-]+"`,
        ),
      );
    }
    expect(english.total).toBeLessThan((await publishedArticles(LANGUAGES[0])).total);
  });
});

for (const language of LANGUAGES) {
  const { site } = language.t;

  test.describe(`public site without JavaScript ${language.tag}`, () => {
    test.use({ javaScriptEnabled: false });

    test('landing, blog, an article and the legal texts are all there, linked from each other', async ({ page }) => {
      await useLanguage(page, language);
      await page.goto(sitePath(language, '/'));
      await expect(page.getByRole('heading', { level: 1, name: site.landing.title })).toBeVisible();
      const trips = page.getByRole('region', { name: site.landing.tripsTitle }).getByRole('article');
      await expect(trips).toHaveCount(6);
      await expect(trips.first().getByRole('link')).toHaveAttribute(
        'href',
        new RegExp(`^${sitePath(language, '/trips/')}[0-9a-f-]{36}$`),
      );
      await expect(page.getByRole('region', { name: site.landing.articlesTitle }).getByRole('article')).toHaveCount(3);

      await page.getByRole('navigation', { name: site.nav.website }).getByRole('link', { name: site.nav.blog }).click();
      await expect(page.getByRole('heading', { level: 1, name: site.blog.title })).toBeVisible();
      const articles = await publishedArticles(language);
      await expect(page.getByRole('article')).toHaveCount(Math.min(9, articles.total));
      await page
        .getByRole('navigation', { name: site.blog.pagination })
        .getByRole('link', { name: site.blog.next })
        .click();
      await expect(page).toHaveURL(/\/blog\?page=2$/);
      await expect(page.getByRole('article')).toHaveCount(Math.min(9, articles.total - 9));

      const first = page.getByRole('article').first().getByRole('heading');
      const title = (await first.innerText()).trim();
      await first.getByRole('link').click();
      await expect(page).toHaveURL(new RegExp(`${sitePath(language, '/blog/')}[a-z0-9-]+$`));
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

      const footer = page.getByRole('navigation', { name: site.nav.footer });
      await footer.getByRole('link', { name: site.nav.privacy }).click();
      await expect(page).toHaveURL(/\/privacy-policy$/);
      await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
      await footer.getByRole('link', { name: site.nav.terms }).click();
      await expect(page).toHaveURL(/\/terms-of-service$/);
      expect(await page.getByRole('heading', { level: 2 }).count()).toBeGreaterThan(3);
    });

    test('the newsletter form works without JavaScript too', async ({ page }) => {
      await useLanguage(page, language);
      await page.goto(sitePath(language, '/'));
      const email = uniqueEmail('nojs');
      await page.getByRole('textbox', { name: site.newsletter.email, exact: true }).fill(email);
      await page.getByRole('button', { name: site.newsletter.submit }).click();
      await expect(page).toHaveURL(new RegExp(`${sitePath(language, '/')}\\?newsletter=sent#newsletter$`));
      await expect(page.getByText(site.newsletter.success)).toBeVisible();
      // The mail links to the confirmation page in the language of the page the form was on.
      expect(await waitForMail(email, { subjectPath: '/newsletter/confirm' })).toContain(
        `${E2E.appUrl}${sitePath(language, '/newsletter/confirm')}?code=`,
      );
    });
  });

  test.describe(`public site ${language.tag}`, () => {
    test('newsletter: sign-up on the landing page → confirmation page → one-click unsubscribe', async ({ page }) => {
      await useLanguage(page, language);
      await page.goto(sitePath(language, '/'));
      const form = page.getByRole('region', { name: site.newsletter.title });
      await form.getByRole('button', { name: site.newsletter.submit }).click();
      await expect(form.getByText(site.newsletter.required)).toBeVisible();
      await form.getByRole('textbox', { name: site.newsletter.email, exact: true }).fill('not-an-address');
      await form.getByRole('button', { name: site.newsletter.submit }).click();
      await expect(form.getByText(site.newsletter.invalidEmail)).toBeVisible();

      const email = uniqueEmail('letter');
      await form.getByRole('textbox', { name: site.newsletter.email, exact: true }).fill(email);
      await form.getByRole('button', { name: site.newsletter.submit }).click();
      await expect(page.getByText(site.newsletter.success)).toBeVisible();

      const confirmation = await waitForMail(email, { subjectPath: '/newsletter/confirm' });
      // The links lead to the pages in the language of the page the form was on.
      const confirmLink = /https?:\/\/[^/\s"<>]+(\/[^\s"<>]*newsletter\/confirm\?code=[A-Za-z0-9_-]+)/.exec(
        confirmation,
      )?.[1];
      expect(confirmLink).toMatch(new RegExp(`^${sitePath(language, '/newsletter/confirm')}\\?`));
      await page.goto(confirmLink as string);
      await expect(page.getByRole('heading', { level: 1, name: site.confirm.title })).toBeVisible();
      await page.getByRole('button', { name: site.confirm.action }).click();
      await expect(page.getByText(site.confirm.done)).toBeVisible();

      // The welcome mail is a newsletter mail: it carries the one-click unsubscribe link.
      const welcome = await waitForMail(email, { subjectPath: '/newsletter/unsubscribe' });
      expect(welcome).toMatch(/List-Unsubscribe-Post: List-Unsubscribe=One-Click/i);
      const unsubscribeLink = /https?:\/\/[^/\s"<>]+(\/[^\s"<>]*newsletter\/unsubscribe\?token=[A-Za-z0-9_.%-]+)/.exec(
        welcome,
      )?.[1];
      expect(unsubscribeLink).toMatch(new RegExp(`^${sitePath(language, '/newsletter/unsubscribe')}\\?`));
      await page.goto(unsubscribeLink as string);
      await page.getByRole('button', { name: site.unsubscribe.action }).click();
      await expect(page.getByText(site.unsubscribe.done)).toBeVisible();
    });

    test('the language links lead to the same page in the other language, and the app follows', async ({ page }) => {
      await useLanguage(page, language);
      await page.goto(sitePath(language, '/blog'));
      const other = LANGUAGES.find((candidate) => candidate.code !== language.code) ?? language;
      await page.getByRole('link', { name: site.language[other.code === 'en_US' ? 'en' : 'cs'] }).click();
      await expect(page).toHaveURL(`${E2E.appUrl}${sitePath(other, '/blog')}`);
      await expect(page.getByRole('heading', { level: 1, name: other.t.site.blog.title })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', other.code.slice(0, 2));
      expect(await page.evaluate(() => localStorage.getItem('language'))).toBe(other.code);
      await page.goto('/app');
      await expect(page.locator('html')).toHaveAttribute('lang', other.code.slice(0, 2));
    });

    test.describe('the offer of the other language', () => {
      // A browser preferring this language, without a choice stored: it comes to the other language's page.
      test.use({
        locale: language.code === 'en_US' ? 'en-US' : 'cs-CZ',
        storageState: { cookies: [], origins: [] },
      });

      test("offers this language on the other language's page, as a link, and stays closed once closed", async ({
        page,
      }) => {
        const other = LANGUAGES.find((candidate) => candidate.code !== language.code) ?? language;
        await page.addInitScript(() => {
          localStorage.setItem(
            'cookieConsent',
            JSON.stringify({
              preferences: { necessary: true, diagnostics: false, analytics: false, marketing: false },
              timestamp: '2026-01-01T00:00:00.000Z',
            }),
          );
        });
        await page.goto(sitePath(other, '/privacy-policy'));
        const offer = page.getByRole('complementary', { name: other.t.site.twinHint.text });
        await expect(offer).toBeVisible();
        await expect(offer).toHaveAttribute('lang', language.code.slice(0, 2));
        expect(await seriousViolations(page)).toEqual([]);
        await offer.getByRole('link').click();
        await expect(page).toHaveURL(`${E2E.appUrl}${sitePath(language, '/privacy-policy')}`);
        await expect(page.locator('html')).toHaveAttribute('lang', language.code.slice(0, 2));
        await expect(page.getByRole('complementary')).toHaveCount(0);

        // On another page of the other language the offer is back, until it is closed.
        await page.goto(sitePath(other, '/blog'));
        await offer.getByRole('button', { name: other.t.site.twinHint.dismiss }).click();
        await expect(offer).toBeHidden();
        await page.reload();
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(offer).toBeHidden();
      });
    });

    test.describe('cookie consent', () => {
      test.use({ storageState: { cookies: [], origins: [] } });

      test('asks on the first visit, stores the choice and reopens from the footer', async ({ page }) => {
        await useLanguage(page, language);
        await page.goto(sitePath(language, '/'));
        const dialog = page.getByRole('dialog', { name: site.consent.title });
        await expect(dialog).toBeVisible();
        expect(await seriousViolations(page)).toEqual([]);
        await dialog.getByRole('checkbox', { name: site.consent.analytics.label }).check();
        const reloaded = page.waitForEvent('load');
        await dialog.getByRole('button', { name: site.consent.save }).click();
        await reloaded;
        await expect(dialog).toBeHidden();
        const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cookieConsent') ?? 'null'));
        expect(stored.preferences).toEqual({ necessary: true, diagnostics: false, analytics: true, marketing: false });
        await page.getByRole('button', { name: site.nav.cookies }).click();
        await expect(dialog.getByRole('checkbox', { name: site.consent.analytics.label })).toBeChecked();
      });
    });

    test('axe finds nothing serious on the public pages', async ({ page }) => {
      await useLanguage(page, language);
      const [article] = (await publishedArticles(language)).edges;
      for (const path of ['/', '/blog', `/blog/${article.slug}`, '/privacy-policy', '/terms-of-service', '/nope']) {
        await page.goto(sitePath(language, path));
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        expect(await seriousViolations(page), path).toEqual([]);
      }
    });
  });
}
