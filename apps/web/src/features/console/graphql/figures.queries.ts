import { graphql } from '../../../generated';

export const moderationFiguresQuery = graphql(`
  query ModerationFigures($from: String!, $to: String!) {
    moderationFigures(from: $from, to: $to) {
      month
      reportsByReason {
        reason
        count
      }
      decisionsByKind {
        decision
        count
      }
      medianHoursToDecision
      appealsReceived
      appealsRestored
      appealsConfirmed
    }
  }
`);
