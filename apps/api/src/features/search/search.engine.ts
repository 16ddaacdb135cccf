// The one interface between search's rules (search.service.ts: what a query's words mean, places, areas, the kept
// answers) and what finds trips and articles by those words. Today that is the database's own text search with
// impact-ordered postings (search.database.ts); a search engine beside the database (features/search/README.md, where
// one machine ends) would be another implementation of it, and neither the resolvers nor the screens would change.
import type { Page } from '../../platform/pagination.js';
import type { AttributeColumn } from './search.vocabulary.js';

/** A search never shows more than this many trips: past it the total reads "1,000+" and later pages are refused. */
export const MAX_RESULTS = 1000;

/**
 * One word of a query as the engine is asked for it: the beginnings of the words it matches in a trip's texts
 * (search.text.ts: "snezk", "snezc"), and the names it stands for (search.matching.ts).
 */
export interface SearchWord {
  forms: string[];
  areaIds: string[];
  labelIds: string[];
  cityIds: number[];
  attributes: Array<{ column: AttributeColumn; values: string[] }>;
}

/** A page of the trips found: their ids, best first, and how many match, counted exactly up to MAX_RESULTS. */
export interface TripsFound {
  ids: string[];
  /** How many trips match, or MAX_RESULTS when more do (then `capped`). */
  total: number;
  /** More trips match than `total` says. */
  capped: boolean;
}

/** A word of the trips' titles one typo away from a query's word, how many titles have it and how one writes it. */
export interface TitleWord {
  word: string;
  titles: number;
  display: string | null;
}

/**
 * What one question has learned of its words, shared by the engine's calls for it (its words are checked, then its
 * trips found): an engine may keep there what it would otherwise ask again. A new one for each question.
 */
export type QuestionMemo = Map<string, unknown>;

export interface SearchEngine {
  /** Which of the words' beginnings begin a word of a published trip's texts. */
  knownForms(words: readonly SearchWord[], memo: QuestionMemo): Promise<Set<string>>;
  /** Words of the published trips' titles one typo away from `word` (search.text.ts `withinOneEdit`). */
  titleWordsNear(word: string): Promise<TitleWord[]>;
  /**
   * A page of the published trips that every word matches (in their texts or by a name), best first: a word in the
   * title over a name over the summary over the text, then the best rated and the newest. The page must end within
   * MAX_RESULTS.
   */
  findTrips(words: readonly SearchWord[], page: Page, memo: QuestionMemo): Promise<TripsFound>;
  /** The first trips every word matches by its title or a name, best first, for suggestions while typing. */
  suggestTrips(words: readonly SearchWord[], limit: number, memo: QuestionMemo): Promise<string[]>;
  /** The published articles whose texts have every word, best first. */
  findArticles(words: readonly SearchWord[], limit: number): Promise<string[]>;
  /** The newest published articles whose titles have every word, for suggestions. */
  suggestArticles(words: readonly SearchWord[], limit: number): Promise<string[]>;
}
