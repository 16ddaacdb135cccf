import { graphql } from '../../../generated';

// A trip's detail, in a file of its own: the trip route's loader (trips-prefetch.ts) imports it lazily, as the
// navigation starts, and a module goes whole into one chunk, so the trip screen's other documents
// (trip-detail.queries.ts) would come with it.

export const publishedTripQuery = graphql(`
  query PublishedTrip($id: ID!) {
    publishedTrip(id: $id) {
      _id
      language
      title
      preview
      perex
      contentHtml
      routeLink
      publishedAt
      nearestMunicipality {
        _id
        name
        district
        region
      }
      coordinates {
        lat
        lng
      }
      coverImage {
        ...Picture
      }
      images {
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
        language
      }
      author {
        _id
        shortname
      }
      attributes {
        accessibility
        gastro
        suitability
        additionalActivities
        overnightStay
        lengthKm
        routeType
        terrain
        duration
      }
      averageRating
      ratingsCount
      finishedCount
      isBookmarked
      isFinished
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
      ratings(pagination: { pageNumber: 1, pageSize: 2 }, sort: { field: createdAt, direction: DESC }) {
        total
        edges {
          ...TripRatingItem
        }
      }
      track {
        _id
        lengthKm
        elevationGain
        elevationLoss
        lowestPoint
        highestPoint
        profile
        gpxUrl
      }
    }
  }
`);
