import { graphql } from '../../../generated';

graphql(`
  fragment ModerationRatingItem on ModerationRating {
    _id
    score
    text
    createdAt
    hidden
    hiddenAt
    hiddenReason
    hiddenBy {
      _id
      shortname
    }
    trip {
      _id
      title
    }
    author {
      _id
      fullname
      email
      status
    }
  }
`);

export const moderationRatingsQuery = graphql(`
  query ModerationRatings($filter: ModerationRatingsFilter, $pagination: PaginationInput) {
    moderationRatings(filter: $filter, pagination: $pagination) {
      total
      edges {
        ...ModerationRatingItem
      }
    }
  }
`);

/** Trips by part of their title, for the list's trip filter. */
export const ratingTripOptionsQuery = graphql(`
  query RatingTripOptions($search: String) {
    editorTrips(filter: { search: $search }, pagination: { pageSize: 10 }) {
      edges {
        _id
        title
      }
    }
  }
`);

export const hideRatingMutation = graphql(`
  mutation HideRating($id: ID!, $reason: String!) {
    hideRating(id: $id, reason: $reason) {
      ...ModerationRatingItem
    }
  }
`);

export const restoreRatingMutation = graphql(`
  mutation RestoreRating($id: ID!) {
    restoreRating(id: $id) {
      ...ModerationRatingItem
    }
  }
`);
