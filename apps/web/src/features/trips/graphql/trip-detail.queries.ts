import { graphql } from '../../../generated';

export const tripRatingFragment = graphql(`
  fragment TripRatingItem on TripRating {
    _id
    score
    text
    createdAt
    user {
      _id
      shortname
      initials
    }
    # The fields of HikerPhotoItem (hiker-photos.queries.ts), spelled out to stay within the API's depth limit.
    photos {
      _id
      hidden
      caption
      createdAt
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
      user {
        _id
        shortname
      }
    }
  }
`);

/** What the author sees of their own rating's moderation: hidden or not, why, and the appeal (moderation.appeals.graphql). */
export const myRatingModerationFragment = graphql(`
  fragment MyRatingModeration on RatingModeration {
    hidden
    hiddenAt
    explanation
    decisionId
    ground
    decidedAt
    appealableUntil
    appealable
    appeal {
      _id
      explanation
      createdAt
      outcome
      outcomeExplanation
      decidedAt
    }
  }
`);

/** The ratings screen's page size; a trip saved for offline keeps its first page (features/trips/offline). */
export const RATINGS_PAGE_SIZE = 10;

export const tripRatingsQuery = graphql(`
  query TripRatings($id: ID!, $pagination: PaginationInput) {
    publishedTrip(id: $id) {
      _id
      title
      averageRating
      ratingsCount
      ratings(pagination: $pagination, sort: { field: createdAt, direction: DESC }) {
        total
        edges {
          ...TripRatingItem
        }
      }
    }
  }
`);

export const toggleTripFinishedMutation = graphql(`
  mutation ToggleTripFinished($id: ID!) {
    toggleTripFinished(id: $id) {
      _id
      isFinished
      finishedCount
    }
  }
`);

export const rateTripMutation = graphql(`
  mutation RateTrip($id: ID!, $input: RateTripInput!) {
    rateTrip(id: $id, input: $input) {
      _id
      averageRating
      ratingsCount
      hasRated
      myRating {
        ...TripRatingItem
        moderation {
          ...MyRatingModeration
        }
        photos {
          _id
          moderation {
            ...MyRatingModeration
          }
        }
      }
    }
  }
`);

export const tripRatingAddedSubscription = graphql(`
  subscription TripRatingAdded($tripId: ID!) {
    tripRatingAdded(tripId: $tripId) {
      ...TripRatingItem
    }
  }
`);
