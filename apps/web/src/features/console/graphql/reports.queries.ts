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

/** A hiker's photo as moderators see it: a thumbnail with its caption; its rating comes beside it. */
graphql(`
  fragment ReportedPhotoFields on ReportedPhoto {
    _id
    caption
    hidden
    image {
      _id
      url
      alt
      width
      height
      variants {
        url
        width
        format
      }
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
    photo {
      ...ReportedPhotoFields
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
