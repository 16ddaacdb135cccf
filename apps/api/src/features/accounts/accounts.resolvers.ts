import type { GraphQLContext } from '../../context.js';
import type { DevicePlatform, Language, Resolvers, Role, Sex } from '../../generated/graphql.js';

/** Thin: authorise, hand the raw input to the service (it validates), return. */
export const accountsResolvers: Resolvers = {
  Query: {
    me: async (_parent, _args, ctx) => (await ctx.viewer()).user,
    mySessions: async (_parent, _args, ctx) => {
      const { user, sessionId } = await ctx.viewer();
      const sessions = await ctx.services.accounts.mySessions(user);
      return sessions.map((session) => ({ ...session, current: session.id === sessionId }));
    },
  },
  Mutation: {
    signUp: (_parent, { input }, ctx) => ctx.services.accounts.signUp(input, ctx.meta),
    finishSignUp: (_parent, { input }, ctx) => ctx.services.accounts.finishSignUp(input, ctx.meta),
    signIn: (_parent, { input }, ctx) => ctx.services.accounts.signIn(input, ctx.meta),
    refreshToken: (_parent, { refreshToken }, ctx) => ctx.services.accounts.refresh(refreshToken, ctx.meta),
    signOut: (_parent, { refreshToken }, ctx) => ctx.services.accounts.signOut(refreshToken),
    requestPasswordReset: (_parent, { email }, ctx) => ctx.services.accounts.requestPasswordReset({ email }, ctx.meta),
    resetPassword: (_parent, args, ctx) => ctx.services.accounts.resetPassword(args, ctx.meta),
    changePassword: async (_parent, args, ctx) => {
      const { user, sessionId } = await ctx.viewer();
      return ctx.services.accounts.changePassword(user, sessionId, args);
    },
    signOutSession: async (_parent, args, ctx) => {
      const { user } = await ctx.viewer();
      return ctx.services.accounts.signOutSession(user, args);
    },
    signOutOtherSessions: async (_parent, _args, ctx) => {
      const { user, sessionId } = await ctx.viewer();
      return ctx.services.accounts.signOutOtherSessions(user, sessionId);
    },
    updateMyProfile: async (_parent, { input }, ctx) => {
      const { user } = await ctx.viewer();
      const updated = await ctx.services.accounts.updateMyProfile(user, input);
      ctx.loaders.userById.prime(updated.id, updated);
      return updated;
    },
    deleteAccount: async (_parent, { feedback }, ctx) => {
      const { user } = await ctx.viewer();
      return ctx.services.accounts.deleteAccount(user, { feedback });
    },
  },
  Subscription: {
    myProfileUpdated: {
      subscribe: async (_parent, _args, ctx) => {
        const { user } = await ctx.viewer();
        return ctx.services.accounts.profileEvents(user.id);
      },
      resolve: async (payload: { userId: string }, _args: unknown, ctx: GraphQLContext) => {
        // Read afresh: the event carries only the id.
        ctx.loaders.userById.clear(payload.userId);
        const user = await ctx.loaders.userById.load(payload.userId);
        if (!user) throw new Error(`user ${payload.userId} vanished`);
        return user;
      },
    },
  },
  Session: {
    _id: (session) => session.id,
    // Only ever written from describeDevice's DevicePlatform values.
    platform: (session) => (session.platform as DevicePlatform | null) ?? null,
    signedInAt: (session) => session.createdAt.toISOString(),
    lastUsedAt: (session) => session.lastUsedAt.toISOString(),
  },
  User: {
    _id: (user) => user.id,
    fullname: (user) => [user.firstname, user.lastname].filter(Boolean).join(' '),
    firstname: (user) => user.firstname ?? '',
    lastname: (user) => user.lastname ?? '',
    email: (user) => user.email ?? '',
    // The roles, sex and language columns only ever hold the schema's enum values (written through validated input).
    roles: (user) => user.roles as Role[],
    city: async (user, _args, ctx) => (user.cityId ? ((await ctx.loaders.cityById.load(user.cityId)) ?? null) : null),
    sex: (user) => (user.sex as Sex | null) ?? null,
    language: (user) => user.language as Language,
    createdAt: (user) => user.createdAt.toISOString(),
  },
};
