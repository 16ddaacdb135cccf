import type { Resolvers, Role, UserStatus } from '../../generated/graphql.js';
import { shortname } from '../../platform/presenters.js';

/** Thin: who is asking, then the service (it checks the permission table and validates). */
export const adminResolvers: Resolvers = {
  Query: {
    adminUsers: async (_parent, { search, pagination }, ctx) =>
      ctx.services.admin.users((await ctx.viewer()).user, { search }, pagination),
    auditLog: async (_parent, { entityType, entityId, pagination }, ctx) =>
      ctx.services.admin.auditLog((await ctx.viewer()).user, { entityType, entityId }, pagination),
  },
  Mutation: {
    signInAsAdmin: (_parent, { input }, ctx) => ctx.services.accounts.signInAsAdmin(input, ctx.meta),
    grantRole: async (_parent, args, ctx) => ctx.services.admin.grantRole((await ctx.viewer()).user, args),
    revokeRole: async (_parent, args, ctx) => ctx.services.admin.revokeRole((await ctx.viewer()).user, args),
    disableUser: async (_parent, args, ctx) => ctx.services.admin.disableUser((await ctx.viewer()).user, args),
    enableUser: async (_parent, args, ctx) => ctx.services.admin.enableUser((await ctx.viewer()).user, args),
  },
  AdminUser: {
    _id: (user) => user.id,
    fullname: (user) => [user.firstname, user.lastname].filter(Boolean).join(' '),
    // Written only through validated input: the schema's enum values.
    roles: (user) => user.roles as Role[],
    status: (user) => user.status as UserStatus,
  },
  AuditEntry: {
    _id: (entry) => entry.id,
    actor: (entry) =>
      entry.actorId ? { _id: entry.actorId, shortname: shortname(entry.actorFirstname, entry.actorLastname) } : null,
    before: (entry) => (entry.before === null ? null : JSON.stringify(entry.before)),
    after: (entry) => (entry.after === null ? null : JSON.stringify(entry.after)),
  },
};
