import type { GraphQLContext } from '../../context.js';
import type { Resolvers, ResolversParentTypes } from '../../generated/graphql.js';

type TripRow = ResolversParentTypes['PublishedTrip'];
type ArticleRow = ResolversParentTypes['PublishedArticle'];
type SuggestionType = 'PublishedTrip' | 'City' | 'Area' | 'PublishedArticle';
type SuggestionRow = ResolversParentTypes['SearchSuggestion'];

/**
 * The GraphQL type of each suggestion, noted as it is returned: the rows are the catalogue's own objects (a trip, a
 * municipality, an area, an article), which do not say what they are; an object is always of the same type.
 */
const suggestionTypes = new WeakMap<object, SuggestionType>();

const found = <T>(row: T | Error | undefined | null): row is T =>
  row !== undefined && row !== null && !(row instanceof Error);

/** Trips by id in the given order, from the catalogue kept in memory, skipping any unpublished meanwhile. */
async function tripsInOrder(ids: string[], ctx: GraphQLContext): Promise<TripRow[]> {
  return (await ctx.loaders.tripById.loadMany(ids)).filter(found);
}

/** Articles by id in the given order, skipping any unpublished meanwhile. */
async function articlesInOrder(ids: string[], ctx: GraphQLContext): Promise<ArticleRow[]> {
  return (await ctx.loaders.articleById.loadMany(ids)).filter(found);
}

function typed<T extends object>(row: T, type: SuggestionType): T {
  suggestionTypes.set(row, type);
  return row;
}

export const searchResolvers: Resolvers = {
  Query: {
    search: (_parent, args, ctx) => ctx.services.search.search(ctx.catalogue, ctx.language, args),
    searchSuggestions: async (_parent, args, ctx) => {
      const suggestions = await ctx.services.search.suggestions(ctx.catalogue, ctx.language, args);
      const [trips, articles] = await Promise.all([
        ctx.loaders.tripById.loadMany(suggestions.flatMap((item) => (item.kind === 'trip' ? [item.id] : []))),
        ctx.loaders.articleById.loadMany(suggestions.flatMap((item) => (item.kind === 'article' ? [item.id] : []))),
      ]);
      const rows = {
        trip: new Map(trips.filter(found).map((row) => [row.id, row])),
        article: new Map(articles.filter(found).map((row) => [row.id, row])),
      };
      return suggestions.flatMap((item): SuggestionRow[] => {
        if (item.kind === 'place') return [typed(item.row, 'City')];
        if (item.kind === 'area') return [typed(item.row, 'Area')];
        const row = rows[item.kind].get(item.id);
        return row ? [typed(row, item.kind === 'trip' ? 'PublishedTrip' : 'PublishedArticle')] : [];
      });
    },
  },
  SearchResults: {
    trips: async (results, _args, ctx) => ({
      total: results.trips.total,
      capped: results.trips.capped,
      edges: await tripsInOrder(results.trips.ids, ctx),
    }),
    articles: (results, _args, ctx) => articlesInOrder(results.articleIds, ctx),
  },
  SearchSuggestion: {
    __resolveType: (row) => {
      const type = suggestionTypes.get(row);
      // Every suggestion passes through `typed` above before GraphQL sees it.
      if (!type) throw new Error('A suggestion of unknown type');
      return type;
    },
  },
};
