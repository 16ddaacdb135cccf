import { graphql } from '../../../../generated';

/** The newest bookmarked trips' ids: what the start-up check saves for offline when automatic saving is on. */
export const bookmarkedTripIdsQuery = graphql(`
  query BookmarkedTripIds($pagination: PaginationInput) {
    myBookmarkedTrips(pagination: $pagination) {
      total
      edges {
        _id
      }
    }
  }
`);
