import { graphql } from '../../../generated';

/**
 * A hiker's photo as the gallery shows it: the picture, its caption, who took it and when (hiker-photos.graphql).
 * The picture's fields are spelled out, not `...Picture`: a rating's photos (TripRatingItem, which repeats these
 * fields) sit deep in the trip's query, and the API limits a query to 10 levels, each fragment spread counting two.
 */
export const hikerPhotoFragment = graphql(`
  fragment HikerPhotoItem on HikerPhoto {
    _id
    hidden
    caption
    createdAt
    image {
      _id
      url
      alt
      width
      height
      variants {
        url
        width
        format
      }
    }
    user {
      _id
      shortname
    }
  }
`);

/** The "From hikers" strip: the latest photos on the trip's visible ratings. */
export const tripHikerPhotosQuery = graphql(`
  query TripHikerPhotos($id: ID!, $pagination: PaginationInput) {
    publishedTrip(id: $id) {
      _id
      hikerPhotos(pagination: $pagination) {
        total
        edges {
          ...HikerPhotoItem
        }
      }
    }
  }
`);

/** The rating dialog's "Remove" on a photo uploaded but not yet saved with the rating. */
export const discardHikerPhotoMutation = graphql(`
  mutation DiscardHikerPhoto($id: ID!) {
    discardHikerPhoto(id: $id)
  }
`);
