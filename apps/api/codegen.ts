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
          Session: '../features/accounts/accounts.sessions.models.js#SessionModel',
          AdminUser: '../features/admin/admin.repository.js#AdminUserRow',
          AuditEntry: '../features/admin/admin.repository.js#AuditRow',
          EditorTrip: '../features/trip-editing/trip-editing.repository.js#EditorTripRow',
          TripRevision: '../features/editorial/editorial.repository.js#RevisionRow',
          EditorArticle: '../features/article-editing/article-editing.repository.js#EditorArticleRow',
          ArticleRevision: '../features/editorial/editorial.repository.js#RevisionRow',
          EditorAnnouncement:
            '../features/announcement-editing/announcement-editing.repository.js#EditorAnnouncementRow',
          AnnouncementRevision: '../features/editorial/editorial.repository.js#RevisionRow',
          ModerationRating: '../features/moderation/moderation.decisions.repository.js#ModerationRatingRow',
          City: '../features/cities/cities.repository.js#CityRow',
          EditorLabel: '../features/taxonomy/taxonomy.repository.js#LabelRow',
          EditorArea: '../features/taxonomy/taxonomy.repository.js#AreaRow',
          PublishedTrip: '../features/trips/trips.repository.js#TripRow',
          TripAttributes: '../features/trips/trips.repository.js#TripRow',
          TripRating: '../features/trips/trips.repository.js#RatingRow',
          HikerPhoto: '../features/hiker-photos/hiker-photos.repository.js#HikerPhotoRow',
          DailyForecast: '../features/weather/weather.service.js#ForecastDay',
          SearchResults: '../features/search/search.service.js#SearchFound',
          TripLocation: '../features/trips/trips.locations.js#TripLocationModel',
          Image: '../platform/presenters.js#ImageModel',
          Area: '../platform/presenters.js#AreaModel',
          TripLabel: '../platform/presenters.js#TripLabelModel',
          Author: '../platform/presenters.js#AuthorModel',
          Published: '../features/articles/articles.repository.js#PublishedRow',
          PublishedArticle: '../features/articles/articles.repository.js#ArticleRow',
          PublishedTripAnnouncement: '../features/articles/articles.repository.js#AnnouncementRow',
        },
      },
    },
  },
};

export default config;
