import { graphql } from '../../../generated';

export const feedCardFragment = graphql(`
  fragment FeedCard on Published {
    __typename
    _id
    language
    title
    preview
    publishedAt
    image {
      _id
      url
      alt
    }
    label {
      _id
      label
      color
    }
    ... on PublishedArticle {
      slug
      isBookmarked
    }
    ... on PublishedTripAnnouncement {
      trip {
        _id
      }
    }
  }
`);

export const feedQuery = graphql(`
  query Feed($pagination: PaginationInput) {
    feed(pagination: $pagination) {
      total
      edges {
        ...FeedCard
      }
    }
  }
`);

export const feedUpdatedSubscription = graphql(`
  subscription FeedUpdated {
    feedUpdated {
      _id
    }
  }
`);

export const articleQuery = graphql(`
  query Article($slug: String!) {
    article(slug: $slug) {
      _id
      language
      slug
      title
      perex
      contentHtml
      publishedAt
      isBookmarked
      image {
        _id
        url
        alt
      }
      label {
        _id
        label
        color
      }
      author {
        _id
        shortname
      }
      featuredArticles(limit: 3) {
        ...FeedCard
      }
    }
  }
`);

export const toggleArticleBookmarkMutation = graphql(`
  mutation ToggleArticleBookmark($id: ID!) {
    toggleArticleBookmark(id: $id) {
      _id
      isBookmarked
    }
  }
`);
