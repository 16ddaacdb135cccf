import type { Resolvers } from '../../generated/graphql.js';
import type { ImageModel } from '../../platform/presenters.js';
import { ratingAuthor } from '../trips/index.js';
import type { HikerPhotoRow } from './hiker-photos.service.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A photo's renditions as GraphQL's `Image`: its alt is the caption, which the hiker wrote in no declared language. */
function photoImage(photo: HikerPhotoRow): ImageModel {
  return { ...photo.image, alt: photo.caption, altEn: null, hasEnglish: false };
}

export const hikerPhotosResolvers: Resolvers = {
  Mutation: {
    discardHikerPhoto: async (_parent, { id }, ctx) => {
      const { user } = await ctx.viewer();
      return UUID.test(id) ? ctx.services.hikerPhotos.discard(user.id, id) : false;
    },
  },
  TripRating: {
    photos: async (rating, _args, ctx) => {
      const photos = await ctx.loaders.photosByRatingId.load(rating.id);
      // Who asks matters only when a photo is hidden, so ratings without one stay a public answer anyone may share.
      if (photos.every((photo) => !photo.hiddenAt)) return photos;
      const viewer = await ctx.optionalViewer();
      return viewer?.user.id === rating.userId ? photos : photos.filter((photo) => !photo.hiddenAt);
    },
  },
  PublishedTrip: {
    hikerPhotos: (trip, { pagination }, ctx) => ctx.services.hikerPhotos.tripPhotosPage(trip.id, pagination),
  },
  HikerPhoto: {
    _id: (photo) => photo.id,
    image: (photo) => photoImage(photo),
    hidden: (photo) => photo.hiddenAt !== null,
    // Photos go with their author's account, so their author is always a person with a name.
    user: (photo, _args, ctx) => ratingAuthor({ ...photo, userStatus: 'ACTIVE' }, ctx.language),
  },
};
