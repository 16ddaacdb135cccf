import { graphql } from '../../../generated';

// A module of its own: trip-detail.queries.ts is in the entry (the route loaders prefetch the trip), and with it
// every document it holds; this one travels only with the weather strip's chunk.

/** The forecast at the trip's start, asked after the trip is shown: a slow weather service never holds the trip up. */
export const tripWeatherQuery = graphql(`
  query TripWeather($id: ID!) {
    publishedTrip(id: $id) {
      _id
      weather {
        date
        code
        temperatureMinC
        temperatureMaxC
        precipitationMm
        precipitationProbability
        windKmh
      }
    }
  }
`);
