import type { EditorialStatus, Resolvers } from '../../generated/graphql.js';
import { renderMarkdown } from '../../platform/markdown.js';
import { joinedImage, label, shortname } from '../../platform/presenters.js';
import { withoutNulls } from '../../platform/validation.js';
import { actor } from '../editorial/index.js';

/** Thin: who is asking, then the service (it checks the permission table and validates). */
export const articleEditingResolvers: Resolvers = {
  Query: {
    editorArticles: async (_parent, { filter, pagination }, ctx) => {
      const given = withoutNulls(filter);
      return ctx.services.articleEditing.list(
        (await ctx.viewer()).user,
        { ...given, sort: withoutNulls(given?.sort) },
        pagination,
      );
    },
    editorArticle: async (_parent, { id }, ctx) => ctx.services.articleEditing.get((await ctx.viewer()).user, id),
    articleRevisions: async (_parent, { id }, ctx) =>
      ctx.services.articleEditing.revisions((await ctx.viewer()).user, id),
    articleAuthors: async (_parent, _args, ctx) =>
      (await ctx.services.articleEditing.authors((await ctx.viewer()).user)).map((user) => ({
        _id: user.id,
        shortname: shortname(user.firstname, user.lastname),
      })),
  },
  Mutation: {
    createArticle: async (_parent, { input }, ctx) =>
      ctx.services.articleEditing.create((await ctx.viewer()).user, withoutNulls(input)),
    updateArticle: async (_parent, { id, version, input }, ctx) =>
      ctx.services.articleEditing.update((await ctx.viewer()).user, { id, version, fields: withoutNulls(input) }),
    publishArticle: async (_parent, args, ctx) => ctx.services.articleEditing.publish((await ctx.viewer()).user, args),
    scheduleArticle: async (_parent, args, ctx) =>
      ctx.services.articleEditing.schedule((await ctx.viewer()).user, args),
    unpublishArticle: async (_parent, args, ctx) =>
      ctx.services.articleEditing.unpublish((await ctx.viewer()).user, args),
    deleteArticleDraft: async (_parent, args, ctx) =>
      ctx.services.articleEditing.deleteDraft((await ctx.viewer()).user, args),
    restoreArticleRevision: async (_parent, args, ctx) =>
      ctx.services.articleEditing.restoreRevision((await ctx.viewer()).user, args),
    setArticleFeatured: async (_parent, args, ctx) =>
      ctx.services.articleEditing.setFeatured((await ctx.viewer()).user, args),
  },
  EditorArticle: {
    _id: (article) => article.id,
    // Written only through validated input or the seed: the schema's enum values.
    status: (article) => article.status as EditorialStatus,
    previousSlugs: (article, _args, ctx) => ctx.loaders.previousSlugsByArticleId.load(article.id),
    label: (article, _args, ctx) => label(article, ctx.language),
    image: (article) =>
      joinedImage({
        id: article.imageId,
        url: article.imageUrl,
        alt: article.imageAlt,
        altEn: article.imageAltEn,
        width: article.imageWidth,
        height: article.imageHeight,
        variants: article.imageVariants,
        focalX: article.imageFocalX,
        focalY: article.imageFocalY,
      }),
    contentHtml: (article) => renderMarkdown(article.content),
    contentEnHtml: (article) => (article.contentEn ? renderMarkdown(article.contentEn) : null),
    author: (article) => actor(article.authorId, article.authorFirstname, article.authorLastname),
    updatedBy: (article) => actor(article.updatedById, article.updaterFirstname, article.updaterLastname),
  },
  ArticleRevision: {
    author: (revision) => actor(revision.authorId, revision.authorFirstname, revision.authorLastname),
    fields: (revision) => JSON.stringify(revision.snapshot),
  },
};
