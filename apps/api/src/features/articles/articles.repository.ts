import { and, asc, count, desc, eq, getTableColumns, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from '../../db/client.js';
import { preparedStatement, queryRows, uuidArray } from '../../db/raw.js';
import {
  articleBookmarks,
  articleSlugHistory,
  articles,
  images,
  labels,
  tripAnnouncements,
  users,
} from '../../db/schema.js';
import type { Page } from '../../platform/pagination.js';

/** Every column of articles but their words for search, which only the database reads (features/search). */
const { searchVector: _searchVector, ...articleTableColumns } = getTableColumns(articles);

const author = alias(users, 'author');

const labelColumns = { labelCs: labels.labelCs, labelEn: labels.labelEn, labelColor: labels.color };
const imageColumns = {
  imageUrl: images.url,
  imageAlt: images.alt,
  imageAltEn: images.altEn,
  imageWidth: images.width,
  imageHeight: images.height,
  imageVariants: images.variants,
};

function selectArticles(db: Database) {
  return db
    .select({
      ...articleTableColumns,
      ...labelColumns,
      ...imageColumns,
      authorFirstname: author.firstname,
      authorLastname: author.lastname,
      authorStatus: author.status,
    })
    .from(articles)
    .leftJoin(labels, eq(labels.id, articles.labelId))
    .leftJoin(images, eq(images.id, articles.imageId))
    .leftJoin(author, eq(author.id, articles.authorId));
}

export type ArticleRow = Awaited<ReturnType<ReturnType<typeof selectArticles>['execute']>>[number] & {
  kind: 'ARTICLE';
};

/** The announced trip is published: an announcement is on the wall only while its trip is. */
const announcedTripPublished = sql`EXISTS (SELECT 1 FROM trips WHERE trips.id = trip_announcements.trip_id AND trips.status = 'PUBLISHED')`;

function selectAnnouncements(db: Database) {
  return db
    .select({ ...getTableColumns(tripAnnouncements), ...labelColumns, ...imageColumns })
    .from(tripAnnouncements)
    .leftJoin(labels, eq(labels.id, tripAnnouncements.labelId))
    .leftJoin(images, eq(images.id, tripAnnouncements.imageId));
}

export type AnnouncementRow = Awaited<ReturnType<ReturnType<typeof selectAnnouncements>['execute']>>[number] & {
  kind: 'TRIP_ANNOUNCEMENT';
};

export type PublishedRow = ArticleRow | AnnouncementRow;

const asArticles = (rows: Omit<ArticleRow, 'kind'>[]): ArticleRow[] => rows.map((row) => ({ ...row, kind: 'ARTICLE' }));

const published = eq(articles.status, 'PUBLISHED');

/** Published articles, of these labels when any are given, and only those with complete English when asked. */
export function articleWhere(labelIds: string[], english = false): SQL | undefined {
  return and(
    published,
    labelIds.length ? inArray(articles.labelId, labelIds) : undefined,
    english ? eq(articles.hasEnglish, true) : undefined,
  );
}

export async function findArticlesPage(db: Database, where: SQL | undefined, direction: 'ASC' | 'DESC', page: Page) {
  const order = direction === 'ASC' ? asc : desc;
  const [totalRow] = await db.select({ total: count() }).from(articles).where(where);
  const rows = await selectArticles(db)
    .where(where)
    .orderBy(order(articles.publishedAt), order(articles.id))
    .limit(page.limit)
    .offset(page.offset);
  return { total: totalRow?.total ?? 0, edges: asArticles(rows) };
}

export async function findPublishedArticlesByIds(db: Database, ids: readonly string[]): Promise<ArticleRow[]> {
  return asArticles(await selectArticles(db).where(and(published, inArray(articles.id, [...ids]))));
}

/**
 * The published article that has the slug, Czech or English, or had it before (article_slug_history): its row names
 * the current ones.
 */
export async function findArticleBySlug(db: Database, slug: string): Promise<ArticleRow | undefined> {
  const formerly = db
    .select({ id: articleSlugHistory.articleId })
    .from(articleSlugHistory)
    .where(eq(articleSlugHistory.slug, slug));
  const [row] = await selectArticles(db)
    .where(and(published, or(eq(articles.slug, slug), eq(articles.slugEn, slug), inArray(articles.id, formerly))))
    .limit(1);
  return row ? { ...row, kind: 'ARTICLE' } : undefined;
}

/** Recent published articles other than this one, those sharing its label first. */
export async function findFeaturedArticles(db: Database, article: ArticleRow, limit: number): Promise<ArticleRow[]> {
  // An article without a label has no "same label" to prefer (and `ORDER BY false` is no valid order).
  const newest = [desc(articles.publishedAt), desc(articles.id)];
  const order = article.labelId
    ? [sql`coalesce(${articles.labelId} = ${article.labelId}, false) DESC`, ...newest]
    : newest;
  return asArticles(
    await selectArticles(db)
      .where(and(published, ne(articles.id, article.id)))
      .orderBy(...order)
      .limit(limit),
  );
}

export async function findPublishedAnnouncementsByIds(
  db: Database,
  ids: readonly string[],
): Promise<AnnouncementRow[]> {
  const rows = await selectAnnouncements(db).where(
    and(eq(tripAnnouncements.status, 'PUBLISHED'), announcedTripPublished, inArray(tripAnnouncements.id, [...ids])),
  );
  return rows.map((row) => ({ ...row, kind: 'TRIP_ANNOUNCEMENT' }));
}

/**
 * One page of the wall: ids and kinds of articles and announcements merged by publication time, the featured articles
 * (a chief editor's choice, `articles.featured`) first whichever the direction.
 */
export async function findFeedPage(
  db: Database,
  filter: { kinds: string[]; labels: string[] },
  direction: 'ASC' | 'DESC',
  page: Page,
) {
  const wants = (kind: string) => filter.kinds.length === 0 || filter.kinds.includes(kind);
  const labelFilter = (column: SQL) =>
    filter.labels.length
      ? sql` AND ${column} IN (${sql.join(
          filter.labels.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`
      : sql``;
  const parts: SQL[] = [];
  if (wants('ARTICLE')) {
    parts.push(
      sql`SELECT 'ARTICLE' AS kind, id, published_at, featured FROM articles WHERE status = 'PUBLISHED'${labelFilter(sql`label_id`)}`,
    );
  }
  if (wants('TRIP_ANNOUNCEMENT')) {
    parts.push(
      // An announcement of a trip no longer published (unpublished by an editor) leaves the wall with it.
      sql`SELECT 'TRIP_ANNOUNCEMENT' AS kind, id, published_at, false AS featured FROM trip_announcements WHERE status = 'PUBLISHED' AND ${announcedTripPublished}${labelFilter(sql`label_id`)}`,
    );
  }
  if (parts.length === 0) return { total: 0, entries: [] as { kind: string; id: string }[] };
  const union = sql.join(parts, sql` UNION ALL `);
  const order = sql.raw(direction === 'ASC' ? 'ASC' : 'DESC');
  const [totalRows, entries] = await Promise.all([
    queryRows<{ total: number }>(db, sql`SELECT count(*)::int AS total FROM (${union}) AS feed`),
    queryRows<{ kind: 'ARTICLE' | 'TRIP_ANNOUNCEMENT'; id: string }>(
      db,
      sql`SELECT kind, id FROM (${union}) AS feed ORDER BY featured DESC, published_at ${order}, id ${order} LIMIT ${page.limit} OFFSET ${page.offset}`,
    ),
  ]);
  return { total: Number(totalRows[0]?.total ?? 0), entries };
}

/**
 * Adds or removes the bookmark in the caller's transaction, under the article's row lock (two toggles sent at once are
 * applied one after the other); false when there is no such published article.
 */
export async function toggleArticleBookmark(tx: Transaction, userId: string, articleId: string): Promise<boolean> {
  const exists = await tx
    .select({ id: articles.id })
    .from(articles)
    .where(and(eq(articles.id, articleId), published))
    .for('update');
  if (exists.length === 0) return false;
  const removed = await tx
    .delete(articleBookmarks)
    .where(and(eq(articleBookmarks.userId, userId), eq(articleBookmarks.articleId, articleId)))
    .returning({ id: articleBookmarks.articleId });
  if (removed.length === 0) await tx.insert(articleBookmarks).values({ userId, articleId }).onConflictDoNothing();
  return true;
}

const bookmarkedArticleIds = preparedStatement((db) =>
  db
    .select({ id: articleBookmarks.articleId })
    .from(articleBookmarks)
    .where(
      and(
        eq(articleBookmarks.userId, sql.placeholder('userId')),
        sql`${articleBookmarks.articleId} = any(${sql.placeholder('articleIds')}::uuid[])`,
      ),
    )
    .prepare('bookmarked_article_ids'),
);

export async function findBookmarkedArticleIds(db: Database, userId: string, articleIds: readonly string[]) {
  const rows = await bookmarkedArticleIds(db).execute({ userId, articleIds: uuidArray(articleIds) });
  return new Set(rows.map((row) => row.id));
}

export async function findMyBookmarkedArticles(db: Database, userId: string, page: Page) {
  const where = and(eq(articleBookmarks.userId, userId), published);
  const [totalRow] = await db
    .select({ total: count() })
    .from(articleBookmarks)
    .innerJoin(articles, eq(articles.id, articleBookmarks.articleId))
    .where(where);
  const rows = await selectArticles(db)
    .innerJoin(articleBookmarks, eq(articleBookmarks.articleId, articles.id))
    .where(where)
    .orderBy(desc(articleBookmarks.createdAt), desc(articles.id))
    .limit(page.limit)
    .offset(page.offset);
  return { total: totalRow?.total ?? 0, edges: asArticles(rows) };
}
