import { graphql } from '../../../generated';

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
