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
   * the trip, rather than three villages called Ledce).
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

  /** Whether some word of the vocabulary begins with one of the forms. */
  knows(forms: readonly string[]): boolean {
    return forms.some((form) => {
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

  /** The word of the vocabulary one typo away, the most frequent first; undefined when none is. */
  correction(word: string): { word: string; display: string } | undefined {
    let best: { word: string; display: string; count: number } | undefined;
    for (const [candidate, { display, count }] of this.words) {
      if (Math.abs(candidate.length - word.length) > 1 || !withinOneEdit(word, candidate)) continue;
      if (!best || count > best.count) best = { word: candidate, display, count };
    }
    return best && { word: best.word, display: best.display };
  }
}

/** A query word with what it stands for: the beginnings it matches, and a spelling it was corrected to. */
export interface ResolvedWord extends QueryWord {
  /** The vocabulary's spelling of a word that matched nothing as typed ("krumlof" → "Krumlov"). */
  correctedTo?: string;
}

/**
 * The query's words, each with its forms and, when it begins no word the catalogue knows and is long enough for a
 * typo to be forgiven, the forms of the known word one typo away as well.
 */
export function resolveWords(query: string, vocabulary: Vocabulary): ResolvedWord[] {
  return queryWords(query).map((word) => {
    if (word.text.length < TYPO_MIN_LENGTH || vocabulary.knows(word.forms)) return word;
    const correction = vocabulary.correction(word.text);
    if (!correction) return word;
    return {
      ...word,
      forms: [...new Set([...word.forms, ...wordForms(correction.word)])],
      correctedTo: correction.display,
    };
  });
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

/** The attribute values a word names in the given language ("rozhledna" → additionalActivities LOOKOUT_TOWERS). */
export function namedAttributes(
  word: ResolvedWord,
  language: Language,
): Array<{ column: AttributeColumn; values: string[] }> {
  const named: Array<{ column: AttributeColumn; values: string[] }> = [];
  for (const [column, values] of Object.entries(ATTRIBUTE_WORDS) as Array<
    [AttributeColumn, (typeof ATTRIBUTE_WORDS)[AttributeColumn]]
  >) {
    const matching = Object.entries(values)
      .filter(([, words]) => words[language].some((phrase) => namesWholeWord(word, nameWords(phrase), 3)))
      .map(([value]) => value);
    if (matching.length) named.push({ column, values: matching });
  }
  return named;
}

/** A text search query for the word: any of its forms begins a word of the document ("snezk:* | snezc:*"). */
export function tsqueryOf(word: ResolvedWord): string {
  return word.forms.map((form) => `${form}:*`).join(' | ');
}
