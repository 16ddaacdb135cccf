import { graphql } from '../../../generated';

/** Everything the profile shows; asked afresh on every visit (spec §4: `me` is not cached). */
export const profileOverviewQuery = graphql(`
  query ProfileOverview {
    me {
      _id
      fullname
      firstname
      lastname
      email
      createdAt
      city {
        _id
        name
        region
      }
    }
    myBookmarkedTripsCount
    myBookmarkedArticlesCount
    myFinishedTripsCount
    myTotalKm
    myKmByMonth {
      month
      km
      trips
    }
    myFinishedTripStarts {
      tripId
      title
      coordinates {
        lat
        lng
      }
    }
  }
`);

export const myBookmarkedArticlesQuery = graphql(`
  query MyBookmarkedArticles($pagination: PaginationInput) {
    myBookmarkedArticles(pagination: $pagination) {
      total
      edges {
        ...FeedCard
      }
    }
  }
`);
