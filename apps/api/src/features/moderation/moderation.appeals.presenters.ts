import type { AppealOutcome, ContentAppeal, ContentReportReason, RatingModeration } from '../../generated/graphql.js';
import type { AppealRow, RatingModerationRow } from './moderation.appeals.repository.js';

// The casts below are safe: the columns are written only from validated input and checked by the tables' constraints.

/** An appeal as the schema's ContentAppeal. */
export function presentAppeal(
  appeal: Pick<
    AppealRow,
    'id' | 'decisionId' | 'explanation' | 'createdAt' | 'outcome' | 'outcomeExplanation' | 'decidedAt'
  >,
): ContentAppeal {
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

/** A rating's or a photo's moderation as its author sees it (the schema's RatingModeration). */
export function presentModeration(row: RatingModerationRow): RatingModeration {
  const decided = row.decisionId !== null;
  return {
    hidden: row.hiddenAt !== null,
    hiddenAt: row.hiddenAt,
    explanation: decided ? row.decisionExplanation : row.hiddenReason,
    decisionId: row.decisionId,
    // A HIDE decision always has its ground (a table constraint).
    ground: row.ground as ContentReportReason | null,
    decidedAt: row.decidedAt,
    appealableUntil: row.appealableUntil,
    appealable: decided && row.withinPeriod === true && row.appealId === null,
    appeal:
      row.decisionId !== null && row.appealId !== null && row.appealExplanation !== null && row.appealCreatedAt !== null
        ? presentAppeal({
            id: row.appealId,
            decisionId: row.decisionId,
            explanation: row.appealExplanation,
            createdAt: row.appealCreatedAt,
            outcome: row.outcome,
            outcomeExplanation: row.outcomeExplanation,
            decidedAt: row.outcomeDecidedAt,
          })
        : null,
  };
}
