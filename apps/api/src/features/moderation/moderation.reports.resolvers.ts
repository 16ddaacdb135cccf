import type {
  ContentReportReason,
  ContentReportTargetKind,
  ModerationDecision,
  ModerationDecisionKind,
  Resolvers,
} from '../../generated/graphql.js';
import { presentReportedPhoto, presentReportedRating } from './moderation.reports.presenters.js';
import type { ModerationReportsService } from './moderation.reports.service.js';

type QueueEdge = Awaited<ReturnType<ModerationReportsService['queue']>>['edges'][number];

// The casts below are safe: the columns are written only from validated input and checked by the tables' constraints.

/** Each reason with how many reports give it, the most frequent first (then in the order first given). */
function reasonCounts(reports: QueueEdge['reports']) {
  const counts = new Map<string, number>();
  for (const report of reports) counts.set(report.reason, (counts.get(report.reason) ?? 0) + 1);
  return [...counts]
    .sort(([, a], [, b]) => b - a)
    .map(([reason, count]) => ({ reason: reason as ContentReportReason, count }));
}

function presentItem(edge: QueueEdge) {
  const { rating, photo } = edge;
  return {
    targetKind: edge.targetKind as ContentReportTargetKind,
    targetId: edge.targetId,
    reportCount: edge.reportCount,
    reasons: reasonCounts(edge.reports),
    firstReportedAt: edge.firstReportedAt,
    reports: edge.reports.map((report) => ({
      _id: report.id,
      reason: report.reason as ContentReportReason,
      explanation: report.explanation,
      createdAt: report.createdAt,
    })),
    rating: rating ? presentReportedRating(rating) : null,
    photo: photo ? presentReportedPhoto(photo, rating) : null,
  };
}

function presentDecision(decision: Awaited<ReturnType<ModerationReportsService['decide']>>): ModerationDecision {
  return {
    _id: decision.id,
    targetKind: decision.targetKind as ContentReportTargetKind,
    targetId: decision.targetId,
    decision: decision.decision as ModerationDecisionKind,
    ground: decision.ground as ContentReportReason | null,
    explanation: decision.explanation,
    decidedAt: decision.decidedAt,
    closedReports: decision.closedReports,
  };
}

/** Thin: who is asking, then the service (it checks the permission table and validates). */
export const moderationReportsResolvers: Resolvers = {
  Query: {
    reportQueue: async (_parent, { pagination }, ctx) => {
      const page = await ctx.services.moderationReports.queue((await ctx.viewer()).user, pagination);
      return { total: page.total, edges: page.edges.map(presentItem) };
    },
  },
  Mutation: {
    reportContent: async (_parent, { input }, ctx) => {
      const viewer = await ctx.optionalViewer();
      return ctx.services.moderationReports.report(viewer ? { user: viewer.user } : {}, input, ctx.meta);
    },
    decideReports: async (_parent, { input }, ctx) =>
      presentDecision(await ctx.services.moderationReports.decide((await ctx.viewer()).user, input)),
  },
};
