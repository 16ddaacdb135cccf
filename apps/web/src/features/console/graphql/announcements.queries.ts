import { graphql } from '../../../generated';

graphql(`
  fragment EditorAnnouncementListItem on EditorAnnouncement {
    _id
    title
    status
    updatedAt
    scheduledAt
    publishedAt
    trip {
      _id
      title
      status
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
    updatedBy {
      _id
      shortname
    }
  }
`);

export const editorAnnouncementsQuery = graphql(`
  query EditorAnnouncements($filter: EditorAnnouncementsFilter, $pagination: PaginationInput) {
    editorAnnouncements(filter: $filter, pagination: $pagination) {
      total
      edges {
        ...EditorAnnouncementListItem
      }
    }
  }
`);

/** A trip as the announcement editor's trip picker offers it. */
graphql(`
  fragment AnnouncedTrip on EditorTrip {
    _id
    title
    status
  }
`);

graphql(`
  fragment EditorAnnouncementFields on EditorAnnouncement {
    _id
    version
    status
    title
    preview
    titleEn
    previewEn
    hasEnglish
    label {
      _id
      label
      color
    }
    image {
      _id
      url
      # The Czech description, which the console edits, whatever the UI language.
      alt: altCs
    }
    trip {
      ...AnnouncedTrip
    }
    author {
      _id
      shortname
    }
    reviewComment
    scheduledAt
    publishedAt
    updatedAt
    updatedBy {
      _id
      shortname
    }
  }
`);

export const editorAnnouncementQuery = graphql(`
  query EditorAnnouncement($id: ID!) {
    editorAnnouncement(id: $id) {
      ...EditorAnnouncementFields
    }
  }
`);

/** The trips whose title holds the search, for the editor's trip picker (a partner's own only: the API's rule). */
export const announcementTripsQuery = graphql(`
  query AnnouncementTrips($search: String) {
    editorTrips(filter: { search: $search, sort: { field: title, direction: ASC } }, pagination: { pageNumber: 1, pageSize: 20 }) {
      edges {
        ...AnnouncedTrip
      }
    }
  }
`);

/** The trip a new announcement starts with (`/admin/announcements/new?trip=<id>`). */
export const announcementTripQuery = graphql(`
  query AnnouncementTrip($id: ID!) {
    editorTrip(id: $id) {
      ...AnnouncedTrip
    }
  }
`);

export const announcementRevisionsQuery = graphql(`
  query AnnouncementRevisions($id: ID!) {
    announcementRevisions(id: $id) {
      version
      createdAt
      author {
        _id
        shortname
      }
      fields
    }
  }
`);

export const createAnnouncementMutation = graphql(`
  mutation CreateAnnouncement($input: AnnouncementDraftInput!) {
    createAnnouncement(input: $input) {
      ...EditorAnnouncementFields
    }
  }
`);

export const updateAnnouncementMutation = graphql(`
  mutation UpdateAnnouncement($id: ID!, $version: Int!, $input: AnnouncementDraftInput!) {
    updateAnnouncement(id: $id, version: $version, input: $input) {
      ...EditorAnnouncementFields
    }
  }
`);

export const submitAnnouncementMutation = graphql(`
  mutation SubmitAnnouncement($id: ID!, $version: Int!) {
    submitAnnouncementForReview(id: $id, version: $version) {
      ...EditorAnnouncementFields
    }
  }
`);

export const returnAnnouncementMutation = graphql(`
  mutation ReturnAnnouncement($id: ID!, $version: Int!, $comment: String!) {
    returnAnnouncementToAuthor(id: $id, version: $version, comment: $comment) {
      ...EditorAnnouncementFields
    }
  }
`);

export const publishAnnouncementMutation = graphql(`
  mutation PublishAnnouncement($id: ID!, $version: Int!) {
    publishAnnouncement(id: $id, version: $version) {
      ...EditorAnnouncementFields
    }
  }
`);

export const scheduleAnnouncementMutation = graphql(`
  mutation ScheduleAnnouncement($id: ID!, $version: Int!, $at: DateTime!) {
    scheduleAnnouncement(id: $id, version: $version, at: $at) {
      ...EditorAnnouncementFields
    }
  }
`);

export const unpublishAnnouncementMutation = graphql(`
  mutation UnpublishAnnouncement($id: ID!, $version: Int!) {
    unpublishAnnouncement(id: $id, version: $version) {
      ...EditorAnnouncementFields
    }
  }
`);

export const deleteAnnouncementDraftMutation = graphql(`
  mutation DeleteAnnouncementDraft($id: ID!, $version: Int!) {
    deleteAnnouncementDraft(id: $id, version: $version)
  }
`);

export const restoreAnnouncementRevisionMutation = graphql(`
  mutation RestoreAnnouncementRevision($id: ID!, $version: Int!, $revision: Int!) {
    restoreAnnouncementRevision(id: $id, version: $version, revision: $revision) {
      ...EditorAnnouncementFields
    }
  }
`);
