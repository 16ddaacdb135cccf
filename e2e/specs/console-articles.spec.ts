import { randomBytes } from 'node:crypto';
import { gql } from '../support/api';
import { signedIn, useLanguage } from '../support/app';
import { seriousViolations } from '../support/axe';
import { DEMO_EDITORS, signInAsEditor, signInToConsole, tokenOf } from '../support/console';
import { E2E } from '../support/environment';
import { expect, type Page, test } from '../support/test';
import { DESKTOP_ONLY, LANGUAGES, type Language, pluralPattern, textPattern } from '../support/texts';

const FIELDS = '_id version slug title status featured publishedAt';

interface Article {
  _id: string;
  version: number;
  slug: string;
  title: string;
  status: string;
  featured: boolean;
  publishedAt: string | null;
}

/** One article mutation or query as the given editor, answering the article. */
async function articleCall(token: string, query: string, variables: Record<string, unknown>): Promise<Article> {
  return Object.values(await gql<Record<string, Article>>(E2E.appUrl, query, variables, token))[0] as Article;
}

const createArticle = (token: string, input: Record<string, unknown>) =>
  articleCall(token, `mutation C($input: ArticleDraftInput!) { createArticle(input: $input) { ${FIELDS} } }`, {
    input,
  });

const editorArticle = (token: string, id: string) =>
  articleCall(token, `query A($id: ID!) { editorArticle(id: $id) { ${FIELDS} } }`, { id });

/** A complete article of the blog editor's, published now through the API. */
async function publishedArticle(token: string, title: string): Promise<Article> {
  const draft = await createArticle(token, {
    title,
    perex: 'Krátký úvod k článku pro čtenáře blogu.',
    preview: 'Jedna věta na zeď.',
    content: 'Text článku s **tučným** slovem.',
  });
  return articleCall(
    token,
    `mutation P($id: ID!, $version: Int!) { publishArticle(id: $id, version: $version) { ${FIELDS} } }`,
    { id: draft._id, version: draft.version },
  );
}

/**
 * Leaves a journey's own article as nobody's business: no longer featured, not on the blog, and deleted when it was
 * never published. The chief editor may do all of it.
 */
async function cleanUp(id: string): Promise<void> {
  const token = await tokenOf(DEMO_EDITORS.chief);
  let article = await editorArticle(token, id);
  if (article.featured) {
    article = await articleCall(
      token,
      `mutation F($id: ID!, $version: Int!) { setArticleFeatured(id: $id, version: $version, featured: false) { ${FIELDS} } }`,
      { id, version: article.version },
    );
  }
  if (article.status === 'PUBLISHED' || article.status === 'SCHEDULED') {
    article = await articleCall(
      token,
      `mutation U($id: ID!, $version: Int!) { unpublishArticle(id: $id, version: $version) { ${FIELDS} } }`,
      { id, version: article.version },
    );
  }
  if (article.status === 'DRAFT' && !article.publishedAt) {
    await gql(
      E2E.appUrl,
      'mutation D($id: ID!, $version: Int!) { deleteArticleDraft(id: $id, version: $version) }',
      { id, version: article.version },
      token,
    );
  }
}

/** The article labels' names in the language (the editor's label picker offers these). */
async function articleLabelNames(token: string, language: Language): Promise<string[]> {
  const { editorLabels } = await gql<{ editorLabels: Array<{ labelCs: string; labelEn: string }> }>(
    E2E.appUrl,
    '{ editorLabels(kind: ARTICLE) { labelCs labelEn } }',
    {},
    token,
  );
  return editorLabels.map((label) => (language.code === 'en_US' ? label.labelEn : label.labelCs));
}

/** The titles of the published articles a chief editor featured, as the API has them now. */
async function featuredTitles(token: string): Promise<string[]> {
  const { editorArticles } = await gql<{ editorArticles: { edges: Array<{ title: string }> } }>(
    E2E.appUrl,
    '{ editorArticles(filter: { featured: true, status: [PUBLISHED] }, pagination: { pageNumber: 1, pageSize: 50 }) { edges { title } } }',
    {},
    token,
  );
  return editorArticles.edges.map((article) => article.title);
}

async function chooseOption(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The article's id from the editor's address, once the new article is saved. */
async function savedArticleId(page: Page): Promise<string> {
  await expect(page).toHaveURL(/\/admin\/articles\/(?!new$)[^/]+$/);
  return page.url().split('/').pop() as string;
}

/**
 * The next whole minute at least 20 seconds away, as the schedule's `datetime-local` field takes it in the browser's
 * own time zone, and as a moment.
 */
function nextMinute(page: Page): Promise<{ local: string; time: number }> {
  return page.evaluate(() => {
    const at = new Date(Math.ceil((Date.now() + 20_000) / 60_000) * 60_000);
    const local = new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
    return { local, time: at.getTime() };
  });
}

for (const language of DESKTOP_ONLY) {
  const { console: texts, validation } = language.t;
  const editor = texts.articleEditor;
  const common = texts.editor;

  test.describe(`console articles ${language.tag}`, () => {
    test('a blog editor writes an article with a picture and a label, previews it and schedules it; the blog shows it once due', async ({
      page,
    }, testInfo) => {
      test.slow();
      await useLanguage(page, language);
      const suffix = randomBytes(3).toString('hex');
      const title = `Šumava v zimě ${suffix}`;
      const slug = `sumava-v-zime-${suffix}`;
      const alt = `Zasněžená pláň pod Roklanem ${suffix}`;
      const [label] = await articleLabelNames(await tokenOf(DEMO_EDITORS.blog), language);
      if (!label) throw new Error('The demo has no article label');
      let articleId: string | undefined;

      try {
        await signInAsEditor(page, language, DEMO_EDITORS.blog);
        await page
          .getByRole('navigation', { name: texts.nav.label })
          .getByRole('link', { name: texts.articles.title, exact: true })
          .click();
        await expect(page.getByRole('heading', { level: 1, name: texts.articles.title })).toBeVisible();
        await expect(page.getByText(pluralPattern(texts.articles, 'total'))).toBeVisible();
        expect(await seriousViolations(page)).toEqual([]);
        // A real JPEG, as a camera would give one.
        const picture = await page.screenshot({ type: 'jpeg', quality: 80 });

        await page.getByRole('link', { name: texts.articles.new }).click();
        await expect(page.getByRole('heading', { level: 1, name: editor.newTitle })).toBeVisible();
        await page.getByRole('textbox', { name: editor.fields.title }).fill(title);
        await chooseOption(page, editor.fields.label, label);
        await page.getByRole('textbox', { name: editor.fields.preview }).fill('Kam na běžky, když napadne sníh.');
        await page.getByRole('textbox', { name: editor.fields.perex }).fill('Tipy na zimní výlety po Šumavě.');

        // Markdown: the toolbar makes the selection bold, and the live preview shows it as the app will.
        const content = page.getByRole('textbox', { name: editor.fields.content });
        await content.fill('Stopa vede přes Kvildu');
        await content.press('ControlOrMeta+a');
        await page.getByRole('button', { name: common.markdown.bold }).click();
        await expect(content).toHaveValue('**Stopa vede přes Kvildu**');
        await expect(page.getByRole('region', { name: common.markdown.preview }).locator('strong')).toHaveText(
          'Stopa vede přes Kvildu',
        );

        // The picture goes through the photo pipeline; it then needs its description.
        await page
          .locator('input[type="file"][accept*="image/jpeg"]')
          .setInputFiles({ name: 'roklan.jpg', mimeType: 'image/jpeg', buffer: picture });
        await expect(page.getByRole('img', { name: editor.image.preview })).toBeVisible({ timeout: 30_000 });
        await page.getByRole('textbox', { name: editor.image.alt }).fill(alt);

        // Saved: the address is made from the title, Czech letters transliterated.
        await page.getByRole('button', { name: common.save }).first().click();
        await expect(page.getByText(editor.saved)).toBeVisible();
        articleId = await savedArticleId(page);
        const slugField = page.getByRole('textbox', { name: editor.fields.slug });
        await expect(slugField).toHaveValue(slug);
        await expect(slugField).toHaveAccessibleDescription(new RegExp(`/blog/${slug}\\b`));
        await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
        expect(await seriousViolations(page)).toEqual([]);
        await page.screenshot({ path: testInfo.outputPath('article-editor.png'), fullPage: true });

        // The preview: the wall's own card and the app's article layout, with the picture and its description.
        await page.getByRole('tab', { name: common.tabs.preview }).click();
        const frame = page.getByTestId('preview-frame');
        await expect(frame.getByRole('heading', { level: 2, name: title })).toBeVisible();
        await expect(frame.getByRole('heading', { level: 1, name: title })).toBeVisible();
        await expect(frame.getByText(label, { exact: true })).toHaveCount(2);
        await expect(frame.getByRole('img', { name: alt })).toBeVisible();
        await expect(frame.locator('strong')).toHaveText('Stopa vede přes Kvildu');
        expect(await seriousViolations(page)).toEqual([]);
        await page.screenshot({ path: testInfo.outputPath('article-preview-phone.png'), fullPage: true });
        await page.getByText(common.preview.desktop, { exact: true }).click();
        await expect(
          page.getByRole('region', { name: common.preview.frame.replace('{{width}}', '1000') }),
        ).toBeVisible();
        await page.screenshot({ path: testInfo.outputPath('article-preview-desktop.png'), fullPage: true });
        await page.getByRole('tab', { name: common.tabs.edit }).click();

        // Scheduled for the next whole minute at least 20 s away (the field has minute precision).
        const due = await nextMinute(page);
        await page.getByRole('button', { name: common.workflow.schedule }).click();
        const dialog = page.getByRole('dialog', { name: common.workflow.scheduleTitle });
        await dialog.getByLabel(common.workflow.scheduleAt).fill(due.local);
        await dialog.getByRole('button', { name: common.workflow.scheduleSubmit }).click();
        await expect(page.getByText(textPattern(editor.workflow.scheduled))).toBeVisible();
        await expect(dialog).toBeHidden();
        await expect(page.getByText(texts.trips.statuses.SCHEDULED, { exact: true })).toBeVisible();

        // Not on the blog before its time…
        await page.goto('/blog');
        await expect(page.getByRole('heading', { level: 1, name: language.t.site.blog.title })).toBeVisible();
        await expect(page.getByRole('heading', { name: title })).toHaveCount(0);
        expect((await page.request.get(`/blog/${slug}`)).status()).toBe(404);
        expect(Date.now(), 'the blog was looked at before the article was due').toBeLessThan(due.time);

        // …and there once the scheduler (every SCHEDULER_INTERVAL = 5 s in e2e, playwright.config.ts) has published it: no restart.
        await expect(async () => {
          await page.goto('/blog');
          await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible({ timeout: 1_000 });
        }).toPass({ timeout: due.time - Date.now() + 30_000, intervals: [2_000] });
        expect(Date.now(), 'the article appeared only once due').toBeGreaterThanOrEqual(due.time);

        await page.getByRole('heading', { level: 2, name: title }).getByRole('link').click();
        await expect(page).toHaveURL(new RegExp(`/blog/${slug}$`));
        await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
        await expect(page.getByRole('img', { name: alt })).toBeVisible();
        await expect(page.locator('strong', { hasText: 'Stopa vede přes Kvildu' })).toBeVisible();
      } finally {
        if (articleId) await cleanUp(articleId);
      }
    });

    test('publishing an incomplete article marks what is missing, a taken address is refused, and nothing typed is lost', async ({
      page,
    }) => {
      await useLanguage(page, language);
      const suffix = randomBytes(3).toString('hex');
      const token = await tokenOf(DEMO_EDITORS.blog);
      const other = await createArticle(token, { title: `Obsazená adresa ${suffix}`, slug: `obsazena-${suffix}` });
      let articleId: string | undefined;

      try {
        await signInAsEditor(page, language, DEMO_EDITORS.blog);
        await page.goto('/admin/articles/new');
        const title = page.getByRole('textbox', { name: editor.fields.title });
        await title.fill(`Nedopsaný článek ${suffix}`);
        await page.getByRole('button', { name: common.save }).first().click();
        await expect(page.getByText(editor.saved)).toBeVisible();
        articleId = await savedArticleId(page);

        // A draft needs only its title; publishing needs the perex, the teaser and the text.
        await page.getByRole('button', { name: common.workflow.publish }).click();
        await expect(page.getByText(editor.workflow.incomplete)).toBeVisible();
        const required = new RegExp(validation.REQUIRED);
        const perex = page.getByRole('textbox', { name: editor.fields.perex });
        const preview = page.getByRole('textbox', { name: editor.fields.preview });
        const content = page.getByRole('textbox', { name: editor.fields.content });
        for (const field of [perex, preview, content]) await expect(field).toHaveAccessibleDescription(required);
        await expect(title).not.toHaveAccessibleDescription(required);
        await expect(page.getByText(texts.trips.statuses.DRAFT, { exact: true })).toBeVisible();
        expect(await seriousViolations(page)).toEqual([]);

        // Filled in, but with another article's address: refused on the address alone, the rest stays as typed.
        await perex.fill('Co ještě chybí.');
        await preview.fill('Upoutávka na zeď.');
        await content.fill('Text článku.');
        const slug = page.getByRole('textbox', { name: editor.fields.slug });
        await slug.fill(other.slug);
        await page.getByRole('button', { name: common.save }).first().click();
        await expect(page.getByText(common.invalid)).toBeVisible();
        await expect(slug).toHaveAccessibleDescription(new RegExp(validation.SLUG_TAKEN));
        await expect(slug).toBeFocused();
        await expect(slug).toHaveValue(other.slug);
        await expect(title).toHaveValue(`Nedopsaný článek ${suffix}`);
        await expect(perex).toHaveValue('Co ještě chybí.');
        await expect(preview).toHaveValue('Upoutávka na zeď.');
        await expect(content).toHaveValue('Text článku.');
        for (const field of [perex, preview, content]) await expect(field).not.toHaveAccessibleDescription(required);
        expect(await seriousViolations(page)).toEqual([]);

        // The address freed, the same form saves (the first save's toast may still be on screen: the newest is this
        // one, and the saved article says so).
        await slug.fill(`vlastni-${suffix}`);
        await page.getByRole('button', { name: common.save }).first().click();
        await expect
          .poll(() => editorArticle(token, articleId ?? ''))
          .toMatchObject({ slug: `vlastni-${suffix}`, status: 'DRAFT' });
        await expect(page.getByText(editor.saved).last()).toBeVisible();
        await expect(slug).not.toHaveAccessibleDescription(new RegExp(validation.SLUG_TAKEN));
      } finally {
        await cleanUp(other._id);
        if (articleId) await cleanUp(articleId);
      }
    });

    test('a chief editor features a published article and it comes first on the wall; a blog editor has no such switch', async ({
      page,
    }) => {
      await useLanguage(page, language);
      const suffix = randomBytes(3).toString('hex');
      const token = await tokenOf(DEMO_EDITORS.blog);
      // Featured goes first: the older of two of the blog editor's articles, which the newer one follows until then.
      const older = await publishedArticle(token, `Doporučený článek ${suffix}`);
      const newer = await publishedArticle(token, `Novější článek ${suffix}`);
      const featuredSwitch = page.getByRole('checkbox', { name: editor.featured.label });

      try {
        await signInAsEditor(page, language, DEMO_EDITORS.blog);
        await page.goto(`/admin/articles/${older._id}`);
        await expect(page.getByRole('heading', { level: 1, name: older.title })).toBeVisible();
        await expect(page.getByText(texts.trips.statuses.PUBLISHED, { exact: true })).toBeVisible();
        await expect(featuredSwitch).toHaveCount(0);

        await page.getByRole('button', { name: texts.nav.signOut }).click();
        await signInToConsole(page, language, DEMO_EDITORS.chief);
        await expect(page).toHaveURL(/\/admin$/);
        await page.goto(`/admin/articles/${older._id}`);
        await expect(featuredSwitch).not.toBeChecked();
        // The switch acts on the saved article at once and shows the state the server answered.
        await featuredSwitch.click();
        await expect(page.getByText(editor.featured.on)).toBeVisible();
        await expect(featuredSwitch).toBeChecked();

        // On the wall only featured articles (other journeys may feature theirs meanwhile) come before it.
        const chiefToken = await tokenOf(DEMO_EDITORS.chief);
        await page.goto('/app/dashboard');
        await expect(async () => {
          const titles = (await page.getByRole('article').getByRole('heading').allInnerTexts()).map((text) =>
            text.trim(),
          );
          const featured = await featuredTitles(chiefToken);
          const at = titles.indexOf(older.title);
          expect(at).toBeGreaterThanOrEqual(0);
          expect(titles.slice(0, at).filter((text) => !featured.includes(text))).toEqual([]);
          expect(titles.indexOf(newer.title)).toBeGreaterThan(at);
        }).toPass({ timeout: 15_000 });

        // Back as it was: no longer featured, so it follows the newer article again.
        await page.goto(`/admin/articles/${older._id}`);
        await featuredSwitch.click();
        await expect(page.getByText(editor.featured.off)).toBeVisible();
        await expect(featuredSwitch).not.toBeChecked();
        expect((await editorArticle(chiefToken, older._id)).featured).toBe(false);
      } finally {
        await cleanUp(older._id);
        await cleanUp(newer._id);
      }
    });

    test("changing a published article's address keeps the old one as a permanent redirect", async ({ page }) => {
      await useLanguage(page, language);
      const suffix = randomBytes(3).toString('hex');
      const article = await publishedArticle(await tokenOf(DEMO_EDITORS.blog), `Stará adresa ${suffix}`);
      const moved = `nova-adresa-${suffix}`;

      try {
        expect(article.slug).toBe(`stara-adresa-${suffix}`);
        await signInAsEditor(page, language, DEMO_EDITORS.blog);
        await page.goto(`/admin/articles/${article._id}`);
        const slug = page.getByRole('textbox', { name: editor.fields.slug });
        await expect(slug).toHaveValue(article.slug);
        await slug.fill(moved);
        await page.getByRole('button', { name: common.save }).first().click();
        await expect(page.getByText(editor.saved)).toBeVisible();
        await expect(slug).toHaveAccessibleDescription(new RegExp(`/blog/${moved}\\b`));
        await expect(page.getByText(textPattern(editor.fields.previousSlugs))).toContainText(article.slug);

        const answer = await page.request.get(`/blog/${article.slug}`, { maxRedirects: 0 });
        expect(answer.status()).toBe(301);
        expect(answer.headers().location).toBe(`/blog/${moved}`);
        await page.goto(`/blog/${article.slug}`);
        await expect(page).toHaveURL(new RegExp(`/blog/${moved}$`));
        await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
      } finally {
        await cleanUp(article._id);
      }
    });

    test('a blog editor writes the English version with its own address; readers of English get it in the app', async ({
      page,
    }) => {
      await useLanguage(page, language);
      const suffix = randomBytes(3).toString('hex');
      const article = await publishedArticle(await tokenOf(DEMO_EDITORS.blog), `Zimní Šumava ${suffix}`);
      const englishTitle = `Šumava in winter ${suffix}`;

      try {
        await signInAsEditor(page, language, DEMO_EDITORS.blog);
        await page.goto(`/admin/articles/${article._id}`);
        await page.getByRole('tab', { name: /English/ }).click();
        await page.getByRole('textbox', { name: editor.fields.titleEn }).fill(englishTitle);
        await page.getByRole('textbox', { name: editor.fields.previewEn }).fill('One sentence for the wall.');
        await page.getByRole('textbox', { name: editor.fields.perexEn }).fill('A short introduction for readers.');
        await page.getByRole('textbox', { name: editor.fields.contentEn }).fill('A text with a **bold** word.');
        await page.getByRole('button', { name: common.save }).first().click();
        await expect(page.getByText(editor.saved)).toBeVisible();
        const slugEn = page.getByRole('textbox', { name: editor.fields.slugEn });
        await expect(slugEn).toHaveValue(`sumava-in-winter-${suffix}`);
        await expect(slugEn).toHaveAccessibleDescription(new RegExp(`/en/blog/sumava-in-winter-${suffix}\\b`));
        await expect(
          page.getByRole('tab', { name: /English/ }).getByText(common.languages.complete, { exact: true }),
        ).toBeVisible();
        expect(await seriousViolations(page)).toEqual([]);

        // In the app, for a reader of English (an account in English: the app speaks the account's language), by
        // either address: the English text; for a reader of Czech, the Czech one.
        const [czech, english] = LANGUAGES;
        await signedIn(page, english, `/app/dashboard/${article.slug}`);
        await expect(page.getByRole('heading', { level: 1, name: englishTitle })).toBeVisible();
        await expect(page.getByText('A short introduction for readers.')).toBeVisible();
        await signedIn(page, czech, `/app/dashboard/sumava-in-winter-${suffix}`);
        await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible();

        // The public site: the English page at the English address, on the English blog; the Czech page names it.
        await page.goto(`/en/blog/sumava-in-winter-${suffix}`);
        await expect(page.locator('html')).toHaveAttribute('lang', 'en');
        await expect(page.getByRole('heading', { level: 1, name: englishTitle })).toBeVisible();
        await page.goto(`/blog/${article.slug}`);
        await expect(page.locator(`link[rel="alternate"][hreflang="en"]`)).toHaveAttribute(
          'href',
          `${E2E.appUrl}/en/blog/sumava-in-winter-${suffix}`,
        );
        await page.getByRole('link', { name: 'English', exact: true }).click();
        await expect(page).toHaveURL(`${E2E.appUrl}/en/blog/sumava-in-winter-${suffix}`);
      } finally {
        await cleanUp(article._id);
      }
    });
  });
}
