import { graphql } from '../../../generated';

/** A rating as moderators see it in context, on the report and the appeal queue alike. */
graphql(`
  fragment ReportedRatingFields on ReportedRating {
    _id
    text
    score
    authorShortname
    hidden
    trip {
      _id
      title
    }
  }
`);

graphql(`
  fragment ReportedItemFields on ReportedItem {
    targetKind
    targetId
    reportCount
    firstReportedAt
    reasons {
      reason
      count
    }
    reports {
      _id
      reason
      explanation
      createdAt
    }
    rating {
      ...ReportedRatingFields
    }
  }
`);

export const reportQueueQuery = graphql(`
  query ReportQueue($pagination: PaginationInput) {
    reportQueue(pagination: $pagination) {
      total
      edges {
        ...ReportedItemFields
      }
    }
  }
`);

export const decideReportsMutation = graphql(`
  mutation DecideReports($input: DecideReportsInput!) {
    decideReports(input: $input) {
      _id
      decision
      closedReports
    }
  }
`);
