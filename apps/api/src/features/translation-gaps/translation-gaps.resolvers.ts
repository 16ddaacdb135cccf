import type { Resolvers } from '../../generated/graphql.js';

/** Thin: who is asking, then the service (it checks the permission table). */
export const translationGapsResolvers: Resolvers = {
  Query: {
    translationGaps: async (_parent, _args, ctx) => ctx.services.translationGaps.count((await ctx.viewer()).user),
  },
};
