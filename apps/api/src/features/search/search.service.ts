import type { Database } from '../../db/client.js';
import type { CatalogueView } from '../../platform/catalogue-cache.js';
import { distanceKm, type LatLng, latLngInput } from '../../platform/geo.js';
import type { Language } from '../../platform/language.js';
import { PAGE_SIZES, parsePagination } from '../../platform/pagination.js';
import type { AreaModel } from '../../platform/presenters.js';
import { parseInput } from '../../platform/validation.js';
import { searchInput, suggestionsInput } from './search.inputs.js';
import {
  namedAttributes,
  namesIt,
  namesWholeWord,
  nameWords,
  type ResolvedWord,
  resolveWords,
  tsqueryOf,
  Vocabulary,
} from './search.matching.js';
import {
  findAllCities,
  findAreasAndLabels,
  findCatalogueNames,
  findMatchingArticleIds,
  findMatchingTripIds,
  type TripWordMatch,
} from './search.repository.js';
import { normalizeText } from './search.text.js';
import { ATTRIBUTE_WORDS } from './search.vocabulary.js';

/** How much more a word of the catalogue's titles and names counts than a municipality's when correcting a typo. */
const CATALOGUE_WEIGHT = 10;

/** At most this many places, areas and articles beside a search's trips. */
const MAX_SIDE_RESULTS = 5;

type PaginationArg = Parameters<typeof parsePagination>[0];
type CityRow = Awaited<ReturnType<typeof findAllCities>>[number];

interface Named<T> {
  row: T;
  words: string[];
}

/** What a search matches names against, kept with the catalogue (areas, labels and titles change with it). */
interface SearchContext {
  vocabulary: Vocabulary;
  areas: Array<Named<AreaModel>>;
  labels: Array<{ id: string; words: Record<Language, string[]> }>;
}

/** What a query found: ids of trips and articles (their rows come from the catalogue), places, areas, a spelling. */
export interface SearchFound {
  trips: { total: number; ids: string[] };
  places: CityRow[];
  areas: AreaModel[];
  articleIds: string[];
  didYouMean: string | null;
}

/** One suggestion while typing: its kind and what the kind's type is read from. */
export type Suggestion =
  | { kind: 'trip'; id: string }
  | { kind: 'place'; row: CityRow }
  | { kind: 'area'; row: AreaModel }
  | { kind: 'article'; id: string };

/**
 * Search across the published catalogue (ARCHITECTURE.md "Search"): what a query's words stand for (search.text.ts:
 * diacritics, inflected forms, prefixes; search.matching.ts: one typo, areas, labels, municipalities, attributes), then
 * the trips and articles whose words or names match every one of them (search.repository.ts, PostgreSQL text search).
 * Answers without a position are kept with the catalogue, like every other public list, so they change with it.
 */
export class SearchService {
  private cities: Promise<Array<Named<CityRow>>> | undefined;

  constructor(private readonly deps: { db: Database }) {}

  /** Trips (a page), places, areas and articles for a query, and a spelling the catalogue knows when it had a typo. */
  async search(
    view: CatalogueView,
    language: Language,
    args: { query: string; near?: { lat: number; lng: number } | null; pagination?: PaginationArg },
  ): Promise<SearchFound> {
    const { query } = parseInput(searchInput, { query: args.query });
    const near = args.near ? parseInput(latLngInput, args.near) : undefined;
    const page = parsePagination(args.pagination, PAGE_SIZES.trips);
    const found = await view.get(`search:${language}:${JSON.stringify([normalizeText(query), page])}`, async () => {
      const words = await this.resolve(view, query);
      const context = await this.context(view);
      const [trips, articleIds] = words.length
        ? await Promise.all([
            findMatchingTripIds(this.deps.db, await this.tripMatches(view, words, language), page),
            findMatchingArticleIds(this.deps.db, words.map(tsqueryOf), MAX_SIDE_RESULTS),
          ])
        : [{ total: 0, ids: [] }, []];
      return {
        trips,
        articleIds,
        areas: this.matchingAreas(words, context).slice(0, MAX_SIDE_RESULTS),
        didYouMean: spelling(query, words),
        words,
      };
    });
    const places = (await this.matchingPlaces(found.words, near)).slice(0, MAX_SIDE_RESULTS);
    return {
      trips: found.trips,
      articleIds: found.articleIds,
      areas: found.areas,
      places,
      didYouMean: found.didYouMean,
    };
  }

  /**
   * What to offer while typing, best first: a place or area named exactly as typed, then the best trips, then other
   * places and areas, then articles.
   */
  async suggestions(view: CatalogueView, language: Language, args: { query: string; limit?: number | null }) {
    const { query, limit } = parseInput(suggestionsInput, { query: args.query, limit: args.limit ?? undefined });
    const found = await this.search(view, language, { query, pagination: { pageNumber: 1, pageSize: 5 } });
    const typed = normalizeText(query);
    const exact = (name: string) => normalizeText(name) === typed;
    const exactArea = (row: AreaModel) => exact(row.name) || (row.nameEn !== null && exact(row.nameEn));
    const places = found.places.slice(0, 3);
    const areas = found.areas.slice(0, 2);
    const suggestions: Suggestion[] = [
      ...places.filter((row) => exact(row.name)).map((row) => ({ kind: 'place' as const, row })),
      ...areas.filter(exactArea).map((row) => ({ kind: 'area' as const, row })),
      ...found.trips.ids.map((id) => ({ kind: 'trip' as const, id })),
      ...places.filter((row) => !exact(row.name)).map((row) => ({ kind: 'place' as const, row })),
      ...areas.filter((row) => !exactArea(row)).map((row) => ({ kind: 'area' as const, row })),
      ...found.articleIds.slice(0, 2).map((id) => ({ kind: 'article' as const, id })),
    ];
    return suggestions.slice(0, limit);
  }

  /** The query's words with their forms and typo corrections. */
  private async resolve(view: CatalogueView, query: string): Promise<ResolvedWord[]> {
    return resolveWords(query, (await this.context(view)).vocabulary);
  }

  /** Per word: its text search query, and the areas, labels, municipalities and attribute values it names. */
  private async tripMatches(view: CatalogueView, words: ResolvedWord[], language: Language): Promise<TripWordMatch[]> {
    const [context, cities] = await Promise.all([this.context(view), this.allCities()]);
    return words.map((word) => ({
      tsquery: tsqueryOf(word),
      areaIds: context.areas.filter((area) => namesIt([word], area.words)).map((area) => area.row.id),
      labelIds: context.labels.filter((label) => namesIt([word], label.words[language])).map((label) => label.id),
      cityIds: cities.filter((city) => namesWholeWord(word, city.words)).map((city) => city.row.id),
      attributes: namedAttributes(word, language),
    }));
  }

  private matchingAreas(words: ResolvedWord[], context: SearchContext) {
    if (!words.length) return [];
    return context.areas.filter((area) => namesIt(words, area.words)).map((area) => area.row);
  }

  /**
   * Municipalities every word names: the exact name first, then district towns (the register has no population, and
   * a district takes its town's name), then the nearer to `near`, then the shorter and alphabetically.
   */
  private async matchingPlaces(words: ResolvedWord[], near: LatLng | undefined): Promise<CityRow[]> {
    if (!words.length) return [];
    const typed = words.map((word) => word.text).join(' ');
    const matching = (await this.allCities()).filter((city) => words.every((word) => namesWholeWord(word, city.words)));
    const rank = (city: Named<CityRow>) => [
      city.row.searchName === typed ? 0 : 1,
      city.row.name === city.row.district ? 0 : 1,
      near ? distanceKm(near, city.row) : 0,
      city.row.name.length,
    ];
    return matching
      .map((city) => ({ city, rank: rank(city) }))
      .sort((a, b) => compareRanks(a.rank, b.rank) || a.city.row.name.localeCompare(b.city.row.name, 'cs'))
      .map(({ city }) => city.row);
  }

  /** Areas, labels and the vocabulary, as the catalogue is now. */
  private context(view: CatalogueView): Promise<SearchContext> {
    return view.get('search:context', async () => {
      const [{ areas, labels }, names, cities] = await Promise.all([
        findAreasAndLabels(this.deps.db),
        findCatalogueNames(this.deps.db),
        this.allCities(),
      ]);
      const attributeWords = Object.values(ATTRIBUTE_WORDS).flatMap((values) =>
        Object.values(values).flatMap((words) => [...words.cs_CZ, ...words.en_US]),
      );
      return {
        vocabulary: new Vocabulary()
          .add(names, CATALOGUE_WEIGHT)
          .add(attributeWords, CATALOGUE_WEIGHT)
          .add(cities.map((city) => city.row.name)),
        areas: areas.map((row) => ({ row, words: nameWords([row.name, row.nameEn].filter(Boolean).join(' ')) })),
        labels: labels.map((row) => ({ id: row.id, words: { cs_CZ: nameWords(row.cs), en_US: nameWords(row.en) } })),
      };
    });
  }

  /** The municipalities, read once: the register does not change while the server runs. */
  private allCities(): Promise<Array<Named<CityRow>>> {
    this.cities ??= findAllCities(this.deps.db).then((rows) =>
      rows.map((row) => ({ row, words: nameWords(row.name) })),
    );
    return this.cities;
  }
}

function compareRanks(a: number[], b: number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i] - b[i];
  return 0;
}

/** The query with each word found only through a typo spelled as the catalogue spells it; null when there was none. */
function spelling(query: string, words: ResolvedWord[]): string | null {
  if (!words.some((word) => word.correctedTo)) return null;
  const corrections = new Map(words.filter((word) => word.correctedTo).map((word) => [word.text, word.correctedTo]));
  return query
    .trim()
    .split(/\s+/)
    .map((typed) => corrections.get(normalizeText(typed)) ?? typed)
    .join(' ');
}
