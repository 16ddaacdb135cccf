import { graphql } from '../../../generated';

/** Reports a rating or a photo on one to the moderators; the signed-in reporter's account e-mail is used (content-reports.graphql). */
export const reportRatingMutation = graphql(`
  mutation ReportRating($input: ReportContentInput!) {
    reportContent(input: $input)
  }
`);
