import { graphql } from '../../../generated';

/** The person's favourite trips, a page at a time (`/app/profile/favorite-trips`). */
export const myBookmarkedTripsQuery = graphql(`
  query MyBookmarkedTrips($pagination: PaginationInput) {
    myBookmarkedTrips(pagination: $pagination) {
      total
      edges {
        ...TripCard
      }
    }
  }
`);

/** The trips the person has finished, a page at a time, with their kilometres (`/app/profile/finished-trips`). */
export const myFinishedTripsQuery = graphql(`
  query MyFinishedTrips($pagination: PaginationInput) {
    myFinishedTrips(pagination: $pagination) {
      total
      totalKm
      edges {
        ...TripCard
      }
    }
  }
`);
