import type {
  CompanyPreference,
  DrinkPreference,
  Duration,
  ReferralSource,
  Resolvers,
  SleepPreference,
  TransportPreference,
  TripCharacteristic,
} from '../../generated/graphql.js';

export const engagementResolvers: Resolvers = {
  Mutation: {
    updateOnboardingPreferences: async (_parent, { input }, ctx) => {
      const { user } = await ctx.viewer();
      await ctx.services.engagement.updateOnboarding(user.id, input);
      ctx.loaders.userById.clear(user.id);
      ctx.loaders.onboardingByUserId.clear(user.id);
      const updated = await ctx.loaders.userById.load(user.id);
      if (!updated) throw new Error(`user ${user.id} vanished`);
      return updated;
    },
    subscribeToNewsletter: (_parent, args, ctx) => ctx.services.engagement.subscribeToNewsletter(args, ctx.meta),
    confirmNewsletterSubscription: (_parent, args, ctx) => ctx.services.engagement.confirmNewsletter(args),
    updateNewsletterSubscription: async (_parent, { subscribed }, ctx) => {
      const { user } = await ctx.viewer();
      // An active account always has its e-mail (only deleted accounts lose it, and they cannot sign in).
      await ctx.services.engagement.updateNewsletterSubscription(
        { email: user.email ?? '', language: user.language },
        subscribed,
      );
      return user;
    },
    unsubscribeFromNewsletter: (_parent, { token }, ctx) => ctx.services.engagement.unsubscribeFromNewsletter(token),
    sendSupportMessage: async (_parent, { input }, ctx) => {
      const viewer = await ctx.optionalViewer();
      const name = viewer ? [viewer.user.firstname, viewer.user.lastname].filter(Boolean).join(' ') : '';
      const sender = viewer
        ? { userId: viewer.user.id, email: viewer.user.email ?? '', name: name || null }
        : undefined;
      return ctx.services.engagement.sendSupportMessage(sender?.email ? sender : undefined, input, ctx.meta);
    },
  },
  User: {
    interests: (user) => user.interests as TripCharacteristic[],
    newsletterSubscribed: (user, _args, ctx) =>
      user.email ? ctx.loaders.newsletterSubscribed.load(user.email.toLowerCase()) : false,
    onboardingPreferences: async (user, _args, ctx) => {
      const row = await ctx.loaders.onboardingByUserId.load(user.id);
      if (!row) return null;
      return {
        drink: row.drink as DrinkPreference | null,
        sleep: row.sleep as SleepPreference | null,
        transport: row.transport as TransportPreference | null,
        company: row.company as CompanyPreference | null,
        durations: row.durations as Duration[],
        referralSource: row.referralSource as ReferralSource | null,
        referralText: row.referralText,
        step: row.step,
      };
    },
  },
};
