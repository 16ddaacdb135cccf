/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  mutation RefreshToken($refreshToken: String!) {\n    refreshToken(refreshToken: $refreshToken) {\n      accessToken\n    }\n  }\n": typeof types.RefreshTokenDocument,
    "\n  mutation SignOut($refreshToken: String!) {\n    signOut(refreshToken: $refreshToken)\n  }\n": typeof types.SignOutDocument,
    "\n  query SignedInAccount {\n    me {\n      _id\n      language\n      onboardingCompleted\n    }\n  }\n": typeof types.SignedInAccountDocument,
    "\n  mutation UpdateMyLanguage($language: Language!) {\n    updateMyProfile(input: { language: $language }) {\n      _id\n      language\n    }\n  }\n": typeof types.UpdateMyLanguageDocument,
    "\n  mutation FinishSignUp($input: FinishSignUpInput!) {\n    finishSignUp(input: $input) {\n      accessToken\n      refreshToken\n    }\n  }\n": typeof types.FinishSignUpDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n": typeof types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($code: String!, $password: String!) {\n    resetPassword(code: $code, password: $password)\n  }\n": typeof types.ResetPasswordDocument,
    "\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      accessToken\n      refreshToken\n    }\n  }\n": typeof types.SignInDocument,
    "\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input)\n  }\n": typeof types.SignUpDocument,
    "\n  fragment EditorAnnouncementListItem on EditorAnnouncement {\n    _id\n    title\n    status\n    updatedAt\n    scheduledAt\n    publishedAt\n    trip {\n      _id\n      title\n      status\n    }\n    label {\n      _id\n      label\n      color\n    }\n    author {\n      _id\n      shortname\n    }\n    updatedBy {\n      _id\n      shortname\n    }\n  }\n": typeof types.EditorAnnouncementListItemFragmentDoc,
    "\n  query EditorAnnouncements($filter: EditorAnnouncementsFilter, $pagination: PaginationInput) {\n    editorAnnouncements(filter: $filter, pagination: $pagination) {\n      total\n      edges {\n        ...EditorAnnouncementListItem\n      }\n    }\n  }\n": typeof types.EditorAnnouncementsDocument,
    "\n  fragment AnnouncedTrip on EditorTrip {\n    _id\n    title\n    status\n  }\n": typeof types.AnnouncedTripFragmentDoc,
    "\n  fragment EditorAnnouncementFields on EditorAnnouncement {\n    _id\n    version\n    status\n    title\n    preview\n    titleEn\n    previewEn\n    hasEnglish\n    label {\n      _id\n      label\n      color\n    }\n    image {\n      _id\n      url\n      # The Czech description, which the console edits, whatever the UI language.\n      alt: altCs\n    }\n    trip {\n      ...AnnouncedTrip\n    }\n    author {\n      _id\n      shortname\n    }\n    reviewComment\n    scheduledAt\n    publishedAt\n    updatedAt\n    updatedBy {\n      _id\n      shortname\n    }\n  }\n": typeof types.EditorAnnouncementFieldsFragmentDoc,
    "\n  query EditorAnnouncement($id: ID!) {\n    editorAnnouncement(id: $id) {\n      ...EditorAnnouncementFields\n    }\n  }\n": typeof types.EditorAnnouncementDocument,
    "\n  query AnnouncementTrips($search: String) {\n    editorTrips(filter: { search: $search, sort: { field: title, direction: ASC } }, pagination: { pageNumber: 1, pageSize: 20 }) {\n      edges {\n        ...AnnouncedTrip\n      }\n    }\n  }\n": typeof types.AnnouncementTripsDocument,
    "\n  query AnnouncementTrip($id: ID!) {\n    editorTrip(id: $id) {\n      ...AnnouncedTrip\n    }\n  }\n": typeof types.AnnouncementTripDocument,
    "\n  query AnnouncementRevisions($id: ID!) {\n    announcementRevisions(id: $id) {\n      version\n      createdAt\n      author {\n        _id\n        shortname\n      }\n      fields\n    }\n  }\n": typeof types.AnnouncementRevisionsDocument,
    "\n  mutation CreateAnnouncement($input: AnnouncementDraftInput!) {\n    createAnnouncement(input: $input) {\n      ...EditorAnnouncementFields\n    }\n  }\n": typeof types.CreateAnnouncementDocument,
    "\n  mutation UpdateAnnouncement($id: ID!, $version: Int!, $input: AnnouncementDraftInput!) {\n    updateAnnouncement(id: $id, version: $version, input: $input) {\n      ...EditorAnnouncementFields\n    }\n  }\n": typeof types.UpdateAnnouncementDocument,
    "\n  mutation SubmitAnnouncement($id: ID!, $version: Int!) {\n    submitAnnouncementForReview(id: $id, version: $version) {\n      ...EditorAnnouncementFields\n    }\n  }\n": typeof types.SubmitAnnouncementDocument,
    "\n  mutation ReturnAnnouncement($id: ID!, $version: Int!, $comment: String!) {\n    returnAnnouncementToAuthor(id: $id, version: $version, comment: $comment) {\n      ...EditorAnnouncementFields\n    }\n  }\n": typeof types.ReturnAnnouncementDocument,
    "\n  mutation PublishAnnouncement($id: ID!, $version: Int!) {\n    publishAnnouncement(id: $id, version: $version) {\n      ...EditorAnnouncementFields\n    }\n  }\n": typeof types.PublishAnnouncementDocument,
    "\n  mutation ScheduleAnnouncement($id: ID!, $version: Int!, $at: DateTime!) {\n    scheduleAnnouncement(id: $id, version: $version, at: $at) {\n      ...EditorAnnouncementFields\n    }\n  }\n": typeof types.ScheduleAnnouncementDocument,
    "\n  mutation UnpublishAnnouncement($id: ID!, $version: Int!) {\n    unpublishAnnouncement(id: $id, version: $version) {\n      ...EditorAnnouncementFields\n    }\n  }\n": typeof types.UnpublishAnnouncementDocument,
    "\n  mutation DeleteAnnouncementDraft($id: ID!, $version: Int!) {\n    deleteAnnouncementDraft(id: $id, version: $version)\n  }\n": typeof types.DeleteAnnouncementDraftDocument,
    "\n  mutation RestoreAnnouncementRevision($id: ID!, $version: Int!, $revision: Int!) {\n    restoreAnnouncementRevision(id: $id, version: $version, revision: $revision) {\n      ...EditorAnnouncementFields\n    }\n  }\n": typeof types.RestoreAnnouncementRevisionDocument,
    "\n  fragment QueuedAppealFields on QueuedAppeal {\n    _id\n    explanation\n    createdAt\n    decision {\n      _id\n      ground\n      explanation\n      decidedAt\n      decidedByViewer\n    }\n    rating {\n      ...ReportedRatingFields\n    }\n    photo {\n      ...ReportedPhotoFields\n    }\n  }\n": typeof types.QueuedAppealFieldsFragmentDoc,
    "\n  query AppealQueue($pagination: PaginationInput) {\n    appealQueue(pagination: $pagination) {\n      total\n      edges {\n        ...QueuedAppealFields\n      }\n    }\n  }\n": typeof types.AppealQueueDocument,
    "\n  mutation DecideAppeal($input: DecideAppealInput!) {\n    decideAppeal(input: $input) {\n      _id\n      outcome\n      decidedAt\n    }\n  }\n": typeof types.DecideAppealDocument,
    "\n  fragment EditorArticleListItem on EditorArticle {\n    _id\n    title\n    slug\n    status\n    featured\n    updatedAt\n    scheduledAt\n    publishedAt\n    label {\n      _id\n      label\n      color\n    }\n    author {\n      _id\n      shortname\n    }\n    updatedBy {\n      _id\n      shortname\n    }\n  }\n": typeof types.EditorArticleListItemFragmentDoc,
    "\n  query EditorArticles($filter: EditorArticlesFilter, $pagination: PaginationInput) {\n    editorArticles(filter: $filter, pagination: $pagination) {\n      total\n      edges {\n        ...EditorArticleListItem\n      }\n    }\n  }\n": typeof types.EditorArticlesDocument,
    "\n  fragment EditorArticleFields on EditorArticle {\n    _id\n    version\n    status\n    slug\n    previousSlugs\n    title\n    perex\n    preview\n    content\n    contentHtml\n    slugEn\n    titleEn\n    previewEn\n    perexEn\n    contentEn\n    contentEnHtml\n    hasEnglish\n    featured\n    label {\n      _id\n      label\n      color\n    }\n    image {\n      _id\n      url\n      # The Czech description, which the console edits, whatever the UI language.\n      alt: altCs\n      altEn\n      width\n      height\n      focalX\n      focalY\n    }\n    author {\n      _id\n      shortname\n    }\n    scheduledAt\n    publishedAt\n    updatedAt\n    updatedBy {\n      _id\n      shortname\n    }\n  }\n": typeof types.EditorArticleFieldsFragmentDoc,
    "\n  query EditorArticle($id: ID!) {\n    editorArticle(id: $id) {\n      ...EditorArticleFields\n    }\n  }\n": typeof types.EditorArticleDocument,
    "\n  query ArticleEditorOptions {\n    editorLabels(kind: ARTICLE) {\n      _id\n      labelCs\n      labelEn\n      color\n    }\n    articleAuthors {\n      _id\n      shortname\n    }\n  }\n": typeof types.ArticleEditorOptionsDocument,
    "\n  query ArticleRevisions($id: ID!) {\n    articleRevisions(id: $id) {\n      version\n      createdAt\n      author {\n        _id\n        shortname\n      }\n      fields\n    }\n  }\n": typeof types.ArticleRevisionsDocument,
    "\n  mutation CreateArticle($input: ArticleDraftInput!) {\n    createArticle(input: $input) {\n      ...EditorArticleFields\n    }\n  }\n": typeof types.CreateArticleDocument,
    "\n  mutation UpdateArticle($id: ID!, $version: Int!, $input: ArticleDraftInput!) {\n    updateArticle(id: $id, version: $version, input: $input) {\n      ...EditorArticleFields\n    }\n  }\n": typeof types.UpdateArticleDocument,
    "\n  mutation PublishArticle($id: ID!, $version: Int!) {\n    publishArticle(id: $id, version: $version) {\n      ...EditorArticleFields\n    }\n  }\n": typeof types.PublishArticleDocument,
    "\n  mutation ScheduleArticle($id: ID!, $version: Int!, $at: DateTime!) {\n    scheduleArticle(id: $id, version: $version, at: $at) {\n      ...EditorArticleFields\n    }\n  }\n": typeof types.ScheduleArticleDocument,
    "\n  mutation UnpublishArticle($id: ID!, $version: Int!) {\n    unpublishArticle(id: $id, version: $version) {\n      ...EditorArticleFields\n    }\n  }\n": typeof types.UnpublishArticleDocument,
    "\n  mutation DeleteArticleDraft($id: ID!, $version: Int!) {\n    deleteArticleDraft(id: $id, version: $version)\n  }\n": typeof types.DeleteArticleDraftDocument,
    "\n  mutation RestoreArticleRevision($id: ID!, $version: Int!, $revision: Int!) {\n    restoreArticleRevision(id: $id, version: $version, revision: $revision) {\n      ...EditorArticleFields\n    }\n  }\n": typeof types.RestoreArticleRevisionDocument,
    "\n  mutation SetArticleFeatured($id: ID!, $version: Int!, $featured: Boolean!) {\n    setArticleFeatured(id: $id, version: $version, featured: $featured) {\n      ...EditorArticleFields\n    }\n  }\n": typeof types.SetArticleFeaturedDocument,
    "\n  mutation SignInAsAdmin($input: SignInInput!) {\n    signInAsAdmin(input: $input) {\n      accessToken\n      refreshToken\n    }\n  }\n": typeof types.SignInAsAdminDocument,
    "\n  query ConsoleMe {\n    me {\n      _id\n      firstname\n      fullname\n      roles\n    }\n  }\n": typeof types.ConsoleMeDocument,
    "\n  fragment ConsoleUser on AdminUser {\n    _id\n    email\n    fullname\n    roles\n    status\n    createdAt\n    ratingsCount\n    finishedCount\n    bookmarksCount\n  }\n": typeof types.ConsoleUserFragmentDoc,
    "\n  query AdminUsers($search: String, $pagination: PaginationInput) {\n    adminUsers(search: $search, pagination: $pagination) {\n      total\n      edges {\n        ...ConsoleUser\n      }\n    }\n  }\n": typeof types.AdminUsersDocument,
    "\n  mutation GrantRole($userId: ID!, $role: Role!) {\n    grantRole(userId: $userId, role: $role) {\n      ...ConsoleUser\n    }\n  }\n": typeof types.GrantRoleDocument,
    "\n  mutation RevokeRole($userId: ID!, $role: Role!) {\n    revokeRole(userId: $userId, role: $role) {\n      ...ConsoleUser\n    }\n  }\n": typeof types.RevokeRoleDocument,
    "\n  mutation DisableUser($userId: ID!) {\n    disableUser(userId: $userId) {\n      ...ConsoleUser\n    }\n  }\n": typeof types.DisableUserDocument,
    "\n  mutation EnableUser($userId: ID!) {\n    enableUser(userId: $userId) {\n      ...ConsoleUser\n    }\n  }\n": typeof types.EnableUserDocument,
    "\n  query AuditLog($entityType: String, $entityId: ID, $pagination: PaginationInput) {\n    auditLog(entityType: $entityType, entityId: $entityId, pagination: $pagination) {\n      total\n      edges {\n        _id\n        actor {\n          _id\n          shortname\n        }\n        action\n        entityType\n        entityId\n        before\n        after\n        createdAt\n      }\n    }\n  }\n": typeof types.AuditLogDocument,
    "\n  query MarkdownPreview($markdown: String!) {\n    markdownPreview(markdown: $markdown)\n  }\n": typeof types.MarkdownPreviewDocument,
    "\n  query ModerationFigures($from: String!, $to: String!) {\n    moderationFigures(from: $from, to: $to) {\n      month\n      reportsByReason {\n        reason\n        count\n      }\n      decisionsByKind {\n        decision\n        count\n      }\n      medianHoursToDecision\n      appealsReceived\n      appealsRestored\n      appealsConfirmed\n    }\n  }\n": typeof types.ModerationFiguresDocument,
    "\n  fragment ModerationRatingItem on ModerationRating {\n    _id\n    score\n    text\n    createdAt\n    hidden\n    hiddenAt\n    hiddenReason\n    hiddenBy {\n      _id\n      shortname\n    }\n    trip {\n      _id\n      title\n    }\n    author {\n      _id\n      fullname\n      email\n      status\n    }\n  }\n": typeof types.ModerationRatingItemFragmentDoc,
    "\n  query ModerationRatings($filter: ModerationRatingsFilter, $pagination: PaginationInput) {\n    moderationRatings(filter: $filter, pagination: $pagination) {\n      total\n      edges {\n        ...ModerationRatingItem\n      }\n    }\n  }\n": typeof types.ModerationRatingsDocument,
    "\n  query RatingTripOptions($search: String) {\n    editorTrips(filter: { search: $search }, pagination: { pageSize: 10 }) {\n      edges {\n        _id\n        title\n      }\n    }\n  }\n": typeof types.RatingTripOptionsDocument,
    "\n  mutation HideRating($id: ID!, $reason: String!) {\n    hideRating(id: $id, reason: $reason) {\n      ...ModerationRatingItem\n    }\n  }\n": typeof types.HideRatingDocument,
    "\n  mutation RestoreRating($id: ID!) {\n    restoreRating(id: $id) {\n      ...ModerationRatingItem\n    }\n  }\n": typeof types.RestoreRatingDocument,
    "\n  fragment ReportedRatingFields on ReportedRating {\n    _id\n    text\n    score\n    authorShortname\n    hidden\n    trip {\n      _id\n      title\n    }\n  }\n": typeof types.ReportedRatingFieldsFragmentDoc,
    "\n  fragment ReportedPhotoFields on ReportedPhoto {\n    _id\n    caption\n    hidden\n    image {\n      _id\n      url\n      alt\n      width\n      height\n      variants {\n        url\n        width\n        format\n      }\n    }\n  }\n": typeof types.ReportedPhotoFieldsFragmentDoc,
    "\n  fragment ReportedItemFields on ReportedItem {\n    targetKind\n    targetId\n    reportCount\n    firstReportedAt\n    reasons {\n      reason\n      count\n    }\n    reports {\n      _id\n      reason\n      explanation\n      createdAt\n    }\n    rating {\n      ...ReportedRatingFields\n    }\n    photo {\n      ...ReportedPhotoFields\n    }\n  }\n": typeof types.ReportedItemFieldsFragmentDoc,
    "\n  query ReportQueue($pagination: PaginationInput) {\n    reportQueue(pagination: $pagination) {\n      total\n      edges {\n        ...ReportedItemFields\n      }\n    }\n  }\n": typeof types.ReportQueueDocument,
    "\n  mutation DecideReports($input: DecideReportsInput!) {\n    decideReports(input: $input) {\n      _id\n      decision\n      closedReports\n    }\n  }\n": typeof types.DecideReportsDocument,
    "\n  fragment ConsoleLabel on EditorLabel {\n    _id\n    kind\n    slug\n    labelCs\n    labelEn\n    color\n    contrastRatio\n    usageCount\n    version\n  }\n": typeof types.ConsoleLabelFragmentDoc,
    "\n  fragment ConsoleArea on EditorArea {\n    _id\n    slug\n    name\n    nameEn\n    region\n    tripCount\n    version\n  }\n": typeof types.ConsoleAreaFragmentDoc,
    "\n  query ConsoleLabels($kind: LabelKind!) {\n    editorLabels(kind: $kind) {\n      ...ConsoleLabel\n    }\n  }\n": typeof types.ConsoleLabelsDocument,
    "\n  mutation CreateLabel($kind: LabelKind!, $input: LabelInput!) {\n    createLabel(kind: $kind, input: $input) {\n      ...ConsoleLabel\n    }\n  }\n": typeof types.CreateLabelDocument,
    "\n  mutation UpdateLabel($id: ID!, $version: Int!, $input: LabelInput!) {\n    updateLabel(id: $id, version: $version, input: $input) {\n      ...ConsoleLabel\n    }\n  }\n": typeof types.UpdateLabelDocument,
    "\n  mutation DeleteLabel($id: ID!, $version: Int!) {\n    deleteLabel(id: $id, version: $version)\n  }\n": typeof types.DeleteLabelDocument,
    "\n  query ConsoleAreas {\n    editorAreas {\n      ...ConsoleArea\n    }\n  }\n": typeof types.ConsoleAreasDocument,
    "\n  mutation CreateArea($input: AreaInput!) {\n    createArea(input: $input) {\n      ...ConsoleArea\n    }\n  }\n": typeof types.CreateAreaDocument,
    "\n  mutation UpdateArea($id: ID!, $version: Int!, $input: AreaInput!) {\n    updateArea(id: $id, version: $version, input: $input) {\n      ...ConsoleArea\n    }\n  }\n": typeof types.UpdateAreaDocument,
    "\n  mutation DeleteArea($id: ID!, $version: Int!) {\n    deleteArea(id: $id, version: $version)\n  }\n": typeof types.DeleteAreaDocument,
    "\n  query TranslationGaps {\n    translationGaps {\n      trips\n      announcements\n      articles\n      areas\n    }\n  }\n": typeof types.TranslationGapsDocument,
    "\n  fragment EditorTripListItem on EditorTrip {\n    _id\n    title\n    status\n    updatedAt\n    scheduledAt\n    publishedAt\n    area {\n      _id\n      name\n    }\n    label {\n      _id\n      label\n      color\n    }\n    author {\n      _id\n      shortname\n    }\n    updatedBy {\n      _id\n      shortname\n    }\n  }\n": typeof types.EditorTripListItemFragmentDoc,
    "\n  query EditorTrips($filter: EditorTripsFilter, $pagination: PaginationInput) {\n    editorTrips(filter: $filter, pagination: $pagination) {\n      total\n      edges {\n        ...EditorTripListItem\n      }\n    }\n  }\n": typeof types.EditorTripsDocument,
    "\n  fragment EditorTripFields on EditorTrip {\n    _id\n    version\n    status\n    slug\n    title\n    perex\n    preview\n    content\n    contentHtml\n    titleEn\n    previewEn\n    perexEn\n    contentEn\n    contentEnHtml\n    hasEnglish\n    routeLink\n    coordinates {\n      lat\n      lng\n    }\n    lengthKm\n    routeType\n    duration\n    accessibility\n    gastro\n    suitability\n    additionalActivities\n    overnightStay\n    terrain\n    area {\n      _id\n      name\n    }\n    label {\n      _id\n      label\n      color\n    }\n    coverImage {\n      _id\n      url\n      # The Czech description, which the console edits, whatever the UI language.\n      alt: altCs\n      focalX\n      focalY\n    }\n    images {\n      _id\n      url\n      # The Czech description, which the console edits, whatever the UI language.\n      alt: altCs\n      altEn\n      width\n      height\n      focalX\n      focalY\n    }\n    track {\n      _id\n      lengthKm\n      elevationGain\n      elevationLoss\n      lowestPoint\n      highestPoint\n      line\n      profile\n      gpxUrl\n    }\n    author {\n      _id\n      shortname\n    }\n    reviewComment\n    scheduledAt\n    publishedAt\n    updatedAt\n    updatedBy {\n      _id\n      shortname\n    }\n    nearestMunicipality {\n      _id\n      name\n      district\n      region\n    }\n  }\n": typeof types.EditorTripFieldsFragmentDoc,
    "\n  query EditorTrip($id: ID!) {\n    editorTrip(id: $id) {\n      ...EditorTripFields\n    }\n  }\n": typeof types.EditorTripDocument,
    "\n  query TripRevisions($id: ID!) {\n    tripRevisions(id: $id) {\n      version\n      createdAt\n      author {\n        _id\n        shortname\n      }\n      fields\n    }\n  }\n": typeof types.TripRevisionsDocument,
    "\n  mutation CreateTrip($input: TripDraftInput!) {\n    createTrip(input: $input) {\n      ...EditorTripFields\n    }\n  }\n": typeof types.CreateTripDocument,
    "\n  mutation UpdateTrip($id: ID!, $version: Int!, $input: TripDraftInput!) {\n    updateTrip(id: $id, version: $version, input: $input) {\n      ...EditorTripFields\n    }\n  }\n": typeof types.UpdateTripDocument,
    "\n  mutation SubmitTripForReview($id: ID!, $version: Int!) {\n    submitTripForReview(id: $id, version: $version) {\n      ...EditorTripFields\n    }\n  }\n": typeof types.SubmitTripForReviewDocument,
    "\n  mutation ReturnTripToAuthor($id: ID!, $version: Int!, $comment: String!) {\n    returnTripToAuthor(id: $id, version: $version, comment: $comment) {\n      ...EditorTripFields\n    }\n  }\n": typeof types.ReturnTripToAuthorDocument,
    "\n  mutation PublishTrip($id: ID!, $version: Int!) {\n    publishTrip(id: $id, version: $version) {\n      ...EditorTripFields\n    }\n  }\n": typeof types.PublishTripDocument,
    "\n  mutation ScheduleTrip($id: ID!, $version: Int!, $at: DateTime!) {\n    scheduleTrip(id: $id, version: $version, at: $at) {\n      ...EditorTripFields\n    }\n  }\n": typeof types.ScheduleTripDocument,
    "\n  mutation UnpublishTrip($id: ID!, $version: Int!) {\n    unpublishTrip(id: $id, version: $version) {\n      ...EditorTripFields\n    }\n  }\n": typeof types.UnpublishTripDocument,
    "\n  mutation DeleteTripDraft($id: ID!, $version: Int!) {\n    deleteTripDraft(id: $id, version: $version)\n  }\n": typeof types.DeleteTripDraftDocument,
    "\n  mutation RestoreTripRevision($id: ID!, $version: Int!, $revision: Int!) {\n    restoreTripRevision(id: $id, version: $version, revision: $revision) {\n      ...EditorTripFields\n    }\n  }\n": typeof types.RestoreTripRevisionDocument,
    "\n  query NearestCity($near: LatLngInput!) {\n    nearestCity(near: $near) {\n      _id\n      name\n      district\n      region\n    }\n  }\n": typeof types.NearestCityDocument,
    "\n  query TripEditorOptions {\n    areaSelectOptions {\n      value\n      label\n    }\n    editorLabels(kind: TRIP) {\n      _id\n      labelCs\n      labelEn\n      color\n    }\n  }\n": typeof types.TripEditorOptionsDocument,
    "\n  query RecommendedTrips($limit: Int) {\n    recommendedTrips(limit: $limit) {\n      _id\n      title\n      coverImage {\n        _id\n        url\n        alt\n      }\n      area {\n        _id\n        name\n      }\n      averageRating\n      attributes {\n        lengthKm\n        duration\n      }\n    }\n  }\n": typeof types.RecommendedTripsDocument,
    "\n  fragment FeedCard on Published {\n    __typename\n    _id\n    language\n    title\n    preview\n    publishedAt\n    image {\n      _id\n      url\n      alt\n    }\n    label {\n      _id\n      label\n      color\n    }\n    ... on PublishedArticle {\n      slug\n      isBookmarked\n    }\n    ... on PublishedTripAnnouncement {\n      trip {\n        _id\n      }\n    }\n  }\n": typeof types.FeedCardFragmentDoc,
    "\n  query Feed($pagination: PaginationInput) {\n    feed(pagination: $pagination) {\n      total\n      edges {\n        ...FeedCard\n      }\n    }\n  }\n": typeof types.FeedDocument,
    "\n  subscription FeedUpdated {\n    feedUpdated {\n      _id\n    }\n  }\n": typeof types.FeedUpdatedDocument,
    "\n  query Article($slug: String!) {\n    article(slug: $slug) {\n      _id\n      language\n      slug\n      title\n      perex\n      contentHtml\n      publishedAt\n      isBookmarked\n      image {\n        _id\n        url\n        alt\n      }\n      label {\n        _id\n        label\n        color\n      }\n      author {\n        _id\n        shortname\n      }\n      featuredArticles(limit: 3) {\n        ...FeedCard\n      }\n    }\n  }\n": typeof types.ArticleDocument,
    "\n  mutation ToggleArticleBookmark($id: ID!) {\n    toggleArticleBookmark(id: $id) {\n      _id\n      isBookmarked\n    }\n  }\n": typeof types.ToggleArticleBookmarkDocument,
    "\n  query TripsLocations {\n    tripsLocations {\n      _id\n      title\n      preview\n      coordinates {\n        lat\n        lng\n      }\n      coverImage {\n        _id\n        url\n        alt\n      }\n      label {\n        _id\n        label\n        color\n      }\n      averageRating\n      lengthKm\n      duration\n      suitability\n    }\n  }\n": typeof types.TripsLocationsDocument,
    "\n  query TripTrackLine($id: ID!) {\n    publishedTrip(id: $id) {\n      _id\n      track {\n        _id\n        line\n      }\n    }\n  }\n": typeof types.TripTrackLineDocument,
    "\n  fragment OnboardingAnswers on User {\n    _id\n    onboardingCompleted\n    city {\n      _id\n      name\n      district\n      region\n    }\n    sex\n    ageRange\n    interests\n    onboardingPreferences {\n      drink\n      sleep\n      transport\n      company\n      durations\n      referralSource\n      referralText\n      step\n    }\n  }\n": typeof types.OnboardingAnswersFragmentDoc,
    "\n  query Onboarding {\n    me {\n      ...OnboardingAnswers\n    }\n  }\n": typeof types.OnboardingDocument,
    "\n  mutation UpdateOnboardingPreferences($input: OnboardingPreferencesInput!) {\n    updateOnboardingPreferences(input: $input) {\n      ...OnboardingAnswers\n    }\n  }\n": typeof types.UpdateOnboardingPreferencesDocument,
    "\n  query ProfileOverview {\n    me {\n      _id\n      fullname\n      firstname\n      lastname\n      email\n      createdAt\n      city {\n        _id\n        name\n        region\n      }\n    }\n    myBookmarkedTripsCount\n    myBookmarkedArticlesCount\n    myFinishedTripsCount\n    myTotalKm\n    myKmByMonth {\n      month\n      km\n      trips\n    }\n    myFinishedTripStarts {\n      tripId\n      title\n      coordinates {\n        lat\n        lng\n      }\n    }\n  }\n": typeof types.ProfileOverviewDocument,
    "\n  query MyBookmarkedArticles($pagination: PaginationInput) {\n    myBookmarkedArticles(pagination: $pagination) {\n      total\n      edges {\n        ...FeedCard\n      }\n    }\n  }\n": typeof types.MyBookmarkedArticlesDocument,
    "\n  fragment SearchPlace on City {\n    _id\n    name\n    district\n    region\n    coordinates {\n      lat\n      lng\n    }\n  }\n": typeof types.SearchPlaceFragmentDoc,
    "\n  query SearchSuggestions($query: String!, $limit: Int) {\n    searchSuggestions(query: $query, limit: $limit) {\n      __typename\n      ... on PublishedTrip {\n        _id\n        title\n        area {\n          _id\n          name\n          region\n        }\n        coverImage {\n          ...Picture\n        }\n      }\n      ... on City {\n        ...SearchPlace\n      }\n      ... on Area {\n        _id\n        name\n        region\n      }\n      ... on PublishedArticle {\n        _id\n        slug\n        title\n        image {\n          ...Picture\n        }\n      }\n    }\n  }\n": typeof types.SearchSuggestionsDocument,
    "\n  query Search($query: String!, $near: LatLngInput, $pagination: PaginationInput) {\n    search(query: $query, near: $near, pagination: $pagination) {\n      trips {\n        total\n        capped\n        edges {\n          ...TripCard\n        }\n      }\n      places {\n        ...SearchPlace\n      }\n      areas {\n        _id\n        name\n        region\n      }\n      articles {\n        _id\n        slug\n        title\n        preview\n        image {\n          ...Picture\n        }\n      }\n      didYouMean\n    }\n  }\n": typeof types.SearchDocument,
    "\n  query MySessions {\n    mySessions {\n      _id\n      browser\n      os\n      platform\n      country\n      lastUsedAt\n      current\n    }\n  }\n": typeof types.MySessionsDocument,
    "\n  mutation SignOutSession($sessionId: ID!) {\n    signOutSession(sessionId: $sessionId)\n  }\n": typeof types.SignOutSessionDocument,
    "\n  mutation SignOutOtherSessions {\n    signOutOtherSessions\n  }\n": typeof types.SignOutOtherSessionsDocument,
    "\n  query Settings {\n    me {\n      ...SettingsUser\n    }\n  }\n": typeof types.SettingsDocument,
    "\n  fragment SettingsUser on User {\n    _id\n    firstname\n    lastname\n    fullname\n    email\n    language\n    interests\n    newsletterSubscribed\n    city {\n      _id\n      name\n      district\n      region\n    }\n  }\n": typeof types.SettingsUserFragmentDoc,
    "\n  mutation UpdateCredentials($firstname: String!, $lastname: String!) {\n    updateMyProfile(input: { firstname: $firstname, lastname: $lastname }) {\n      ...SettingsUser\n    }\n  }\n": typeof types.UpdateCredentialsDocument,
    "\n  mutation ChangePassword($oldPassword: String!, $newPassword: String!) {\n    changePassword(oldPassword: $oldPassword, newPassword: $newPassword)\n  }\n": typeof types.ChangePasswordDocument,
    "\n  mutation UpdateNewsletterSubscription($subscribed: Boolean!) {\n    updateNewsletterSubscription(subscribed: $subscribed) {\n      ...SettingsUser\n    }\n  }\n": typeof types.UpdateNewsletterSubscriptionDocument,
    "\n  mutation UpdateInterests($interests: [TripCharacteristic!]!) {\n    updateOnboardingPreferences(input: { interests: $interests }) {\n      ...SettingsUser\n    }\n  }\n": typeof types.UpdateInterestsDocument,
    "\n  mutation UpdateLocation($cityId: ID) {\n    updateMyProfile(input: { cityId: $cityId }) {\n      ...SettingsUser\n    }\n  }\n": typeof types.UpdateLocationDocument,
    "\n  mutation SendSupportMessage($message: String!) {\n    sendSupportMessage(input: { message: $message })\n  }\n": typeof types.SendSupportMessageDocument,
    "\n  mutation DeleteAccount($feedback: String) {\n    deleteAccount(feedback: $feedback)\n  }\n": typeof types.DeleteAccountDocument,
    "\n  fragment HikerPhotoItem on HikerPhoto {\n    _id\n    hidden\n    caption\n    createdAt\n    image {\n      _id\n      url\n      alt\n      width\n      height\n      variants {\n        url\n        width\n        format\n      }\n    }\n    user {\n      _id\n      shortname\n    }\n  }\n": typeof types.HikerPhotoItemFragmentDoc,
    "\n  query TripHikerPhotos($id: ID!, $pagination: PaginationInput) {\n    publishedTrip(id: $id) {\n      _id\n      hikerPhotos(pagination: $pagination) {\n        total\n        edges {\n          ...HikerPhotoItem\n        }\n      }\n    }\n  }\n": typeof types.TripHikerPhotosDocument,
    "\n  mutation DiscardHikerPhoto($id: ID!) {\n    discardHikerPhoto(id: $id)\n  }\n": typeof types.DiscardHikerPhotoDocument,
    "\n  query MyBookmarkedTrips($pagination: PaginationInput) {\n    myBookmarkedTrips(pagination: $pagination) {\n      total\n      edges {\n        ...TripCard\n      }\n    }\n  }\n": typeof types.MyBookmarkedTripsDocument,
    "\n  query MyFinishedTrips($pagination: PaginationInput) {\n    myFinishedTrips(pagination: $pagination) {\n      total\n      totalKm\n      edges {\n        ...TripCard\n      }\n    }\n  }\n": typeof types.MyFinishedTripsDocument,
    "\n  query PublishedTrip($id: ID!) {\n    publishedTrip(id: $id) {\n      _id\n      language\n      title\n      preview\n      perex\n      contentHtml\n      routeLink\n      publishedAt\n      nearestMunicipality {\n        _id\n        name\n        district\n        region\n      }\n      coordinates {\n        lat\n        lng\n      }\n      coverImage {\n        ...Picture\n      }\n      images {\n        ...Picture\n      }\n      label {\n        _id\n        label\n        color\n      }\n      area {\n        _id\n        name\n        language\n      }\n      author {\n        _id\n        shortname\n      }\n      attributes {\n        accessibility\n        gastro\n        suitability\n        additionalActivities\n        overnightStay\n        lengthKm\n        routeType\n        terrain\n        duration\n      }\n      averageRating\n      ratingsCount\n      finishedCount\n      isBookmarked\n      isFinished\n      hasRated\n      myRating {\n        ...TripRatingItem\n        moderation {\n          ...MyRatingModeration\n        }\n        photos {\n          _id\n          moderation {\n            ...MyRatingModeration\n          }\n        }\n      }\n      ratings(pagination: { pageNumber: 1, pageSize: 2 }, sort: { field: createdAt, direction: DESC }) {\n        total\n        edges {\n          ...TripRatingItem\n        }\n      }\n      track {\n        _id\n        lengthKm\n        elevationGain\n        elevationLoss\n        lowestPoint\n        highestPoint\n        profile\n        gpxUrl\n      }\n    }\n  }\n": typeof types.PublishedTripDocument,
    "\n  mutation AppealDecision($input: AppealDecisionInput!) {\n    appealDecision(input: $input) {\n      _id\n      createdAt\n    }\n  }\n": typeof types.AppealDecisionDocument,
    "\n  mutation ReportRating($input: ReportContentInput!) {\n    reportContent(input: $input)\n  }\n": typeof types.ReportRatingDocument,
    "\n  fragment TripRatingItem on TripRating {\n    _id\n    score\n    text\n    createdAt\n    user {\n      _id\n      shortname\n      initials\n    }\n    # The fields of HikerPhotoItem (hiker-photos.queries.ts), spelled out to stay within the API's depth limit.\n    photos {\n      _id\n      hidden\n      caption\n      createdAt\n      image {\n        _id\n        url\n        alt\n        width\n        height\n        variants {\n          url\n          width\n          format\n        }\n      }\n      user {\n        _id\n        shortname\n      }\n    }\n  }\n": typeof types.TripRatingItemFragmentDoc,
    "\n  fragment MyRatingModeration on RatingModeration {\n    hidden\n    hiddenAt\n    explanation\n    decisionId\n    ground\n    decidedAt\n    appealableUntil\n    appealable\n    appeal {\n      _id\n      explanation\n      createdAt\n      outcome\n      outcomeExplanation\n      decidedAt\n    }\n  }\n": typeof types.MyRatingModerationFragmentDoc,
    "\n  query TripRatings($id: ID!, $pagination: PaginationInput) {\n    publishedTrip(id: $id) {\n      _id\n      title\n      averageRating\n      ratingsCount\n      ratings(pagination: $pagination, sort: { field: createdAt, direction: DESC }) {\n        total\n        edges {\n          ...TripRatingItem\n        }\n      }\n    }\n  }\n": typeof types.TripRatingsDocument,
    "\n  mutation ToggleTripFinished($id: ID!) {\n    toggleTripFinished(id: $id) {\n      _id\n      isFinished\n      finishedCount\n    }\n  }\n": typeof types.ToggleTripFinishedDocument,
    "\n  mutation RateTrip($id: ID!, $input: RateTripInput!) {\n    rateTrip(id: $id, input: $input) {\n      _id\n      averageRating\n      ratingsCount\n      hasRated\n      myRating {\n        ...TripRatingItem\n        moderation {\n          ...MyRatingModeration\n        }\n        photos {\n          _id\n          moderation {\n            ...MyRatingModeration\n          }\n        }\n      }\n    }\n  }\n": typeof types.RateTripDocument,
    "\n  subscription TripRatingAdded($tripId: ID!) {\n    tripRatingAdded(tripId: $tripId) {\n      ...TripRatingItem\n    }\n  }\n": typeof types.TripRatingAddedDocument,
    "\n  query TripWeather($id: ID!) {\n    publishedTrip(id: $id) {\n      _id\n      weather {\n        date\n        code\n        temperatureMinC\n        temperatureMaxC\n        precipitationMm\n        precipitationProbability\n        windKmh\n      }\n    }\n  }\n": typeof types.TripWeatherDocument,
    "\n  fragment TripCard on PublishedTrip {\n    _id\n    language\n    title\n    preview\n    coverImage {\n      ...Picture\n    }\n    label {\n      _id\n      label\n      color\n    }\n    area {\n      _id\n      name\n    }\n    averageRating\n    ratingsCount\n    coordinates {\n      lat\n      lng\n    }\n    attributes {\n      lengthKm\n      duration\n    }\n    isBookmarked\n  }\n": typeof types.TripCardFragmentDoc,
    "\n  query PublishedTrips($filter: TripFilter, $pagination: PaginationInput, $sort: TripSort, $near: LatLngInput) {\n    publishedTrips(filter: $filter, pagination: $pagination, sort: $sort, near: $near) {\n      total\n      edges {\n        ...TripCard\n      }\n    }\n  }\n": typeof types.PublishedTripsDocument,
    "\n  query TripsResultsCount($filter: TripFilter, $near: LatLngInput) {\n    publishedTripsResultsCount(filter: $filter, near: $near)\n  }\n": typeof types.TripsResultsCountDocument,
    "\n  query AreaOptions {\n    areaSelectOptions {\n      value\n      label\n    }\n  }\n": typeof types.AreaOptionsDocument,
    "\n  mutation ToggleTripBookmark($id: ID!) {\n    toggleTripBookmark(id: $id) {\n      _id\n      isBookmarked\n    }\n  }\n": typeof types.ToggleTripBookmarkDocument,
    "\n  query BookmarkedTripIds($pagination: PaginationInput) {\n    myBookmarkedTrips(pagination: $pagination) {\n      total\n      edges {\n        _id\n      }\n    }\n  }\n": typeof types.BookmarkedTripIdsDocument,
    "\n  query Cities($search: String!) {\n    cities(filter: { search: $search }) {\n      _id\n      name\n      district\n      region\n    }\n  }\n": typeof types.CitiesDocument,
    "\n  query MyCity {\n    me {\n      _id\n      city {\n        _id\n        name\n        coordinates {\n          lat\n          lng\n        }\n      }\n    }\n  }\n": typeof types.MyCityDocument,
    "\n  fragment Picture on Image {\n    _id\n    url\n    alt\n    focalX\n    focalY\n    variants {\n      url\n      width\n      format\n    }\n  }\n": typeof types.PictureFragmentDoc,
};
const documents: Documents = {
    "\n  mutation RefreshToken($refreshToken: String!) {\n    refreshToken(refreshToken: $refreshToken) {\n      accessToken\n    }\n  }\n": types.RefreshTokenDocument,
    "\n  mutation SignOut($refreshToken: String!) {\n    signOut(refreshToken: $refreshToken)\n  }\n": types.SignOutDocument,
    "\n  query SignedInAccount {\n    me {\n      _id\n      language\n      onboardingCompleted\n    }\n  }\n": types.SignedInAccountDocument,
    "\n  mutation UpdateMyLanguage($language: Language!) {\n    updateMyProfile(input: { language: $language }) {\n      _id\n      language\n    }\n  }\n": types.UpdateMyLanguageDocument,
    "\n  mutation FinishSignUp($input: FinishSignUpInput!) {\n    finishSignUp(input: $input) {\n      accessToken\n      refreshToken\n    }\n  }\n": types.FinishSignUpDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n": types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($code: String!, $password: String!) {\n    resetPassword(code: $code, password: $password)\n  }\n": types.ResetPasswordDocument,
    "\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      accessToken\n      refreshToken\n    }\n  }\n": types.SignInDocument,
    "\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input)\n  }\n": types.SignUpDocument,
    "\n  fragment EditorAnnouncementListItem on EditorAnnouncement {\n    _id\n    title\n    status\n    updatedAt\n    scheduledAt\n    publishedAt\n    trip {\n      _id\n      title\n      status\n    }\n    label {\n      _id\n      label\n      color\n    }\n    author {\n      _id\n      shortname\n    }\n    updatedBy {\n      _id\n      shortname\n    }\n  }\n": types.EditorAnnouncementListItemFragmentDoc,
    "\n  query EditorAnnouncements($filter: EditorAnnouncementsFilter, $pagination: PaginationInput) {\n    editorAnnouncements(filter: $filter, pagination: $pagination) {\n      total\n      edges {\n        ...EditorAnnouncementListItem\n      }\n    }\n  }\n": types.EditorAnnouncementsDocument,
    "\n  fragment AnnouncedTrip on EditorTrip {\n    _id\n    title\n    status\n  }\n": types.AnnouncedTripFragmentDoc,
    "\n  fragment EditorAnnouncementFields on EditorAnnouncement {\n    _id\n    version\n    status\n    title\n    preview\n    titleEn\n    previewEn\n    hasEnglish\n    label {\n      _id\n      label\n      color\n    }\n    image {\n      _id\n      url\n      # The Czech description, which the console edits, whatever the UI language.\n      alt: altCs\n    }\n    trip {\n      ...AnnouncedTrip\n    }\n    author {\n      _id\n      shortname\n    }\n    reviewComment\n    scheduledAt\n    publishedAt\n    updatedAt\n    updatedBy {\n      _id\n      shortname\n    }\n  }\n": types.EditorAnnouncementFieldsFragmentDoc,
    "\n  query EditorAnnouncement($id: ID!) {\n    editorAnnouncement(id: $id) {\n      ...EditorAnnouncementFields\n    }\n  }\n": types.EditorAnnouncementDocument,
    "\n  query AnnouncementTrips($search: String) {\n    editorTrips(filter: { search: $search, sort: { field: title, direction: ASC } }, pagination: { pageNumber: 1, pageSize: 20 }) {\n      edges {\n        ...AnnouncedTrip\n      }\n    }\n  }\n": types.AnnouncementTripsDocument,
    "\n  query AnnouncementTrip($id: ID!) {\n    editorTrip(id: $id) {\n      ...AnnouncedTrip\n    }\n  }\n": types.AnnouncementTripDocument,
    "\n  query AnnouncementRevisions($id: ID!) {\n    announcementRevisions(id: $id) {\n      version\n      createdAt\n      author {\n        _id\n        shortname\n      }\n      fields\n    }\n  }\n": types.AnnouncementRevisionsDocument,
    "\n  mutation CreateAnnouncement($input: AnnouncementDraftInput!) {\n    createAnnouncement(input: $input) {\n      ...EditorAnnouncementFields\n    }\n  }\n": types.CreateAnnouncementDocument,
    "\n  mutation UpdateAnnouncement($id: ID!, $version: Int!, $input: AnnouncementDraftInput!) {\n    updateAnnouncement(id: $id, version: $version, input: $input) {\n      ...EditorAnnouncementFields\n    }\n  }\n": types.UpdateAnnouncementDocument,
    "\n  mutation SubmitAnnouncement($id: ID!, $version: Int!) {\n    submitAnnouncementForReview(id: $id, version: $version) {\n      ...EditorAnnouncementFields\n    }\n  }\n": types.SubmitAnnouncementDocument,
    "\n  mutation ReturnAnnouncement($id: ID!, $version: Int!, $comment: String!) {\n    returnAnnouncementToAuthor(id: $id, version: $version, comment: $comment) {\n      ...EditorAnnouncementFields\n    }\n  }\n": types.ReturnAnnouncementDocument,
    "\n  mutation PublishAnnouncement($id: ID!, $version: Int!) {\n    publishAnnouncement(id: $id, version: $version) {\n      ...EditorAnnouncementFields\n    }\n  }\n": types.PublishAnnouncementDocument,
    "\n  mutation ScheduleAnnouncement($id: ID!, $version: Int!, $at: DateTime!) {\n    scheduleAnnouncement(id: $id, version: $version, at: $at) {\n      ...EditorAnnouncementFields\n    }\n  }\n": types.ScheduleAnnouncementDocument,
    "\n  mutation UnpublishAnnouncement($id: ID!, $version: Int!) {\n    unpublishAnnouncement(id: $id, version: $version) {\n      ...EditorAnnouncementFields\n    }\n  }\n": types.UnpublishAnnouncementDocument,
    "\n  mutation DeleteAnnouncementDraft($id: ID!, $version: Int!) {\n    deleteAnnouncementDraft(id: $id, version: $version)\n  }\n": types.DeleteAnnouncementDraftDocument,
    "\n  mutation RestoreAnnouncementRevision($id: ID!, $version: Int!, $revision: Int!) {\n    restoreAnnouncementRevision(id: $id, version: $version, revision: $revision) {\n      ...EditorAnnouncementFields\n    }\n  }\n": types.RestoreAnnouncementRevisionDocument,
    "\n  fragment QueuedAppealFields on QueuedAppeal {\n    _id\n    explanation\n    createdAt\n    decision {\n      _id\n      ground\n      explanation\n      decidedAt\n      decidedByViewer\n    }\n    rating {\n      ...ReportedRatingFields\n    }\n    photo {\n      ...ReportedPhotoFields\n    }\n  }\n": types.QueuedAppealFieldsFragmentDoc,
    "\n  query AppealQueue($pagination: PaginationInput) {\n    appealQueue(pagination: $pagination) {\n      total\n      edges {\n        ...QueuedAppealFields\n      }\n    }\n  }\n": types.AppealQueueDocument,
    "\n  mutation DecideAppeal($input: DecideAppealInput!) {\n    decideAppeal(input: $input) {\n      _id\n      outcome\n      decidedAt\n    }\n  }\n": types.DecideAppealDocument,
    "\n  fragment EditorArticleListItem on EditorArticle {\n    _id\n    title\n    slug\n    status\n    featured\n    updatedAt\n    scheduledAt\n    publishedAt\n    label {\n      _id\n      label\n      color\n    }\n    author {\n      _id\n      shortname\n    }\n    updatedBy {\n      _id\n      shortname\n    }\n  }\n": types.EditorArticleListItemFragmentDoc,
    "\n  query EditorArticles($filter: EditorArticlesFilter, $pagination: PaginationInput) {\n    editorArticles(filter: $filter, pagination: $pagination) {\n      total\n      edges {\n        ...EditorArticleListItem\n      }\n    }\n  }\n": types.EditorArticlesDocument,
    "\n  fragment EditorArticleFields on EditorArticle {\n    _id\n    version\n    status\n    slug\n    previousSlugs\n    title\n    perex\n    preview\n    content\n    contentHtml\n    slugEn\n    titleEn\n    previewEn\n    perexEn\n    contentEn\n    contentEnHtml\n    hasEnglish\n    featured\n    label {\n      _id\n      label\n      color\n    }\n    image {\n      _id\n      url\n      # The Czech description, which the console edits, whatever the UI language.\n      alt: altCs\n      altEn\n      width\n      height\n      focalX\n      focalY\n    }\n    author {\n      _id\n      shortname\n    }\n    scheduledAt\n    publishedAt\n    updatedAt\n    updatedBy {\n      _id\n      shortname\n    }\n  }\n": types.EditorArticleFieldsFragmentDoc,
    "\n  query EditorArticle($id: ID!) {\n    editorArticle(id: $id) {\n      ...EditorArticleFields\n    }\n  }\n": types.EditorArticleDocument,
    "\n  query ArticleEditorOptions {\n    editorLabels(kind: ARTICLE) {\n      _id\n      labelCs\n      labelEn\n      color\n    }\n    articleAuthors {\n      _id\n      shortname\n    }\n  }\n": types.ArticleEditorOptionsDocument,
    "\n  query ArticleRevisions($id: ID!) {\n    articleRevisions(id: $id) {\n      version\n      createdAt\n      author {\n        _id\n        shortname\n      }\n      fields\n    }\n  }\n": types.ArticleRevisionsDocument,
    "\n  mutation CreateArticle($input: ArticleDraftInput!) {\n    createArticle(input: $input) {\n      ...EditorArticleFields\n    }\n  }\n": types.CreateArticleDocument,
    "\n  mutation UpdateArticle($id: ID!, $version: Int!, $input: ArticleDraftInput!) {\n    updateArticle(id: $id, version: $version, input: $input) {\n      ...EditorArticleFields\n    }\n  }\n": types.UpdateArticleDocument,
    "\n  mutation PublishArticle($id: ID!, $version: Int!) {\n    publishArticle(id: $id, version: $version) {\n      ...EditorArticleFields\n    }\n  }\n": types.PublishArticleDocument,
    "\n  mutation ScheduleArticle($id: ID!, $version: Int!, $at: DateTime!) {\n    scheduleArticle(id: $id, version: $version, at: $at) {\n      ...EditorArticleFields\n    }\n  }\n": types.ScheduleArticleDocument,
    "\n  mutation UnpublishArticle($id: ID!, $version: Int!) {\n    unpublishArticle(id: $id, version: $version) {\n      ...EditorArticleFields\n    }\n  }\n": types.UnpublishArticleDocument,
    "\n  mutation DeleteArticleDraft($id: ID!, $version: Int!) {\n    deleteArticleDraft(id: $id, version: $version)\n  }\n": types.DeleteArticleDraftDocument,
    "\n  mutation RestoreArticleRevision($id: ID!, $version: Int!, $revision: Int!) {\n    restoreArticleRevision(id: $id, version: $version, revision: $revision) {\n      ...EditorArticleFields\n    }\n  }\n": types.RestoreArticleRevisionDocument,
    "\n  mutation SetArticleFeatured($id: ID!, $version: Int!, $featured: Boolean!) {\n    setArticleFeatured(id: $id, version: $version, featured: $featured) {\n      ...EditorArticleFields\n    }\n  }\n": types.SetArticleFeaturedDocument,
    "\n  mutation SignInAsAdmin($input: SignInInput!) {\n    signInAsAdmin(input: $input) {\n      accessToken\n      refreshToken\n    }\n  }\n": types.SignInAsAdminDocument,
    "\n  query ConsoleMe {\n    me {\n      _id\n      firstname\n      fullname\n      roles\n    }\n  }\n": types.ConsoleMeDocument,
    "\n  fragment ConsoleUser on AdminUser {\n    _id\n    email\n    fullname\n    roles\n    status\n    createdAt\n    ratingsCount\n    finishedCount\n    bookmarksCount\n  }\n": types.ConsoleUserFragmentDoc,
    "\n  query AdminUsers($search: String, $pagination: PaginationInput) {\n    adminUsers(search: $search, pagination: $pagination) {\n      total\n      edges {\n        ...ConsoleUser\n      }\n    }\n  }\n": types.AdminUsersDocument,
    "\n  mutation GrantRole($userId: ID!, $role: Role!) {\n    grantRole(userId: $userId, role: $role) {\n      ...ConsoleUser\n    }\n  }\n": types.GrantRoleDocument,
    "\n  mutation RevokeRole($userId: ID!, $role: Role!) {\n    revokeRole(userId: $userId, role: $role) {\n      ...ConsoleUser\n    }\n  }\n": types.RevokeRoleDocument,
    "\n  mutation DisableUser($userId: ID!) {\n    disableUser(userId: $userId) {\n      ...ConsoleUser\n    }\n  }\n": types.DisableUserDocument,
    "\n  mutation EnableUser($userId: ID!) {\n    enableUser(userId: $userId) {\n      ...ConsoleUser\n    }\n  }\n": types.EnableUserDocument,
    "\n  query AuditLog($entityType: String, $entityId: ID, $pagination: PaginationInput) {\n    auditLog(entityType: $entityType, entityId: $entityId, pagination: $pagination) {\n      total\n      edges {\n        _id\n        actor {\n          _id\n          shortname\n        }\n        action\n        entityType\n        entityId\n        before\n        after\n        createdAt\n      }\n    }\n  }\n": types.AuditLogDocument,
    "\n  query MarkdownPreview($markdown: String!) {\n    markdownPreview(markdown: $markdown)\n  }\n": types.MarkdownPreviewDocument,
    "\n  query ModerationFigures($from: String!, $to: String!) {\n    moderationFigures(from: $from, to: $to) {\n      month\n      reportsByReason {\n        reason\n        count\n      }\n      decisionsByKind {\n        decision\n        count\n      }\n      medianHoursToDecision\n      appealsReceived\n      appealsRestored\n      appealsConfirmed\n    }\n  }\n": types.ModerationFiguresDocument,
    "\n  fragment ModerationRatingItem on ModerationRating {\n    _id\n    score\n    text\n    createdAt\n    hidden\n    hiddenAt\n    hiddenReason\n    hiddenBy {\n      _id\n      shortname\n    }\n    trip {\n      _id\n      title\n    }\n    author {\n      _id\n      fullname\n      email\n      status\n    }\n  }\n": types.ModerationRatingItemFragmentDoc,
    "\n  query ModerationRatings($filter: ModerationRatingsFilter, $pagination: PaginationInput) {\n    moderationRatings(filter: $filter, pagination: $pagination) {\n      total\n      edges {\n        ...ModerationRatingItem\n      }\n    }\n  }\n": types.ModerationRatingsDocument,
    "\n  query RatingTripOptions($search: String) {\n    editorTrips(filter: { search: $search }, pagination: { pageSize: 10 }) {\n      edges {\n        _id\n        title\n      }\n    }\n  }\n": types.RatingTripOptionsDocument,
    "\n  mutation HideRating($id: ID!, $reason: String!) {\n    hideRating(id: $id, reason: $reason) {\n      ...ModerationRatingItem\n    }\n  }\n": types.HideRatingDocument,
    "\n  mutation RestoreRating($id: ID!) {\n    restoreRating(id: $id) {\n      ...ModerationRatingItem\n    }\n  }\n": types.RestoreRatingDocument,
    "\n  fragment ReportedRatingFields on ReportedRating {\n    _id\n    text\n    score\n    authorShortname\n    hidden\n    trip {\n      _id\n      title\n    }\n  }\n": types.ReportedRatingFieldsFragmentDoc,
    "\n  fragment ReportedPhotoFields on ReportedPhoto {\n    _id\n    caption\n    hidden\n    image {\n      _id\n      url\n      alt\n      width\n      height\n      variants {\n        url\n        width\n        format\n      }\n    }\n  }\n": types.ReportedPhotoFieldsFragmentDoc,
    "\n  fragment ReportedItemFields on ReportedItem {\n    targetKind\n    targetId\n    reportCount\n    firstReportedAt\n    reasons {\n      reason\n      count\n    }\n    reports {\n      _id\n      reason\n      explanation\n      createdAt\n    }\n    rating {\n      ...ReportedRatingFields\n    }\n    photo {\n      ...ReportedPhotoFields\n    }\n  }\n": types.ReportedItemFieldsFragmentDoc,
    "\n  query ReportQueue($pagination: PaginationInput) {\n    reportQueue(pagination: $pagination) {\n      total\n      edges {\n        ...ReportedItemFields\n      }\n    }\n  }\n": types.ReportQueueDocument,
    "\n  mutation DecideReports($input: DecideReportsInput!) {\n    decideReports(input: $input) {\n      _id\n      decision\n      closedReports\n    }\n  }\n": types.DecideReportsDocument,
    "\n  fragment ConsoleLabel on EditorLabel {\n    _id\n    kind\n    slug\n    labelCs\n    labelEn\n    color\n    contrastRatio\n    usageCount\n    version\n  }\n": types.ConsoleLabelFragmentDoc,
    "\n  fragment ConsoleArea on EditorArea {\n    _id\n    slug\n    name\n    nameEn\n    region\n    tripCount\n    version\n  }\n": types.ConsoleAreaFragmentDoc,
    "\n  query ConsoleLabels($kind: LabelKind!) {\n    editorLabels(kind: $kind) {\n      ...ConsoleLabel\n    }\n  }\n": types.ConsoleLabelsDocument,
    "\n  mutation CreateLabel($kind: LabelKind!, $input: LabelInput!) {\n    createLabel(kind: $kind, input: $input) {\n      ...ConsoleLabel\n    }\n  }\n": types.CreateLabelDocument,
    "\n  mutation UpdateLabel($id: ID!, $version: Int!, $input: LabelInput!) {\n    updateLabel(id: $id, version: $version, input: $input) {\n      ...ConsoleLabel\n    }\n  }\n": types.UpdateLabelDocument,
    "\n  mutation DeleteLabel($id: ID!, $version: Int!) {\n    deleteLabel(id: $id, version: $version)\n  }\n": types.DeleteLabelDocument,
    "\n  query ConsoleAreas {\n    editorAreas {\n      ...ConsoleArea\n    }\n  }\n": types.ConsoleAreasDocument,
    "\n  mutation CreateArea($input: AreaInput!) {\n    createArea(input: $input) {\n      ...ConsoleArea\n    }\n  }\n": types.CreateAreaDocument,
    "\n  mutation UpdateArea($id: ID!, $version: Int!, $input: AreaInput!) {\n    updateArea(id: $id, version: $version, input: $input) {\n      ...ConsoleArea\n    }\n  }\n": types.UpdateAreaDocument,
    "\n  mutation DeleteArea($id: ID!, $version: Int!) {\n    deleteArea(id: $id, version: $version)\n  }\n": types.DeleteAreaDocument,
    "\n  query TranslationGaps {\n    translationGaps {\n      trips\n      announcements\n      articles\n      areas\n    }\n  }\n": types.TranslationGapsDocument,
    "\n  fragment EditorTripListItem on EditorTrip {\n    _id\n    title\n    status\n    updatedAt\n    scheduledAt\n    publishedAt\n    area {\n      _id\n      name\n    }\n    label {\n      _id\n      label\n      color\n    }\n    author {\n      _id\n      shortname\n    }\n    updatedBy {\n      _id\n      shortname\n    }\n  }\n": types.EditorTripListItemFragmentDoc,
    "\n  query EditorTrips($filter: EditorTripsFilter, $pagination: PaginationInput) {\n    editorTrips(filter: $filter, pagination: $pagination) {\n      total\n      edges {\n        ...EditorTripListItem\n      }\n    }\n  }\n": types.EditorTripsDocument,
    "\n  fragment EditorTripFields on EditorTrip {\n    _id\n    version\n    status\n    slug\n    title\n    perex\n    preview\n    content\n    contentHtml\n    titleEn\n    previewEn\n    perexEn\n    contentEn\n    contentEnHtml\n    hasEnglish\n    routeLink\n    coordinates {\n      lat\n      lng\n    }\n    lengthKm\n    routeType\n    duration\n    accessibility\n    gastro\n    suitability\n    additionalActivities\n    overnightStay\n    terrain\n    area {\n      _id\n      name\n    }\n    label {\n      _id\n      label\n      color\n    }\n    coverImage {\n      _id\n      url\n      # The Czech description, which the console edits, whatever the UI language.\n      alt: altCs\n      focalX\n      focalY\n    }\n    images {\n      _id\n      url\n      # The Czech description, which the console edits, whatever the UI language.\n      alt: altCs\n      altEn\n      width\n      height\n      focalX\n      focalY\n    }\n    track {\n      _id\n      lengthKm\n      elevationGain\n      elevationLoss\n      lowestPoint\n      highestPoint\n      line\n      profile\n      gpxUrl\n    }\n    author {\n      _id\n      shortname\n    }\n    reviewComment\n    scheduledAt\n    publishedAt\n    updatedAt\n    updatedBy {\n      _id\n      shortname\n    }\n    nearestMunicipality {\n      _id\n      name\n      district\n      region\n    }\n  }\n": types.EditorTripFieldsFragmentDoc,
    "\n  query EditorTrip($id: ID!) {\n    editorTrip(id: $id) {\n      ...EditorTripFields\n    }\n  }\n": types.EditorTripDocument,
    "\n  query TripRevisions($id: ID!) {\n    tripRevisions(id: $id) {\n      version\n      createdAt\n      author {\n        _id\n        shortname\n      }\n      fields\n    }\n  }\n": types.TripRevisionsDocument,
    "\n  mutation CreateTrip($input: TripDraftInput!) {\n    createTrip(input: $input) {\n      ...EditorTripFields\n    }\n  }\n": types.CreateTripDocument,
    "\n  mutation UpdateTrip($id: ID!, $version: Int!, $input: TripDraftInput!) {\n    updateTrip(id: $id, version: $version, input: $input) {\n      ...EditorTripFields\n    }\n  }\n": types.UpdateTripDocument,
    "\n  mutation SubmitTripForReview($id: ID!, $version: Int!) {\n    submitTripForReview(id: $id, version: $version) {\n      ...EditorTripFields\n    }\n  }\n": types.SubmitTripForReviewDocument,
    "\n  mutation ReturnTripToAuthor($id: ID!, $version: Int!, $comment: String!) {\n    returnTripToAuthor(id: $id, version: $version, comment: $comment) {\n      ...EditorTripFields\n    }\n  }\n": types.ReturnTripToAuthorDocument,
    "\n  mutation PublishTrip($id: ID!, $version: Int!) {\n    publishTrip(id: $id, version: $version) {\n      ...EditorTripFields\n    }\n  }\n": types.PublishTripDocument,
    "\n  mutation ScheduleTrip($id: ID!, $version: Int!, $at: DateTime!) {\n    scheduleTrip(id: $id, version: $version, at: $at) {\n      ...EditorTripFields\n    }\n  }\n": types.ScheduleTripDocument,
    "\n  mutation UnpublishTrip($id: ID!, $version: Int!) {\n    unpublishTrip(id: $id, version: $version) {\n      ...EditorTripFields\n    }\n  }\n": types.UnpublishTripDocument,
    "\n  mutation DeleteTripDraft($id: ID!, $version: Int!) {\n    deleteTripDraft(id: $id, version: $version)\n  }\n": types.DeleteTripDraftDocument,
    "\n  mutation RestoreTripRevision($id: ID!, $version: Int!, $revision: Int!) {\n    restoreTripRevision(id: $id, version: $version, revision: $revision) {\n      ...EditorTripFields\n    }\n  }\n": types.RestoreTripRevisionDocument,
    "\n  query NearestCity($near: LatLngInput!) {\n    nearestCity(near: $near) {\n      _id\n      name\n      district\n      region\n    }\n  }\n": types.NearestCityDocument,
    "\n  query TripEditorOptions {\n    areaSelectOptions {\n      value\n      label\n    }\n    editorLabels(kind: TRIP) {\n      _id\n      labelCs\n      labelEn\n      color\n    }\n  }\n": types.TripEditorOptionsDocument,
    "\n  query RecommendedTrips($limit: Int) {\n    recommendedTrips(limit: $limit) {\n      _id\n      title\n      coverImage {\n        _id\n        url\n        alt\n      }\n      area {\n        _id\n        name\n      }\n      averageRating\n      attributes {\n        lengthKm\n        duration\n      }\n    }\n  }\n": types.RecommendedTripsDocument,
    "\n  fragment FeedCard on Published {\n    __typename\n    _id\n    language\n    title\n    preview\n    publishedAt\n    image {\n      _id\n      url\n      alt\n    }\n    label {\n      _id\n      label\n      color\n    }\n    ... on PublishedArticle {\n      slug\n      isBookmarked\n    }\n    ... on PublishedTripAnnouncement {\n      trip {\n        _id\n      }\n    }\n  }\n": types.FeedCardFragmentDoc,
    "\n  query Feed($pagination: PaginationInput) {\n    feed(pagination: $pagination) {\n      total\n      edges {\n        ...FeedCard\n      }\n    }\n  }\n": types.FeedDocument,
    "\n  subscription FeedUpdated {\n    feedUpdated {\n      _id\n    }\n  }\n": types.FeedUpdatedDocument,
    "\n  query Article($slug: String!) {\n    article(slug: $slug) {\n      _id\n      language\n      slug\n      title\n      perex\n      contentHtml\n      publishedAt\n      isBookmarked\n      image {\n        _id\n        url\n        alt\n      }\n      label {\n        _id\n        label\n        color\n      }\n      author {\n        _id\n        shortname\n      }\n      featuredArticles(limit: 3) {\n        ...FeedCard\n      }\n    }\n  }\n": types.ArticleDocument,
    "\n  mutation ToggleArticleBookmark($id: ID!) {\n    toggleArticleBookmark(id: $id) {\n      _id\n      isBookmarked\n    }\n  }\n": types.ToggleArticleBookmarkDocument,
    "\n  query TripsLocations {\n    tripsLocations {\n      _id\n      title\n      preview\n      coordinates {\n        lat\n        lng\n      }\n      coverImage {\n        _id\n        url\n        alt\n      }\n      label {\n        _id\n        label\n        color\n      }\n      averageRating\n      lengthKm\n      duration\n      suitability\n    }\n  }\n": types.TripsLocationsDocument,
    "\n  query TripTrackLine($id: ID!) {\n    publishedTrip(id: $id) {\n      _id\n      track {\n        _id\n        line\n      }\n    }\n  }\n": types.TripTrackLineDocument,
    "\n  fragment OnboardingAnswers on User {\n    _id\n    onboardingCompleted\n    city {\n      _id\n      name\n      district\n      region\n    }\n    sex\n    ageRange\n    interests\n    onboardingPreferences {\n      drink\n      sleep\n      transport\n      company\n      durations\n      referralSource\n      referralText\n      step\n    }\n  }\n": types.OnboardingAnswersFragmentDoc,
    "\n  query Onboarding {\n    me {\n      ...OnboardingAnswers\n    }\n  }\n": types.OnboardingDocument,
    "\n  mutation UpdateOnboardingPreferences($input: OnboardingPreferencesInput!) {\n    updateOnboardingPreferences(input: $input) {\n      ...OnboardingAnswers\n    }\n  }\n": types.UpdateOnboardingPreferencesDocument,
    "\n  query ProfileOverview {\n    me {\n      _id\n      fullname\n      firstname\n      lastname\n      email\n      createdAt\n      city {\n        _id\n        name\n        region\n      }\n    }\n    myBookmarkedTripsCount\n    myBookmarkedArticlesCount\n    myFinishedTripsCount\n    myTotalKm\n    myKmByMonth {\n      month\n      km\n      trips\n    }\n    myFinishedTripStarts {\n      tripId\n      title\n      coordinates {\n        lat\n        lng\n      }\n    }\n  }\n": types.ProfileOverviewDocument,
    "\n  query MyBookmarkedArticles($pagination: PaginationInput) {\n    myBookmarkedArticles(pagination: $pagination) {\n      total\n      edges {\n        ...FeedCard\n      }\n    }\n  }\n": types.MyBookmarkedArticlesDocument,
    "\n  fragment SearchPlace on City {\n    _id\n    name\n    district\n    region\n    coordinates {\n      lat\n      lng\n    }\n  }\n": types.SearchPlaceFragmentDoc,
    "\n  query SearchSuggestions($query: String!, $limit: Int) {\n    searchSuggestions(query: $query, limit: $limit) {\n      __typename\n      ... on PublishedTrip {\n        _id\n        title\n        area {\n          _id\n          name\n          region\n        }\n        coverImage {\n          ...Picture\n        }\n      }\n      ... on City {\n        ...SearchPlace\n      }\n      ... on Area {\n        _id\n        name\n        region\n      }\n      ... on PublishedArticle {\n        _id\n        slug\n        title\n        image {\n          ...Picture\n        }\n      }\n    }\n  }\n": types.SearchSuggestionsDocument,
    "\n  query Search($query: String!, $near: LatLngInput, $pagination: PaginationInput) {\n    search(query: $query, near: $near, pagination: $pagination) {\n      trips {\n        total\n        capped\n        edges {\n          ...TripCard\n        }\n      }\n      places {\n        ...SearchPlace\n      }\n      areas {\n        _id\n        name\n        region\n      }\n      articles {\n        _id\n        slug\n        title\n        preview\n        image {\n          ...Picture\n        }\n      }\n      didYouMean\n    }\n  }\n": types.SearchDocument,
    "\n  query MySessions {\n    mySessions {\n      _id\n      browser\n      os\n      platform\n      country\n      lastUsedAt\n      current\n    }\n  }\n": types.MySessionsDocument,
    "\n  mutation SignOutSession($sessionId: ID!) {\n    signOutSession(sessionId: $sessionId)\n  }\n": types.SignOutSessionDocument,
    "\n  mutation SignOutOtherSessions {\n    signOutOtherSessions\n  }\n": types.SignOutOtherSessionsDocument,
    "\n  query Settings {\n    me {\n      ...SettingsUser\n    }\n  }\n": types.SettingsDocument,
    "\n  fragment SettingsUser on User {\n    _id\n    firstname\n    lastname\n    fullname\n    email\n    language\n    interests\n    newsletterSubscribed\n    city {\n      _id\n      name\n      district\n      region\n    }\n  }\n": types.SettingsUserFragmentDoc,
    "\n  mutation UpdateCredentials($firstname: String!, $lastname: String!) {\n    updateMyProfile(input: { firstname: $firstname, lastname: $lastname }) {\n      ...SettingsUser\n    }\n  }\n": types.UpdateCredentialsDocument,
    "\n  mutation ChangePassword($oldPassword: String!, $newPassword: String!) {\n    changePassword(oldPassword: $oldPassword, newPassword: $newPassword)\n  }\n": types.ChangePasswordDocument,
    "\n  mutation UpdateNewsletterSubscription($subscribed: Boolean!) {\n    updateNewsletterSubscription(subscribed: $subscribed) {\n      ...SettingsUser\n    }\n  }\n": types.UpdateNewsletterSubscriptionDocument,
    "\n  mutation UpdateInterests($interests: [TripCharacteristic!]!) {\n    updateOnboardingPreferences(input: { interests: $interests }) {\n      ...SettingsUser\n    }\n  }\n": types.UpdateInterestsDocument,
    "\n  mutation UpdateLocation($cityId: ID) {\n    updateMyProfile(input: { cityId: $cityId }) {\n      ...SettingsUser\n    }\n  }\n": types.UpdateLocationDocument,
    "\n  mutation SendSupportMessage($message: String!) {\n    sendSupportMessage(input: { message: $message })\n  }\n": types.SendSupportMessageDocument,
    "\n  mutation DeleteAccount($feedback: String) {\n    deleteAccount(feedback: $feedback)\n  }\n": types.DeleteAccountDocument,
    "\n  fragment HikerPhotoItem on HikerPhoto {\n    _id\n    hidden\n    caption\n    createdAt\n    image {\n      _id\n      url\n      alt\n      width\n      height\n      variants {\n        url\n        width\n        format\n      }\n    }\n    user {\n      _id\n      shortname\n    }\n  }\n": types.HikerPhotoItemFragmentDoc,
    "\n  query TripHikerPhotos($id: ID!, $pagination: PaginationInput) {\n    publishedTrip(id: $id) {\n      _id\n      hikerPhotos(pagination: $pagination) {\n        total\n        edges {\n          ...HikerPhotoItem\n        }\n      }\n    }\n  }\n": types.TripHikerPhotosDocument,
    "\n  mutation DiscardHikerPhoto($id: ID!) {\n    discardHikerPhoto(id: $id)\n  }\n": types.DiscardHikerPhotoDocument,
    "\n  query MyBookmarkedTrips($pagination: PaginationInput) {\n    myBookmarkedTrips(pagination: $pagination) {\n      total\n      edges {\n        ...TripCard\n      }\n    }\n  }\n": types.MyBookmarkedTripsDocument,
    "\n  query MyFinishedTrips($pagination: PaginationInput) {\n    myFinishedTrips(pagination: $pagination) {\n      total\n      totalKm\n      edges {\n        ...TripCard\n      }\n    }\n  }\n": types.MyFinishedTripsDocument,
    "\n  query PublishedTrip($id: ID!) {\n    publishedTrip(id: $id) {\n      _id\n      language\n      title\n      preview\n      perex\n      contentHtml\n      routeLink\n      publishedAt\n      nearestMunicipality {\n        _id\n        name\n        district\n        region\n      }\n      coordinates {\n        lat\n        lng\n      }\n      coverImage {\n        ...Picture\n      }\n      images {\n        ...Picture\n      }\n      label {\n        _id\n        label\n        color\n      }\n      area {\n        _id\n        name\n        language\n      }\n      author {\n        _id\n        shortname\n      }\n      attributes {\n        accessibility\n        gastro\n        suitability\n        additionalActivities\n        overnightStay\n        lengthKm\n        routeType\n        terrain\n        duration\n      }\n      averageRating\n      ratingsCount\n      finishedCount\n      isBookmarked\n      isFinished\n      hasRated\n      myRating {\n        ...TripRatingItem\n        moderation {\n          ...MyRatingModeration\n        }\n        photos {\n          _id\n          moderation {\n            ...MyRatingModeration\n          }\n        }\n      }\n      ratings(pagination: { pageNumber: 1, pageSize: 2 }, sort: { field: createdAt, direction: DESC }) {\n        total\n        edges {\n          ...TripRatingItem\n        }\n      }\n      track {\n        _id\n        lengthKm\n        elevationGain\n        elevationLoss\n        lowestPoint\n        highestPoint\n        profile\n        gpxUrl\n      }\n    }\n  }\n": types.PublishedTripDocument,
    "\n  mutation AppealDecision($input: AppealDecisionInput!) {\n    appealDecision(input: $input) {\n      _id\n      createdAt\n    }\n  }\n": types.AppealDecisionDocument,
    "\n  mutation ReportRating($input: ReportContentInput!) {\n    reportContent(input: $input)\n  }\n": types.ReportRatingDocument,
    "\n  fragment TripRatingItem on TripRating {\n    _id\n    score\n    text\n    createdAt\n    user {\n      _id\n      shortname\n      initials\n    }\n    # The fields of HikerPhotoItem (hiker-photos.queries.ts), spelled out to stay within the API's depth limit.\n    photos {\n      _id\n      hidden\n      caption\n      createdAt\n      image {\n        _id\n        url\n        alt\n        width\n        height\n        variants {\n          url\n          width\n          format\n        }\n      }\n      user {\n        _id\n        shortname\n      }\n    }\n  }\n": types.TripRatingItemFragmentDoc,
    "\n  fragment MyRatingModeration on RatingModeration {\n    hidden\n    hiddenAt\n    explanation\n    decisionId\n    ground\n    decidedAt\n    appealableUntil\n    appealable\n    appeal {\n      _id\n      explanation\n      createdAt\n      outcome\n      outcomeExplanation\n      decidedAt\n    }\n  }\n": types.MyRatingModerationFragmentDoc,
    "\n  query TripRatings($id: ID!, $pagination: PaginationInput) {\n    publishedTrip(id: $id) {\n      _id\n      title\n      averageRating\n      ratingsCount\n      ratings(pagination: $pagination, sort: { field: createdAt, direction: DESC }) {\n        total\n        edges {\n          ...TripRatingItem\n        }\n      }\n    }\n  }\n": types.TripRatingsDocument,
    "\n  mutation ToggleTripFinished($id: ID!) {\n    toggleTripFinished(id: $id) {\n      _id\n      isFinished\n      finishedCount\n    }\n  }\n": types.ToggleTripFinishedDocument,
    "\n  mutation RateTrip($id: ID!, $input: RateTripInput!) {\n    rateTrip(id: $id, input: $input) {\n      _id\n      averageRating\n      ratingsCount\n      hasRated\n      myRating {\n        ...TripRatingItem\n        moderation {\n          ...MyRatingModeration\n        }\n        photos {\n          _id\n          moderation {\n            ...MyRatingModeration\n          }\n        }\n      }\n    }\n  }\n": types.RateTripDocument,
    "\n  subscription TripRatingAdded($tripId: ID!) {\n    tripRatingAdded(tripId: $tripId) {\n      ...TripRatingItem\n    }\n  }\n": types.TripRatingAddedDocument,
    "\n  query TripWeather($id: ID!) {\n    publishedTrip(id: $id) {\n      _id\n      weather {\n        date\n        code\n        temperatureMinC\n        temperatureMaxC\n        precipitationMm\n        precipitationProbability\n        windKmh\n      }\n    }\n  }\n": types.TripWeatherDocument,
    "\n  fragment TripCard on PublishedTrip {\n    _id\n    language\n    title\n    preview\n    coverImage {\n      ...Picture\n    }\n    label {\n      _id\n      label\n      color\n    }\n    area {\n      _id\n      name\n    }\n    averageRating\n    ratingsCount\n    coordinates {\n      lat\n      lng\n    }\n    attributes {\n      lengthKm\n      duration\n    }\n    isBookmarked\n  }\n": types.TripCardFragmentDoc,
    "\n  query PublishedTrips($filter: TripFilter, $pagination: PaginationInput, $sort: TripSort, $near: LatLngInput) {\n    publishedTrips(filter: $filter, pagination: $pagination, sort: $sort, near: $near) {\n      total\n      edges {\n        ...TripCard\n      }\n    }\n  }\n": types.PublishedTripsDocument,
    "\n  query TripsResultsCount($filter: TripFilter, $near: LatLngInput) {\n    publishedTripsResultsCount(filter: $filter, near: $near)\n  }\n": types.TripsResultsCountDocument,
    "\n  query AreaOptions {\n    areaSelectOptions {\n      value\n      label\n    }\n  }\n": types.AreaOptionsDocument,
    "\n  mutation ToggleTripBookmark($id: ID!) {\n    toggleTripBookmark(id: $id) {\n      _id\n      isBookmarked\n    }\n  }\n": types.ToggleTripBookmarkDocument,
    "\n  query BookmarkedTripIds($pagination: PaginationInput) {\n    myBookmarkedTrips(pagination: $pagination) {\n      total\n      edges {\n        _id\n      }\n    }\n  }\n": types.BookmarkedTripIdsDocument,
    "\n  query Cities($search: String!) {\n    cities(filter: { search: $search }) {\n      _id\n      name\n      district\n      region\n    }\n  }\n": types.CitiesDocument,
    "\n  query MyCity {\n    me {\n      _id\n      city {\n        _id\n        name\n        coordinates {\n          lat\n          lng\n        }\n      }\n    }\n  }\n": types.MyCityDocument,
    "\n  fragment Picture on Image {\n    _id\n    url\n    alt\n    focalX\n    focalY\n    variants {\n      url\n      width\n      format\n    }\n  }\n": types.PictureFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefreshToken($refreshToken: String!) {\n    refreshToken(refreshToken: $refreshToken) {\n      accessToken\n    }\n  }\n"): (typeof documents)["\n  mutation RefreshToken($refreshToken: String!) {\n    refreshToken(refreshToken: $refreshToken) {\n      accessToken\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignOut($refreshToken: String!) {\n    signOut(refreshToken: $refreshToken)\n  }\n"): (typeof documents)["\n  mutation SignOut($refreshToken: String!) {\n    signOut(refreshToken: $refreshToken)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SignedInAccount {\n    me {\n      _id\n      language\n      onboardingCompleted\n    }\n  }\n"): (typeof documents)["\n  query SignedInAccount {\n    me {\n      _id\n      language\n      onboardingCompleted\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMyLanguage($language: Language!) {\n    updateMyProfile(input: { language: $language }) {\n      _id\n      language\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateMyLanguage($language: Language!) {\n    updateMyProfile(input: { language: $language }) {\n      _id\n      language\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FinishSignUp($input: FinishSignUpInput!) {\n    finishSignUp(input: $input) {\n      accessToken\n      refreshToken\n    }\n  }\n"): (typeof documents)["\n  mutation FinishSignUp($input: FinishSignUpInput!) {\n    finishSignUp(input: $input) {\n      accessToken\n      refreshToken\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n"): (typeof documents)["\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($code: String!, $password: String!) {\n    resetPassword(code: $code, password: $password)\n  }\n"): (typeof documents)["\n  mutation ResetPassword($code: String!, $password: String!) {\n    resetPassword(code: $code, password: $password)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      accessToken\n      refreshToken\n    }\n  }\n"): (typeof documents)["\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      accessToken\n      refreshToken\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input)\n  }\n"): (typeof documents)["\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EditorAnnouncementListItem on EditorAnnouncement {\n    _id\n    title\n    status\n    updatedAt\n    scheduledAt\n    publishedAt\n    trip {\n      _id\n      title\n      status\n    }\n    label {\n      _id\n      label\n      color\n    }\n    author {\n      _id\n      shortname\n    }\n    updatedBy {\n      _id\n      shortname\n    }\n  }\n"): (typeof documents)["\n  fragment EditorAnnouncementListItem on EditorAnnouncement {\n    _id\n    title\n    status\n    updatedAt\n    scheduledAt\n    publishedAt\n    trip {\n      _id\n      title\n      status\n    }\n    label {\n      _id\n      label\n      color\n    }\n    author {\n      _id\n      shortname\n    }\n    updatedBy {\n      _id\n      shortname\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EditorAnnouncements($filter: EditorAnnouncementsFilter, $pagination: PaginationInput) {\n    editorAnnouncements(filter: $filter, pagination: $pagination) {\n      total\n      edges {\n        ...EditorAnnouncementListItem\n      }\n    }\n  }\n"): (typeof documents)["\n  query EditorAnnouncements($filter: EditorAnnouncementsFilter, $pagination: PaginationInput) {\n    editorAnnouncements(filter: $filter, pagination: $pagination) {\n      total\n      edges {\n        ...EditorAnnouncementListItem\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AnnouncedTrip on EditorTrip {\n    _id\n    title\n    status\n  }\n"): (typeof documents)["\n  fragment AnnouncedTrip on EditorTrip {\n    _id\n    title\n    status\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EditorAnnouncementFields on EditorAnnouncement {\n    _id\n    version\n    status\n    title\n    preview\n    titleEn\n    previewEn\n    hasEnglish\n    label {\n      _id\n      label\n      color\n    }\n    image {\n      _id\n      url\n      # The Czech description, which the console edits, whatever the UI language.\n      alt: altCs\n    }\n    trip {\n      ...AnnouncedTrip\n    }\n    author {\n      _id\n      shortname\n    }\n    reviewComment\n    scheduledAt\n    publishedAt\n    updatedAt\n    updatedBy {\n      _id\n      shortname\n    }\n  }\n"): (typeof documents)["\n  fragment EditorAnnouncementFields on EditorAnnouncement {\n    _id\n    version\n    status\n    title\n    preview\n    titleEn\n    previewEn\n    hasEnglish\n    label {\n      _id\n      label\n      color\n    }\n    image {\n      _id\n      url\n      # The Czech description, which the console edits, whatever the UI language.\n      alt: altCs\n    }\n    trip {\n      ...AnnouncedTrip\n    }\n    author {\n      _id\n      shortname\n    }\n    reviewComment\n    scheduledAt\n    publishedAt\n    updatedAt\n    updatedBy {\n      _id\n      shortname\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EditorAnnouncement($id: ID!) {\n    editorAnnouncement(id: $id) {\n      ...EditorAnnouncementFields\n    }\n  }\n"): (typeof documents)["\n  query EditorAnnouncement($id: ID!) {\n    editorAnnouncement(id: $id) {\n      ...EditorAnnouncementFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AnnouncementTrips($search: String) {\n    editorTrips(filter: { search: $search, sort: { field: title, direction: ASC } }, pagination: { pageNumber: 1, pageSize: 20 }) {\n      edges {\n        ...AnnouncedTrip\n      }\n    }\n  }\n"): (typeof documents)["\n  query AnnouncementTrips($search: String) {\n    editorTrips(filter: { search: $search, sort: { field: title, direction: ASC } }, pagination: { pageNumber: 1, pageSize: 20 }) {\n      edges {\n        ...AnnouncedTrip\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AnnouncementTrip($id: ID!) {\n    editorTrip(id: $id) {\n      ...AnnouncedTrip\n    }\n  }\n"): (typeof documents)["\n  query AnnouncementTrip($id: ID!) {\n    editorTrip(id: $id) {\n      ...AnnouncedTrip\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AnnouncementRevisions($id: ID!) {\n    announcementRevisions(id: $id) {\n      version\n      createdAt\n      author {\n        _id\n        shortname\n      }\n      fields\n    }\n  }\n"): (typeof documents)["\n  query AnnouncementRevisions($id: ID!) {\n    announcementRevisions(id: $id) {\n      version\n      createdAt\n      author {\n        _id\n        shortname\n      }\n      fields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateAnnouncement($input: AnnouncementDraftInput!) {\n    createAnnouncement(input: $input) {\n      ...EditorAnnouncementFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateAnnouncement($input: AnnouncementDraftInput!) {\n    createAnnouncement(input: $input) {\n      ...EditorAnnouncementFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateAnnouncement($id: ID!, $version: Int!, $input: AnnouncementDraftInput!) {\n    updateAnnouncement(id: $id, version: $version, input: $input) {\n      ...EditorAnnouncementFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateAnnouncement($id: ID!, $version: Int!, $input: AnnouncementDraftInput!) {\n    updateAnnouncement(id: $id, version: $version, input: $input) {\n      ...EditorAnnouncementFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitAnnouncement($id: ID!, $version: Int!) {\n    submitAnnouncementForReview(id: $id, version: $version) {\n      ...EditorAnnouncementFields\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitAnnouncement($id: ID!, $version: Int!) {\n    submitAnnouncementForReview(id: $id, version: $version) {\n      ...EditorAnnouncementFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReturnAnnouncement($id: ID!, $version: Int!, $comment: String!) {\n    returnAnnouncementToAuthor(id: $id, version: $version, comment: $comment) {\n      ...EditorAnnouncementFields\n    }\n  }\n"): (typeof documents)["\n  mutation ReturnAnnouncement($id: ID!, $version: Int!, $comment: String!) {\n    returnAnnouncementToAuthor(id: $id, version: $version, comment: $comment) {\n      ...EditorAnnouncementFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PublishAnnouncement($id: ID!, $version: Int!) {\n    publishAnnouncement(id: $id, version: $version) {\n      ...EditorAnnouncementFields\n    }\n  }\n"): (typeof documents)["\n  mutation PublishAnnouncement($id: ID!, $version: Int!) {\n    publishAnnouncement(id: $id, version: $version) {\n      ...EditorAnnouncementFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ScheduleAnnouncement($id: ID!, $version: Int!, $at: DateTime!) {\n    scheduleAnnouncement(id: $id, version: $version, at: $at) {\n      ...EditorAnnouncementFields\n    }\n  }\n"): (typeof documents)["\n  mutation ScheduleAnnouncement($id: ID!, $version: Int!, $at: DateTime!) {\n    scheduleAnnouncement(id: $id, version: $version, at: $at) {\n      ...EditorAnnouncementFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnpublishAnnouncement($id: ID!, $version: Int!) {\n    unpublishAnnouncement(id: $id, version: $version) {\n      ...EditorAnnouncementFields\n    }\n  }\n"): (typeof documents)["\n  mutation UnpublishAnnouncement($id: ID!, $version: Int!) {\n    unpublishAnnouncement(id: $id, version: $version) {\n      ...EditorAnnouncementFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteAnnouncementDraft($id: ID!, $version: Int!) {\n    deleteAnnouncementDraft(id: $id, version: $version)\n  }\n"): (typeof documents)["\n  mutation DeleteAnnouncementDraft($id: ID!, $version: Int!) {\n    deleteAnnouncementDraft(id: $id, version: $version)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestoreAnnouncementRevision($id: ID!, $version: Int!, $revision: Int!) {\n    restoreAnnouncementRevision(id: $id, version: $version, revision: $revision) {\n      ...EditorAnnouncementFields\n    }\n  }\n"): (typeof documents)["\n  mutation RestoreAnnouncementRevision($id: ID!, $version: Int!, $revision: Int!) {\n    restoreAnnouncementRevision(id: $id, version: $version, revision: $revision) {\n      ...EditorAnnouncementFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment QueuedAppealFields on QueuedAppeal {\n    _id\n    explanation\n    createdAt\n    decision {\n      _id\n      ground\n      explanation\n      decidedAt\n      decidedByViewer\n    }\n    rating {\n      ...ReportedRatingFields\n    }\n    photo {\n      ...ReportedPhotoFields\n    }\n  }\n"): (typeof documents)["\n  fragment QueuedAppealFields on QueuedAppeal {\n    _id\n    explanation\n    createdAt\n    decision {\n      _id\n      ground\n      explanation\n      decidedAt\n      decidedByViewer\n    }\n    rating {\n      ...ReportedRatingFields\n    }\n    photo {\n      ...ReportedPhotoFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AppealQueue($pagination: PaginationInput) {\n    appealQueue(pagination: $pagination) {\n      total\n      edges {\n        ...QueuedAppealFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query AppealQueue($pagination: PaginationInput) {\n    appealQueue(pagination: $pagination) {\n      total\n      edges {\n        ...QueuedAppealFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DecideAppeal($input: DecideAppealInput!) {\n    decideAppeal(input: $input) {\n      _id\n      outcome\n      decidedAt\n    }\n  }\n"): (typeof documents)["\n  mutation DecideAppeal($input: DecideAppealInput!) {\n    decideAppeal(input: $input) {\n      _id\n      outcome\n      decidedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EditorArticleListItem on EditorArticle {\n    _id\n    title\n    slug\n    status\n    featured\n    updatedAt\n    scheduledAt\n    publishedAt\n    label {\n      _id\n      label\n      color\n    }\n    author {\n      _id\n      shortname\n    }\n    updatedBy {\n      _id\n      shortname\n    }\n  }\n"): (typeof documents)["\n  fragment EditorArticleListItem on EditorArticle {\n    _id\n    title\n    slug\n    status\n    featured\n    updatedAt\n    scheduledAt\n    publishedAt\n    label {\n      _id\n      label\n      color\n    }\n    author {\n      _id\n      shortname\n    }\n    updatedBy {\n      _id\n      shortname\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EditorArticles($filter: EditorArticlesFilter, $pagination: PaginationInput) {\n    editorArticles(filter: $filter, pagination: $pagination) {\n      total\n      edges {\n        ...EditorArticleListItem\n      }\n    }\n  }\n"): (typeof documents)["\n  query EditorArticles($filter: EditorArticlesFilter, $pagination: PaginationInput) {\n    editorArticles(filter: $filter, pagination: $pagination) {\n      total\n      edges {\n        ...EditorArticleListItem\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EditorArticleFields on EditorArticle {\n    _id\n    version\n    status\n    slug\n    previousSlugs\n    title\n    perex\n    preview\n    content\n    contentHtml\n    slugEn\n    titleEn\n    previewEn\n    perexEn\n    contentEn\n    contentEnHtml\n    hasEnglish\n    featured\n    label {\n      _id\n      label\n      color\n    }\n    image {\n      _id\n      url\n      # The Czech description, which the console edits, whatever the UI language.\n      alt: altCs\n      altEn\n      width\n      height\n      focalX\n      focalY\n    }\n    author {\n      _id\n      shortname\n    }\n    scheduledAt\n    publishedAt\n    updatedAt\n    updatedBy {\n      _id\n      shortname\n    }\n  }\n"): (typeof documents)["\n  fragment EditorArticleFields on EditorArticle {\n    _id\n    version\n    status\n    slug\n    previousSlugs\n    title\n    perex\n    preview\n    content\n    contentHtml\n    slugEn\n    titleEn\n    previewEn\n    perexEn\n    contentEn\n    contentEnHtml\n    hasEnglish\n    featured\n    label {\n      _id\n      label\n      color\n    }\n    image {\n      _id\n      url\n      # The Czech description, which the console edits, whatever the UI language.\n      alt: altCs\n      altEn\n      width\n      height\n      focalX\n      focalY\n    }\n    author {\n      _id\n      shortname\n    }\n    scheduledAt\n    publishedAt\n    updatedAt\n    updatedBy {\n      _id\n      shortname\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EditorArticle($id: ID!) {\n    editorArticle(id: $id) {\n      ...EditorArticleFields\n    }\n  }\n"): (typeof documents)["\n  query EditorArticle($id: ID!) {\n    editorArticle(id: $id) {\n      ...EditorArticleFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ArticleEditorOptions {\n    editorLabels(kind: ARTICLE) {\n      _id\n      labelCs\n      labelEn\n      color\n    }\n    articleAuthors {\n      _id\n      shortname\n    }\n  }\n"): (typeof documents)["\n  query ArticleEditorOptions {\n    editorLabels(kind: ARTICLE) {\n      _id\n      labelCs\n      labelEn\n      color\n    }\n    articleAuthors {\n      _id\n      shortname\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ArticleRevisions($id: ID!) {\n    articleRevisions(id: $id) {\n      version\n      createdAt\n      author {\n        _id\n        shortname\n      }\n      fields\n    }\n  }\n"): (typeof documents)["\n  query ArticleRevisions($id: ID!) {\n    articleRevisions(id: $id) {\n      version\n      createdAt\n      author {\n        _id\n        shortname\n      }\n      fields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateArticle($input: ArticleDraftInput!) {\n    createArticle(input: $input) {\n      ...EditorArticleFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateArticle($input: ArticleDraftInput!) {\n    createArticle(input: $input) {\n      ...EditorArticleFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateArticle($id: ID!, $version: Int!, $input: ArticleDraftInput!) {\n    updateArticle(id: $id, version: $version, input: $input) {\n      ...EditorArticleFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateArticle($id: ID!, $version: Int!, $input: ArticleDraftInput!) {\n    updateArticle(id: $id, version: $version, input: $input) {\n      ...EditorArticleFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PublishArticle($id: ID!, $version: Int!) {\n    publishArticle(id: $id, version: $version) {\n      ...EditorArticleFields\n    }\n  }\n"): (typeof documents)["\n  mutation PublishArticle($id: ID!, $version: Int!) {\n    publishArticle(id: $id, version: $version) {\n      ...EditorArticleFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ScheduleArticle($id: ID!, $version: Int!, $at: DateTime!) {\n    scheduleArticle(id: $id, version: $version, at: $at) {\n      ...EditorArticleFields\n    }\n  }\n"): (typeof documents)["\n  mutation ScheduleArticle($id: ID!, $version: Int!, $at: DateTime!) {\n    scheduleArticle(id: $id, version: $version, at: $at) {\n      ...EditorArticleFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnpublishArticle($id: ID!, $version: Int!) {\n    unpublishArticle(id: $id, version: $version) {\n      ...EditorArticleFields\n    }\n  }\n"): (typeof documents)["\n  mutation UnpublishArticle($id: ID!, $version: Int!) {\n    unpublishArticle(id: $id, version: $version) {\n      ...EditorArticleFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteArticleDraft($id: ID!, $version: Int!) {\n    deleteArticleDraft(id: $id, version: $version)\n  }\n"): (typeof documents)["\n  mutation DeleteArticleDraft($id: ID!, $version: Int!) {\n    deleteArticleDraft(id: $id, version: $version)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestoreArticleRevision($id: ID!, $version: Int!, $revision: Int!) {\n    restoreArticleRevision(id: $id, version: $version, revision: $revision) {\n      ...EditorArticleFields\n    }\n  }\n"): (typeof documents)["\n  mutation RestoreArticleRevision($id: ID!, $version: Int!, $revision: Int!) {\n    restoreArticleRevision(id: $id, version: $version, revision: $revision) {\n      ...EditorArticleFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetArticleFeatured($id: ID!, $version: Int!, $featured: Boolean!) {\n    setArticleFeatured(id: $id, version: $version, featured: $featured) {\n      ...EditorArticleFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetArticleFeatured($id: ID!, $version: Int!, $featured: Boolean!) {\n    setArticleFeatured(id: $id, version: $version, featured: $featured) {\n      ...EditorArticleFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignInAsAdmin($input: SignInInput!) {\n    signInAsAdmin(input: $input) {\n      accessToken\n      refreshToken\n    }\n  }\n"): (typeof documents)["\n  mutation SignInAsAdmin($input: SignInInput!) {\n    signInAsAdmin(input: $input) {\n      accessToken\n      refreshToken\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleMe {\n    me {\n      _id\n      firstname\n      fullname\n      roles\n    }\n  }\n"): (typeof documents)["\n  query ConsoleMe {\n    me {\n      _id\n      firstname\n      fullname\n      roles\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ConsoleUser on AdminUser {\n    _id\n    email\n    fullname\n    roles\n    status\n    createdAt\n    ratingsCount\n    finishedCount\n    bookmarksCount\n  }\n"): (typeof documents)["\n  fragment ConsoleUser on AdminUser {\n    _id\n    email\n    fullname\n    roles\n    status\n    createdAt\n    ratingsCount\n    finishedCount\n    bookmarksCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminUsers($search: String, $pagination: PaginationInput) {\n    adminUsers(search: $search, pagination: $pagination) {\n      total\n      edges {\n        ...ConsoleUser\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminUsers($search: String, $pagination: PaginationInput) {\n    adminUsers(search: $search, pagination: $pagination) {\n      total\n      edges {\n        ...ConsoleUser\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GrantRole($userId: ID!, $role: Role!) {\n    grantRole(userId: $userId, role: $role) {\n      ...ConsoleUser\n    }\n  }\n"): (typeof documents)["\n  mutation GrantRole($userId: ID!, $role: Role!) {\n    grantRole(userId: $userId, role: $role) {\n      ...ConsoleUser\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeRole($userId: ID!, $role: Role!) {\n    revokeRole(userId: $userId, role: $role) {\n      ...ConsoleUser\n    }\n  }\n"): (typeof documents)["\n  mutation RevokeRole($userId: ID!, $role: Role!) {\n    revokeRole(userId: $userId, role: $role) {\n      ...ConsoleUser\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DisableUser($userId: ID!) {\n    disableUser(userId: $userId) {\n      ...ConsoleUser\n    }\n  }\n"): (typeof documents)["\n  mutation DisableUser($userId: ID!) {\n    disableUser(userId: $userId) {\n      ...ConsoleUser\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EnableUser($userId: ID!) {\n    enableUser(userId: $userId) {\n      ...ConsoleUser\n    }\n  }\n"): (typeof documents)["\n  mutation EnableUser($userId: ID!) {\n    enableUser(userId: $userId) {\n      ...ConsoleUser\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuditLog($entityType: String, $entityId: ID, $pagination: PaginationInput) {\n    auditLog(entityType: $entityType, entityId: $entityId, pagination: $pagination) {\n      total\n      edges {\n        _id\n        actor {\n          _id\n          shortname\n        }\n        action\n        entityType\n        entityId\n        before\n        after\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query AuditLog($entityType: String, $entityId: ID, $pagination: PaginationInput) {\n    auditLog(entityType: $entityType, entityId: $entityId, pagination: $pagination) {\n      total\n      edges {\n        _id\n        actor {\n          _id\n          shortname\n        }\n        action\n        entityType\n        entityId\n        before\n        after\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MarkdownPreview($markdown: String!) {\n    markdownPreview(markdown: $markdown)\n  }\n"): (typeof documents)["\n  query MarkdownPreview($markdown: String!) {\n    markdownPreview(markdown: $markdown)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ModerationFigures($from: String!, $to: String!) {\n    moderationFigures(from: $from, to: $to) {\n      month\n      reportsByReason {\n        reason\n        count\n      }\n      decisionsByKind {\n        decision\n        count\n      }\n      medianHoursToDecision\n      appealsReceived\n      appealsRestored\n      appealsConfirmed\n    }\n  }\n"): (typeof documents)["\n  query ModerationFigures($from: String!, $to: String!) {\n    moderationFigures(from: $from, to: $to) {\n      month\n      reportsByReason {\n        reason\n        count\n      }\n      decisionsByKind {\n        decision\n        count\n      }\n      medianHoursToDecision\n      appealsReceived\n      appealsRestored\n      appealsConfirmed\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ModerationRatingItem on ModerationRating {\n    _id\n    score\n    text\n    createdAt\n    hidden\n    hiddenAt\n    hiddenReason\n    hiddenBy {\n      _id\n      shortname\n    }\n    trip {\n      _id\n      title\n    }\n    author {\n      _id\n      fullname\n      email\n      status\n    }\n  }\n"): (typeof documents)["\n  fragment ModerationRatingItem on ModerationRating {\n    _id\n    score\n    text\n    createdAt\n    hidden\n    hiddenAt\n    hiddenReason\n    hiddenBy {\n      _id\n      shortname\n    }\n    trip {\n      _id\n      title\n    }\n    author {\n      _id\n      fullname\n      email\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ModerationRatings($filter: ModerationRatingsFilter, $pagination: PaginationInput) {\n    moderationRatings(filter: $filter, pagination: $pagination) {\n      total\n      edges {\n        ...ModerationRatingItem\n      }\n    }\n  }\n"): (typeof documents)["\n  query ModerationRatings($filter: ModerationRatingsFilter, $pagination: PaginationInput) {\n    moderationRatings(filter: $filter, pagination: $pagination) {\n      total\n      edges {\n        ...ModerationRatingItem\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RatingTripOptions($search: String) {\n    editorTrips(filter: { search: $search }, pagination: { pageSize: 10 }) {\n      edges {\n        _id\n        title\n      }\n    }\n  }\n"): (typeof documents)["\n  query RatingTripOptions($search: String) {\n    editorTrips(filter: { search: $search }, pagination: { pageSize: 10 }) {\n      edges {\n        _id\n        title\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation HideRating($id: ID!, $reason: String!) {\n    hideRating(id: $id, reason: $reason) {\n      ...ModerationRatingItem\n    }\n  }\n"): (typeof documents)["\n  mutation HideRating($id: ID!, $reason: String!) {\n    hideRating(id: $id, reason: $reason) {\n      ...ModerationRatingItem\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestoreRating($id: ID!) {\n    restoreRating(id: $id) {\n      ...ModerationRatingItem\n    }\n  }\n"): (typeof documents)["\n  mutation RestoreRating($id: ID!) {\n    restoreRating(id: $id) {\n      ...ModerationRatingItem\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReportedRatingFields on ReportedRating {\n    _id\n    text\n    score\n    authorShortname\n    hidden\n    trip {\n      _id\n      title\n    }\n  }\n"): (typeof documents)["\n  fragment ReportedRatingFields on ReportedRating {\n    _id\n    text\n    score\n    authorShortname\n    hidden\n    trip {\n      _id\n      title\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReportedPhotoFields on ReportedPhoto {\n    _id\n    caption\n    hidden\n    image {\n      _id\n      url\n      alt\n      width\n      height\n      variants {\n        url\n        width\n        format\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment ReportedPhotoFields on ReportedPhoto {\n    _id\n    caption\n    hidden\n    image {\n      _id\n      url\n      alt\n      width\n      height\n      variants {\n        url\n        width\n        format\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReportedItemFields on ReportedItem {\n    targetKind\n    targetId\n    reportCount\n    firstReportedAt\n    reasons {\n      reason\n      count\n    }\n    reports {\n      _id\n      reason\n      explanation\n      createdAt\n    }\n    rating {\n      ...ReportedRatingFields\n    }\n    photo {\n      ...ReportedPhotoFields\n    }\n  }\n"): (typeof documents)["\n  fragment ReportedItemFields on ReportedItem {\n    targetKind\n    targetId\n    reportCount\n    firstReportedAt\n    reasons {\n      reason\n      count\n    }\n    reports {\n      _id\n      reason\n      explanation\n      createdAt\n    }\n    rating {\n      ...ReportedRatingFields\n    }\n    photo {\n      ...ReportedPhotoFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReportQueue($pagination: PaginationInput) {\n    reportQueue(pagination: $pagination) {\n      total\n      edges {\n        ...ReportedItemFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query ReportQueue($pagination: PaginationInput) {\n    reportQueue(pagination: $pagination) {\n      total\n      edges {\n        ...ReportedItemFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DecideReports($input: DecideReportsInput!) {\n    decideReports(input: $input) {\n      _id\n      decision\n      closedReports\n    }\n  }\n"): (typeof documents)["\n  mutation DecideReports($input: DecideReportsInput!) {\n    decideReports(input: $input) {\n      _id\n      decision\n      closedReports\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ConsoleLabel on EditorLabel {\n    _id\n    kind\n    slug\n    labelCs\n    labelEn\n    color\n    contrastRatio\n    usageCount\n    version\n  }\n"): (typeof documents)["\n  fragment ConsoleLabel on EditorLabel {\n    _id\n    kind\n    slug\n    labelCs\n    labelEn\n    color\n    contrastRatio\n    usageCount\n    version\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ConsoleArea on EditorArea {\n    _id\n    slug\n    name\n    nameEn\n    region\n    tripCount\n    version\n  }\n"): (typeof documents)["\n  fragment ConsoleArea on EditorArea {\n    _id\n    slug\n    name\n    nameEn\n    region\n    tripCount\n    version\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleLabels($kind: LabelKind!) {\n    editorLabels(kind: $kind) {\n      ...ConsoleLabel\n    }\n  }\n"): (typeof documents)["\n  query ConsoleLabels($kind: LabelKind!) {\n    editorLabels(kind: $kind) {\n      ...ConsoleLabel\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateLabel($kind: LabelKind!, $input: LabelInput!) {\n    createLabel(kind: $kind, input: $input) {\n      ...ConsoleLabel\n    }\n  }\n"): (typeof documents)["\n  mutation CreateLabel($kind: LabelKind!, $input: LabelInput!) {\n    createLabel(kind: $kind, input: $input) {\n      ...ConsoleLabel\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateLabel($id: ID!, $version: Int!, $input: LabelInput!) {\n    updateLabel(id: $id, version: $version, input: $input) {\n      ...ConsoleLabel\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateLabel($id: ID!, $version: Int!, $input: LabelInput!) {\n    updateLabel(id: $id, version: $version, input: $input) {\n      ...ConsoleLabel\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteLabel($id: ID!, $version: Int!) {\n    deleteLabel(id: $id, version: $version)\n  }\n"): (typeof documents)["\n  mutation DeleteLabel($id: ID!, $version: Int!) {\n    deleteLabel(id: $id, version: $version)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleAreas {\n    editorAreas {\n      ...ConsoleArea\n    }\n  }\n"): (typeof documents)["\n  query ConsoleAreas {\n    editorAreas {\n      ...ConsoleArea\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateArea($input: AreaInput!) {\n    createArea(input: $input) {\n      ...ConsoleArea\n    }\n  }\n"): (typeof documents)["\n  mutation CreateArea($input: AreaInput!) {\n    createArea(input: $input) {\n      ...ConsoleArea\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateArea($id: ID!, $version: Int!, $input: AreaInput!) {\n    updateArea(id: $id, version: $version, input: $input) {\n      ...ConsoleArea\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateArea($id: ID!, $version: Int!, $input: AreaInput!) {\n    updateArea(id: $id, version: $version, input: $input) {\n      ...ConsoleArea\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteArea($id: ID!, $version: Int!) {\n    deleteArea(id: $id, version: $version)\n  }\n"): (typeof documents)["\n  mutation DeleteArea($id: ID!, $version: Int!) {\n    deleteArea(id: $id, version: $version)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TranslationGaps {\n    translationGaps {\n      trips\n      announcements\n      articles\n      areas\n    }\n  }\n"): (typeof documents)["\n  query TranslationGaps {\n    translationGaps {\n      trips\n      announcements\n      articles\n      areas\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EditorTripListItem on EditorTrip {\n    _id\n    title\n    status\n    updatedAt\n    scheduledAt\n    publishedAt\n    area {\n      _id\n      name\n    }\n    label {\n      _id\n      label\n      color\n    }\n    author {\n      _id\n      shortname\n    }\n    updatedBy {\n      _id\n      shortname\n    }\n  }\n"): (typeof documents)["\n  fragment EditorTripListItem on EditorTrip {\n    _id\n    title\n    status\n    updatedAt\n    scheduledAt\n    publishedAt\n    area {\n      _id\n      name\n    }\n    label {\n      _id\n      label\n      color\n    }\n    author {\n      _id\n      shortname\n    }\n    updatedBy {\n      _id\n      shortname\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EditorTrips($filter: EditorTripsFilter, $pagination: PaginationInput) {\n    editorTrips(filter: $filter, pagination: $pagination) {\n      total\n      edges {\n        ...EditorTripListItem\n      }\n    }\n  }\n"): (typeof documents)["\n  query EditorTrips($filter: EditorTripsFilter, $pagination: PaginationInput) {\n    editorTrips(filter: $filter, pagination: $pagination) {\n      total\n      edges {\n        ...EditorTripListItem\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EditorTripFields on EditorTrip {\n    _id\n    version\n    status\n    slug\n    title\n    perex\n    preview\n    content\n    contentHtml\n    titleEn\n    previewEn\n    perexEn\n    contentEn\n    contentEnHtml\n    hasEnglish\n    routeLink\n    coordinates {\n      lat\n      lng\n    }\n    lengthKm\n    routeType\n    duration\n    accessibility\n    gastro\n    suitability\n    additionalActivities\n    overnightStay\n    terrain\n    area {\n      _id\n      name\n    }\n    label {\n      _id\n      label\n      color\n    }\n    coverImage {\n      _id\n      url\n      # The Czech description, which the console edits, whatever the UI language.\n      alt: altCs\n      focalX\n      focalY\n    }\n    images {\n      _id\n      url\n      # The Czech description, which the console edits, whatever the UI language.\n      alt: altCs\n      altEn\n      width\n      height\n      focalX\n      focalY\n    }\n    track {\n      _id\n      lengthKm\n      elevationGain\n      elevationLoss\n      lowestPoint\n      highestPoint\n      line\n      profile\n      gpxUrl\n    }\n    author {\n      _id\n      shortname\n    }\n    reviewComment\n    scheduledAt\n    publishedAt\n    updatedAt\n    updatedBy {\n      _id\n      shortname\n    }\n    nearestMunicipality {\n      _id\n      name\n      district\n      region\n    }\n  }\n"): (typeof documents)["\n  fragment EditorTripFields on EditorTrip {\n    _id\n    version\n    status\n    slug\n    title\n    perex\n    preview\n    content\n    contentHtml\n    titleEn\n    previewEn\n    perexEn\n    contentEn\n    contentEnHtml\n    hasEnglish\n    routeLink\n    coordinates {\n      lat\n      lng\n    }\n    lengthKm\n    routeType\n    duration\n    accessibility\n    gastro\n    suitability\n    additionalActivities\n    overnightStay\n    terrain\n    area {\n      _id\n      name\n    }\n    label {\n      _id\n      label\n      color\n    }\n    coverImage {\n      _id\n      url\n      # The Czech description, which the console edits, whatever the UI language.\n      alt: altCs\n      focalX\n      focalY\n    }\n    images {\n      _id\n      url\n      # The Czech description, which the console edits, whatever the UI language.\n      alt: altCs\n      altEn\n      width\n      height\n      focalX\n      focalY\n    }\n    track {\n      _id\n      lengthKm\n      elevationGain\n      elevationLoss\n      lowestPoint\n      highestPoint\n      line\n      profile\n      gpxUrl\n    }\n    author {\n      _id\n      shortname\n    }\n    reviewComment\n    scheduledAt\n    publishedAt\n    updatedAt\n    updatedBy {\n      _id\n      shortname\n    }\n    nearestMunicipality {\n      _id\n      name\n      district\n      region\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EditorTrip($id: ID!) {\n    editorTrip(id: $id) {\n      ...EditorTripFields\n    }\n  }\n"): (typeof documents)["\n  query EditorTrip($id: ID!) {\n    editorTrip(id: $id) {\n      ...EditorTripFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TripRevisions($id: ID!) {\n    tripRevisions(id: $id) {\n      version\n      createdAt\n      author {\n        _id\n        shortname\n      }\n      fields\n    }\n  }\n"): (typeof documents)["\n  query TripRevisions($id: ID!) {\n    tripRevisions(id: $id) {\n      version\n      createdAt\n      author {\n        _id\n        shortname\n      }\n      fields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateTrip($input: TripDraftInput!) {\n    createTrip(input: $input) {\n      ...EditorTripFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateTrip($input: TripDraftInput!) {\n    createTrip(input: $input) {\n      ...EditorTripFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateTrip($id: ID!, $version: Int!, $input: TripDraftInput!) {\n    updateTrip(id: $id, version: $version, input: $input) {\n      ...EditorTripFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateTrip($id: ID!, $version: Int!, $input: TripDraftInput!) {\n    updateTrip(id: $id, version: $version, input: $input) {\n      ...EditorTripFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitTripForReview($id: ID!, $version: Int!) {\n    submitTripForReview(id: $id, version: $version) {\n      ...EditorTripFields\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitTripForReview($id: ID!, $version: Int!) {\n    submitTripForReview(id: $id, version: $version) {\n      ...EditorTripFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReturnTripToAuthor($id: ID!, $version: Int!, $comment: String!) {\n    returnTripToAuthor(id: $id, version: $version, comment: $comment) {\n      ...EditorTripFields\n    }\n  }\n"): (typeof documents)["\n  mutation ReturnTripToAuthor($id: ID!, $version: Int!, $comment: String!) {\n    returnTripToAuthor(id: $id, version: $version, comment: $comment) {\n      ...EditorTripFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PublishTrip($id: ID!, $version: Int!) {\n    publishTrip(id: $id, version: $version) {\n      ...EditorTripFields\n    }\n  }\n"): (typeof documents)["\n  mutation PublishTrip($id: ID!, $version: Int!) {\n    publishTrip(id: $id, version: $version) {\n      ...EditorTripFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ScheduleTrip($id: ID!, $version: Int!, $at: DateTime!) {\n    scheduleTrip(id: $id, version: $version, at: $at) {\n      ...EditorTripFields\n    }\n  }\n"): (typeof documents)["\n  mutation ScheduleTrip($id: ID!, $version: Int!, $at: DateTime!) {\n    scheduleTrip(id: $id, version: $version, at: $at) {\n      ...EditorTripFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnpublishTrip($id: ID!, $version: Int!) {\n    unpublishTrip(id: $id, version: $version) {\n      ...EditorTripFields\n    }\n  }\n"): (typeof documents)["\n  mutation UnpublishTrip($id: ID!, $version: Int!) {\n    unpublishTrip(id: $id, version: $version) {\n      ...EditorTripFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteTripDraft($id: ID!, $version: Int!) {\n    deleteTripDraft(id: $id, version: $version)\n  }\n"): (typeof documents)["\n  mutation DeleteTripDraft($id: ID!, $version: Int!) {\n    deleteTripDraft(id: $id, version: $version)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestoreTripRevision($id: ID!, $version: Int!, $revision: Int!) {\n    restoreTripRevision(id: $id, version: $version, revision: $revision) {\n      ...EditorTripFields\n    }\n  }\n"): (typeof documents)["\n  mutation RestoreTripRevision($id: ID!, $version: Int!, $revision: Int!) {\n    restoreTripRevision(id: $id, version: $version, revision: $revision) {\n      ...EditorTripFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NearestCity($near: LatLngInput!) {\n    nearestCity(near: $near) {\n      _id\n      name\n      district\n      region\n    }\n  }\n"): (typeof documents)["\n  query NearestCity($near: LatLngInput!) {\n    nearestCity(near: $near) {\n      _id\n      name\n      district\n      region\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TripEditorOptions {\n    areaSelectOptions {\n      value\n      label\n    }\n    editorLabels(kind: TRIP) {\n      _id\n      labelCs\n      labelEn\n      color\n    }\n  }\n"): (typeof documents)["\n  query TripEditorOptions {\n    areaSelectOptions {\n      value\n      label\n    }\n    editorLabels(kind: TRIP) {\n      _id\n      labelCs\n      labelEn\n      color\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RecommendedTrips($limit: Int) {\n    recommendedTrips(limit: $limit) {\n      _id\n      title\n      coverImage {\n        _id\n        url\n        alt\n      }\n      area {\n        _id\n        name\n      }\n      averageRating\n      attributes {\n        lengthKm\n        duration\n      }\n    }\n  }\n"): (typeof documents)["\n  query RecommendedTrips($limit: Int) {\n    recommendedTrips(limit: $limit) {\n      _id\n      title\n      coverImage {\n        _id\n        url\n        alt\n      }\n      area {\n        _id\n        name\n      }\n      averageRating\n      attributes {\n        lengthKm\n        duration\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FeedCard on Published {\n    __typename\n    _id\n    language\n    title\n    preview\n    publishedAt\n    image {\n      _id\n      url\n      alt\n    }\n    label {\n      _id\n      label\n      color\n    }\n    ... on PublishedArticle {\n      slug\n      isBookmarked\n    }\n    ... on PublishedTripAnnouncement {\n      trip {\n        _id\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment FeedCard on Published {\n    __typename\n    _id\n    language\n    title\n    preview\n    publishedAt\n    image {\n      _id\n      url\n      alt\n    }\n    label {\n      _id\n      label\n      color\n    }\n    ... on PublishedArticle {\n      slug\n      isBookmarked\n    }\n    ... on PublishedTripAnnouncement {\n      trip {\n        _id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Feed($pagination: PaginationInput) {\n    feed(pagination: $pagination) {\n      total\n      edges {\n        ...FeedCard\n      }\n    }\n  }\n"): (typeof documents)["\n  query Feed($pagination: PaginationInput) {\n    feed(pagination: $pagination) {\n      total\n      edges {\n        ...FeedCard\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription FeedUpdated {\n    feedUpdated {\n      _id\n    }\n  }\n"): (typeof documents)["\n  subscription FeedUpdated {\n    feedUpdated {\n      _id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Article($slug: String!) {\n    article(slug: $slug) {\n      _id\n      language\n      slug\n      title\n      perex\n      contentHtml\n      publishedAt\n      isBookmarked\n      image {\n        _id\n        url\n        alt\n      }\n      label {\n        _id\n        label\n        color\n      }\n      author {\n        _id\n        shortname\n      }\n      featuredArticles(limit: 3) {\n        ...FeedCard\n      }\n    }\n  }\n"): (typeof documents)["\n  query Article($slug: String!) {\n    article(slug: $slug) {\n      _id\n      language\n      slug\n      title\n      perex\n      contentHtml\n      publishedAt\n      isBookmarked\n      image {\n        _id\n        url\n        alt\n      }\n      label {\n        _id\n        label\n        color\n      }\n      author {\n        _id\n        shortname\n      }\n      featuredArticles(limit: 3) {\n        ...FeedCard\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ToggleArticleBookmark($id: ID!) {\n    toggleArticleBookmark(id: $id) {\n      _id\n      isBookmarked\n    }\n  }\n"): (typeof documents)["\n  mutation ToggleArticleBookmark($id: ID!) {\n    toggleArticleBookmark(id: $id) {\n      _id\n      isBookmarked\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TripsLocations {\n    tripsLocations {\n      _id\n      title\n      preview\n      coordinates {\n        lat\n        lng\n      }\n      coverImage {\n        _id\n        url\n        alt\n      }\n      label {\n        _id\n        label\n        color\n      }\n      averageRating\n      lengthKm\n      duration\n      suitability\n    }\n  }\n"): (typeof documents)["\n  query TripsLocations {\n    tripsLocations {\n      _id\n      title\n      preview\n      coordinates {\n        lat\n        lng\n      }\n      coverImage {\n        _id\n        url\n        alt\n      }\n      label {\n        _id\n        label\n        color\n      }\n      averageRating\n      lengthKm\n      duration\n      suitability\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TripTrackLine($id: ID!) {\n    publishedTrip(id: $id) {\n      _id\n      track {\n        _id\n        line\n      }\n    }\n  }\n"): (typeof documents)["\n  query TripTrackLine($id: ID!) {\n    publishedTrip(id: $id) {\n      _id\n      track {\n        _id\n        line\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OnboardingAnswers on User {\n    _id\n    onboardingCompleted\n    city {\n      _id\n      name\n      district\n      region\n    }\n    sex\n    ageRange\n    interests\n    onboardingPreferences {\n      drink\n      sleep\n      transport\n      company\n      durations\n      referralSource\n      referralText\n      step\n    }\n  }\n"): (typeof documents)["\n  fragment OnboardingAnswers on User {\n    _id\n    onboardingCompleted\n    city {\n      _id\n      name\n      district\n      region\n    }\n    sex\n    ageRange\n    interests\n    onboardingPreferences {\n      drink\n      sleep\n      transport\n      company\n      durations\n      referralSource\n      referralText\n      step\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Onboarding {\n    me {\n      ...OnboardingAnswers\n    }\n  }\n"): (typeof documents)["\n  query Onboarding {\n    me {\n      ...OnboardingAnswers\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateOnboardingPreferences($input: OnboardingPreferencesInput!) {\n    updateOnboardingPreferences(input: $input) {\n      ...OnboardingAnswers\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateOnboardingPreferences($input: OnboardingPreferencesInput!) {\n    updateOnboardingPreferences(input: $input) {\n      ...OnboardingAnswers\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfileOverview {\n    me {\n      _id\n      fullname\n      firstname\n      lastname\n      email\n      createdAt\n      city {\n        _id\n        name\n        region\n      }\n    }\n    myBookmarkedTripsCount\n    myBookmarkedArticlesCount\n    myFinishedTripsCount\n    myTotalKm\n    myKmByMonth {\n      month\n      km\n      trips\n    }\n    myFinishedTripStarts {\n      tripId\n      title\n      coordinates {\n        lat\n        lng\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProfileOverview {\n    me {\n      _id\n      fullname\n      firstname\n      lastname\n      email\n      createdAt\n      city {\n        _id\n        name\n        region\n      }\n    }\n    myBookmarkedTripsCount\n    myBookmarkedArticlesCount\n    myFinishedTripsCount\n    myTotalKm\n    myKmByMonth {\n      month\n      km\n      trips\n    }\n    myFinishedTripStarts {\n      tripId\n      title\n      coordinates {\n        lat\n        lng\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyBookmarkedArticles($pagination: PaginationInput) {\n    myBookmarkedArticles(pagination: $pagination) {\n      total\n      edges {\n        ...FeedCard\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyBookmarkedArticles($pagination: PaginationInput) {\n    myBookmarkedArticles(pagination: $pagination) {\n      total\n      edges {\n        ...FeedCard\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SearchPlace on City {\n    _id\n    name\n    district\n    region\n    coordinates {\n      lat\n      lng\n    }\n  }\n"): (typeof documents)["\n  fragment SearchPlace on City {\n    _id\n    name\n    district\n    region\n    coordinates {\n      lat\n      lng\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchSuggestions($query: String!, $limit: Int) {\n    searchSuggestions(query: $query, limit: $limit) {\n      __typename\n      ... on PublishedTrip {\n        _id\n        title\n        area {\n          _id\n          name\n          region\n        }\n        coverImage {\n          ...Picture\n        }\n      }\n      ... on City {\n        ...SearchPlace\n      }\n      ... on Area {\n        _id\n        name\n        region\n      }\n      ... on PublishedArticle {\n        _id\n        slug\n        title\n        image {\n          ...Picture\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query SearchSuggestions($query: String!, $limit: Int) {\n    searchSuggestions(query: $query, limit: $limit) {\n      __typename\n      ... on PublishedTrip {\n        _id\n        title\n        area {\n          _id\n          name\n          region\n        }\n        coverImage {\n          ...Picture\n        }\n      }\n      ... on City {\n        ...SearchPlace\n      }\n      ... on Area {\n        _id\n        name\n        region\n      }\n      ... on PublishedArticle {\n        _id\n        slug\n        title\n        image {\n          ...Picture\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Search($query: String!, $near: LatLngInput, $pagination: PaginationInput) {\n    search(query: $query, near: $near, pagination: $pagination) {\n      trips {\n        total\n        capped\n        edges {\n          ...TripCard\n        }\n      }\n      places {\n        ...SearchPlace\n      }\n      areas {\n        _id\n        name\n        region\n      }\n      articles {\n        _id\n        slug\n        title\n        preview\n        image {\n          ...Picture\n        }\n      }\n      didYouMean\n    }\n  }\n"): (typeof documents)["\n  query Search($query: String!, $near: LatLngInput, $pagination: PaginationInput) {\n    search(query: $query, near: $near, pagination: $pagination) {\n      trips {\n        total\n        capped\n        edges {\n          ...TripCard\n        }\n      }\n      places {\n        ...SearchPlace\n      }\n      areas {\n        _id\n        name\n        region\n      }\n      articles {\n        _id\n        slug\n        title\n        preview\n        image {\n          ...Picture\n        }\n      }\n      didYouMean\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MySessions {\n    mySessions {\n      _id\n      browser\n      os\n      platform\n      country\n      lastUsedAt\n      current\n    }\n  }\n"): (typeof documents)["\n  query MySessions {\n    mySessions {\n      _id\n      browser\n      os\n      platform\n      country\n      lastUsedAt\n      current\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignOutSession($sessionId: ID!) {\n    signOutSession(sessionId: $sessionId)\n  }\n"): (typeof documents)["\n  mutation SignOutSession($sessionId: ID!) {\n    signOutSession(sessionId: $sessionId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignOutOtherSessions {\n    signOutOtherSessions\n  }\n"): (typeof documents)["\n  mutation SignOutOtherSessions {\n    signOutOtherSessions\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Settings {\n    me {\n      ...SettingsUser\n    }\n  }\n"): (typeof documents)["\n  query Settings {\n    me {\n      ...SettingsUser\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SettingsUser on User {\n    _id\n    firstname\n    lastname\n    fullname\n    email\n    language\n    interests\n    newsletterSubscribed\n    city {\n      _id\n      name\n      district\n      region\n    }\n  }\n"): (typeof documents)["\n  fragment SettingsUser on User {\n    _id\n    firstname\n    lastname\n    fullname\n    email\n    language\n    interests\n    newsletterSubscribed\n    city {\n      _id\n      name\n      district\n      region\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCredentials($firstname: String!, $lastname: String!) {\n    updateMyProfile(input: { firstname: $firstname, lastname: $lastname }) {\n      ...SettingsUser\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCredentials($firstname: String!, $lastname: String!) {\n    updateMyProfile(input: { firstname: $firstname, lastname: $lastname }) {\n      ...SettingsUser\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($oldPassword: String!, $newPassword: String!) {\n    changePassword(oldPassword: $oldPassword, newPassword: $newPassword)\n  }\n"): (typeof documents)["\n  mutation ChangePassword($oldPassword: String!, $newPassword: String!) {\n    changePassword(oldPassword: $oldPassword, newPassword: $newPassword)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateNewsletterSubscription($subscribed: Boolean!) {\n    updateNewsletterSubscription(subscribed: $subscribed) {\n      ...SettingsUser\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateNewsletterSubscription($subscribed: Boolean!) {\n    updateNewsletterSubscription(subscribed: $subscribed) {\n      ...SettingsUser\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateInterests($interests: [TripCharacteristic!]!) {\n    updateOnboardingPreferences(input: { interests: $interests }) {\n      ...SettingsUser\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateInterests($interests: [TripCharacteristic!]!) {\n    updateOnboardingPreferences(input: { interests: $interests }) {\n      ...SettingsUser\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateLocation($cityId: ID) {\n    updateMyProfile(input: { cityId: $cityId }) {\n      ...SettingsUser\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateLocation($cityId: ID) {\n    updateMyProfile(input: { cityId: $cityId }) {\n      ...SettingsUser\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendSupportMessage($message: String!) {\n    sendSupportMessage(input: { message: $message })\n  }\n"): (typeof documents)["\n  mutation SendSupportMessage($message: String!) {\n    sendSupportMessage(input: { message: $message })\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteAccount($feedback: String) {\n    deleteAccount(feedback: $feedback)\n  }\n"): (typeof documents)["\n  mutation DeleteAccount($feedback: String) {\n    deleteAccount(feedback: $feedback)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HikerPhotoItem on HikerPhoto {\n    _id\n    hidden\n    caption\n    createdAt\n    image {\n      _id\n      url\n      alt\n      width\n      height\n      variants {\n        url\n        width\n        format\n      }\n    }\n    user {\n      _id\n      shortname\n    }\n  }\n"): (typeof documents)["\n  fragment HikerPhotoItem on HikerPhoto {\n    _id\n    hidden\n    caption\n    createdAt\n    image {\n      _id\n      url\n      alt\n      width\n      height\n      variants {\n        url\n        width\n        format\n      }\n    }\n    user {\n      _id\n      shortname\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TripHikerPhotos($id: ID!, $pagination: PaginationInput) {\n    publishedTrip(id: $id) {\n      _id\n      hikerPhotos(pagination: $pagination) {\n        total\n        edges {\n          ...HikerPhotoItem\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query TripHikerPhotos($id: ID!, $pagination: PaginationInput) {\n    publishedTrip(id: $id) {\n      _id\n      hikerPhotos(pagination: $pagination) {\n        total\n        edges {\n          ...HikerPhotoItem\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DiscardHikerPhoto($id: ID!) {\n    discardHikerPhoto(id: $id)\n  }\n"): (typeof documents)["\n  mutation DiscardHikerPhoto($id: ID!) {\n    discardHikerPhoto(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyBookmarkedTrips($pagination: PaginationInput) {\n    myBookmarkedTrips(pagination: $pagination) {\n      total\n      edges {\n        ...TripCard\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyBookmarkedTrips($pagination: PaginationInput) {\n    myBookmarkedTrips(pagination: $pagination) {\n      total\n      edges {\n        ...TripCard\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyFinishedTrips($pagination: PaginationInput) {\n    myFinishedTrips(pagination: $pagination) {\n      total\n      totalKm\n      edges {\n        ...TripCard\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyFinishedTrips($pagination: PaginationInput) {\n    myFinishedTrips(pagination: $pagination) {\n      total\n      totalKm\n      edges {\n        ...TripCard\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublishedTrip($id: ID!) {\n    publishedTrip(id: $id) {\n      _id\n      language\n      title\n      preview\n      perex\n      contentHtml\n      routeLink\n      publishedAt\n      nearestMunicipality {\n        _id\n        name\n        district\n        region\n      }\n      coordinates {\n        lat\n        lng\n      }\n      coverImage {\n        ...Picture\n      }\n      images {\n        ...Picture\n      }\n      label {\n        _id\n        label\n        color\n      }\n      area {\n        _id\n        name\n        language\n      }\n      author {\n        _id\n        shortname\n      }\n      attributes {\n        accessibility\n        gastro\n        suitability\n        additionalActivities\n        overnightStay\n        lengthKm\n        routeType\n        terrain\n        duration\n      }\n      averageRating\n      ratingsCount\n      finishedCount\n      isBookmarked\n      isFinished\n      hasRated\n      myRating {\n        ...TripRatingItem\n        moderation {\n          ...MyRatingModeration\n        }\n        photos {\n          _id\n          moderation {\n            ...MyRatingModeration\n          }\n        }\n      }\n      ratings(pagination: { pageNumber: 1, pageSize: 2 }, sort: { field: createdAt, direction: DESC }) {\n        total\n        edges {\n          ...TripRatingItem\n        }\n      }\n      track {\n        _id\n        lengthKm\n        elevationGain\n        elevationLoss\n        lowestPoint\n        highestPoint\n        profile\n        gpxUrl\n      }\n    }\n  }\n"): (typeof documents)["\n  query PublishedTrip($id: ID!) {\n    publishedTrip(id: $id) {\n      _id\n      language\n      title\n      preview\n      perex\n      contentHtml\n      routeLink\n      publishedAt\n      nearestMunicipality {\n        _id\n        name\n        district\n        region\n      }\n      coordinates {\n        lat\n        lng\n      }\n      coverImage {\n        ...Picture\n      }\n      images {\n        ...Picture\n      }\n      label {\n        _id\n        label\n        color\n      }\n      area {\n        _id\n        name\n        language\n      }\n      author {\n        _id\n        shortname\n      }\n      attributes {\n        accessibility\n        gastro\n        suitability\n        additionalActivities\n        overnightStay\n        lengthKm\n        routeType\n        terrain\n        duration\n      }\n      averageRating\n      ratingsCount\n      finishedCount\n      isBookmarked\n      isFinished\n      hasRated\n      myRating {\n        ...TripRatingItem\n        moderation {\n          ...MyRatingModeration\n        }\n        photos {\n          _id\n          moderation {\n            ...MyRatingModeration\n          }\n        }\n      }\n      ratings(pagination: { pageNumber: 1, pageSize: 2 }, sort: { field: createdAt, direction: DESC }) {\n        total\n        edges {\n          ...TripRatingItem\n        }\n      }\n      track {\n        _id\n        lengthKm\n        elevationGain\n        elevationLoss\n        lowestPoint\n        highestPoint\n        profile\n        gpxUrl\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AppealDecision($input: AppealDecisionInput!) {\n    appealDecision(input: $input) {\n      _id\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  mutation AppealDecision($input: AppealDecisionInput!) {\n    appealDecision(input: $input) {\n      _id\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReportRating($input: ReportContentInput!) {\n    reportContent(input: $input)\n  }\n"): (typeof documents)["\n  mutation ReportRating($input: ReportContentInput!) {\n    reportContent(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TripRatingItem on TripRating {\n    _id\n    score\n    text\n    createdAt\n    user {\n      _id\n      shortname\n      initials\n    }\n    # The fields of HikerPhotoItem (hiker-photos.queries.ts), spelled out to stay within the API's depth limit.\n    photos {\n      _id\n      hidden\n      caption\n      createdAt\n      image {\n        _id\n        url\n        alt\n        width\n        height\n        variants {\n          url\n          width\n          format\n        }\n      }\n      user {\n        _id\n        shortname\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment TripRatingItem on TripRating {\n    _id\n    score\n    text\n    createdAt\n    user {\n      _id\n      shortname\n      initials\n    }\n    # The fields of HikerPhotoItem (hiker-photos.queries.ts), spelled out to stay within the API's depth limit.\n    photos {\n      _id\n      hidden\n      caption\n      createdAt\n      image {\n        _id\n        url\n        alt\n        width\n        height\n        variants {\n          url\n          width\n          format\n        }\n      }\n      user {\n        _id\n        shortname\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MyRatingModeration on RatingModeration {\n    hidden\n    hiddenAt\n    explanation\n    decisionId\n    ground\n    decidedAt\n    appealableUntil\n    appealable\n    appeal {\n      _id\n      explanation\n      createdAt\n      outcome\n      outcomeExplanation\n      decidedAt\n    }\n  }\n"): (typeof documents)["\n  fragment MyRatingModeration on RatingModeration {\n    hidden\n    hiddenAt\n    explanation\n    decisionId\n    ground\n    decidedAt\n    appealableUntil\n    appealable\n    appeal {\n      _id\n      explanation\n      createdAt\n      outcome\n      outcomeExplanation\n      decidedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TripRatings($id: ID!, $pagination: PaginationInput) {\n    publishedTrip(id: $id) {\n      _id\n      title\n      averageRating\n      ratingsCount\n      ratings(pagination: $pagination, sort: { field: createdAt, direction: DESC }) {\n        total\n        edges {\n          ...TripRatingItem\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query TripRatings($id: ID!, $pagination: PaginationInput) {\n    publishedTrip(id: $id) {\n      _id\n      title\n      averageRating\n      ratingsCount\n      ratings(pagination: $pagination, sort: { field: createdAt, direction: DESC }) {\n        total\n        edges {\n          ...TripRatingItem\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ToggleTripFinished($id: ID!) {\n    toggleTripFinished(id: $id) {\n      _id\n      isFinished\n      finishedCount\n    }\n  }\n"): (typeof documents)["\n  mutation ToggleTripFinished($id: ID!) {\n    toggleTripFinished(id: $id) {\n      _id\n      isFinished\n      finishedCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RateTrip($id: ID!, $input: RateTripInput!) {\n    rateTrip(id: $id, input: $input) {\n      _id\n      averageRating\n      ratingsCount\n      hasRated\n      myRating {\n        ...TripRatingItem\n        moderation {\n          ...MyRatingModeration\n        }\n        photos {\n          _id\n          moderation {\n            ...MyRatingModeration\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RateTrip($id: ID!, $input: RateTripInput!) {\n    rateTrip(id: $id, input: $input) {\n      _id\n      averageRating\n      ratingsCount\n      hasRated\n      myRating {\n        ...TripRatingItem\n        moderation {\n          ...MyRatingModeration\n        }\n        photos {\n          _id\n          moderation {\n            ...MyRatingModeration\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription TripRatingAdded($tripId: ID!) {\n    tripRatingAdded(tripId: $tripId) {\n      ...TripRatingItem\n    }\n  }\n"): (typeof documents)["\n  subscription TripRatingAdded($tripId: ID!) {\n    tripRatingAdded(tripId: $tripId) {\n      ...TripRatingItem\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TripWeather($id: ID!) {\n    publishedTrip(id: $id) {\n      _id\n      weather {\n        date\n        code\n        temperatureMinC\n        temperatureMaxC\n        precipitationMm\n        precipitationProbability\n        windKmh\n      }\n    }\n  }\n"): (typeof documents)["\n  query TripWeather($id: ID!) {\n    publishedTrip(id: $id) {\n      _id\n      weather {\n        date\n        code\n        temperatureMinC\n        temperatureMaxC\n        precipitationMm\n        precipitationProbability\n        windKmh\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TripCard on PublishedTrip {\n    _id\n    language\n    title\n    preview\n    coverImage {\n      ...Picture\n    }\n    label {\n      _id\n      label\n      color\n    }\n    area {\n      _id\n      name\n    }\n    averageRating\n    ratingsCount\n    coordinates {\n      lat\n      lng\n    }\n    attributes {\n      lengthKm\n      duration\n    }\n    isBookmarked\n  }\n"): (typeof documents)["\n  fragment TripCard on PublishedTrip {\n    _id\n    language\n    title\n    preview\n    coverImage {\n      ...Picture\n    }\n    label {\n      _id\n      label\n      color\n    }\n    area {\n      _id\n      name\n    }\n    averageRating\n    ratingsCount\n    coordinates {\n      lat\n      lng\n    }\n    attributes {\n      lengthKm\n      duration\n    }\n    isBookmarked\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublishedTrips($filter: TripFilter, $pagination: PaginationInput, $sort: TripSort, $near: LatLngInput) {\n    publishedTrips(filter: $filter, pagination: $pagination, sort: $sort, near: $near) {\n      total\n      edges {\n        ...TripCard\n      }\n    }\n  }\n"): (typeof documents)["\n  query PublishedTrips($filter: TripFilter, $pagination: PaginationInput, $sort: TripSort, $near: LatLngInput) {\n    publishedTrips(filter: $filter, pagination: $pagination, sort: $sort, near: $near) {\n      total\n      edges {\n        ...TripCard\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TripsResultsCount($filter: TripFilter, $near: LatLngInput) {\n    publishedTripsResultsCount(filter: $filter, near: $near)\n  }\n"): (typeof documents)["\n  query TripsResultsCount($filter: TripFilter, $near: LatLngInput) {\n    publishedTripsResultsCount(filter: $filter, near: $near)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AreaOptions {\n    areaSelectOptions {\n      value\n      label\n    }\n  }\n"): (typeof documents)["\n  query AreaOptions {\n    areaSelectOptions {\n      value\n      label\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ToggleTripBookmark($id: ID!) {\n    toggleTripBookmark(id: $id) {\n      _id\n      isBookmarked\n    }\n  }\n"): (typeof documents)["\n  mutation ToggleTripBookmark($id: ID!) {\n    toggleTripBookmark(id: $id) {\n      _id\n      isBookmarked\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BookmarkedTripIds($pagination: PaginationInput) {\n    myBookmarkedTrips(pagination: $pagination) {\n      total\n      edges {\n        _id\n      }\n    }\n  }\n"): (typeof documents)["\n  query BookmarkedTripIds($pagination: PaginationInput) {\n    myBookmarkedTrips(pagination: $pagination) {\n      total\n      edges {\n        _id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Cities($search: String!) {\n    cities(filter: { search: $search }) {\n      _id\n      name\n      district\n      region\n    }\n  }\n"): (typeof documents)["\n  query Cities($search: String!) {\n    cities(filter: { search: $search }) {\n      _id\n      name\n      district\n      region\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyCity {\n    me {\n      _id\n      city {\n        _id\n        name\n        coordinates {\n          lat\n          lng\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyCity {\n    me {\n      _id\n      city {\n        _id\n        name\n        coordinates {\n          lat\n          lng\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment Picture on Image {\n    _id\n    url\n    alt\n    focalX\n    focalY\n    variants {\n      url\n      width\n      format\n    }\n  }\n"): (typeof documents)["\n  fragment Picture on Image {\n    _id\n    url\n    alt\n    focalX\n    focalY\n    variants {\n      url\n      width\n      format\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;