import { graphql } from '../../../generated';

graphql(`
  fragment QueuedAppealFields on QueuedAppeal {
    _id
    explanation
    createdAt
    decision {
      _id
      ground
      explanation
      decidedAt
      decidedByViewer
    }
    rating {
      ...ReportedRatingFields
    }
    photo {
      ...ReportedPhotoFields
    }
  }
`);

export const appealQueueQuery = graphql(`
  query AppealQueue($pagination: PaginationInput) {
    appealQueue(pagination: $pagination) {
      total
      edges {
        ...QueuedAppealFields
      }
    }
  }
`);

export const decideAppealMutation = graphql(`
  mutation DecideAppeal($input: DecideAppealInput!) {
    decideAppeal(input: $input) {
      _id
      outcome
      decidedAt
    }
  }
`);
