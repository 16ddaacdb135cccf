import type { Resolvers, UserStatus } from '../../generated/graphql.js';
import { shortname } from '../../platform/presenters.js';
import { withoutNulls } from '../../platform/validation.js';

/** Thin: who is asking, then the service (it checks the permission table and validates). */
export const moderationDecisionsResolvers: Resolvers = {
  Query: {
    moderationRatings: async (_parent, { filter, pagination }, ctx) =>
      ctx.services.moderationDecisions.list((await ctx.viewer()).user, withoutNulls(filter), pagination),
  },
  Mutation: {
    hideRating: async (_parent, args, ctx) => ctx.services.moderationDecisions.hide((await ctx.viewer()).user, args),
    restoreRating: async (_parent, args, ctx) =>
      ctx.services.moderationDecisions.restore((await ctx.viewer()).user, args),
  },
  ModerationRating: {
    _id: (rating) => rating.id,
    trip: (rating) => ({ _id: rating.tripId, title: rating.tripTitle }),
    author: (rating) => ({
      _id: rating.userId,
      fullname: [rating.authorFirstname, rating.authorLastname].filter(Boolean).join(' '),
      email: rating.authorEmail,
      // Written only through validated input: the schema's enum values.
      status: rating.authorStatus as UserStatus,
    }),
    hidden: (rating) => rating.hiddenAt !== null,
    hiddenBy: (rating) =>
      rating.hiddenById
        ? { _id: rating.hiddenById, shortname: shortname(rating.hiderFirstname, rating.hiderLastname) }
        : null,
  },
};
