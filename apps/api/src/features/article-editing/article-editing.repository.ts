import { and, asc, count, desc, eq, getTableColumns, gte, inArray, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { articleSlugHistory, articles, images, labels, users } from '../../db/schema.js';
import type { Page } from '../../platform/pagination.js';
import { documentMatches, queryWords } from '../search/index.js';
import type { ArticleDraft, EditorArticlesFilter } from './article-editing.inputs.js';

/** Every column of articles but their words for search, which only the database reads (features/search). */
const { searchVector: _searchVector, ...articleTableColumns } = getTableColumns(articles);

const author = alias(users, 'author');
const updater = alias(users, 'updater');

/** An article as the console sees it, in any status, with its label, image and the names its screens show. */
function selectEditorArticles(db: Database) {
  return db
    .select({
      ...articleTableColumns,
      labelCs: labels.labelCs,
      labelEn: labels.labelEn,
      labelColor: labels.color,
      imageUrl: images.url,
      imageAlt: images.alt,
      imageAltEn: images.altEn,
      imageWidth: images.width,
      imageHeight: images.height,
      imageVariants: images.variants,
      imageFocalX: images.focalX,
      imageFocalY: images.focalY,
      authorFirstname: author.firstname,
      authorLastname: author.lastname,
      updaterFirstname: updater.firstname,
      updaterLastname: updater.lastname,
    })
    .from(articles)
    .leftJoin(labels, eq(labels.id, articles.labelId))
    .leftJoin(images, eq(images.id, articles.imageId))
    .leftJoin(author, eq(author.id, articles.authorId))
    .leftJoin(updater, eq(updater.id, articles.updatedById));
}

export type EditorArticleRow = Awaited<ReturnType<ReturnType<typeof selectEditorArticles>['execute']>>[number];

export async function findEditorArticle(db: Database, id: string): Promise<EditorArticleRow | undefined> {
  const [row] = await selectEditorArticles(db).where(eq(articles.id, id));
  return row;
}

/** Locks the article for the rest of the transaction (a second editor's write waits, then sees the new version). */
export async function lockEditorArticle(db: Database, id: string): Promise<EditorArticleRow | undefined> {
  const [row] = await selectEditorArticles(db).where(eq(articles.id, id)).for('update', { of: articles });
  return row;
}

const SORTS = {
  updatedAt: articles.updatedAt,
  title: articles.title,
  publishedAt: articles.publishedAt,
} as const;

/** A page of the console's article list. */
export async function findEditorArticlesPage(
  db: Database,
  filter: EditorArticlesFilter,
  page: Page,
): Promise<{ total: number; edges: EditorArticleRow[] }> {
  const where = and(
    documentMatches(sql`${articles.searchVector}`, queryWords(filter.search ?? '')),
    filter.status.length ? inArray(articles.status, filter.status) : undefined,
    filter.labelId ? eq(articles.labelId, filter.labelId) : undefined,
    filter.authorId ? eq(articles.authorId, filter.authorId) : undefined,
    filter.featured != null ? eq(articles.featured, filter.featured) : undefined,
    filter.updatedFrom ? gte(articles.updatedAt, filter.updatedFrom) : undefined,
    filter.updatedTo ? lte(articles.updatedAt, filter.updatedTo) : undefined,
    filter.missingEnglish ? eq(articles.hasEnglish, false) : undefined,
  );
  const column = SORTS[filter.sort.field];
  const order: SQL[] =
    filter.sort.direction === 'ASC'
      ? [sql`${column} ASC NULLS LAST`, asc(articles.id)]
      : [sql`${column} DESC NULLS LAST`, desc(articles.id)];
  const [[totalRow], edges] = await Promise.all([
    db.select({ total: count() }).from(articles).where(where),
    selectEditorArticles(db)
      .where(where)
      .orderBy(...order)
      .limit(page.limit)
      .offset(page.offset),
  ]);
  return { total: totalRow?.total ?? 0, edges };
}

/** Whether the label exists and is one for articles (taxonomy: a label of one kind goes only on that kind). */
/** The active accounts holding any of the roles, by surname and first name. */
export function findActiveUsersWithRoles(db: Database, roles: readonly string[]) {
  return db
    .select({ id: users.id, firstname: users.firstname, lastname: users.lastname })
    .from(users)
    .where(and(eq(users.status, 'ACTIVE'), sql`${users.roles} && ${sql.param([...roles])}::text[]`))
    .orderBy(asc(users.lastname), asc(users.firstname), asc(users.id));
}

export async function isArticleLabel(db: Database, id: string): Promise<boolean> {
  const rows = await db
    .select({ id: labels.id })
    .from(labels)
    .where(and(eq(labels.id, id), eq(labels.kind, 'ARTICLE')));
  return rows.length > 0;
}

/**
 * Serialises every writer of one slug until its transaction ends, so two editors cannot both take it (the unique index
 * sees only `articles.slug`; this also covers the slugs in the history).
 */
export async function lockSlug(db: Database, slug: string): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`article-slug:${slug}`}))`);
}

/**
 * Whether an article other than `exceptId` has the slug now, Czech or English, or had it before: one address names
 * one article, whichever its language.
 */
export async function slugTaken(db: Database, slug: string, exceptId: string | null): Promise<boolean> {
  const [current, earlier] = await Promise.all([
    db
      .select({ id: articles.id })
      .from(articles)
      .where(
        and(or(eq(articles.slug, slug), eq(articles.slugEn, slug)), exceptId ? ne(articles.id, exceptId) : undefined),
      )
      .limit(1),
    db
      .select({ id: articleSlugHistory.articleId })
      .from(articleSlugHistory)
      .where(and(eq(articleSlugHistory.slug, slug), exceptId ? ne(articleSlugHistory.articleId, exceptId) : undefined))
      .limit(1),
  ]);
  return current.length > 0 || earlier.length > 0;
}

/**
 * Keeps the history of a slug change: the new slug is no longer an earlier one (an article may go back to a slug it
 * had), and the old one, when it was ever public, leads here from now on.
 */
export async function recordSlugChange(
  db: Database,
  change: { articleId: string; from: string; to: string; wasPublic: boolean },
): Promise<void> {
  await db
    .delete(articleSlugHistory)
    .where(and(eq(articleSlugHistory.articleId, change.articleId), eq(articleSlugHistory.slug, change.to)));
  if (change.wasPublic) {
    await db
      .insert(articleSlugHistory)
      .values({ slug: change.from, articleId: change.articleId })
      .onConflictDoNothing();
  }
}

/** Each article's earlier slugs, the newest first. */
export async function findPreviousSlugs(db: Database, articleIds: readonly string[]): Promise<Map<string, string[]>> {
  const rows = await db
    .select({ articleId: articleSlugHistory.articleId, slug: articleSlugHistory.slug })
    .from(articleSlugHistory)
    .where(inArray(articleSlugHistory.articleId, [...articleIds]))
    .orderBy(desc(articleSlugHistory.createdAt), asc(articleSlugHistory.slug));
  const byArticle = new Map<string, string[]>();
  for (const row of rows) byArticle.set(row.articleId, [...(byArticle.get(row.articleId) ?? []), row.slug]);
  return byArticle;
}

export type ArticleColumns = Partial<typeof articles.$inferInsert>;

/** The draft's fields as table columns. */
export function columnsOf(draft: ArticleDraft) {
  return {
    title: draft.title,
    slug: draft.slug,
    labelId: draft.labelId ?? null,
    imageId: draft.imageId ?? null,
    perex: draft.perex,
    preview: draft.preview,
    content: draft.content,
    authorId: draft.authorId,
    slugEn: draft.slugEn,
    titleEn: draft.titleEn ?? null,
    previewEn: draft.previewEn ?? null,
    perexEn: draft.perexEn ?? null,
    contentEn: draft.contentEn ?? null,
  };
}

/**
 * Saves what the article's picture shows on the image itself (its alt texts wherever it appears): the Czech one when
 * given, the English one as given (null: none); `undefined` keeps either as it is.
 */
export async function describeImage(
  db: Database,
  imageId: string,
  alt: { cs: string | null | undefined; en: string | null | undefined },
): Promise<void> {
  await db
    .update(images)
    .set({ ...(alt.cs != null ? { alt: alt.cs } : {}), ...(alt.en !== undefined ? { altEn: alt.en } : {}) })
    .where(eq(images.id, imageId));
}

export async function insertArticle(db: Database, values: typeof articles.$inferInsert): Promise<string> {
  const [row] = await db.insert(articles).values(values).returning({ id: articles.id });
  if (!row) throw new Error('The article was not inserted');
  return row.id;
}

export async function updateArticleRow(db: Database, id: string, values: ArticleColumns): Promise<void> {
  await db
    .update(articles)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(articles.id, id));
}

export async function deleteArticleRow(db: Database, id: string): Promise<void> {
  await db.delete(articles).where(eq(articles.id, id));
}
