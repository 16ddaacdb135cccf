import type { ContentReportReason, Resolvers } from '../../generated/graphql.js';
import { presentAppeal, presentModeration } from './moderation.appeals.presenters.js';
import type { ModerationAppealsService } from './moderation.appeals.service.js';
import { presentReportedPhoto, presentReportedRating } from './moderation.reports.presenters.js';

type QueueEdge = Awaited<ReturnType<ModerationAppealsService['queue']>>['edges'][number];

function presentQueued(edge: QueueEdge) {
  return {
    _id: edge.id,
    explanation: edge.explanation,
    createdAt: edge.createdAt,
    decision: {
      _id: edge.decisionId,
      // Only HIDE decisions are appealed, and a HIDE decision always has its ground (a table constraint).
      ground: edge.ground as ContentReportReason,
      explanation: edge.decisionExplanation,
      decidedAt: edge.decidedAt,
      decidedByViewer: edge.decidedByViewer,
    },
    rating: edge.rating ? presentReportedRating(edge.rating) : null,
    photo: edge.photo ? presentReportedPhoto(edge.photo, edge.rating) : null,
  };
}

/** Thin: who is asking, then the service (it checks the permission table and validates). */
export const moderationAppealsResolvers: Resolvers = {
  Query: {
    appealQueue: async (_parent, { pagination }, ctx) => {
      const page = await ctx.services.moderationAppeals.queue((await ctx.viewer()).user, pagination);
      return { total: page.total, edges: page.edges.map(presentQueued) };
    },
  },
  Mutation: {
    appealDecision: async (_parent, { input }, ctx) =>
      presentAppeal(await ctx.services.moderationAppeals.appeal((await ctx.viewer()).user, input)),
    decideAppeal: async (_parent, { input }, ctx) =>
      presentAppeal(await ctx.services.moderationAppeals.decide((await ctx.viewer()).user, input)),
  },
  TripRating: {
    // Only the rating's author learns how it was moderated; everybody else sees nothing of it.
    moderation: async (rating, _args, ctx) => {
      const viewer = await ctx.optionalViewer();
      if (viewer?.user.id !== rating.userId) return null;
      const row = await ctx.loaders.ratingModeration.load(rating.id);
      return row ? presentModeration(row) : null;
    },
  },
  HikerPhoto: {
    // As for a rating: only the photo's author learns how it was moderated.
    moderation: async (photo, _args, ctx) => {
      const viewer = await ctx.optionalViewer();
      if (viewer?.user.id !== photo.userId) return null;
      const row = await ctx.loaders.photoModeration.load(photo.id);
      return row ? presentModeration(row) : null;
    },
  },
};
