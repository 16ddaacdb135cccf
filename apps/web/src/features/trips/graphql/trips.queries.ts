import { graphql } from '../../../generated';

export const tripCardFragment = graphql(`
  fragment TripCard on PublishedTrip {
    _id
    title
    preview
    coverImage {
      _id
      url
      alt
    }
    label {
      _id
      label
      color
    }
    area {
      _id
      name
    }
    averageRating
    ratingsCount
    attributes {
      lengthKm
      duration
    }
    isBookmarked
  }
`);

export const publishedTripsQuery = graphql(`
  query PublishedTrips($filter: TripFilter, $pagination: PaginationInput, $sort: TripSort) {
    publishedTrips(filter: $filter, pagination: $pagination, sort: $sort) {
      total
      edges {
        ...TripCard
      }
    }
  }
`);

export const tripsResultsCountQuery = graphql(`
  query TripsResultsCount($filter: TripFilter) {
    publishedTripsResultsCount(filter: $filter)
  }
`);

export const areaOptionsQuery = graphql(`
  query AreaOptions {
    areaSelectOptions {
      value
      label
    }
  }
`);

export const toggleTripBookmarkMutation = graphql(`
  mutation ToggleTripBookmark($id: ID!) {
    toggleTripBookmark(id: $id) {
      _id
      isBookmarked
    }
  }
`);
