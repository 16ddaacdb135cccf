import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildImage, buildLabel } from '../../../test/content-factories.js';
import { signedInUser } from '../../../test/factories.js';
import { errorCode, type GraphQLResponse, startTestApp, type TestApp } from '../../../test/harness.js';
import { publicSiteEnv } from '../../../test/support/public-site.js';
import { articleSlugHistory, auditLog, images, revisions } from '../../db/schema.js';
import { ROLES } from '../../platform/auth/roles.js';
import { publishDueContent } from '../editorial/index.js';

const FIELDS = `_id version status slug previousSlugs title perex preview content contentHtml featured scheduledAt
  publishedAt label { _id label } image { _id alt } author { _id shortname } updatedBy { shortname }`;
const CREATE = `mutation C($input: ArticleDraftInput!) { createArticle(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation U($id: ID!, $version: Int!, $input: ArticleDraftInput!) {
  updateArticle(id: $id, version: $version, input: $input) { ${FIELDS} } }`;
const PUBLISH = `mutation P($id: ID!, $version: Int!) { publishArticle(id: $id, version: $version) { ${FIELDS} } }`;
const SCHEDULE = `mutation S($id: ID!, $version: Int!, $at: DateTime!) {
  scheduleArticle(id: $id, version: $version, at: $at) { ${FIELDS} } }`;
const UNPUBLISH = `mutation U($id: ID!, $version: Int!) { unpublishArticle(id: $id, version: $version) { ${FIELDS} } }`;
const DELETE = 'mutation D($id: ID!, $version: Int!) { deleteArticleDraft(id: $id, version: $version) }';
const RESTORE = `mutation R($id: ID!, $version: Int!, $revision: Int!) {
  restoreArticleRevision(id: $id, version: $version, revision: $revision) { ${FIELDS} } }`;
const FEATURE = `mutation F($id: ID!, $version: Int!, $featured: Boolean!) {
  setArticleFeatured(id: $id, version: $version, featured: $featured) { ${FIELDS} } }`;
const LIST = `query L($filter: EditorArticlesFilter, $pagination: PaginationInput) {
  editorArticles(filter: $filter, pagination: $pagination) { total edges { _id title status featured } } }`;
const AUTHORS = 'query A { articleAuthors { _id shortname } }';
const ONE = `query O($id: ID!) { editorArticle(id: $id) { ${FIELDS} } }`;
const REVISIONS = 'query R($id: ID!) { articleRevisions(id: $id) { version createdAt author { shortname } fields } }';
// With the related articles, as the app's article page asks (an article without a label has them too).
const PUBLIC = `query A($slug: String!) {
  article(slug: $slug) { _id slug title featured featuredArticles(limit: 3) { _id } } }`;
const BLOG_LIST = '{ publishedArticles(pagination: { pageSize: 50 }) { edges { _id } } }';
const FEED = `{ feed(pagination: { pageSize: 50 }) { edges { _id ... on PublishedArticle { featured } } } }`;

interface Article {
  _id: string;
  version: number;
  status: string;
  slug: string;
  previousSlugs: string[];
  title: string;
  featured: boolean;
  publishedAt: string | null;
  [field: string]: unknown;
}

type Session = Awaited<ReturnType<typeof signedInUser>>;

let t: TestApp;
const sessions = new Map<string, Session>();
const as = (role: string) => {
  const session = sessions.get(role);
  if (!session) throw new Error(`no ${role}`);
  return session;
};

/** Everything publishing needs. */
const complete = (title = 'Jak se sbalit na hřebenovku') => ({
  title,
  perex: 'Co nesmí chybět v batohu na několik dní po horách.',
  preview: 'Seznam věcí na hřebenovku.',
  content: '## Batoh\n\nVezměte **pláštěnku** a čelovku.',
});

async function call<T = Article>(query: string, variables: Record<string, unknown>, session?: Session) {
  return t.gql<Record<string, T>>(query, variables, session ? { token: session.token } : {});
}

function data<T = Article>(response: GraphQLResponse<Record<string, T>>): T {
  expect(response.errors).toBeUndefined();
  return Object.values(response.data ?? {})[0] as T;
}

function fields(response: GraphQLResponse): Record<string, string> {
  const errors = (response.errors?.[0]?.extensions?.fields ?? []) as Array<{ field: string; messageKey: string }>;
  return Object.fromEntries(errors.map((error) => [error.field, error.messageKey]));
}

const ref = (article: Article) => ({ id: article._id, version: article.version });
const editor = () => as('BLOG_EDITOR');
const draft = async (title?: string) => data(await call(CREATE, { input: complete(title) }, editor()));
const published = async (title?: string) => data(await call(PUBLISH, ref(await draft(title)), editor()));

beforeAll(async () => {
  // The public site (for /blog) and a scheduler that looks every second.
  t = await startTestApp({ ...publicSiteEnv(), SCHEDULER_INTERVAL: '1' });
  for (const role of ROLES) {
    sessions.set(
      role,
      await signedInUser(t, { firstname: role, lastname: 'Tester', roles: [...new Set(['USER', role])] }),
    );
  }
});
afterAll(() => t.close());

describe('the permission matrix of article authoring', () => {
  const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();
  const managers = ['BLOG_EDITOR', 'CHIEF_EDITOR', 'ADMIN'];
  const operations = [
    { name: 'editorArticles', allowed: managers, query: LIST, from: null, variables: () => ({}) },
    { name: 'articleAuthors', allowed: managers, query: AUTHORS, from: null, variables: () => ({}) },
    { name: 'createArticle', allowed: managers, query: CREATE, from: null, variables: () => ({ input: complete() }) },
    {
      name: 'editorArticle',
      allowed: managers,
      query: ONE,
      from: draft,
      variables: (article: Article) => ({ id: article._id }),
    },
    {
      name: 'articleRevisions',
      allowed: managers,
      query: REVISIONS,
      from: draft,
      variables: (article: Article) => ({ id: article._id }),
    },
    {
      name: 'updateArticle',
      allowed: managers,
      query: UPDATE,
      from: draft,
      variables: (article: Article) => ({ ...ref(article), input: { ...complete(), slug: article.slug } }),
    },
    {
      name: 'restoreArticleRevision',
      allowed: managers,
      query: RESTORE,
      from: draft,
      variables: (article: Article) => ({ ...ref(article), revision: 1 }),
    },
    { name: 'publishArticle', allowed: managers, query: PUBLISH, from: draft, variables: ref },
    {
      name: 'scheduleArticle',
      allowed: managers,
      query: SCHEDULE,
      from: draft,
      variables: (article: Article) => ({ ...ref(article), at: inAnHour() }),
    },
    { name: 'unpublishArticle', allowed: managers, query: UNPUBLISH, from: published, variables: ref },
    { name: 'deleteArticleDraft', allowed: managers, query: DELETE, from: draft, variables: ref },
    {
      name: 'setArticleFeatured',
      allowed: ['CHIEF_EDITOR', 'ADMIN'],
      query: FEATURE,
      from: published,
      variables: (article: Article) => ({ ...ref(article), featured: true }),
    },
  ];

  it.each(operations)(
    '$name: anonymous UNAUTHORIZED, the roles that may allowed, every other FORBIDDEN',
    async (op) => {
      const article = op.from ? await op.from() : ({} as Article);
      expect(errorCode(await call(op.query, op.variables(article))), 'anonymous').toBe('UNAUTHORIZED');
      for (const role of ROLES) {
        // A fresh article for every allowed role, so each starts from the same state.
        const subject = op.from && op.allowed.includes(role) ? await op.from() : article;
        const response = await call(op.query, op.variables(subject), as(role));
        if (op.allowed.includes(role)) expect(response.errors, role).toBeUndefined();
        else expect(errorCode(response), role).toBe('FORBIDDEN');
      }
    },
  );
});

describe('the authors an article may be credited to', () => {
  it('are the active accounts that may write articles, by name', async () => {
    const { articleAuthors } = (await call(AUTHORS, {}, editor())).data as unknown as {
      articleAuthors: Array<{ _id: string }>;
    };
    const ids = articleAuthors.map((author) => author._id);
    for (const role of ['BLOG_EDITOR', 'CHIEF_EDITOR', 'ADMIN']) expect(ids, role).toContain(as(role).user.id);
    for (const role of ['USER', 'PARTNER_EDITOR', 'TRIP_EDITOR']) expect(ids, role).not.toContain(as(role).user.id);
  });
});

describe('the workflow', () => {
  it('draft → published on the blog and in the app → unpublished, each write audited', async () => {
    const created = data(await call(CREATE, { input: { title: '  Šumava v zimě ' } }, editor()));
    expect(created).toMatchObject({ status: 'DRAFT', version: 1, slug: 'sumava-v-zime', featured: false });
    expect(created.author).toEqual({ _id: editor().user.id, shortname: 'BLOG_EDITOR T.' });

    const incomplete = await call(PUBLISH, ref(created), editor());
    expect(errorCode(incomplete)).toBe('BAD_USER_INPUT');
    expect(fields(incomplete)).toEqual({ perex: 'REQUIRED', preview: 'REQUIRED', content: 'REQUIRED' });

    const filled = data(
      await call(UPDATE, { ...ref(created), input: { ...complete('Šumava v zimě'), slug: created.slug } }, editor()),
    );
    expect(filled).toMatchObject({ version: 2, slug: 'sumava-v-zime' });
    expect(filled.contentHtml).toContain('<strong>pláštěnku</strong>');
    expect(data(await call(PUBLIC, { slug: 'sumava-v-zime' }))).toBeNull();

    const live = data(await call(PUBLISH, ref(filled), editor()));
    expect(live.status).toBe('PUBLISHED');
    expect(live.publishedAt).toBeTruthy();
    expect(data(await call(PUBLIC, { slug: 'sumava-v-zime' }))).toMatchObject({ _id: created._id });
    const blog = await fetch(`${t.url}/blog`);
    expect(await blog.text()).toContain('Šumava v zimě');
    expect(errorCode(await call(DELETE, ref(live), editor()))).toBe('ACTION_NOT_ALLOWED');
    // A published article stays whole.
    const emptied = await call(UPDATE, { ...ref(live), input: { title: 'Šumava v zimě', slug: live.slug } }, editor());
    expect(fields(emptied)).toEqual({ perex: 'REQUIRED', preview: 'REQUIRED', content: 'REQUIRED' });

    const unpublished = data(await call(UNPUBLISH, ref(live), editor()));
    expect(unpublished).toMatchObject({ status: 'UNPUBLISHED', publishedAt: live.publishedAt });
    expect(data(await call(PUBLIC, { slug: 'sumava-v-zime' }))).toBeNull();

    const audit = await t.app.services.db.select().from(auditLog).where(eq(auditLog.entityId, created._id));
    expect(audit.map((entry) => entry.action).sort()).toEqual(
      ['article.create', 'article.update', 'article.publish', 'article.unpublish'].sort(),
    );
    const publish = audit.find((entry) => entry.action === 'article.publish');
    expect(publish?.before).toMatchObject({ status: 'DRAFT', version: 2 });
    expect(publish?.after).toMatchObject({ status: 'PUBLISHED', version: 3, title: 'Šumava v zimě' });
  });

  it('credits another author, takes an image and an article label, and refuses references to nothing', async () => {
    const writer = await signedInUser(t, { firstname: 'Věra', lastname: 'Pisatelová' });
    const label = await buildLabel(t, { kind: 'ARTICLE', labelCs: 'Tipy', labelEn: 'Tips' });
    const tripLabel = await buildLabel(t, { kind: 'TRIP' });
    const image = await buildImage(t, 'Batoh na hřebenovku');
    const article = data(
      await call(
        CREATE,
        { input: { ...complete(), authorId: writer.user.id, labelId: label?.id, imageId: image?.id } },
        editor(),
      ),
    );
    expect(article).toMatchObject({
      author: { _id: writer.user.id, shortname: 'Věra P.' },
      label: { _id: label?.id, label: 'Tipy' },
      image: { _id: image?.id, alt: 'Batoh na hřebenovku' },
      updatedBy: { shortname: 'BLOG_EDITOR T.' },
    });
    // The picture's description is saved on the image; a picture without one is refused.
    const described = data(
      await call(
        UPDATE,
        {
          ...ref(article),
          input: { ...complete(), slug: article.slug, imageId: image?.id, imageAlt: ' Batoh u plotu ' },
        },
        editor(),
      ),
    );
    expect(described.image).toMatchObject({ _id: image?.id, alt: 'Batoh u plotu' });
    const undescribed = await call(
      UPDATE,
      { ...ref(described), input: { ...complete(), slug: article.slug, imageId: image?.id, imageAlt: '  ' } },
      editor(),
    );
    expect(fields(undescribed)).toEqual({ imageAlt: 'REQUIRED' });
    // Left out on update, the credited author stays.
    const kept = data(
      await call(UPDATE, { ...ref(described), input: { ...complete(), slug: article.slug } }, editor()),
    );
    expect(kept.author).toMatchObject({ _id: writer.user.id });

    const nothing = '00000000-0000-4000-8000-000000000000';
    const refused = await call(
      CREATE,
      { input: { ...complete(), authorId: nothing, labelId: tripLabel?.id, imageId: nothing } },
      editor(),
    );
    expect(fields(refused)).toEqual({ authorId: 'INVALID_VALUE', labelId: 'INVALID_VALUE', imageId: 'INVALID_VALUE' });
  });

  it('an edit based on an older version is refused, naming who saved the newer one', async () => {
    const article = await draft('Souběžné úpravy');
    const first = data(
      await call(UPDATE, { ...ref(article), input: { ...complete('První'), slug: article.slug } }, as('CHIEF_EDITOR')),
    );
    const second = await call(UPDATE, { ...ref(article), input: { ...complete('Druhá') } }, editor());
    expect(errorCode(second)).toBe('ACTION_NOT_ALLOWED');
    expect(second.errors?.[0]?.extensions).toMatchObject({
      reason: 'OUTDATED_VERSION',
      changedBy: 'CHIEF_EDITOR T.',
      currentVersion: first.version,
    });
    expect(errorCode(await call(PUBLISH, ref(article), editor()))).toBe('ACTION_NOT_ALLOWED');
    expect(data(await call(ONE, { id: article._id }, editor()))).toMatchObject({ title: 'První', version: 2 });
  });

  it('keeps a revision of every save, and restoring one saves it as the newest version', async () => {
    const v1 = data(await call(CREATE, { input: { ...complete('Jedna'), slug: 'revize-jedna' } }, editor()));
    const v2 = data(
      await call(UPDATE, { ...ref(v1), input: { ...complete('Dvě'), slug: 'revize-dve', perex: 'Jiný.' } }, editor()),
    );
    const saved = data<Array<{ version: number; fields: string; author: { shortname: string } }>>(
      await call(REVISIONS, { id: v1._id }, editor()),
    );
    expect(saved.map((revision) => revision.version)).toEqual([2, 1]);
    expect(saved[1]?.author).toEqual({ shortname: 'BLOG_EDITOR T.' });
    expect(JSON.parse(saved[1]?.fields ?? '{}')).toMatchObject({
      title: 'Jedna',
      slug: 'revize-jedna',
      authorId: editor().user.id,
    });

    const v3 = data(await call(RESTORE, { ...ref(v2), revision: 1 }, editor()));
    expect(v3).toMatchObject({ version: 3, title: 'Jedna', slug: 'revize-jedna', perex: complete().perex });
    expect(errorCode(await call(RESTORE, { ...ref(v3), revision: 99 }, editor()))).toBe('BAD_USER_INPUT');
  });

  it('deletes a never-published draft with its revisions', async () => {
    const article = await draft('Smazat');
    expect(data<boolean>(await call<boolean>(DELETE, ref(article), editor()))).toBe(true);
    expect(data(await call(ONE, { id: article._id }, editor()))).toBeNull();
    const kept = await t.app.services.db.select().from(revisions).where(eq(revisions.entityId, article._id));
    expect(kept).toEqual([]);
  });
});

describe('slugs', () => {
  it('are made from the title with Czech letters transliterated, and numbered while taken', async () => {
    const first = await draft('Krkonoše v létě');
    const second = await draft('Krkonoše v létě');
    expect([first.slug, second.slug]).toEqual(['krkonose-v-lete', 'krkonose-v-lete-2']);
    expect((await draft('!!!')).slug).toBe('article');
    const long = await draft('Dlouhý název '.repeat(8));
    expect(long.slug.length).toBeLessThanOrEqual(80);
    expect((await draft(long.title)).slug).toMatch(/-2$/);
    expect((await draft(long.title)).slug.length).toBeLessThanOrEqual(80);
  });

  it('may be chosen: an invalid one is INVALID_VALUE, another article’s is SLUG_TAKEN', async () => {
    const taken = await draft('Obsazená adresa');
    for (const slug of ['Šumava', 'dva--spojovniky', '-na-zacatku', 'mezera uprostred', 'a'.repeat(81)]) {
      const response = await call(CREATE, { input: { ...complete(), slug } }, editor());
      expect(errorCode(response), slug).toBe('BAD_USER_INPUT');
      expect(Object.keys(fields(response)), slug).toEqual(['slug']);
    }
    const clash = await call(CREATE, { input: { ...complete(), slug: taken.slug } }, editor());
    expect(fields(clash)).toEqual({ slug: 'SLUG_TAKEN' });
    const chosen = data(await call(CREATE, { input: { ...complete(), slug: 'vlastni-adresa' } }, editor()));
    expect(chosen.slug).toBe('vlastni-adresa');
    const moved = await call(UPDATE, { ...ref(chosen), input: { ...complete(), slug: taken.slug } }, editor());
    expect(fields(moved)).toEqual({ slug: 'SLUG_TAKEN' });
  });

  it("a published article's old slug answers 301 on /blog and finds the article in the app; no one else may take it", async () => {
    const live = await published('Stará adresa článku');
    expect(live.slug).toBe('stara-adresa-clanku');
    const renamed = data(
      await call(UPDATE, { ...ref(live), input: { ...complete('Nová adresa'), slug: 'nova-adresa-clanku' } }, editor()),
    );
    expect(renamed).toMatchObject({ slug: 'nova-adresa-clanku', previousSlugs: ['stara-adresa-clanku'] });

    const moved = await fetch(`${t.url}/blog/stara-adresa-clanku`, { redirect: 'manual' });
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe('/blog/nova-adresa-clanku');
    const current = await fetch(`${t.url}/blog/nova-adresa-clanku`);
    expect(current.status).toBe(200);
    expect(await current.text()).toContain('Nová adresa');
    expect((await fetch(`${t.url}/blog/nikdy-nebyla`, { redirect: 'manual' })).status).toBe(404);
    expect(data(await call(PUBLIC, { slug: 'stara-adresa-clanku' }))).toMatchObject({
      _id: live._id,
      slug: 'nova-adresa-clanku',
    });

    const other = await call(CREATE, { input: { ...complete(), slug: 'stara-adresa-clanku' } }, editor());
    expect(fields(other)).toEqual({ slug: 'SLUG_TAKEN' });
    expect((await draft('Stará adresa článku')).slug).toBe('stara-adresa-clanku-2');

    // Going back to an earlier slug is allowed; the one it leaves becomes the earlier one.
    const back = data(
      await call(UPDATE, { ...ref(renamed), input: { ...complete('Zpět'), slug: 'stara-adresa-clanku' } }, editor()),
    );
    expect(back).toMatchObject({ slug: 'stara-adresa-clanku', previousSlugs: ['nova-adresa-clanku'] });
    expect((await fetch(`${t.url}/blog/stara-adresa-clanku`, { redirect: 'manual' })).status).toBe(200);
    expect((await fetch(`${t.url}/blog/nova-adresa-clanku`, { redirect: 'manual' })).status).toBe(301);
  });

  it("a never-published draft's slug changes leave no history", async () => {
    const article = await draft('Koncept bez historie');
    const renamed = data(
      await call(UPDATE, { ...ref(article), input: { ...complete(), slug: 'koncept-prejmenovany' } }, editor()),
    );
    expect(renamed.previousSlugs).toEqual([]);
    const history = await t.app.services.db
      .select()
      .from(articleSlugHistory)
      .where(eq(articleSlugHistory.articleId, article._id));
    expect(history).toEqual([]);
  });
});

describe('the English version', () => {
  const EN = `_id version slug slugEn titleEn previewEn perexEn contentEn contentEnHtml hasEnglish previousSlugs
    image { altCs altEn }`;
  const english = {
    titleEn: 'Packing for a ridge walk',
    previewEn: 'What to take on a ridge walk.',
    perexEn: 'What must not be missing from a pack for several days in the hills.',
    contentEn: '## The pack\n\nTake a **raincoat** and a head torch.',
  };
  const one = (article: { _id: string }) =>
    call(`query O($id: ID!) { editorArticle(id: $id) { ${EN} } }`, { id: article._id }, editor());

  it('is saved beside the Czech one with its own slug; a started one needs its title; readers of English get it once complete', async () => {
    const started = await call(CREATE, { input: { ...complete(), perexEn: english.perexEn } }, editor());
    expect(fields(started)).toEqual({ titleEn: 'REQUIRED' });

    const [picture] = await t.app.services.db
      .insert(images)
      .values({ url: '/media/uploads/en.jpg', alt: 'Batoh', width: 1600, height: 1000 })
      .returning({ id: images.id });
    const created = data(
      await call(
        CREATE,
        {
          input: {
            ...complete('Balení na hřeben'),
            titleEn: english.titleEn,
            imageId: picture?.id,
            imageAltEn: 'A pack',
          },
        },
        editor(),
      ),
    );
    const titled = data(await one(created));
    expect(titled).toMatchObject({
      slug: 'baleni-na-hreben',
      slugEn: 'packing-for-a-ridge-walk',
      hasEnglish: false,
      image: { altCs: 'Batoh', altEn: 'A pack' },
    });
    const live = data(await call(PUBLISH, ref(created), editor()));
    const reader = (slug: string) =>
      t.gql<{ article: { title: string; language: string; slug: string } | null }>(
        'query A($slug: String!) { article(slug: $slug) { title language slug } }',
        { slug },
        { headers: { 'accept-language': 'en' } },
      );
    // Published without waiting for English; the English only started, readers of English get the Czech.
    expect((await reader('packing-for-a-ridge-walk')).data?.article).toEqual({
      title: 'Balení na hřeben',
      language: 'cs_CZ',
      slug: 'baleni-na-hreben',
    });
    const missing = await call<{ edges: Array<{ _id: string }> }>(LIST, { filter: { missingEnglish: true } }, editor());
    expect(data(missing).edges.map((edge) => edge._id)).toContain(created._id);

    const translated = data(
      await call(
        UPDATE,
        { ...ref(live), input: { ...complete('Balení na hřeben'), ...english, slugEn: 'ridge-walk-packing' } },
        editor(),
      ),
    );
    expect(data(await one(translated))).toMatchObject({
      slugEn: 'ridge-walk-packing',
      hasEnglish: true,
      contentEnHtml: expect.stringContaining('<strong>raincoat</strong>'),
      previousSlugs: ['packing-for-a-ridge-walk'],
    });
    // The old English address still finds it; the new one answers in English.
    expect((await reader('packing-for-a-ridge-walk')).data?.article).toEqual({
      title: 'Packing for a ridge walk',
      language: 'en_US',
      slug: 'ridge-walk-packing',
    });
    const notMissing = await call<{ edges: Array<{ _id: string }> }>(
      LIST,
      { filter: { missingEnglish: true } },
      editor(),
    );
    expect(data(notMissing).edges.map((edge) => edge._id)).not.toContain(created._id);
    const [revision] = data<Array<{ fields: string }>>(await call(REVISIONS, { id: created._id }, editor()));
    expect(JSON.parse(revision?.fields ?? '{}')).toMatchObject({ ...english, slugEn: 'ridge-walk-packing' });
  });

  it('shares one address space with the Czech slugs: neither may take the other’s', async () => {
    const czech = await draft('Jedna adresa');
    const clash = await call(
      CREATE,
      { input: { ...complete(), titleEn: 'One address', slugEn: czech.slug } },
      editor(),
    );
    expect(fields(clash)).toEqual({ slugEn: 'SLUG_TAKEN' });
    const englishOne = data(await call(CREATE, { input: { ...complete(), titleEn: 'Another address' } }, editor()));
    const taken = await call(CREATE, { input: { ...complete(), slug: 'another-address' } }, editor());
    expect(fields(taken)).toEqual({ slug: 'SLUG_TAKEN' });
    expect(data(await one(englishOne))).toMatchObject({ slugEn: 'another-address' });
  });
});

describe('scheduling', () => {
  it('a scheduled article appears on the blog and the wall when due, without a restart', async () => {
    const article = await draft('Naplánovaný článek');
    const past = await call(SCHEDULE, { ...ref(article), at: new Date(Date.now() - 1000).toISOString() }, editor());
    expect(fields(past)).toEqual({ at: 'INVALID_VALUE' });
    const scheduled = data(
      await call(SCHEDULE, { ...ref(article), at: new Date(Date.now() + 1500).toISOString() }, editor()),
    );
    expect(scheduled.status).toBe('SCHEDULED');
    const listed = async () =>
      data<{ edges: Array<{ _id: string }> }>(await call(BLOG_LIST, {})).edges.some((edge) => edge._id === article._id);
    expect(await listed()).toBe(false);

    // The scheduler of the running server (every second) publishes it.
    const deadline = Date.now() + 15_000;
    while (!(await listed()) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 250));
    expect(await listed()).toBe(true);
    const blog = await (await fetch(`${t.url}/blog`)).text();
    expect(blog).toContain('Naplánovaný článek');
    const feed = data<{ edges: Array<{ _id: string }> }>(await call(FEED, {}, as('USER')));
    expect(feed.edges.map((edge) => edge._id)).toContain(article._id);
    expect(data(await call(ONE, { id: article._id }, editor()))).toMatchObject({
      status: 'PUBLISHED',
      scheduledAt: null,
      version: scheduled.version + 1,
    });
    const audit = await t.app.services.db.select().from(auditLog).where(eq(auditLog.entityId, article._id));
    expect(audit.filter((entry) => entry.action === 'article.publishScheduled')).toHaveLength(1);
  });

  it('a due article is published once, however many publish at the same time', async () => {
    const article = await draft('Jednou a dost');
    data(await call(SCHEDULE, { ...ref(article), at: new Date(Date.now() + 3_600_000).toISOString() }, editor()));
    const { db } = t.app.services;
    await db.execute(sql`UPDATE articles SET scheduled_at = now() - interval '1 second' WHERE id = ${article._id}`);
    const now = new Date();
    const [one, two, three] = await Promise.all([
      publishDueContent(db, now),
      publishDueContent(db, now),
      publishDueContent(db, now),
    ]);
    expect([...one, ...two, ...three].filter((id) => id === article._id).length).toBeLessThanOrEqual(1);
    expect(data(await call(ONE, { id: article._id }, editor())).status).toBe('PUBLISHED');
    const audit = await db.select().from(auditLog).where(eq(auditLog.entityId, article._id));
    expect(audit.filter((entry) => entry.action === 'article.publishScheduled')).toHaveLength(1);
  });

  it('unpublishing a schedule that never fired leaves a draft', async () => {
    const article = await draft('Zrušený plán');
    const scheduled = data(
      await call(SCHEDULE, { ...ref(article), at: new Date(Date.now() + 3_600_000).toISOString() }, editor()),
    );
    expect(data(await call(UNPUBLISH, ref(scheduled), editor()))).toMatchObject({ status: 'DRAFT', scheduledAt: null });
  });
});

describe('featured articles', () => {
  it('come first on the wall, the newest first among them; the console filters by them', async () => {
    const older = await published('Starší článek');
    const newer = await published('Novější článek');
    const wall = async () => data<{ edges: Article[] }>(await call(FEED, {}, as('USER'))).edges;
    const position = (edges: Article[], article: Article) => edges.findIndex((edge) => edge._id === article._id);

    let edges = await wall();
    expect(position(edges, newer)).toBeLessThan(position(edges, older));

    const chief = as('CHIEF_EDITOR');
    const featured = data(await call(FEATURE, { ...ref(older), featured: true }, chief));
    expect(featured).toMatchObject({ featured: true, version: older.version + 1 });
    // Setting what is already set changes nothing.
    expect(data(await call(FEATURE, { ...ref(featured), featured: true }, chief)).version).toBe(featured.version);
    expect(data(await call(PUBLIC, { slug: older.slug }))).toMatchObject({ featured: true });

    edges = await wall();
    expect(position(edges, older)).toBeLessThan(position(edges, newer));
    const firstPlain = edges.findIndex((edge) => !edge.featured);
    expect(edges.slice(firstPlain).every((edge) => !edge.featured)).toBe(true);

    const list = data<{ edges: Article[] }>(await call(LIST, { filter: { featured: true } }, editor()));
    expect(list.edges.map((edge) => edge._id)).toContain(older._id);
    expect(list.edges.every((edge) => edge.featured)).toBe(true);

    const plain = data(await call(FEATURE, { ...ref(featured), featured: false }, chief));
    expect(plain.featured).toBe(false);
    edges = await wall();
    expect(position(edges, newer)).toBeLessThan(position(edges, older));
    const audit = await t.app.services.db.select().from(auditLog).where(eq(auditLog.entityId, older._id));
    expect(audit.filter((entry) => entry.action === 'article.setFeatured')).toHaveLength(2);
  });
});

describe('the console list', () => {
  it('searches, filters by status and sorts', async () => {
    const unique = `Hledaný ${Date.now()}`;
    const one = await draft(`${unique} A`);
    const two = await published(`${unique} B`);
    const found = data<{ total: number; edges: Article[] }>(
      await call(LIST, { filter: { search: unique, sort: { field: 'title', direction: 'ASC' } } }, editor()),
    );
    expect(found.edges.map((edge) => edge._id)).toEqual([one._id, two._id]);
    const drafts = data<{ edges: Article[] }>(
      await call(LIST, { filter: { search: unique, status: ['PUBLISHED'] } }, editor()),
    );
    expect(drafts.edges.map((edge) => edge._id)).toEqual([two._id]);
    const invalid = await call(LIST, { filter: { authorId: 'nobody' } }, editor());
    expect(errorCode(invalid)).toBe('BAD_USER_INPUT');
  });
});
