import type { GraphQLContext } from '../../context.js';
import type { Resolvers } from '../../generated/graphql.js';
import { AppError, badUserInput, fieldError } from '../../platform/errors.js';
import { renderMarkdown } from '../../platform/markdown.js';
import { PAGE_SIZES, parsePagination } from '../../platform/pagination.js';
import { parseInput } from '../../platform/validation.js';
import { withoutNulls } from '../trips/trips.inputs.js';
import type { ImageModel } from '../trips/trips.models.js';
import { joinedImage, label, shortname } from '../trips/trips.presenters.js';
import {
  articleIdInput,
  articlesFilterInput,
  feedFilterInput,
  publishedSortInput,
  slugInput,
} from './articles.inputs.js';
import {
  type AnnouncementRow,
  type ArticleRow,
  articleWhere,
  findArticleBySlug,
  findArticlesPage,
  findFeaturedArticles,
  findFeedPage,
  findMyBookmarkedArticles,
  type PublishedRow,
  toggleArticleBookmark,
} from './articles.repository.js';

const MAX_FEATURED = 10;

function image(row: PublishedRow): ImageModel | null {
  return joinedImage({
    id: row.imageId,
    url: row.imageUrl,
    alt: row.imageAlt,
    width: row.imageWidth,
    height: row.imageHeight,
    variants: row.imageVariants,
  });
}

function primeArticles(rows: ArticleRow[], ctx: GraphQLContext): ArticleRow[] {
  for (const row of rows) ctx.loaders.articleById.prime(row.id, row);
  return rows;
}

async function loadPublished(
  entry: { kind: string; id: string },
  ctx: GraphQLContext,
): Promise<PublishedRow | undefined> {
  return entry.kind === 'ARTICLE'
    ? ctx.loaders.articleById.load(entry.id)
    : ctx.loaders.announcementById.load(entry.id);
}

const publishedFields = {
  _id: (row: PublishedRow) => row.id,
  label: (row: PublishedRow, _args: unknown, ctx: GraphQLContext) => label(row, ctx),
  image: (row: PublishedRow) => image(row),
  publishedAt: (row: PublishedRow) => row.publishedAt ?? row.createdAt,
};

export const articlesResolvers: Resolvers = {
  Query: {
    feed: async (_parent, args, ctx) => {
      const filter = parseInput(feedFilterInput, withoutNulls(args.filter));
      const { direction } = parseInput(publishedSortInput, withoutNulls(args.sort));
      const page = parsePagination(args.pagination, PAGE_SIZES.feed);
      const { total, entries } = await ctx.catalogue.get(`feed:${JSON.stringify([filter, direction, page])}`, () =>
        findFeedPage(ctx.services.db, filter, direction, page),
      );
      const rows = await Promise.all(entries.map((entry) => loadPublished(entry, ctx)));
      return { total, edges: rows.filter((row): row is PublishedRow => Boolean(row)) };
    },
    publishedArticles: async (_parent, args, ctx) => {
      const filter = parseInput(articlesFilterInput, withoutNulls(args.filter));
      const { direction } = parseInput(publishedSortInput, withoutNulls(args.sort));
      const page = parsePagination(args.pagination, PAGE_SIZES.feed);
      const { total, edges } = await findArticlesPage(ctx.services.db, articleWhere(filter.labels), direction, page);
      return { total, edges: primeArticles(edges, ctx) };
    },
    article: async (_parent, { slug }, ctx) =>
      (await findArticleBySlug(ctx.services.db, parseInput(slugInput, slug))) ?? null,
    myBookmarkedArticles: async (_parent, { pagination }, ctx) => {
      const { user } = await ctx.viewer();
      const page = parsePagination(pagination, PAGE_SIZES.profile);
      const { total, edges } = await findMyBookmarkedArticles(ctx.services.db, user.id, page);
      return { total, edges: primeArticles(edges, ctx) };
    },
    myBookmarkedArticlesCount: async (_parent, _args, ctx) =>
      (await ctx.loaders.profileCounters.load((await ctx.viewer()).user.id)).bookmarkedArticles,
  },
  Mutation: {
    toggleArticleBookmark: async (_parent, { id }, ctx) => {
      const { user } = await ctx.viewer();
      const parsed = articleIdInput.safeParse(id);
      if (!parsed.success) throw badUserInput([fieldError('id', 'INVALID_VALUE')]);
      if (!(await toggleArticleBookmark(ctx.services.db, user.id, parsed.data))) {
        throw badUserInput([fieldError('id', 'INVALID_VALUE')]);
      }
      ctx.loaders.profileCounters.clear(user.id);
      ctx.loaders.articleBookmarked(user.id).clear(parsed.data);
      const article = await ctx.loaders.articleById.load(parsed.data);
      if (!article) throw new AppError('INTERNAL_SERVER_ERROR', 'The article vanished');
      return article;
    },
  },
  Subscription: {
    feedUpdated: {
      subscribe: async (_parent, _args, ctx) => {
        await ctx.viewer();
        return ctx.services.pubsub.subscribe('feed:updated');
      },
      resolve: async (payload: { kind: string; id: string }, _args: unknown, ctx: GraphQLContext) => {
        // The subscription's context outlives many changes of the catalogue; each event reads the current one.
        ctx.catalogue.refresh();
        const row = await loadPublished(payload, ctx);
        if (!row) throw new AppError('INTERNAL_SERVER_ERROR', 'The published item vanished');
        return row;
      },
    },
  },
  Published: {
    __resolveType: (row) => (row.kind === 'ARTICLE' ? 'PublishedArticle' : 'PublishedTripAnnouncement'),
  },
  PublishedArticle: {
    ...publishedFields,
    contentHtml: (row) => renderMarkdown(row.content),
    author: (row) =>
      row.authorId && row.authorStatus === 'ACTIVE'
        ? { id: row.authorId, shortname: shortname(row.authorFirstname, row.authorLastname) }
        : null,
    isBookmarked: async (row, _args, ctx) => {
      const viewer = await ctx.optionalViewer();
      return viewer ? ctx.loaders.articleBookmarked(viewer.user.id).load(row.id) : false;
    },
    featuredArticles: async (row, { limit }, ctx) =>
      primeArticles(
        await findFeaturedArticles(ctx.services.db, row, Math.min(Math.max(limit ?? 3, 0), MAX_FEATURED)),
        ctx,
      ),
  },
  PublishedTripAnnouncement: {
    ...publishedFields,
    trip: async (row: AnnouncementRow, _args, ctx) => (await ctx.loaders.tripById.load(row.tripId)) ?? null,
  },
};
