import { graphql } from '../../../generated';

graphql(`
  fragment EditorTripListItem on EditorTrip {
    _id
    title
    status
    updatedAt
    scheduledAt
    publishedAt
    area {
      _id
      name
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

export const editorTripsQuery = graphql(`
  query EditorTrips($filter: EditorTripsFilter, $pagination: PaginationInput) {
    editorTrips(filter: $filter, pagination: $pagination) {
      total
      edges {
        ...EditorTripListItem
      }
    }
  }
`);

graphql(`
  fragment EditorTripFields on EditorTrip {
    _id
    version
    status
    slug
    title
    perex
    preview
    content
    contentHtml
    titleEn
    previewEn
    perexEn
    contentEn
    contentEnHtml
    hasEnglish
    routeLink
    coordinates {
      lat
      lng
    }
    lengthKm
    routeType
    duration
    accessibility
    gastro
    suitability
    additionalActivities
    overnightStay
    terrain
    area {
      _id
      name
    }
    label {
      _id
      label
      color
    }
    coverImage {
      _id
      url
      # The Czech description, which the console edits, whatever the UI language.
      alt: altCs
      focalX
      focalY
    }
    images {
      _id
      url
      # The Czech description, which the console edits, whatever the UI language.
      alt: altCs
      altEn
      width
      height
      focalX
      focalY
    }
    track {
      _id
      lengthKm
      elevationGain
      elevationLoss
      lowestPoint
      highestPoint
      line
      profile
      gpxUrl
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
    nearestMunicipality {
      _id
      name
      district
      region
    }
  }
`);

export const editorTripQuery = graphql(`
  query EditorTrip($id: ID!) {
    editorTrip(id: $id) {
      ...EditorTripFields
    }
  }
`);

export const tripRevisionsQuery = graphql(`
  query TripRevisions($id: ID!) {
    tripRevisions(id: $id) {
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

export const createTripMutation = graphql(`
  mutation CreateTrip($input: TripDraftInput!) {
    createTrip(input: $input) {
      ...EditorTripFields
    }
  }
`);

export const updateTripMutation = graphql(`
  mutation UpdateTrip($id: ID!, $version: Int!, $input: TripDraftInput!) {
    updateTrip(id: $id, version: $version, input: $input) {
      ...EditorTripFields
    }
  }
`);

export const submitTripMutation = graphql(`
  mutation SubmitTripForReview($id: ID!, $version: Int!) {
    submitTripForReview(id: $id, version: $version) {
      ...EditorTripFields
    }
  }
`);

export const returnTripMutation = graphql(`
  mutation ReturnTripToAuthor($id: ID!, $version: Int!, $comment: String!) {
    returnTripToAuthor(id: $id, version: $version, comment: $comment) {
      ...EditorTripFields
    }
  }
`);

export const publishTripMutation = graphql(`
  mutation PublishTrip($id: ID!, $version: Int!) {
    publishTrip(id: $id, version: $version) {
      ...EditorTripFields
    }
  }
`);

export const scheduleTripMutation = graphql(`
  mutation ScheduleTrip($id: ID!, $version: Int!, $at: DateTime!) {
    scheduleTrip(id: $id, version: $version, at: $at) {
      ...EditorTripFields
    }
  }
`);

export const unpublishTripMutation = graphql(`
  mutation UnpublishTrip($id: ID!, $version: Int!) {
    unpublishTrip(id: $id, version: $version) {
      ...EditorTripFields
    }
  }
`);

export const deleteTripDraftMutation = graphql(`
  mutation DeleteTripDraft($id: ID!, $version: Int!) {
    deleteTripDraft(id: $id, version: $version)
  }
`);

export const restoreTripRevisionMutation = graphql(`
  mutation RestoreTripRevision($id: ID!, $version: Int!, $revision: Int!) {
    restoreTripRevision(id: $id, version: $version, revision: $revision) {
      ...EditorTripFields
    }
  }
`);

export const nearestCityQuery = graphql(`
  query NearestCity($near: LatLngInput!) {
    nearestCity(near: $near) {
      _id
      name
      district
      region
    }
  }
`);

/** The pickers of the trip list's filters and the trip editor: areas (public) and the trip labels. */
export const tripEditorOptionsQuery = graphql(`
  query TripEditorOptions {
    areaSelectOptions {
      value
      label
    }
    editorLabels(kind: TRIP) {
      _id
      labelCs
      labelEn
      color
    }
  }
`);
