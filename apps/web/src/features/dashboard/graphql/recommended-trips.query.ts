import { graphql } from '../../../generated';

/** Trips for the signed-in user, best match first (README: how `recommendedTrips` ranks). */
export const recommendedTripsQuery = graphql(`
  query RecommendedTrips($limit: Int) {
    recommendedTrips(limit: $limit) {
      _id
      title
      coverImage {
        _id
        url
        alt
      }
      area {
        _id
        name
      }
      averageRating
      attributes {
        lengthKm
        duration
      }
    }
  }
`);
