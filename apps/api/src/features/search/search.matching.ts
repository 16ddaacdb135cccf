// What a query's words name in memory — the vocabulary they may misspell, areas, labels, municipalities and
// attribute values — before the database is asked for trips and articles (search.repository.ts).
import type { Language } from '../../platform/language.js';
import { normalizeText, type QueryWord, queryWords, TYPO_MIN_LENGTH, withinOneEdit, wordForms } from './search.text.js';
import { ATTRIBUTE_WORDS, type AttributeColumn } from './search.vocabulary.js';

/** The words of a name, normalised ("Český Krumlov" → ["cesky", "krumlov"]). */
export const nameWords = (name: string): string[] => normalizeText(name).split(' ').filter(Boolean);

/** Whether one of the forms begins the word. */
const begins = (forms: readonly string[], word: string) => forms.some((form) => word.startsWith(form));

/** Whether every query word begins some word of the name (in any order): "Prachovských skal" names "Prachovské skály". */
export function namesIt(words: readonly ResolvedWord[], name: readonly string[]): boolean {
  return words.every((word) => name.some((part) => begins(word.forms, part)));
}

/** Words the catalogue uses, by their normalised form: how they are spelt and how often they occur. */
export class Vocabulary {
  private readonly words = new Map<string, { display: string; count: number }>();
  private sorted: string[] = [];

  /**
   * Adds the words of names ("Český Krumlov a Křížová hora"), each occurrence counting `weight`: a typo is corrected
   * to the word that counts most, so the catalogue's titles outweigh the register's villages ("lednce" means Lednice,
   * the trip, rather than three villages called Ledce). The trips' titles are not here but in the database
   * (search_lexemes), which counts them as they change.
   */
  add(names: Iterable<string>, weight = 1): this {
    for (const name of names) {
      for (const display of name.split(/[^\p{L}\p{N}]+/u).filter(Boolean)) {
        const word = normalizeText(display);
        if (!word || word.includes(' ')) continue;
        const known = this.words.get(word);
        this.words.set(word, { display: known?.display ?? display, count: (known?.count ?? 0) + weight });
      }
    }
    this.sorted = [...this.words.keys()].sort();
    return this;
  }

  /** Those of the forms that begin some word of the vocabulary. */
  knownOf(forms: readonly string[]): string[] {
    return forms.filter((form) => {
      let low = 0;
      let high = this.sorted.length;
      while (low < high) {
        const middle = (low + high) >> 1;
        if (this.sorted[middle] < form) low = middle + 1;
        else high = middle;
      }
      return this.sorted[low]?.startsWith(form) ?? false;
    });
  }

  /** The words of the vocabulary one typo away, with how often each occurs. */
  corrections(word: string): Correction[] {
    const found: Correction[] = [];
    for (const [candidate, { display, count }] of this.words) {
      if (Math.abs(candidate.length - word.length) > 1 || !withinOneEdit(word, candidate)) continue;
      found.push({ word: candidate, display, count });
    }
    return found;
  }
}

/** A query word with what it stands for: the beginnings it matches, and a spelling it was corrected to. */
export interface ResolvedWord extends QueryWord {
  /** The vocabulary's spelling of a word that matched nothing as typed ("krumlof" → "Krumlov"). */
  correctedTo?: string;
}

/** A word one typo away from a query's word, how much it counts (its occurrences) and how it is written. */
export interface Correction {
  word: string;
  count: number;
  display: string;
}

/** What is known of the catalogue's words: which beginnings begin one, and the words one typo away from a word. */
export interface WordKnowledge {
  /** Those of the words' beginnings that begin a word the catalogue knows. */
  known(words: readonly QueryWord[]): Promise<Set<string>>;
  corrections(word: string): Promise<Correction[]>;
}

/**
 * The query's words, each with its forms and, when it begins no word the catalogue knows and is long enough for a
 * typo to be forgiven, the forms of the known word one typo away as well: the one counting most, its counts from
 * every source added up (a title's word and a village of the same name).
 */
export async function resolveWords(query: string, knowledge: WordKnowledge): Promise<ResolvedWord[]> {
  const words = queryWords(query);
  const known = await knowledge.known(words);
  return Promise.all(
    words.map(async (word): Promise<ResolvedWord> => {
      if (word.text.length < TYPO_MIN_LENGTH || word.forms.some((form) => known.has(form))) return word;
      const counted = new Map<string, Correction>();
      for (const candidate of await knowledge.corrections(word.text)) {
        const before = counted.get(candidate.word);
        counted.set(candidate.word, {
          word: candidate.word,
          count: (before?.count ?? 0) + candidate.count,
          display: before?.display ?? candidate.display,
        });
      }
      let best: Correction | undefined;
      for (const candidate of counted.values()) if (!best || candidate.count > best.count) best = candidate;
      if (!best) return word;
      return {
        ...word,
        forms: [...new Set([...word.forms, ...wordForms(best.word)])],
        correctedTo: best.display,
      };
    }),
  );
}

/** What a form leaves of the word it begins when it names a place or an attribute: a case ending at most. */
const ENDING_MAX = 3;

/**
 * Whether a word names a municipality or an attribute (whose name's words are `name`): a form long enough to be meant
 * (a municipality's four letters, so "hory" does not stand for every "Horní …"; an attribute's three, for "pes")
 * begins one of the name's words and leaves at most a case ending of it ("Beroun", "Berouna").
 */
export function namesWholeWord(word: ResolvedWord, name: readonly string[], minForm = 4): boolean {
  return word.forms.some(
    (form) =>
      form.length >= minForm && name.some((part) => part.startsWith(form) && part.length - form.length <= ENDING_MAX),
  );
}

/** Each attribute value's phrases as words, per language, worked out once. */
const ATTRIBUTE_NAMES = (
  Object.entries(ATTRIBUTE_WORDS) as Array<[AttributeColumn, Record<string, Record<Language, string[]>>]>
).flatMap(([column, values]) =>
  Object.entries(values).map(([value, words]) => ({
    column,
    value,
    phrases: {
      cs_CZ: words.cs_CZ.map(nameWords),
      en_US: words.en_US.map(nameWords),
    } satisfies Record<Language, string[][]>,
  })),
);

/** The attribute values a word names in the given language ("rozhledna" → additionalActivities LOOKOUT_TOWERS). */
export function namedAttributes(
  word: ResolvedWord,
  language: Language,
): Array<{ column: AttributeColumn; values: string[] }> {
  const named = new Map<AttributeColumn, string[]>();
  for (const { column, value, phrases } of ATTRIBUTE_NAMES) {
    if (!phrases[language].some((phrase) => namesWholeWord(word, phrase, 3))) continue;
    named.set(column, [...(named.get(column) ?? []), value]);
  }
  return [...named].map(([column, values]) => ({ column, values }));
}

/**
 * The words of many names (the 6,258 municipalities), sorted, so the names a word names are found by its forms'
 * ranges rather than by testing every name (namesWholeWord's rule: a form of four letters or more beginning a word
 * of the name and leaving at most a case ending of it).
 */
export class NameIndex {
  private readonly words: Array<{ word: string; name: number }>;

  constructor(names: ReadonlyArray<readonly string[]>) {
    this.words = names
      .flatMap((words, name) => words.map((word) => ({ word, name })))
      .sort((a, b) => (a.word < b.word ? -1 : a.word > b.word ? 1 : a.name - b.name));
  }

  /** The names (their positions as given) the word names. */
  named(word: QueryWord, minForm = 4): Set<number> {
    const found = new Set<number>();
    for (const form of word.forms) {
      if (form.length < minForm) continue;
      let low = 0;
      let high = this.words.length;
      while (low < high) {
        const middle = (low + high) >> 1;
        if (this.words[middle].word < form) low = middle + 1;
        else high = middle;
      }
      for (let i = low; i < this.words.length && this.words[i].word.startsWith(form); i++) {
        if (this.words[i].word.length - form.length <= ENDING_MAX) found.add(this.words[i].name);
      }
    }
    return found;
  }
}
