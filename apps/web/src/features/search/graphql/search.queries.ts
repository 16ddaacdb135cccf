import { graphql } from '../../../generated';

/** A municipality as search shows it and measures to it. */
export const searchPlaceFragment = graphql(`
  fragment SearchPlace on City {
    _id
    name
    district
    region
    coordinates {
      lat
      lng
    }
  }
`);

export const searchSuggestionsQuery = graphql(`
  query SearchSuggestions($query: String!, $limit: Int) {
    searchSuggestions(query: $query, limit: $limit) {
      __typename
      ... on PublishedTrip {
        _id
        title
        area {
          _id
          name
          region
        }
        coverImage {
          ...Picture
        }
      }
      ... on City {
        ...SearchPlace
      }
      ... on Area {
        _id
        name
        region
      }
      ... on PublishedArticle {
        _id
        slug
        title
        image {
          ...Picture
        }
      }
    }
  }
`);

export const searchQuery = graphql(`
  query Search($query: String!, $near: LatLngInput, $pagination: PaginationInput) {
    search(query: $query, near: $near, pagination: $pagination) {
      trips {
        total
        capped
        edges {
          ...TripCard
        }
      }
      places {
        ...SearchPlace
      }
      areas {
        _id
        name
        region
      }
      articles {
        _id
        slug
        title
        preview
        image {
          ...Picture
        }
      }
      didYouMean
    }
  }
`);
