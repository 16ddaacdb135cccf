import { graphql } from '../../../generated';

/** The author appeals against the decision that hid their rating (moderation.appeals.graphql). */
export const appealDecisionMutation = graphql(`
  mutation AppealDecision($input: AppealDecisionInput!) {
    appealDecision(input: $input) {
      _id
      createdAt
    }
  }
`);
