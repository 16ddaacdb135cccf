import { graphql } from '../../../generated';

export const tripCardFragment = graphql(`
  fragment TripCard on PublishedTrip {
    _id
    language
    title
    preview
    coverImage {
      ...Picture
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
    coordinates {
      lat
      lng
    }
    attributes {
      lengthKm
      duration
    }
    isBookmarked
  }
`);

export const publishedTripsQuery = graphql(`
  query PublishedTrips($filter: TripFilter, $pagination: PaginationInput, $sort: TripSort, $near: LatLngInput) {
    publishedTrips(filter: $filter, pagination: $pagination, sort: $sort, near: $near) {
      total
      edges {
        ...TripCard
      }
    }
  }
`);

export const tripsResultsCountQuery = graphql(`
  query TripsResultsCount($filter: TripFilter, $near: LatLngInput) {
    publishedTripsResultsCount(filter: $filter, near: $near)
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
