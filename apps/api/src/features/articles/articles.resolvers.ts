import type { GraphQLContext } from '../../context.js';
import type { Resolvers, ResolversParentTypes } from '../../generated/graphql.js';
import { localized, translatedFieldResolvers } from '../../platform/content-language.js';
import { AppError } from '../../platform/errors.js';
import { renderMarkdown } from '../../platform/markdown.js';
import { type ImageModel, joinedImage, label, shortname } from '../../platform/presenters.js';

/** An article or a trip announcement, as the wall shows them. */
type PublishedRow = ResolversParentTypes['Published'];
/** A published article. */
type ArticleRow = ResolversParentTypes['PublishedArticle'];

function image(row: PublishedRow): ImageModel | null {
  return joinedImage({
    id: row.imageId,
    url: row.imageUrl,
    alt: row.imageAlt,
    altEn: row.imageAltEn,
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
  label: (row: PublishedRow, _args: unknown, ctx: GraphQLContext) => label(row, ctx.language),
  image: (row: PublishedRow) => image(row),
  publishedAt: (row: PublishedRow) => row.publishedAt ?? row.createdAt,
};

export const articlesResolvers: Resolvers = {
  Query: {
    feed: async (_parent, args, ctx) => {
      const { total, entries } = await ctx.services.articles.feedPage(ctx.catalogue, args);
      const rows = await Promise.all(entries.map((entry) => loadPublished(entry, ctx)));
      return { total, edges: rows.filter((row): row is PublishedRow => Boolean(row)) };
    },
    publishedArticles: async (_parent, args, ctx) => {
      const { total, edges } = await ctx.services.articles.publishedPage(args);
      return { total, edges: primeArticles(edges, ctx) };
    },
    article: (_parent, { slug }, ctx) => ctx.services.articles.bySlug(slug),
    myBookmarkedArticles: async (_parent, { pagination }, ctx) => {
      const { user } = await ctx.viewer();
      const { total, edges } = await ctx.services.articles.bookmarked(user.id, pagination);
      return { total, edges: primeArticles(edges, ctx) };
    },
    myBookmarkedArticlesCount: async (_parent, _args, ctx) =>
      (await ctx.loaders.profileCounters.load((await ctx.viewer()).user.id)).bookmarkedArticles,
  },
  Mutation: {
    toggleArticleBookmark: async (_parent, { id }, ctx) => {
      const { user } = await ctx.viewer();
      const articleId = await ctx.services.articles.toggleBookmark(user.id, id);
      ctx.loaders.profileCounters.clear(user.id);
      ctx.loaders.articleBookmarked(user.id).clear(articleId);
      const article = await ctx.loaders.articleById.load(articleId);
      if (!article) throw new AppError('INTERNAL_SERVER_ERROR', 'The article vanished');
      return article;
    },
  },
  Subscription: {
    feedUpdated: {
      subscribe: async (_parent, _args, ctx) => {
        await ctx.viewer();
        return ctx.services.articles.feedEvents();
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
    ...translatedFieldResolvers(['slug', 'title', 'preview', 'perex', 'content']),
    contentHtml: (row, _args, ctx) => renderMarkdown(localized(row, 'content', ctx.language)),
    author: (row) =>
      row.authorId && row.authorStatus === 'ACTIVE'
        ? { id: row.authorId, shortname: shortname(row.authorFirstname, row.authorLastname) }
        : null,
    isBookmarked: async (row, _args, ctx) => {
      const viewer = await ctx.optionalViewer();
      return viewer ? ctx.loaders.articleBookmarked(viewer.user.id).load(row.id) : false;
    },
    featuredArticles: async (row, { limit }, ctx) =>
      primeArticles(await ctx.services.articles.featuredAfter(row, limit), ctx),
  },
  PublishedTripAnnouncement: {
    ...publishedFields,
    ...translatedFieldResolvers(['title', 'preview']),
    trip: async (row, _args, ctx) => (await ctx.loaders.tripById.load(row.tripId)) ?? null,
  },
};
