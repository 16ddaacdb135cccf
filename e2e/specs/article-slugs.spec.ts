import { randomBytes } from 'node:crypto';
import { gql } from '../support/api';
import { signedIn } from '../support/app';
import { DEMO_EDITORS, tokenOf } from '../support/console';
import { E2E } from '../support/environment';
import { expect, test } from '../support/test';
import { DESKTOP_ONLY } from '../support/texts';

interface Article {
  _id: string;
  version: number;
  slug: string;
  title: string;
}

const FIELDS = '_id version slug title';

/** A published article of the blog editor's whose slug was changed once; unpublished again afterwards. */
async function renamedArticle(token: string) {
  const id = randomBytes(3).toString('hex');
  const call = async (query: string, variables: Record<string, unknown>) =>
    Object.values(await gql<Record<string, Article>>(E2E.appUrl, query, variables, token))[0] as Article;
  const input = {
    title: `Přejmenovaný článek ${id}`,
    slug: `puvodni-adresa-${id}`,
    perex: 'Článek, jehož adresa se změnila.',
    preview: 'Stará adresa vede sem.',
    content: 'Odkazy na **starou adresu** stále fungují.',
  };
  const draft = await call(`mutation C($input: ArticleDraftInput!) { createArticle(input: $input) { ${FIELDS} } }`, {
    input,
  });
  const live = await call(
    `mutation P($id: ID!, $version: Int!) { publishArticle(id: $id, version: $version) { ${FIELDS} } }`,
    {
      id: draft._id,
      version: draft.version,
    },
  );
  const renamed = await call(
    `mutation U($id: ID!, $version: Int!, $input: ArticleDraftInput!) {
      updateArticle(id: $id, version: $version, input: $input) { ${FIELDS} } }`,
    { id: live._id, version: live.version, input: { ...input, slug: `nova-adresa-${id}` } },
  );
  return {
    oldSlug: input.slug,
    article: renamed,
    unpublish: () =>
      call(`mutation U($id: ID!, $version: Int!) { unpublishArticle(id: $id, version: $version) { ${FIELDS} } }`, {
        id: renamed._id,
        version: renamed.version,
      }),
  };
}

for (const language of DESKTOP_ONLY) {
  test.describe(`article slugs ${language.tag}`, () => {
    test("an article's old address leads to it: 301 on /blog, the current address in the app", async ({
      page,
      request,
    }) => {
      const { oldSlug, article, unpublish } = await renamedArticle(await tokenOf(DEMO_EDITORS.blog));
      try {
        const moved = await request.get(`/blog/${oldSlug}`, { maxRedirects: 0 });
        expect(moved.status()).toBe(301);
        expect(moved.headers().location).toBe(`/blog/${article.slug}`);

        await signedIn(page, language, `/app/dashboard/${oldSlug}`);
        await expect(page).toHaveURL(new RegExp(`/app/dashboard/${article.slug}$`));
        await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
      } finally {
        await unpublish();
      }
    });
  });
}
