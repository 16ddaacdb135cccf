import type { Database } from '../../db/client.js';
import type { CatalogueView } from '../../platform/catalogue-cache.js';
import { badUserInput, fieldError } from '../../platform/errors.js';
import { distanceKm, type LatLng, latLngInput } from '../../platform/geo.js';
import type { Language } from '../../platform/language.js';
import { PAGE_SIZES, type Page, parsePagination } from '../../platform/pagination.js';
import type { AreaModel } from '../../platform/presenters.js';
import { parseInput } from '../../platform/validation.js';
import { DatabaseSearchEngine } from './search.database.js';
import { MAX_RESULTS, type QuestionMemo, type SearchEngine, type SearchWord } from './search.engine.js';
import { searchInput, suggestionsInput } from './search.inputs.js';
import {
  type Correction,
  NameIndex,
  namedAttributes,
  namesIt,
  nameWords,
  type ResolvedWord,
  resolveWords,
  Vocabulary,
} from './search.matching.js';
import { findAllCities, findAreasAndLabels, findCatalogueNames } from './search.repository.js';
import { normalizeText, type QueryWord } from './search.text.js';
import { ATTRIBUTE_WORDS } from './search.vocabulary.js';

/** How much more a word of the catalogue's titles and names counts than a municipality's when correcting a typo. */
const CATALOGUE_WEIGHT = 10;

/** At most this many places, areas and articles beside a search's trips. */
const MAX_SIDE_RESULTS = 5;

/** What suggestions offer of each kind at most. */
const SUGGESTED_TRIPS = 5;
const SUGGESTED_PLACES = 3;
const SUGGESTED_AREAS = 2;
const SUGGESTED_ARTICLES = 2;

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
  /** A page of trips, and how many match: exactly up to MAX_RESULTS, past it MAX_RESULTS and `capped`. */
  trips: { total: number; capped: boolean; ids: string[] };
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
 * Search across the published catalogue (features/search/README.md): what a query's words stand for (search.text.ts:
 * diacritics, inflected forms, prefixes; search.matching.ts: one typo, areas, labels, municipalities, attributes), then
 * the trips and articles whose words or names match every one of them, from the search engine (search.engine.ts; the
 * database's, search.database.ts, unless another is given). Answers without a position are kept with the catalogue,
 * like every other public list, so they change with it.
 */
/** The municipalities with the index of their names' words. */
interface Cities {
  rows: CityRow[];
  index: NameIndex;
}

export class SearchService {
  private cities: Promise<Cities> | undefined;
  private readonly engine: SearchEngine;

  constructor(private readonly deps: { db: Database; engine?: SearchEngine }) {
    this.engine = deps.engine ?? new DatabaseSearchEngine(deps.db);
  }

  /**
   * Trips (a page), places, areas and articles for a query, and a spelling the catalogue knows when it had a typo. A
   * page past the first MAX_RESULTS trips is refused (BAD_USER_INPUT, MAX_VALUE on `pagination.pageNumber`): no search
   * shows more, however many match.
   */
  async search(
    view: CatalogueView,
    language: Language,
    args: { query: string; near?: { lat: number; lng: number } | null; pagination?: PaginationArg },
  ): Promise<SearchFound> {
    const { query } = parseInput(searchInput, { query: args.query });
    const near = args.near ? parseInput(latLngInput, args.near) : undefined;
    const page = withinResults(parsePagination(args.pagination, PAGE_SIZES.trips));
    const found = await view.get(`search:${language}:${JSON.stringify([normalizeText(query), page])}`, async () => {
      const memo: QuestionMemo = new Map();
      const { words, asked } = await this.resolve(view, query, language, memo);
      const context = await this.context(view);
      const [trips, articleIds] = await Promise.all([
        this.engine.findTrips(asked, page, memo),
        this.engine.findArticles(asked, MAX_SIDE_RESULTS),
      ]);
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
   * What to offer while typing, best first: a place or area named exactly as typed, then the trips whose titles (or
   * names) have the words, then other places and areas, then articles whose titles have them. Never the whole search:
   * a few of each kind, each from its cheapest source (the postings' first entries, the places and areas in memory).
   */
  async suggestions(view: CatalogueView, language: Language, args: { query: string; limit?: number | null }) {
    const { query, limit } = parseInput(suggestionsInput, { query: args.query, limit: args.limit ?? undefined });
    const found = await view.get(`suggest:${language}:${JSON.stringify([normalizeText(query), limit])}`, async () => {
      const memo: QuestionMemo = new Map();
      const { words, asked } = await this.resolve(view, query, language, memo);
      const context = await this.context(view);
      const [tripIds, articleIds] = await Promise.all([
        this.engine.suggestTrips(asked, SUGGESTED_TRIPS, memo),
        this.engine.suggestArticles(asked, SUGGESTED_ARTICLES),
      ]);
      return { words, tripIds, articleIds, areas: this.matchingAreas(words, context).slice(0, SUGGESTED_AREAS) };
    });
    const places = (await this.matchingPlaces(found.words, undefined)).slice(0, SUGGESTED_PLACES);
    const typed = normalizeText(query);
    const exact = (name: string) => normalizeText(name) === typed;
    const exactArea = (row: AreaModel) => exact(row.name) || (row.nameEn !== null && exact(row.nameEn));
    const suggestions: Suggestion[] = [
      ...places.filter((row) => exact(row.name)).map((row) => ({ kind: 'place' as const, row })),
      ...found.areas.filter(exactArea).map((row) => ({ kind: 'area' as const, row })),
      ...found.tripIds.map((id) => ({ kind: 'trip' as const, id })),
      ...places.filter((row) => !exact(row.name)).map((row) => ({ kind: 'place' as const, row })),
      ...found.areas.filter((row) => !exactArea(row)).map((row) => ({ kind: 'area' as const, row })),
      ...found.articleIds.map((id) => ({ kind: 'article' as const, id })),
    ];
    return suggestions.slice(0, limit);
  }

  /**
   * The query's words with their forms and typo corrections, and what each stands for as the engine is asked (its
   * forms and the names it is: areas, labels, municipalities, attribute values).
   */
  private async resolve(view: CatalogueView, query: string, language: Language, memo: QuestionMemo) {
    const [context, cities] = await Promise.all([this.context(view), this.allCities()]);
    const askedOf = new Map<string, SearchWord>();
    const asked = (word: QueryWord): SearchWord => {
      const key = word.forms.join(' ');
      let found = askedOf.get(key);
      if (!found) {
        found = {
          forms: word.forms,
          areaIds: context.areas.filter((area) => namesIt([word], area.words)).map((area) => area.row.id),
          labelIds: context.labels.filter((label) => namesIt([word], label.words[language])).map((label) => label.id),
          cityIds: [...cities.index.named(word)].map((city) => cities.rows[city].id),
          attributes: namedAttributes(word, language),
        };
        askedOf.set(key, found);
      }
      return found;
    };
    const words = await resolveWords(query, {
      // The names in memory (articles' titles, areas, labels, attributes, municipalities) and the trips' words, which
      // the engine knows; asked with what the words name, which the engine then knows too for finding the trips.
      known: async (typed) => {
        const inMemory = vocabulary(context).knownOf(typed.flatMap((word) => word.forms));
        return new Set([...inMemory, ...(await this.engine.knownForms(typed.map(asked), memo))]);
      },
      // A trip title's word counts as much as an article's.
      corrections: async (word): Promise<Correction[]> => [
        ...(await this.engine.titleWordsNear(word)).map((title) => ({
          word: title.word,
          count: title.titles * CATALOGUE_WEIGHT,
          display: title.display ?? title.word,
        })),
        ...vocabulary(context).corrections(word),
      ],
    });
    return { words, asked: words.map(asked) };
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
    const cities = await this.allCities();
    const [first, ...rest] = words.map((word) => cities.index.named(word));
    const matching = [...first]
      .filter((city) => rest.every((named) => named.has(city)))
      .map((city) => cities.rows[city]);
    const rank = (city: CityRow) => [
      city.searchName === typed ? 0 : 1,
      city.name === city.district ? 0 : 1,
      near ? distanceKm(near, city) : 0,
      city.name.length,
    ];
    return matching
      .map((city) => ({ city, rank: rank(city) }))
      .sort((a, b) => compareRanks(a.rank, b.rank) || a.city.name.localeCompare(b.city.name, 'cs'))
      .map(({ city }) => city);
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
          .add(cities.rows.map((city) => city.name)),
        areas: areas.map((row) => ({ row, words: nameWords([row.name, row.nameEn].filter(Boolean).join(' ')) })),
        labels: labels.map((row) => ({ id: row.id, words: { cs_CZ: nameWords(row.cs), en_US: nameWords(row.en) } })),
      };
    });
  }

  /** The municipalities and their names' index, made once: the register does not change while the server runs. */
  private allCities(): Promise<Cities> {
    this.cities ??= findAllCities(this.deps.db).then((rows) => ({
      rows,
      index: new NameIndex(rows.map((row) => nameWords(row.name))),
    }));
    return this.cities;
  }
}

/**
 * The page, if it begins within the first MAX_RESULTS trips, ended there; a later one refused as beyond what a search
 * shows (MAX_VALUE on `pagination.pageNumber`, with the last page of this size).
 */
function withinResults(page: Page): Page {
  if (page.offset >= MAX_RESULTS) {
    throw badUserInput([
      fieldError('pagination.pageNumber', 'MAX_VALUE', { max: Math.ceil(MAX_RESULTS / page.limit) }),
    ]);
  }
  return { offset: page.offset, limit: Math.min(page.limit, MAX_RESULTS - page.offset) };
}

/** The vocabulary of the names kept in memory. */
const vocabulary = (context: SearchContext) => context.vocabulary;

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
