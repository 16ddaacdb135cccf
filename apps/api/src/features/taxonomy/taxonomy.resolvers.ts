import type { LabelKind, Region, Resolvers } from '../../generated/graphql.js';
import { withoutNulls } from '../../platform/validation.js';
import { labelContrast } from './taxonomy.contrast.js';

/** Thin: who is asking, then the service (it checks the permission table and validates). */
export const taxonomyResolvers: Resolvers = {
  Query: {
    editorLabels: async (_parent, { kind }, ctx) => ctx.services.taxonomy.labels((await ctx.viewer()).user, { kind }),
    editorAreas: async (_parent, _args, ctx) => ctx.services.taxonomy.areas((await ctx.viewer()).user),
  },
  Mutation: {
    createLabel: async (_parent, { kind, input }, ctx) =>
      ctx.services.taxonomy.createLabel((await ctx.viewer()).user, { kind, label: withoutNulls(input) }),
    updateLabel: async (_parent, { id, version, input }, ctx) =>
      ctx.services.taxonomy.updateLabel((await ctx.viewer()).user, { id, version, label: withoutNulls(input) }),
    deleteLabel: async (_parent, { id, version }, ctx) =>
      ctx.services.taxonomy.deleteLabel((await ctx.viewer()).user, { id, version }),
    createArea: async (_parent, { input }, ctx) =>
      ctx.services.taxonomy.createArea((await ctx.viewer()).user, withoutNulls(input)),
    updateArea: async (_parent, { id, version, input }, ctx) =>
      ctx.services.taxonomy.updateArea((await ctx.viewer()).user, { id, version, area: withoutNulls(input) }),
    deleteArea: async (_parent, { id, version }, ctx) =>
      ctx.services.taxonomy.deleteArea((await ctx.viewer()).user, { id, version }),
  },
  EditorLabel: {
    _id: (label) => label.id,
    // Written only through validated input, the seed or migration 0016 (a check keeps it so).
    kind: (label) => label.kind as LabelKind,
    contrastRatio: (label) => labelContrast(label.color).ratio,
  },
  EditorArea: {
    _id: (area) => area.id,
    region: (area) => area.region as Region,
  },
};
