import { graphql } from '../../../generated';

/** A trip's track as a line to draw: asked by the start map (its own chunk) only for a trip that has a track. */
export const tripTrackLineQuery = graphql(`
  query TripTrackLine($id: ID!) {
    publishedTrip(id: $id) {
      _id
      track {
        _id
        line
      }
    }
  }
`);
