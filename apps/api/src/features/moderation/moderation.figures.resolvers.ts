import type { Resolvers } from '../../generated/graphql.js';

/** Thin: who is asking, then the service (it checks the permission table and validates). */
export const moderationFiguresResolvers: Resolvers = {
  Query: {
    moderationFigures: async (_parent, range, ctx) =>
      ctx.services.moderationFigures.monthly((await ctx.viewer()).user, range),
  },
};
