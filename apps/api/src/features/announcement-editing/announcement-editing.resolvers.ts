import type { EditorialStatus, Resolvers } from '../../generated/graphql.js';
import { joinedImage, label } from '../../platform/presenters.js';
import { withoutNulls } from '../../platform/validation.js';
import { actor, seesAuthored } from '../editorial/index.js';

/** Thin: who is asking, then the service (it checks the permission table and validates). */
export const announcementEditingResolvers: Resolvers = {
  Query: {
    editorAnnouncements: async (_parent, { filter, pagination }, ctx) => {
      const given = withoutNulls(filter);
      return ctx.services.announcementEditing.list(
        (await ctx.viewer()).user,
        { ...given, sort: withoutNulls(given?.sort) },
        pagination,
      );
    },
    editorAnnouncement: async (_parent, { id }, ctx) =>
      ctx.services.announcementEditing.get((await ctx.viewer()).user, id),
    announcementRevisions: async (_parent, { id }, ctx) =>
      ctx.services.announcementEditing.revisions((await ctx.viewer()).user, id),
  },
  Mutation: {
    createAnnouncement: async (_parent, { input }, ctx) =>
      ctx.services.announcementEditing.create((await ctx.viewer()).user, withoutNulls(input)),
    updateAnnouncement: async (_parent, { id, version, input }, ctx) =>
      ctx.services.announcementEditing.update((await ctx.viewer()).user, {
        id,
        version,
        fields: withoutNulls(input),
      }),
    submitAnnouncementForReview: async (_parent, args, ctx) =>
      ctx.services.announcementEditing.submitForReview((await ctx.viewer()).user, args),
    returnAnnouncementToAuthor: async (_parent, args, ctx) =>
      ctx.services.announcementEditing.returnToAuthor((await ctx.viewer()).user, args),
    publishAnnouncement: async (_parent, args, ctx) =>
      ctx.services.announcementEditing.publish((await ctx.viewer()).user, args),
    scheduleAnnouncement: async (_parent, args, ctx) =>
      ctx.services.announcementEditing.schedule((await ctx.viewer()).user, args),
    unpublishAnnouncement: async (_parent, args, ctx) =>
      ctx.services.announcementEditing.unpublish((await ctx.viewer()).user, args),
    deleteAnnouncementDraft: async (_parent, args, ctx) =>
      ctx.services.announcementEditing.deleteDraft((await ctx.viewer()).user, args),
    restoreAnnouncementRevision: async (_parent, args, ctx) =>
      ctx.services.announcementEditing.restoreRevision((await ctx.viewer()).user, args),
  },
  EditorAnnouncement: {
    _id: (announcement) => announcement.id,
    // Written only through validated input, the seed or the scheduler: the schema's enum values.
    status: (announcement) => announcement.status as EditorialStatus,
    label: (announcement, _args, ctx) => label(announcement, ctx.language),
    image: (announcement) =>
      joinedImage({
        id: announcement.imageId,
        url: announcement.imageUrl,
        alt: announcement.imageAlt,
        altEn: announcement.imageAltEn,
        width: announcement.imageWidth,
        height: announcement.imageHeight,
        variants: announcement.imageVariants,
        focalX: announcement.imageFocalX,
        focalY: announcement.imageFocalY,
      }),
    // A page's trips in one statement; a partner sees only their own trips (an editor may have linked another).
    trip: async (announcement, _args, ctx) => {
      const [trip, viewer] = await Promise.all([ctx.loaders.editorTripById.load(announcement.tripId), ctx.viewer()]);
      return trip && seesAuthored(viewer.user, trip) ? trip : null;
    },
    author: (announcement) => actor(announcement.authorId, announcement.authorFirstname, announcement.authorLastname),
    updatedBy: (announcement) =>
      actor(announcement.updatedById, announcement.updaterFirstname, announcement.updaterLastname),
  },
  AnnouncementRevision: {
    author: (revision) => actor(revision.authorId, revision.authorFirstname, revision.authorLastname),
    fields: (revision) => JSON.stringify(revision.snapshot),
  },
};
