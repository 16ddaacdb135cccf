import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { GraphQLScalarType, Kind } from 'graphql';
import { createSchema } from 'graphql-yoga';
import type { GraphQLContext } from './context.js';
import { accountsResolvers } from './features/accounts/accounts.resolvers.js';
import { adminResolvers } from './features/admin/admin.resolvers.js';
import { announcementEditingResolvers } from './features/announcement-editing/announcement-editing.resolvers.js';
import { articleEditingResolvers } from './features/article-editing/article-editing.resolvers.js';
import { articlesResolvers } from './features/articles/articles.resolvers.js';
import { citiesResolvers } from './features/cities/cities.resolvers.js';
import { engagementResolvers } from './features/engagement/engagement.resolvers.js';
import { hikerPhotosResolvers } from './features/hiker-photos/hiker-photos.resolvers.js';
import { moderationAppealsResolvers } from './features/moderation/moderation.appeals.resolvers.js';
import { moderationDecisionsResolvers } from './features/moderation/moderation.decisions.resolvers.js';
import { moderationFiguresResolvers } from './features/moderation/moderation.figures.resolvers.js';
import { moderationReportsResolvers } from './features/moderation/moderation.reports.resolvers.js';
import { searchResolvers } from './features/search/search.resolvers.js';
import { taxonomyResolvers } from './features/taxonomy/taxonomy.resolvers.js';
import { tracksResolvers } from './features/tracks/tracks.resolvers.js';
import { translationGapsResolvers } from './features/translation-gaps/translation-gaps.resolvers.js';
import { tripEditingResolvers } from './features/trip-editing/trip-editing.resolvers.js';
import { tripsResolvers } from './features/trips/trips.resolvers.js';
import { weatherResolvers } from './features/weather/weather.resolvers.js';
import type { Resolvers } from './generated/graphql.js';
import { API_SOURCES } from './platform/paths.js';
import { refuseUnstorableText } from './platform/unstorable-text.js';

/** Every feature's SDL file, in a stable order. */
export function readTypeDefs(): string[] {
  return readdirSync(API_SOURCES, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.graphql'))
    .sort()
    .map((file) => readFileSync(join(API_SOURCES, file), 'utf8'));
}

const DateTime = new GraphQLScalarType({
  name: 'DateTime',
  serialize: (value) => (value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString()),
  parseValue: (value) => new Date(String(value)),
  parseLiteral: (ast) => (ast.kind === Kind.STRING ? new Date(ast.value) : null),
});

const baseResolvers: Resolvers = {
  DateTime,
  Query: { health: () => true },
};

/** The executable schema: SDL files plus each feature's resolvers, refusing text the database cannot store in any argument. */
export function buildSchema() {
  const schema = createSchema<GraphQLContext>({
    typeDefs: readTypeDefs(),
    resolvers: [
      baseResolvers,
      accountsResolvers,
      citiesResolvers,
      tripsResolvers,
      hikerPhotosResolvers,
      articlesResolvers,
      engagementResolvers,
      adminResolvers,
      tripEditingResolvers,
      articleEditingResolvers,
      announcementEditingResolvers,
      moderationDecisionsResolvers,
      moderationReportsResolvers,
      moderationAppealsResolvers,
      moderationFiguresResolvers,
      searchResolvers,
      weatherResolvers,
      tracksResolvers,
      taxonomyResolvers,
      translationGapsResolvers,
    ] as never,
  });
  return refuseUnstorableText(schema);
}
