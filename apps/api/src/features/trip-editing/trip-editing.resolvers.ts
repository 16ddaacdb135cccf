import type {
  Accessibility,
  AdditionalActivity,
  Duration,
  EditorialStatus,
  Gastro,
  Overnight,
  Resolvers,
  RouteType,
  Suitability,
  Terrain,
} from '../../generated/graphql.js';
import { renderMarkdown } from '../../platform/markdown.js';
import { label } from '../../platform/presenters.js';
import { withoutNulls } from '../../platform/validation.js';
import { actor } from '../editorial/index.js';
import { coverImage, tripArea } from '../trips/index.js';

/** Thin: who is asking, then the service (it checks the permission table and validates). */
export const tripEditingResolvers: Resolvers = {
  Query: {
    editorTrips: async (_parent, { filter, pagination }, ctx) => {
      const given = withoutNulls(filter);
      return ctx.services.tripEditing.list(
        (await ctx.viewer()).user,
        { ...given, sort: withoutNulls(given?.sort) },
        pagination,
      );
    },
    editorTrip: async (_parent, { id }, ctx) => ctx.services.tripEditing.get((await ctx.viewer()).user, id),
    tripRevisions: async (_parent, { id }, ctx) => ctx.services.tripEditing.revisions((await ctx.viewer()).user, id),
    markdownPreview: async (_parent, args, ctx) =>
      ctx.services.tripEditing.previewMarkdown((await ctx.viewer()).user, args),
  },
  Mutation: {
    createTrip: async (_parent, { input }, ctx) =>
      ctx.services.tripEditing.create((await ctx.viewer()).user, withoutNulls(input)),
    updateTrip: async (_parent, { id, version, input }, ctx) =>
      ctx.services.tripEditing.update((await ctx.viewer()).user, { id, version, fields: withoutNulls(input) }),
    submitTripForReview: async (_parent, args, ctx) =>
      ctx.services.tripEditing.submitForReview((await ctx.viewer()).user, args),
    returnTripToAuthor: async (_parent, args, ctx) =>
      ctx.services.tripEditing.returnToAuthor((await ctx.viewer()).user, args),
    publishTrip: async (_parent, args, ctx) => ctx.services.tripEditing.publish((await ctx.viewer()).user, args),
    scheduleTrip: async (_parent, args, ctx) => ctx.services.tripEditing.schedule((await ctx.viewer()).user, args),
    unpublishTrip: async (_parent, args, ctx) => ctx.services.tripEditing.unpublish((await ctx.viewer()).user, args),
    deleteTripDraft: async (_parent, args, ctx) =>
      ctx.services.tripEditing.deleteDraft((await ctx.viewer()).user, args),
    restoreTripRevision: async (_parent, args, ctx) =>
      ctx.services.tripEditing.restoreRevision((await ctx.viewer()).user, args),
  },
  EditorTrip: {
    _id: (trip) => trip.id,
    // Written only through validated input or the seed: the schema's enum values.
    status: (trip) => trip.status as EditorialStatus,
    routeType: (trip) => trip.routeType as RouteType | null,
    duration: (trip) => trip.duration as Duration | null,
    accessibility: (trip) => trip.accessibility as Accessibility[],
    gastro: (trip) => trip.gastro as Gastro[],
    suitability: (trip) => trip.suitability as Suitability[],
    additionalActivities: (trip) => trip.additionalActivities as AdditionalActivity[],
    overnightStay: (trip) => trip.overnightStay as Overnight[],
    terrain: (trip) => trip.terrain as Terrain[],
    contentHtml: (trip) => renderMarkdown(trip.content),
    contentEnHtml: (trip) => (trip.contentEn ? renderMarkdown(trip.contentEn) : null),
    coordinates: (trip) => (trip.lat !== null && trip.lng !== null ? { lat: trip.lat, lng: trip.lng } : null),
    area: (trip) => tripArea(trip),
    label: (trip, _args, ctx) => label(trip, ctx.language),
    coverImage: (trip) => coverImage(trip),
    images: (trip, _args, ctx) => ctx.loaders.galleryByTripId.load(trip.id),
    author: (trip) => actor(trip.authorId, trip.authorFirstname, trip.authorLastname),
    updatedBy: (trip) => actor(trip.updatedById, trip.updaterFirstname, trip.updaterLastname),
    nearestMunicipality: (trip, _args, ctx) =>
      trip.lat !== null && trip.lng !== null ? ctx.services.cities.nearest({ lat: trip.lat, lng: trip.lng }) : null,
  },
  TripRevision: {
    author: (revision) => actor(revision.authorId, revision.authorFirstname, revision.authorLastname),
    fields: (revision) => JSON.stringify(revision.snapshot),
  },
};
