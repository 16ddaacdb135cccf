import type {
  AppealOutcome,
  ContentAppeal,
  ContentReportReason,
  QueuedAppeal,
  Resolvers,
} from '../../generated/graphql.js';
import { presentReportedRating } from '../content-reports/index.js';
import type { ContentAppealsService } from './content-appeals.service.js';

type AppealRow = Awaited<ReturnType<ContentAppealsService['appeal']>>;
type QueueEdge = Awaited<ReturnType<ContentAppealsService['queue']>>['edges'][number];

// The casts below are safe: the columns are written only from validated input and checked by the tables' constraints.

function presentAppeal(appeal: AppealRow): ContentAppeal {
  return {
    _id: appeal.id,
    decisionId: appeal.decisionId,
    explanation: appeal.explanation,
    createdAt: appeal.createdAt,
    outcome: appeal.outcome as AppealOutcome | null,
    outcomeExplanation: appeal.outcomeExplanation,
    decidedAt: appeal.decidedAt,
  };
}

function presentQueued(edge: QueueEdge): QueuedAppeal {
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
  };
}

/** Thin: who is asking, then the service (it checks the permission table and validates). */
export const contentAppealsResolvers: Resolvers = {
  Query: {
    appealQueue: async (_parent, { pagination }, ctx) => {
      const page = await ctx.services.contentAppeals.queue((await ctx.viewer()).user, pagination);
      return { total: page.total, edges: page.edges.map(presentQueued) };
    },
  },
  Mutation: {
    appealDecision: async (_parent, { input }, ctx) =>
      presentAppeal(await ctx.services.contentAppeals.appeal((await ctx.viewer()).user, input)),
    decideAppeal: async (_parent, { input }, ctx) =>
      presentAppeal(await ctx.services.contentAppeals.decide((await ctx.viewer()).user, input)),
  },
};
