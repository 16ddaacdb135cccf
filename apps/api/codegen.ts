import type { CodegenConfig } from '@graphql-codegen/cli';

const config: CodegenConfig = {
  schema: 'src/**/*.graphql',
  generates: {
    'src/generated/graphql.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        contextType: '../context.js#GraphQLContext',
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { DateTime: 'Date | string' },
        mappers: {
          User: '../features/accounts/accounts.repository.js#UserRow',
          Session: '../features/accounts/sessions.models.js#SessionModel',
          AdminUser: '../features/admin/admin.repository.js#AdminUserRow',
          AuditEntry: '../features/admin/admin.repository.js#AuditRow',
          EditorTrip: '../features/trip-editing/trip-editing.repository.js#EditorTripRow',
          TripRevision: '../features/editorial/editorial.repository.js#RevisionRow',
          EditorArticle: '../features/article-editing/article-editing.repository.js#EditorArticleRow',
          ArticleRevision: '../features/editorial/editorial.repository.js#RevisionRow',
          EditorAnnouncement:
            '../features/announcement-editing/announcement-editing.repository.js#EditorAnnouncementRow',
          AnnouncementRevision: '../features/editorial/editorial.repository.js#RevisionRow',
          ModerationRating: '../features/rating-moderation/rating-moderation.repository.js#ModerationRatingRow',
          City: '../features/cities/cities.repository.js#CityRow',
          EditorLabel: '../features/taxonomy/taxonomy.repository.js#LabelRow',
          EditorArea: '../features/taxonomy/taxonomy.repository.js#AreaRow',
          PublishedTrip: '../features/trips/trips.repository.js#TripRow',
          TripAttributes: '../features/trips/trips.repository.js#TripRow',
          TripRating: '../features/trips/trips.repository.js#RatingRow',
          TripLocation: '../features/trips/trip-locations.cache.js#TripLocationModel',
          Image: '../features/trips/trips.models.js#ImageModel',
          Area: '../features/trips/trips.models.js#AreaModel',
          TripLabel: '../features/trips/trips.models.js#TripLabelModel',
          Author: '../features/trips/trips.models.js#AuthorModel',
          Published: '../features/articles/articles.repository.js#PublishedRow',
          PublishedArticle: '../features/articles/articles.repository.js#ArticleRow',
          PublishedTripAnnouncement: '../features/articles/articles.repository.js#AnnouncementRow',
        },
      },
    },
  },
};

export default config;
