import { graphql } from '../../../generated';

/** Reports a rating or a photo on one to the moderators; the signed-in reporter's account e-mail is used (moderation.reports.graphql). */
export const reportRatingMutation = graphql(`
  mutation ReportRating($input: ReportContentInput!) {
    reportContent(input: $input)
  }
`);
