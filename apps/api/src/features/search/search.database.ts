// The search engine on the database (PostgreSQL or PGlite), features/search/README.md. A question's cost follows the
// trips it shows, not the trips it matches:
//  - what its words cost is read first (search_lexemes: the words each beginning stands for, and in how many trips);
//  - words in few trips (at most EXACT_LIMIT) are matched by the text search index and every match ranked exactly;
//  - words in many trips are answered from impact-ordered postings (trip_search_terms: the best trips with a word in
//    their title, or with a name, are the index's first entries under it), then, for words mostly in the texts, by
//    walking the trips best first until enough match: a page of candidates, ranked among themselves;
//  - totals are counted up to MAX_RESULTS and no further ("1,000+").
import type { Database } from '../../db/client.js';
import type { Page } from '../../platform/pagination.js';
import {
  MAX_RESULTS,
  type QuestionMemo,
  type SearchEngine,
  type SearchWord,
  type TitleWord,
  type TripsFound,
} from './search.engine.js';
import { findArticlesMatching, findArticlesTitled } from './search.repository.js';
import {
  countMatchingTrips,
  type FormStats,
  findTitleWords,
  findTripsBySample,
  findTripsBySources,
  findTripsByWalk,
  findTripsRankedExactly,
  findWordStats,
  type ScoredTrip,
  type TripSource,
  type TripWordQuery,
} from './search.trips.repository.js';

/**
 * A question whose rarest word is in at most this many trips is answered exactly: every match read and ranked (the
 * cost of that grows with the matches, so it is kept to questions with few).
 */
export const EXACT_LIMIT = 300;

/** A beginning stands for at most this many words (the commonest): "s" does not ask for every word beginning "s". */
const EXPANSIONS = 64;

/** The postings of at most this many title words a beginning stands for are read (the most titled). */
const TITLE_EXPANSIONS = 16;

/** A source of postings filtered by the other words looks at this many trips per trip asked for, and at least… */
const FILTERED_READS_PER_TRIP = 8;
const FILTERED_READS_MIN = 48;

/** Walking the trips best first looks at this many per trip asked for, and at least… */
const WALK_READS_PER_TRIP = 16;
const WALK_READS_MIN = 192;

/** When neither finds enough, the text search index gives this many matches per trip asked for, and at least… */
const SAMPLED_PER_TRIP = 4;
const SAMPLED_MIN = 48;

/**
 * Several words, each in many trips, are not counted when as independent words they would match this many times the
 * cap: their matches are then in the thousands (a catalogue's common words do not exclude each other), and counting
 * them to the cap means reading the index's entries of every one of them, tens of milliseconds at a million trips.
 */
const ESTIMATED_PAST_CAP = 2;

/** A beginning no word of the trips has. */
const NO_WORDS: Omit<FormStats, 'form'> = { words: 0, trips: 0, commonest: 0, top: [], titled: [] };

/** What one word of a question costs and how the trips' SQL asks for it. */
interface PreparedWord extends TripWordQuery {
  /** Trips with the words it begins or the names it stands for, counted with repeats: no more match it. */
  upper: number;
  /** Trips under its commonest word or name: no fewer match it. */
  lower: number;
}

/** A word of the texts as a text search query matches it exactly (quoted: it may hold any character). */
const quoted = (word: string) => `'${word.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;

/** The names a word stands for, as the postings and search_lexemes write them (migration 0027). */
export function nameTerms(word: SearchWord): string[] {
  return [
    ...word.areaIds.map((id) => `#area:${id}`),
    ...word.labelIds.map((id) => `#label:${id}`),
    ...word.cityIds.map((id) => `#city:${id}`),
    ...word.attributes.flatMap(({ column, values }) => values.map((value) => `#${column}:${value}`)),
  ];
}

/** Search's order of equal matches: the higher score, then the best rated, the newest, the greater id. */
function compareFound(a: ScoredTrip, b: ScoredTrip): number {
  if (a.score !== b.score) return b.score - a.score;
  if (a.averageRating !== b.averageRating) {
    if (a.averageRating === null) return 1;
    if (b.averageRating === null) return -1;
    return b.averageRating - a.averageRating;
  }
  if (a.publishedAt !== b.publishedAt) return b.publishedAt - a.publishedAt;
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}

/** Every one-edit variant of a word in the alphabet of search forms: a letter changed, left out or added. */
function oneEditVariants(word: string): string[] {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  const variants = new Set<string>();
  for (let i = 0; i <= word.length; i++) {
    if (i < word.length) variants.add(word.slice(0, i) + word.slice(i + 1));
    for (const letter of alphabet) {
      if (i < word.length) variants.add(word.slice(0, i) + letter + word.slice(i + 1));
      variants.add(word.slice(0, i) + letter + word.slice(i));
    }
  }
  variants.delete(word);
  return [...variants];
}

export class DatabaseSearchEngine implements SearchEngine {
  constructor(private readonly db: Database) {}

  async knownForms(words: readonly SearchWord[], memo: QuestionMemo): Promise<Set<string>> {
    const stats = await this.wordStats(words, memo);
    return new Set(stats.filter((form) => form.words > 0).map((form) => form.form));
  }

  /**
   * What the words' beginnings stand for and how many trips have their names (and '', every published trip), in one
   * statement for whatever the question's memo does not hold yet.
   */
  private async wordStats(words: readonly SearchWord[], memo: QuestionMemo): Promise<FormStats[]> {
    const forms = [...new Set(words.flatMap((word) => word.forms))];
    const names = ['', ...new Set(words.flatMap(nameTerms))];
    const missingForms = forms.filter((form) => !memo.has(`form:${form}`));
    const missingNames = names.filter((name) => !memo.has(`name:${name}`));
    if (missingForms.length || missingNames.length) {
      const read = await findWordStats(this.db, missingForms, missingNames, EXPANSIONS);
      for (const stats of read.forms) memo.set(`form:${stats.form}`, stats);
      for (const name of missingNames) memo.set(`name:${name}`, read.counts.get(name) ?? 0);
    }
    return forms.map((form) => (memo.get(`form:${form}`) as FormStats | undefined) ?? { ...NO_WORDS, form });
  }

  async titleWordsNear(word: string): Promise<TitleWord[]> {
    return findTitleWords(this.db, oneEditVariants(word));
  }

  async findTrips(words: readonly SearchWord[], page: Page, memo: QuestionMemo): Promise<TripsFound> {
    const prepared = await this.prepare(words, memo);
    if (!prepared) return { ids: [], total: 0, capped: false };
    if (Math.min(...prepared.words.map((word) => word.upper)) <= EXACT_LIMIT) {
      const { ids, total } = await findTripsRankedExactly(this.db, prepared.words, page);
      return { ids, total: Math.min(total, MAX_RESULTS), capped: total > MAX_RESULTS };
    }
    const wanted = page.offset + page.limit;
    const found = await this.impactOrdered(prepared.words, wanted, { walk: true, published: prepared.published });
    const total = await this.count(prepared.words, prepared.published, found.length >= wanted);
    const ids = found.slice(page.offset, wanted).map((trip) => trip.id);
    return { ids, total: Math.min(total, MAX_RESULTS), capped: total > MAX_RESULTS };
  }

  /**
   * How many trips match, up to MAX_RESULTS + 1, from the text search index; without counting when one word alone is in
   * more trips than that, or when several, each common, would match ESTIMATED_PAST_CAP times as many were they
   * independent (and filled the page: a page left short says they are not, and they are counted).
   */
  private async count(words: PreparedWord[], published: number, filled: boolean): Promise<number> {
    const cap = MAX_RESULTS + 1;
    if (words.length === 1 && words[0].lower >= cap) return cap;
    const independent = words.reduce((product, word) => product * (word.lower / Math.max(1, published)), published);
    if (filled && words.length > 1 && independent >= ESTIMATED_PAST_CAP * cap) return cap;
    return countMatchingTrips(this.db, words, cap);
  }

  async suggestTrips(words: readonly SearchWord[], limit: number, memo: QuestionMemo): Promise<string[]> {
    const prepared = await this.prepare(words, memo);
    if (!prepared) return [];
    const found = await this.impactOrdered(prepared.words, limit, { walk: false });
    return found.slice(0, limit).map((trip) => trip.id);
  }

  findArticles(words: readonly SearchWord[], limit: number): Promise<string[]> {
    return findArticlesMatching(
      this.db,
      words.map((word) => word.forms),
      limit,
    );
  }

  suggestArticles(words: readonly SearchWord[], limit: number): Promise<string[]> {
    return findArticlesTitled(
      this.db,
      words.map((word) => word.forms),
      limit,
    );
  }

  /**
   * The best `wanted` trips of a question whose words are in many trips: per word, the first trips with it in the
   * title and the first it names (the postings, best first; with several words, those matching the others too), then,
   * when these are too few, the trips walked best first if the words are common enough together to be met soon, and
   * when even that finds too few, a sample of the matches from the text search index; all of them scored and sorted.
   */
  private async impactOrdered(
    prepared: PreparedWord[],
    wanted: number,
    options: { walk: false } | { walk: true; published: number },
  ) {
    const budget = Math.max(FILTERED_READS_MIN, wanted * FILTERED_READS_PER_TRIP);
    // Suggestions look for the other words in titles and names only, so no trip's search document is read.
    const othersIn = options.walk ? 'texts' : 'titles';
    const sources: TripSource[] = prepared.flatMap((word) => {
      const others = prepared.filter((other) => other !== word);
      return [
        { titleTerms: word.titleTerms, others, othersIn },
        { named: word.word, others, othersIn },
      ];
    });
    const found = new Map<string, ScoredTrip>();
    const add = (trips: ScoredTrip[]) => {
      for (const trip of trips) found.set(trip.id, trip);
    };
    add(await findTripsBySources(this.db, prepared, sources, wanted, budget));
    if (!options.walk || found.size >= wanted) return [...found.values()].sort(compareFound);
    const walkBudget = Math.max(WALK_READS_MIN, wanted * WALK_READS_PER_TRIP);
    // The share of trips every word matches, were they independent: the walk meets the missing ones within its budget.
    const density = prepared.reduce((product, word) => product * (word.lower / Math.max(1, options.published)), 1);
    if (density * walkBudget >= wanted - found.size) {
      add(await findTripsByWalk(this.db, prepared, [...found.keys()], wanted - found.size, walkBudget));
    }
    if (found.size < wanted)
      add(await findTripsBySample(this.db, prepared, Math.max(SAMPLED_MIN, wanted * SAMPLED_PER_TRIP)));
    return [...found.values()].sort(compareFound);
  }

  /**
   * Each word's cost and queries, from what its beginnings stand for (one index range each) and the names it has,
   * and how many trips are published; null when a word is in no trip at all, so nothing matches.
   */
  private async prepare(
    words: readonly SearchWord[],
    memo: QuestionMemo,
  ): Promise<{ words: PreparedWord[]; published: number } | null> {
    if (!words.length) return null;
    const formStats = await this.wordStats(words, memo);
    const counts = new Map(
      [...memo.entries()].flatMap(([key, value]) =>
        key.startsWith('name:') && (value as number) > 0 ? [[key.slice(5), value as number]] : [],
      ),
    );
    const statsOf = new Map(formStats.map((stats) => [stats.form, stats]));
    const prepared: PreparedWord[] = [];
    for (const word of words) {
      const forms = word.forms.map((form): FormStats => statsOf.get(form) ?? { ...NO_WORDS, form });
      // Only the names some trip has: the others cannot match and only lengthen the statements.
      const names = nameTerms(word).filter((name) => counts.has(name));
      const nameCount = (name: string) => counts.get(name) ?? 0;
      const upper =
        forms.reduce((sum, stats) => sum + stats.trips, 0) + names.reduce((sum, n) => sum + nameCount(n), 0);
      if (upper === 0) return null;
      // The index is asked for the words themselves (it goes through a rare one's entries and skips in a common
      // one's; a beginning, `form:*`, makes it gather every entry of every word it begins first): all the words a
      // beginning stands for, or its EXPANSIONS commonest when it stands for more. Ranking keeps the beginnings.
      const lexemes = [...new Set(forms.flatMap((stats) => stats.top))].map(quoted);
      const titleTerms = forms.flatMap((stats) =>
        stats.words <= EXPANSIONS || !stats.titled.length
          ? [`${stats.form}:*A`]
          : stats.titled.map((title) => `${quoted(title)}:A`),
      );
      const namesQuery = names.length ? names.map(quoted).join(' | ') : null;
      prepared.push({
        word: {
          ...word,
          areaIds: word.areaIds.filter((id) => counts.has(`#area:${id}`)),
          labelIds: word.labelIds.filter((id) => counts.has(`#label:${id}`)),
          cityIds: word.cityIds.filter((id) => counts.has(`#city:${id}`)),
          attributes: word.attributes
            .map(({ column, values }) => ({ column, values: values.filter((v) => counts.has(`#${column}:${v}`)) }))
            .filter(({ values }) => values.length),
        },
        matchQuery: [...lexemes, ...names.map(quoted)].join(' | '),
        textQuery: forms.map((stats) => `${stats.form}:*`).join(' | '),
        titleQuery: titleTerms.join(' | '),
        namesQuery,
        upper,
        lower: Math.max(0, ...forms.map((stats) => stats.commonest), ...names.map(nameCount)),
        titleTerms: [...new Set(forms.flatMap((stats) => stats.titled.slice(0, TITLE_EXPANSIONS)))],
      });
    }
    return { words: prepared, published: counts.get('') ?? 0 };
  }
}
