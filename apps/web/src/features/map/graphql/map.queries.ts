import { graphql } from '../../../generated';

export const tripsLocationsQuery = graphql(`
  query TripsLocations {
    tripsLocations {
      _id
      title
      preview
      coordinates {
        lat
        lng
      }
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
      averageRating
      lengthKm
      duration
      suitability
    }
  }
`);
